/** Plugin manifest values `claude plugin validate` rejects although their type is right: a `homepage` that is not a URL, an `author` without a name. */
import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { isUrl } from '../../../../rules/shared/url.js';


const STILL_LOADS = '`claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)';

export default artifactRule({
  meta: {
    id: 'plugin/manifest-values',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A plugin manifest `homepage` that is not a URL, or an `author` whose `name` is empty or missing.',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      '`claude plugin validate` 2.1.332 rejects a `homepage` that is not a URL ("Invalid URL") and an `author` object whose `name` is empty ("Author name cannot be empty") or missing (oracle/claude-code/mutations.json, cases `plugin:/homepage:bad-url`, `plugin:/author/name:empty`, `plugin:/author/name:remove`), so the plugin fails validation for marketplaces. Its loader still loads such a plugin (plugin-parts.json, cases `homepage not a URL at run time: the plugin still loads`, `empty author name at run time: the plugin still loads`). A `repository` or `author.url` that is not a URL passes both (cases `plugin:/repository:bad-url`, `repository not a URL at run time: the plugin loads`, `plugin:/author/url:bad-url`): agentlint does not report it.',
    examples: { wrong: '{ "name": "my-plugin", "homepage": "example.com/my-plugin" }', right: '{ "name": "my-plugin", "homepage": "https://example.com/my-plugin" }', file: '.claude-plugin/plugin.json' },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const home = getPair(root, 'homepage');
    if (home?.value?.type === 'scalar' && typeof home.value.value === 'string' && !isUrl(home.value.value)) {
      ctx.report({ message: `\`homepage\` \`${home.value.value}\` is not a URL ("Invalid URL"): ${STILL_LOADS}`, range: home.value.range, jsonPath: home.path, help: 'write an absolute URL such as `https://example.com/my-plugin`, or remove `homepage`' });
    }
    const author = getPair(root, 'author');
    if (author?.value?.type !== 'map') return;
    const name = getPair(author.value, 'name');
    if (!name) {
      ctx.report({ message: `\`author\` has no \`name\`: ${STILL_LOADS}`, range: author.keyRange, jsonPath: author.path, help: 'add `"name"` to `author`' });
    } else if (name.value?.type === 'scalar' && name.value.value === '') {
      ctx.report({ message: `\`author.name\` is empty ("Author name cannot be empty"): ${STILL_LOADS}`, range: name.value.range, jsonPath: name.path });
    }
  },
});

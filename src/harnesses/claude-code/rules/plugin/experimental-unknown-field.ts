import { PLUGIN_EXPERIMENTAL_FIELDS } from '../../known-values/claude-code.js';
import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../../diagnostics/suggest.js';
import { renameKey } from '../../lib/plugin-edits.js';

export default artifactRule({
  meta: {
    id: 'plugin/experimental-unknown-field',
    effect: 'ignored',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: `A key under the plugin manifest's \`experimental\` object that Claude Code does not read (it reads ${PLUGIN_EXPERIMENTAL_FIELDS.map((f) => `\`${f}\``).join(', ')}).`,
    kinds: ['plugin'],
    optIn: false,
    fixable: 'machine',
    rationale:
      "`experimental` holds component declarations that are not yet stable. `claude plugin validate` 2.1.332 warns about any other key there (\"Unknown field 'commands'. Claude Code ignores it at load time.\", oracle: rules-validate.json `experimental unknown key`), so a component declared there, or a misspelt one, silently does nothing.",
    examples: {
      wrong: '{ "name": "my-plugin", "experimental": { "theme": "./themes" } }',
      right: '{ "name": "my-plugin", "experimental": { "themes": "./themes" } }',
      file: '.claude-plugin/plugin.json',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const exp = getPair(root, 'experimental');
    if (!exp || !exp.value || exp.value.type !== 'map') return;
    const siblings = exp.value.pairs;
    for (const pair of siblings) {
      if (PLUGIN_EXPERIMENTAL_FIELDS.includes(pair.key)) continue;
      const near = closest(pair.key, PLUGIN_EXPERIMENTAL_FIELDS);
      const certain = certainCorrection(pair.key, PLUGIN_EXPERIMENTAL_FIELDS);
      const pick = certain ?? near[0]?.value;
      const taken = pick !== undefined && siblings.some((p) => p.key === pick);
      ctx.report({
        message: `unknown field \`${pair.key}\` under \`experimental\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}: Claude Code ignores it at load time`,
        range: pair.keyRange,
        jsonPath: pair.path,
        help: `\`experimental\` takes ${PLUGIN_EXPERIMENTAL_FIELDS.map((f) => `\`${f}\``).join(', ')}; stable components (\`commands\`, \`skills\`, \`hooks\`, …) go at the top level of the manifest`,
        suggestion:
          pick && !taken
            ? { msg: `rename to \`${pick}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [renameKey(artifact.file, pair, pick)] }
            : undefined,
      });
    }
  },
});

import { RESERVED_MARKETPLACE_NAMES } from '../../artifacts/known-values/index.js';
import { getPair, scalarString } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'marketplace/reserved-name',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A marketplace `name` reserved for official Anthropic marketplaces.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'Names such as `claude-plugins-official` or `anthropic-marketplace` are reserved so third parties cannot impersonate official marketplaces: Claude Code refuses to add a marketplace that uses one.',
    examples: { wrong: '{ "name": "claude-code-plugins", "owner": { "name": "Me" }, "plugins": [] }', right: '{ "name": "acme-claude-tools", "owner": { "name": "Me" }, "plugins": [] }', file: '.claude-plugin/marketplace.json' },
  },
  check(artifact, ctx) {
    const pair = getPair(artifact.root, 'name');
    const name = scalarString(pair?.value);
    if (!pair || !pair.value || name === undefined) return;
    if (!RESERVED_MARKETPLACE_NAMES.includes(name.toLowerCase())) return;
    ctx.report({
      message: `marketplace name \`${name}\` is reserved for official Anthropic marketplaces: Claude Code refuses to add this marketplace`,
      range: pair.value.range,
      jsonPath: pair.path,
      help: 'choose a name of your own, e.g. prefixed with your organisation',
    });
  },
});

import { getNode, getPair, scalarString, type Pair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'marketplace/plugin-name-unique',
    effect: 'fails-at-run-time',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'Two plugins with the same `name` in one marketplace.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'Users install a plugin as `name@marketplace`, so names must be unique within a marketplace: with two entries of the same name Claude Code rejects the marketplace (oracle: rules-validate.json `marketplace with two plugins of one name`, `claude plugin validate` 2.1.332 reports "Duplicate plugin name \"a\" found in marketplace" at both entries).',
    examples: {
      wrong: '{ "plugins": [ { "name": "lint", "source": "./a" }, { "name": "lint", "source": "./b" } ] }',
      right: '{ "plugins": [ { "name": "lint", "source": "./a" }, { "name": "lint-strict", "source": "./b" } ] }',
      file: '.claude-plugin/marketplace.json',
    },
  },
  check(artifact, ctx) {
    const plugins = getNode(artifact.root, 'plugins');
    if (!plugins || plugins.type !== 'seq') return;
    const seen = new Map<string, Pair>();
    for (const entry of plugins.items) {
      const pair = getPair(entry, 'name');
      const name = scalarString(pair?.value);
      if (!pair || !pair.value || name === undefined || name === '') continue;
      const first = seen.get(name);
      if (!first) {
        seen.set(name, pair);
        continue;
      }
      ctx.report({
        message: `plugin name \`${name}\` is already used at line ${first.keyRange.start.line}: plugins are installed as \`${name}@marketplace\`, so Claude Code cannot tell the two apart and rejects the marketplace`,
        range: pair.value.range,
        jsonPath: pair.path,
        help: 'give each plugin a unique name',
        related: [{ message: `first plugin named \`${name}\``, span: { path: artifact.path, range: first.value!.range, jsonPath: first.path } }],
      });
    }
  },
});

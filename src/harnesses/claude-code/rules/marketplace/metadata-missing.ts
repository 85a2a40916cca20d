import { getNode, getPair, scalarString } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'marketplace/metadata-missing',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: 'A marketplace without a description, or with no plugins.',
    kinds: ['marketplace'],
    optIn: false,
    fixable: false,
    rationale:
      'The marketplace loads without them, but `claude plugin validate` 2.1.332 warns: "No marketplace description provided. Adding a description helps users understand what this marketplace offers" (a top-level `description` or `metadata.description` counts), and "Marketplace has no plugins defined".',
    examples: {
      wrong: '{ "name": "acme", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./lint" } ] }',
      right: '{ "name": "acme", "description": "Acme\'s lint plugins", "owner": { "name": "A" }, "plugins": [ { "name": "lint", "source": "./lint" } ] }',
      file: '.claude-plugin/marketplace.json',
      context: { 'lint/commands/lint.md': '---\ndescription: Lint\n---\nLint.\n' },
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const name = getPair(root, 'name');
    const anchor = name ? name.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1);
    const described = scalarString(getNode(root, 'description')) || scalarString(getNode(getNode(root, 'metadata'), 'description'));
    if (!described) {
      ctx.report({ message: 'the marketplace has no description: `claude plugin validate` warns, and users see none when they add it', range: anchor, jsonPath: '$.description', help: 'add `"description": "..."`' });
    }
    const plugins = getPair(root, 'plugins');
    if (plugins?.value?.type === 'seq' && plugins.value.items.length === 0) {
      ctx.report({ message: 'the marketplace lists no plugins: there is nothing to install from it', range: plugins.keyRange, jsonPath: plugins.path });
    }
  },
});

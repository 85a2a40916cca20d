import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

const MISSING: Record<string, string> = {
  version: 'no `version`: `claude plugin validate` suggests one following semver (e.g. "1.0.0")',
  description: 'no `description`: it helps users understand what the plugin does',
  author: 'no `author`: `claude plugin validate` asks for author details for plugin attribution',
};

export default artifactRule({
  meta: {
    id: 'plugin/metadata-missing',
    effect: 'style',
    harness: 'claude-code',
    category: 'style',
    defaultLevel: 'info',
    description: 'A plugin manifest without `version`, `description` or `author`.',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'The plugin loads without them, but `claude plugin validate` 2.1.332 warns about each ("No version specified", "No description provided", "No author information provided"), and marketplaces show them to people choosing what to install.',
    examples: {
      wrong: '{ "name": "my-plugin" }',
      right: '{ "name": "my-plugin", "version": "1.0.0", "description": "Release helpers", "author": { "name": "Acme" } }',
      file: '.claude-plugin/plugin.json',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const anchor = getPair(root, 'name');
    const range = anchor ? anchor.keyRange : artifact.file.lines.range(root.range.start.offset, root.range.start.offset + 1);
    for (const [field, message] of Object.entries(MISSING)) {
      if (getPair(root, field)) continue;
      ctx.report({ message: `the plugin manifest has ${message}`, range, jsonPath: `$.${field}` });
    }
  },
});

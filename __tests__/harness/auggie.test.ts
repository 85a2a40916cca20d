/**
 * Auggie (issue 21), from its documentation: discovery of `.augment/rules/` and the legacy guidelines files, and the
 * two documented rules, with exact ids, levels, ranges and fixes.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../src/artifacts/discover.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function tree(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return root;
}
const rows = (files: Record<string, string>) =>
  lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'auggie').map((d) =>
    `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`);

describe('Auggie files', () => {
  it('reads .augment/rules recursively and the legacy guidelines files, and selects auggie', () => {
    const { project } = discover(tree({ '.augment/rules/a.md': 'A\n', '.augment/rules/api/b.md': 'B\n', '.augment-guidelines': 'G\n', '.augment/guidelines.md': 'H\n', '.augment/settings.json': '{}\n' }));
    expect(project.artifacts.filter((a) => a.harness === 'auggie').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'auggie-guidelines .augment-guidelines',
      'auggie-guidelines .augment/guidelines.md',
      'auggie-rule .augment/rules/a.md',
      'auggie-rule .augment/rules/api/b.md',
    ]);
    expect(project.harnesses).toContain('auggie');
  });
  it('rule types: clean, a spelling fixed, an unknown type, agent_requested without description, manual in the CLI, another key', () => {
    expect(rows({ '.augment/rules/a.md': '---\ntype: agent_requested\ndescription: API calls\n---\nX\n', '.augment/rules/b.md': 'No frontmatter.\n' })).toEqual([]);
    expect(rows({ '.augment/rules/a.md': '---\ntype: alwaysApply\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:7-2:18 fix=always_apply MachineApplicable']);
    expect(rows({ '.augment/rules/a.md': '---\ntype: sometimes\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:7-2:16']);
    expect(rows({ '.augment/rules/a.md': '---\ntype: agent_requested\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:7-2:22']);
    expect(rows({ '.augment/rules/a.md': '---\ntype: manual\n---\nX\n' })).toEqual(['auggie/rule-type info .augment/rules/a.md 2:7-2:13']);
    expect(rows({ '.augment/rules/a.md': '---\nglobs: "*.ts"\n---\nX\n' })).toEqual(['auggie/rule-type warn .augment/rules/a.md 2:1-2:6']);
  });
  it('the legacy guidelines file is info at its first line', () => {
    expect(rows({ '.augment-guidelines': 'Use TypeScript.\n' })).toEqual(['auggie/legacy-guidelines info .augment-guidelines 1:1-1:16']);
  });
});

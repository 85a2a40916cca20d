/** cursor/rule-frontmatter (documentation only: no Cursor CLI to observe). */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function run(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.harness === 'cursor');
}

describe('cursor/rule-frontmatter', () => {
  it('finds a quoted alwaysApply (certain fix), a wrong globs type and an unknown key, in .mdc and nested folders', () => {
    const ds = run({
      '.cursor/rules/style.mdc': '---\ndescription: Style\nalwaysApply: "true"\nglob: "*.ts"\n---\nUse two spaces.\n',
      'pkg/.cursor/rules/api.mdc': '---\nglobs: {a: 1}\n---\nAPI rules.\n',
    });
    expect(ds.map((d) => `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      '.cursor/rules/style.mdc 3:14'.replace(/^/, 'cursor/rule-frontmatter warn ') + ' `alwaysApply` must be a boolean (`true` or `false`), not the string `true`: a quoted value is not read as `true` (documented)',
      'cursor/rule-frontmatter warn .cursor/rules/style.mdc 4:1 Cursor rules have no `glob` key: it has no effect (did you mean `globs`?) (documented)',
      'cursor/rule-frontmatter warn pkg/.cursor/rules/api.mdc 2:8 `globs` must be a comma-separated string of globs (documented)',
    ]);
    expect(ds[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'true' }] });
  });
  it('documented forms are clean: Always, Auto Attached, Agent Requested, Manual', () => {
    expect(run({
      '.cursor/rules/always.mdc': '---\nalwaysApply: true\n---\nA\n',
      '.cursor/rules/auto.mdc': '---\nglobs: src/**/*.ts, test/**/*.ts\nalwaysApply: false\n---\nB\n',
      '.cursor/rules/agent.mdc': '---\ndescription: Use for database migrations\n---\nC\n',
      '.cursor/rules/manual.md': 'D\n',
    })).toEqual([]);
  });
});

/**
 * Cline (issue 21), from its documentation: discovery of `.clinerules/` (folder or single file) and `.cline/rules/`,
 * and the two documented rules, with exact ids, levels, ranges and fixes.
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
  lint({ root: tree(files) }).diagnostics.filter((d) => d.harness === 'cline').map((d) =>
    `${d.kind} ${d.level} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}${d.suggestion ? ` fix=${d.suggestion.edits[0]!.text} ${d.suggestion.applicability}` : ''}`);

describe('Cline files', () => {
  it('reads the rules folder (nested too), the single .clinerules file and .cline/rules, and selects cline', () => {
    const root = tree({ '.clinerules/01-style.md': 'Two spaces.\n', '.clinerules/frontend/react.md': 'Hooks.\n', '.clinerules/notes.txt': 'x\n', '.cline/rules/b.md': 'B\n', 'docs/x.txt': 'not a rule\n' });
    const { project } = discover(root);
    expect(project.artifacts.filter((a) => a.harness === 'cline').map((a) => `${a.kind} ${a.path}`).sort()).toEqual([
      'cline-other-file .clinerules/notes.txt',
      'cline-rule .cline/rules/b.md',
      'cline-rule .clinerules/01-style.md',
      'cline-rule .clinerules/frontend/react.md',
    ]);
    expect(project.harnesses).toContain('cline');
    const single = discover(tree({ '.clinerules': 'Use tabs.\n' })).project;
    expect(single.artifacts.map((a) => `${a.harness} ${a.kind} ${a.path}`)).toEqual(['cline cline-rules-file .clinerules']);
  });
  it('a valid rule with paths is clean; other keys and a paths that is not a list are warnings', () => {
    expect(rows({ '.clinerules/react.md': '---\npaths:\n  - "src/components/**"\n---\nUse hooks.\n' })).toEqual([]);
    expect(rows({ '.clinerules/react.md': '---\nglobs:\n  - "src/**"\nalwaysApply: false\n---\nUse hooks.\n' })).toEqual([
      'cline/rule-frontmatter warn .clinerules/react.md 2:1-2:6 fix=paths MaybeIncorrect',
      'cline/rule-frontmatter warn .clinerules/react.md 4:1-4:12',
    ]);
    expect(rows({ '.clinerules/a.md': '---\npaths: src/**\n---\nX\n' })).toEqual(['cline/rule-frontmatter warn .clinerules/a.md 2:8-2:14']);
  });
  it('a text file in the rules folder is not read: a warning at its first line', () => {
    expect(rows({ '.clinerules/style.txt': 'Use two spaces.\n' })).toEqual(['cline/rule-extension warn .clinerules/style.txt 1:1-1:16']);
  });
  it('a repository without Cline files gets no Cline finding', () => {
    const r = lint({ root: tree({ 'notes.txt': 'x\n', '.claude/agents/a.md': '---\nname: a\ndescription: A\n---\nBody.\n' }) });
    expect(r.diagnostics.filter((d) => d.harness === 'cline')).toEqual([]);
  });
});

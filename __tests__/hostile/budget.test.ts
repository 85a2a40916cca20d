/** The per-file time budget: past it a file's remaining rules are skipped with a note; other files are intact. */
import { afterAll, expect, it } from '@jest/globals';
import { artifactRule } from '../../src/diagnostics/rule.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

const rule = (id: string, slowOn?: string) =>
  artifactRule({
    meta: { id, category: 'correctness', defaultLevel: 'warn', effect: 'style', description: id, kinds: ['agent'], optIn: false, fixable: false },
    check(a, ctx) {
      // Far past the budget, and the budget far above what a quick file takes even on a loaded machine.
      if (a.path === slowOn) for (const end = Date.now() + 600; Date.now() < end; );
      ctx.report({ message: `${id} ran`, range: a.file.lines.range(0, 3) });
    },
  });

it('a file over budget: the rules after the slow one do not run there, a skip note says so', () => {
  const root = writeTree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\n---\n', '.claude/agents/b.md': '---\nname: b\ndescription: d\n---\n' });
  roots.push(root);
  const r = lint({ root, rules: [rule('test/slow', '.claude/agents/a.md'), rule('test/after')], fileBudgetMs: 200 });
  expect(r.diagnostics.map((d) => `${d.span.path} ${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`)).toEqual([
    '.claude/agents/a.md test/slow 1:1-1:4',
    '.claude/agents/b.md test/after 1:1-1:4',
    '.claude/agents/b.md test/slow 1:1-1:4',
  ]);
  expect(r.skipped).toEqual([{ path: '.claude/agents/a.md', reason: 'time budget of 200 ms exceeded: the remaining rules did not run on this file (its findings are partial)' }]);
});

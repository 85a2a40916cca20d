/**
 * memory/rule-paths-unmatched beyond its oracle case (harness-memory.json, rule-paths-match):
 * exact ranges inside a comma-separated string, braces, malformed `paths`, and the bound.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { expandBraces } from '../../../src/harnesses/claude-code/lib/brace-expand.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const OPT_IN = { '.agentlint.yml': 'rules:\n  memory/rule-paths-unmatched: {}\n' };
function rows(files: Record<string, string>) {
  const root = writeTree({ ...OPT_IN, ...files });
  roots.push(root);
  return lint({ root })
    .diagnostics.filter((d) => d.kind.startsWith('memory/rule-paths'))
    .map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.column} ${d.kind}`);
}

describe('memory/rule-paths-unmatched', () => {
  it('points at each unmatched glob inside a comma-separated string, quoted or plain', () => {
    expect(rows({ 'src/a.ts': '', '.claude/rules/q.md': '---\npaths: "src/**/*.ts, app/*.ts"\n---\nx\n', '.claude/rules/p.md': '---\npaths: app/*.ts, src/*.ts\n---\nx\n' })).toEqual([
      '.claude/rules/p.md 2:8-16 memory/rule-paths-unmatched',
      '.claude/rules/q.md 2:22-30 memory/rule-paths-unmatched',
    ]);
  });
  it('expands braces before matching, and leaves the globs memory/rule-paths reports to it', () => {
    expect(rows({ 'lib/c.mjs': '', '.claude/rules/b.md': '---\npaths:\n  - "lib/*.{js,mjs}"\n  - "./lib/*.mjs"\n  - "lib/[x.js"\n---\nx\n' })).toEqual([
      '.claude/rules/b.md 4:5-18 memory/rule-paths',
      '.claude/rules/b.md 5:5-16 memory/rule-paths',
    ]);
    expect(expandBraces('a/{b,c{d,e}}/*.{x,y}').sort()).toEqual(['a/b/*.x', 'a/b/*.y', 'a/cd/*.x', 'a/cd/*.y', 'a/ce/*.x', 'a/ce/*.y']);
    expect(expandBraces('{x}')).toEqual(['{x}']);
  });
  it('malformed paths values and non-rule memory files never crash it and add nothing of their own', () => {
    expect(rows({ 'CLAUDE.md': '---\npaths: app/**\n---\nx\n', '.claude/rules/n.md': '---\npaths: {a: 1}\n---\nx\n', '.claude/rules/l.md': '---\npaths: [5, null]\n---\nx\n', '.claude/rules/y.md': '---\npaths: [unclosed\n---\nx\n' })).toEqual([
      '.claude/rules/l.md 2:9-10 memory/rule-paths',
      '.claude/rules/l.md 2:12-16 memory/rule-paths',
      '.claude/rules/n.md 2:8-14 memory/rule-paths',
      '.claude/rules/y.md 2:8-17 memory/rule-paths',
    ]);
  });
  it('a file name the matcher refuses (`...`) and a rule with thousands of globs neither crash nor lose findings', () => {
    const many = Array.from({ length: 3000 }, (_, i) => `  - "gen/${i}/**"`).join('\n');
    expect(rows({ '...': 'x\n', 'src/a.ts': '', '.claude/rules/a.md': '---\npaths:\n  - "nowhere/**"\n---\nx\n', '.claude/rules/m.md': `---\npaths:\n${many}\n---\nx\n` }).filter((r) => r.startsWith('.claude/rules/a.md') || r.includes('m.md 3:'))).toEqual([
      '.claude/rules/a.md 3:5-17 memory/rule-paths-unmatched',
      '.claude/rules/m.md 3:5-15 memory/rule-paths-unmatched',
    ]);
  });
  it('rejects a maxFiles that is not a positive whole number', () => {
    const root = writeTree({ '.agentlint.yml': 'rules:\n  memory/rule-paths-unmatched:\n    maxFiles: 0\n', '.claude/rules/a.md': '---\npaths: app/**\n---\nx\n' });
    roots.push(root);
    const ds = lint({ root }).diagnostics.filter((d) => d.kind.startsWith('config/') || d.kind.startsWith('memory/'));
    expect(ds.map((d) => `${d.kind} ${d.message}`)).toEqual([expect.stringMatching(/^config\/\S+ .*`maxFiles` must be a positive whole number/)]);
  });
});

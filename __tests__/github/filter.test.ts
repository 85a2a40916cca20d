import { describe, expect, it } from '@jest/globals';
import { parsePatch } from '../../src/github/diff.js';
import type { ChangedFile } from '../../src/github/files.js';
import { filterDiagnostics, inScope, spanLines, type FilterMode } from '../../src/github/filter.js';
import { diag } from './util.js';

const TEXT = ['---', 'name: planner', 'description: Plans', 'model: sonet', 'tools: Wrte', '---', 'a', 'b', 'c', 'd', 'e', 'far: away', ''].join('\n');
// Line 4 changed; the hunk shows lines 1-7.
const PATCH = '@@ -1,7 +1,7 @@\n ---\n name: planner\n description: Plans\n-model: opus\n+model: sonet\n tools: Wrte\n ---\n a';

const files = new Map<string, ChangedFile>([
  ['.claude/agents/p.md', { path: '.claude/agents/p.md', status: 'modified', patch: parsePatch(PATCH) }],
  ['.claude/agents/big.md', { path: '.claude/agents/big.md', status: 'modified' }],
  ['.claude/agents/gone.md', { path: '.claude/agents/gone.md', status: 'removed' }],
]);
const P = '.claude/agents/p.md';
const onAdded = diag({ path: P, text: TEXT, needle: 'sonet' });
const onContext = diag({ path: P, text: TEXT, needle: 'Wrte' });
const farAway = diag({ path: P, text: TEXT, needle: 'far' });
const noPatch = diag({ path: '.claude/agents/big.md', text: TEXT, needle: 'far' });
const otherFile = diag({ path: '.claude/agents/q.md', text: TEXT, needle: 'sonet' });
const removed = diag({ path: '.claude/agents/gone.md', text: TEXT, needle: 'sonet' });
const all = [onAdded, onContext, farAway, noPatch, otherFile, removed];

const keep = (mode: FilterMode) => filterDiagnostics(all, { mode, files, pathPrefix: '' });

describe('filter modes', () => {
  it('added: only findings on added lines (and files GitHub gave no patch for)', () => {
    expect(keep('added')).toEqual([onAdded, noPatch]);
  });
  it('diff_context: any line a hunk shows', () => {
    expect(keep('diff_context')).toEqual([onAdded, onContext, noPatch]);
  });
  it('file: anywhere in a changed file, not removed ones', () => {
    expect(keep('file')).toEqual([onAdded, onContext, farAway, noPatch]);
  });
  it('nofilter, or no pull request: everything', () => {
    expect(keep('nofilter')).toEqual(all);
    expect(filterDiagnostics(all, { mode: 'added', pathPrefix: '' })).toEqual(all);
  });
  it('uses the working-directory prefix to find the changed file', () => {
    const sub = new Map([[`pkg/${P}`, files.get(P)!]]);
    expect(inScope(onAdded, { mode: 'added', files: sub, pathPrefix: 'pkg' })).toBe(true);
    expect(inScope(onAdded, { mode: 'added', files: sub, pathPrefix: '' })).toBe(false);
  });
  it('a span counts on every line it covers, but not a line it ends at column 1 of', () => {
    const multi = { start: { line: 3, column: 1, offset: 0 }, end: { line: 5, column: 1, offset: 0 } };
    expect(spanLines(multi)).toEqual([3, 4]);
    expect(inScope({ ...onContext, span: { ...onContext.span, range: multi } }, { mode: 'added', files, pathPrefix: '' })).toBe(true);
  });
});

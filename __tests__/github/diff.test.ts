import { describe, expect, it } from '@jest/globals';
import { hunkAt, isAdded, isInDiff, parsePatch, withinOneHunk } from '../../src/github/diff.js';

// A real two-hunk patch as GitHub's pulls.listFiles returns it (no file headers).
const PATCH = [
  '@@ -1,6 +1,7 @@',
  ' ---',
  ' name: planner',
  '-description: Plans',
  '+description: Plans work',
  '+model: sonet',
  ' tools: Read',
  ' ---',
  ' ',
  '@@ -20,4 +21,3 @@ You plan.',
  ' line 21',
  '-removed 21',
  '-removed 22',
  '+added 22',
  ' line 23',
  '\\ No newline at end of file',
].join('\n');

describe('parsePatch', () => {
  const p = parsePatch(PATCH);

  it('finds each hunk with its RIGHT-side line span', () => {
    expect(p.hunks.map((h) => [h.start, h.end])).toEqual([
      [1, 7],
      [21, 23],
    ]);
  });

  it('tells added lines from context lines, counting only RIGHT-side lines', () => {
    expect([...p.hunks[0]!.added]).toEqual([3, 4]);
    expect([...p.hunks[0]!.context]).toEqual([1, 2, 5, 6, 7]);
    expect([...p.hunks[1]!.added]).toEqual([22]);
    expect([...p.hunks[1]!.context]).toEqual([21, 23]);
  });

  it('counts an empty context line that lost its space, and ignores the no-newline marker', () => {
    const q = parsePatch('@@ -1,3 +1,3 @@\n a\n\n-b\n+c');
    expect([...q.hunks[0]!.context]).toEqual([1, 2]);
    expect([...q.hunks[0]!.added]).toEqual([3]);
    expect(p.hunks[1]!.end).toBe(23);
  });

  it('reads headers without counts (one line) and deletion-only hunks', () => {
    const one = parsePatch('@@ -1 +1 @@\n-a\n+b');
    expect(one.hunks[0]).toMatchObject({ start: 1, end: 1 });
    expect([...one.hunks[0]!.added]).toEqual([1]);
    const del = parsePatch('@@ -5,2 +4,0 @@\n-x\n-y');
    expect(del.hunks[0]!.end).toBeLessThan(del.hunks[0]!.start);
    expect(isInDiff(del, 4)).toBe(false);
  });

  it('handles CRLF patches and skips full-diff headers', () => {
    const q = parsePatch('diff --git a/x b/x\r\n--- a/x\r\n+++ b/x\r\n@@ -1,2 +1,2 @@\r\n-a\r\n+b\r\n c\r\n');
    expect([...q.hunks[0]!.added]).toEqual([1]);
    expect([...q.hunks[0]!.context]).toEqual([2]);
  });

  it('answers line questions', () => {
    expect(isAdded(p, 4)).toBe(true);
    expect(isAdded(p, 5)).toBe(false);
    expect(isInDiff(p, 5)).toBe(true);
    expect(isInDiff(p, 12)).toBe(false);
    expect(hunkAt(p, 22)?.start).toBe(21);
  });
});

describe('withinOneHunk (anchor validation for multi-line comments)', () => {
  const p = parsePatch(PATCH);
  it('accepts ranges inside one hunk', () => {
    expect(withinOneHunk(p, 3, 4)).toBe(true);
    expect(withinOneHunk(p, 1, 7)).toBe(true);
    expect(withinOneHunk(p, 22, 22)).toBe(true);
  });
  it('rejects ranges leaving the hunk, spanning two hunks or outside any', () => {
    expect(withinOneHunk(p, 7, 9)).toBe(false);
    expect(withinOneHunk(p, 8, 21)).toBe(false);
    expect(withinOneHunk(p, 10, 10)).toBe(false);
    expect(withinOneHunk(p, 4, 3)).toBe(false);
  });
});

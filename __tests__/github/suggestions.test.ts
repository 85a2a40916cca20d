import { describe, expect, it } from '@jest/globals';
import { parsePatch } from '../../src/github/diff.js';
import type { ChangedFile } from '../../src/github/files.js';
import { applyEdits, buildSuggestions, marker, markersIn, replacementLines, suggestionBlock } from '../../src/github/suggestions.js';
import { fenceFor } from '../../src/report/markdown.js';
import { addedFilePatch, diag, edit } from './util.js';

const PATH = '.claude/agents/planner.md';
const TEXT = '---\nname: planner\ndescription: Plans work\nmodel: sonet\ntools: Raed, Wrte, Grep\n---\nYou plan.\n';

function files(path: string, patch?: string, status = 'added'): Map<string, ChangedFile> {
  return new Map([[path, { path, status, patch: patch === undefined ? undefined : parsePatch(patch) }]]);
}

function fixable(text: string, needle: string, replacement: string, over: Record<string, unknown> = {}, path = PATH) {
  return diag({
    path,
    text,
    needle,
    suggestion: { msg: `use ${replacement}`, applicability: 'MachineApplicable', edits: [edit(path, text, needle, replacement)] },
    ...over,
  });
}

describe('fence building', () => {
  it('uses three backticks, or one more than the longest run inside', () => {
    expect(fenceFor('plain')).toBe('```');
    expect(fenceFor('a `b` c')).toBe('```');
    expect(fenceFor('```js\nx\n```')).toBe('````');
    expect(fenceFor('`````')).toBe('``````');
    expect(suggestionBlock('x ```` y')).toBe('`````suggestion\nx ```` y\n`````');
  });
  it('writes an empty block to delete lines', () => {
    expect(suggestionBlock('')).toBe('```suggestion\n```');
  });
});

describe('replacementLines', () => {
  it('gives the complete new text of the touched line', () => {
    expect(replacementLines(TEXT, 4, 4, [edit(PATH, TEXT, 'sonet', 'sonnet')])).toEqual({ oldText: 'model: sonet', newText: 'model: sonnet' });
  });
  it('deletes whole lines (edit through the line break) as an empty suggestion', () => {
    const e = { path: PATH, range: { start: { line: 4, column: 1, offset: TEXT.indexOf('model') }, end: { line: 5, column: 1, offset: TEXT.indexOf('tools') } }, text: '' };
    expect(replacementLines(TEXT, 4, 4, [e])).toEqual({ oldText: 'model: sonet', newText: '' });
  });
  it('refuses edits that join lines or run past their lines', () => {
    const join = { path: PATH, range: { start: { line: 4, column: 13, offset: TEXT.indexOf('\ntools') }, end: { line: 5, column: 1, offset: TEXT.indexOf('tools') } }, text: ' ' };
    expect(replacementLines(TEXT, 4, 4, [join])).toBe('the edit joins lines');
    expect(replacementLines(TEXT, 3, 3, [edit(PATH, TEXT, 'sonet', 'sonnet')])).toBe('the edit reaches outside its lines');
  });
  it('handles a last line without a line break, and CRLF files', () => {
    const t = 'a\nmodel: sonet';
    expect(replacementLines(t, 2, 2, [edit('x', t, 'sonet', 'sonnet')])).toEqual({ oldText: 'model: sonet', newText: 'model: sonnet' });
    const crlf = 'a\r\nmodel: sonet\r\nb\r\n';
    expect(replacementLines(crlf, 2, 2, [edit('x', crlf, 'sonet', 'sonnet')])).toEqual({ oldText: 'model: sonet', newText: 'model: sonnet' });
  });
  it('notices a file that changed since it was linted', () => {
    const e = edit(PATH, TEXT, 'sonet', 'sonnet');
    expect(replacementLines('x\n' + TEXT, 4, 4, [e])).toBe('the file changed since it was linted');
  });
  it('applyEdits applies from the end so offsets stay valid', () => {
    expect(applyEdits('ab cd', [{ path: 'x', range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 3, offset: 2 } }, text: 'XYZ' }, { path: 'x', range: { start: { line: 1, column: 4, offset: 3 }, end: { line: 1, column: 6, offset: 5 } }, text: 'Q' }])).toBe('XYZ Q');
  });
});

describe('buildSuggestions', () => {
  const read = (t: string) => (p: string) => (p === PATH ? t : undefined);

  it('makes one comment per line with the marker, message, docs link and suggestion', () => {
    const d = fixable(TEXT, 'sonet', 'sonnet', { message: 'model `sonet` is not known' });
    const { comments, skipped } = buildSuggestions({ diagnostics: [d], files: files(PATH, addedFilePatch(TEXT)), pathPrefix: '', readText: read(TEXT) });
    expect(skipped).toEqual([]);
    expect(comments).toHaveLength(1);
    const c = comments[0]!;
    expect(c).toMatchObject({ path: PATH, startLine: 4, line: 4, newText: 'model: sonnet', fingerprints: [d.fingerprint] });
    expect(c.body).toContain('model `sonet` is not known');
    expect(c.body).toContain('[`agents/model-valid`](https://agentlint.github.io/agentlint/rules/agents/model-valid/)');
    expect(c.body).toContain('```suggestion\nmodel: sonnet\n```');
    expect(markersIn(c.body)).toEqual([d.fingerprint]);
    expect(c.body).toContain(marker(d.fingerprint!));
  });

  it('merges two edits on the same line into one suggestion that applies both', () => {
    const a = fixable(TEXT, 'Raed', 'Read', { kind: 'agents/tools-known' });
    const b = fixable(TEXT, 'Wrte', 'Write', { kind: 'agents/tools-known' });
    const { comments } = buildSuggestions({ diagnostics: [b, a], files: files(PATH, addedFilePatch(TEXT)), pathPrefix: '', readText: read(TEXT) });
    expect(comments).toHaveLength(1);
    expect(comments[0]!.newText).toBe('tools: Read, Write, Grep');
    expect(comments[0]!.fingerprints.sort()).toEqual([a.fingerprint, b.fingerprint].sort());
    expect(markersIn(comments[0]!.body)).toHaveLength(2);
  });

  it('keeps only the first of two conflicting edits', () => {
    const a = fixable(TEXT, 'sonet', 'sonnet');
    const b = fixable(TEXT, 'sonet', 'opus');
    const { comments, skipped } = buildSuggestions({ diagnostics: [a, b], files: files(PATH, addedFilePatch(TEXT)), pathPrefix: '', readText: read(TEXT) });
    expect(comments).toHaveLength(1);
    expect(skipped.map((s) => s.reason)).toEqual(['the fix overlaps another fix on the same lines']);
  });

  it('anchors a multi-line fix with start_line and line inside one hunk', () => {
    const e1 = edit(PATH, TEXT, 'sonet', 'sonnet');
    const e2 = edit(PATH, TEXT, 'Wrte', 'Write');
    const d = diag({ path: PATH, text: TEXT, needle: 'sonet', suggestion: { msg: 'fix both', applicability: 'MachineApplicable', edits: [e1, e2] } });
    const { comments } = buildSuggestions({ diagnostics: [d], files: files(PATH, addedFilePatch(TEXT)), pathPrefix: '', readText: read(TEXT) });
    expect(comments[0]).toMatchObject({ startLine: 4, line: 5, newText: 'model: sonnet\ntools: Raed, Write, Grep' });
  });

  it('suggests nothing outside the diff, across hunks, without a patch, or when not machine-applicable', () => {
    // Only line 2 changed: the hunk shows lines 1-5, so line 4 is inside but line 7 is not.
    const patch = '@@ -1,4 +1,5 @@\n ---\n-name: plan\n+name: planner\n description: Plans work\n model: sonet\n tools: Raed, Wrte, Grep';
    const inside = fixable(TEXT, 'sonet', 'sonnet');
    const body = fixable(TEXT, 'You plan.', 'You plan well.');
    const maybe = diag({ path: PATH, text: TEXT, needle: 'Grep', suggestion: { msg: 'x', applicability: 'MaybeIncorrect', edits: [edit(PATH, TEXT, 'Grep', 'Glob')] } });
    const r = buildSuggestions({ diagnostics: [inside, body, maybe], files: files(PATH, patch, 'modified'), pathPrefix: '', readText: read(TEXT) });
    expect(r.comments.map((c) => c.line)).toEqual([4]);
    expect(r.skipped.map((s) => s.reason)).toEqual(['lines 7-7 are not inside one hunk of the diff']);

    const twoHunks = '@@ -1,2 +1,2 @@\n ---\n-name: x\n+name: planner\n@@ -5,1 +5,1 @@\n-tools: Raed\n+tools: Raed, Wrte, Grep';
    const e = diag({ path: PATH, text: TEXT, needle: 'name', suggestion: { msg: 'x', applicability: 'MachineApplicable', edits: [edit(PATH, TEXT, 'planner', 'p'), edit(PATH, TEXT, 'Wrte', 'Write')] } });
    expect(buildSuggestions({ diagnostics: [e], files: files(PATH, twoHunks), pathPrefix: '', readText: read(TEXT) }).skipped[0]!.reason).toMatch(/not inside one hunk/);

    const noPatch = buildSuggestions({ diagnostics: [inside], files: files(PATH, undefined), pathPrefix: '', readText: read(TEXT) });
    expect(noPatch.comments).toEqual([]);
    expect(noPatch.skipped[0]!.reason).toMatch(/no diff/);

    const unchanged = buildSuggestions({ diagnostics: [inside], files: files('other.md', addedFilePatch(TEXT)), pathPrefix: '', readText: read(TEXT) });
    expect(unchanged.skipped[0]!.reason).toMatch(/not changed/);
  });

  it('suggests nothing when the checkout differs from the PR head on those lines (a merge commit)', () => {
    const head = TEXT.replace('description: Plans work', 'description: Plans work well');
    const d = fixable(TEXT, 'sonet', 'sonnet');
    const e = fixable(TEXT, 'Wrte', 'Write');
    // The diff (head) says line 3 reads differently, but line 4 and 5 match: only the mismatching line is refused.
    const r = buildSuggestions({ diagnostics: [d, e], files: files(PATH, addedFilePatch(head)), pathPrefix: '', readText: read(TEXT) });
    expect(r.comments.map((c) => c.line)).toEqual([4, 5]);
    const moved = buildSuggestions({ diagnostics: [d], files: files(PATH, addedFilePatch('x\n' + TEXT)), pathPrefix: '', readText: read(TEXT) });
    expect(moved.comments).toEqual([]);
    expect(moved.skipped[0]!.reason).toMatch(/differs from the pull request head/);
  });

  it('maps lint-root paths to repository paths with the working-directory prefix', () => {
    const d = fixable(TEXT, 'sonet', 'sonnet');
    const { comments } = buildSuggestions({ diagnostics: [d], files: files(`packages/app/${PATH}`, addedFilePatch(TEXT)), pathPrefix: 'packages/app', readText: read(TEXT) });
    expect(comments[0]!.path).toBe(`packages/app/${PATH}`);
  });

  it('uses a longer fence when the new text holds backticks', () => {
    const t = '---\nname: x\ndescription: use ```code``` here\n---\n';
    const d = diag({ path: PATH, text: t, needle: 'here', suggestion: { msg: 'x', applicability: 'MachineApplicable', edits: [edit(PATH, t, 'here', 'there')] } });
    const { comments } = buildSuggestions({ diagnostics: [d], files: files(PATH, addedFilePatch(t)), pathPrefix: '', readText: () => t });
    expect(comments[0]!.body).toContain('````suggestion\ndescription: use ```code``` there\n````');
  });
});

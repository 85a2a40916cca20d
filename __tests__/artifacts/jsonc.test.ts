/** JSON with comments and trailing commas (OpenCode's opencode.json / opencode.jsonc). */
import { describe, expect, it } from '@jest/globals';
import { blankJsonc, parseJsoncFile } from '../../src/artifacts/jsonc.js';
import { sourceFile } from '../../src/artifacts/source.js';
import { getPair } from '../../src/artifacts/tree.js';

const parse = (text: string) => parseJsoncFile(sourceFile('opencode.jsonc', text));

describe('JSONC', () => {
  it('blanks comments and trailing commas with spaces, keeping length and line breaks', () => {
    const text = '{\n  // a\n  "a": 1, /* b\n c */ "b": [1, 2,],\n}\n';
    const out = blankJsonc(text);
    expect(out.length).toBe(text.length);
    expect(out.split('\n').length).toBe(text.split('\n').length);
    expect(JSON.parse(out)).toEqual({ a: 1, b: [1, 2] });
  });
  it('leaves `//`, `/*` and commas inside strings alone', () => {
    const text = '{"u": "https://x/*y*/", "s": "a,}", "q": "\\"//"}';
    expect(blankJsonc(text)).toBe(text);
  });
  it('keeps the ranges of the file as written', () => {
    const { root, problems } = parse('{\n  // comment\n  "model": "a/b", // trailing\n}\n');
    expect(problems).toEqual([]);
    const v = getPair(root, 'model')!.value!;
    expect([v.range.start.line, v.range.start.column]).toEqual([3, 12]);
  });
  it('an unterminated comment or a real error is one parse problem at its position', () => {
    const a = parse('{ "a": 1 /* open\n');
    expect(a.root).toBeNull();
    expect(a.problems).toHaveLength(1);
    expect(a.problems[0]!.range.start).toMatchObject({ line: 1, column: 10 });
    const b = parse('{"model": "a/b"} junk\n');
    expect(b.problems.map((p) => `${p.range.start.line}:${p.range.start.column}`)).toEqual(['1:18']);
  });
});

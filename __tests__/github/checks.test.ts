import { describe, expect, it } from '@jest/globals';
import { ANNOTATION_BATCH, batches, conclusionOf, toAnnotation } from '../../src/github/checks.js';
import { diag } from './util.js';

const TEXT = '---\nname: planner\ndescription: |\n  two\n  lines\nmodel: sonet\n---\n';

describe('batches', () => {
  it('cuts annotations into requests of at most 50', () => {
    expect(ANNOTATION_BATCH).toBe(50);
    const sizes = (n: number) => batches(Array.from({ length: n }, (_, i) => i)).map((b) => b.length);
    expect(sizes(0)).toEqual([]);
    expect(sizes(50)).toEqual([50]);
    expect(sizes(51)).toEqual([50, 1]);
    expect(sizes(137)).toEqual([50, 50, 37]);
    expect(batches(Array.from({ length: 137 }, (_, i) => i)).flat()).toEqual(Array.from({ length: 137 }, (_, i) => i));
  });
});

describe('toAnnotation', () => {
  it('maps levels, uses the rule id as title and puts help and docs in the message', () => {
    const d = diag({ path: 'a.md', text: TEXT, needle: 'sonet', level: 'error', help: 'want sonnet', message: 'bad model' });
    const a = toAnnotation(d, 'sub');
    expect(a).toMatchObject({ path: 'sub/a.md', start_line: 6, end_line: 6, start_column: 8, end_column: 13, annotation_level: 'failure', title: 'agents/model-valid' });
    expect(a.message).toBe("bad model\nhelp: want sonnet");
    expect(toAnnotation({ ...d, level: 'warn' }).annotation_level).toBe('warning');
    expect(toAnnotation({ ...d, level: 'info' }).annotation_level).toBe('notice');
  });

  it('gives columns only when the span is on one line', () => {
    const d = diag({ path: 'a.md', text: TEXT, needle: '|\n  two\n  lines' });
    const a = toAnnotation(d);
    expect(a).toMatchObject({ start_line: 3, end_line: 5 });
    expect(a).not.toHaveProperty('start_column');
    expect(a).not.toHaveProperty('end_column');
  });
});

describe('conclusionOf', () => {
  const e = diag({ path: 'a.md', text: TEXT, needle: 'sonet', level: 'error' });
  const w = diag({ path: 'a.md', text: TEXT, needle: 'sonet', level: 'warn' });
  const i = diag({ path: 'a.md', text: TEXT, needle: 'sonet', level: 'info' });
  it('is success with no findings, failure at the threshold, neutral below it', () => {
    expect(conclusionOf([], 'error')).toBe('success');
    expect(conclusionOf([e], 'error')).toBe('failure');
    expect(conclusionOf([w, i], 'error')).toBe('neutral');
    expect(conclusionOf([w], 'warn')).toBe('failure');
    expect(conclusionOf([i], 'warn')).toBe('neutral');
    expect(conclusionOf([e], 'never')).toBe('neutral');
  });
});

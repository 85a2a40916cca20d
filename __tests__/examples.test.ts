/**
 * Every rule's documented example is a real fixture pair: the wrong example
 * makes the rule fire, the right one does not. So the docs pages cannot lie.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../src/engine/run.js';
import { ALL_RULES } from '../src/rules/index.js';
import { removeTree, writeTree } from './helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));


const withExamples = ALL_RULES.filter((r) => r.meta.examples?.file);

function findings(id: string, file: string, text: string, context: Record<string, string> = {}): string[] {
  const root = writeTree({ ...context, [file]: text });
  roots.push(root);
  const ds = lint({ root }).diagnostics.filter((d) => d.kind === id);
  for (const d of ds) {
    // Every finding points at something: a 1-based position and a span that covers text.
    expect(d.span.range.start.line).toBeGreaterThanOrEqual(1);
    expect(d.span.range.start.column).toBeGreaterThanOrEqual(1);
    expect([id, d.span.range.end.offset > d.span.range.start.offset]).toEqual([id, true]);
  }
  return ds.map((d) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`);
}

describe('documented examples', () => {
  it.each(withExamples.map((r) => [r.meta.id, r] as const))('%s: wrong fires, right is clean', (id, rule) => {
    const ex = rule.meta.examples!;
    expect(findings(id, ex.file!, ex.wrong, ex.context).length).toBeGreaterThan(0);
    expect(findings(id, ex.rightFile ?? ex.file!, ex.right, ex.context)).toEqual([]);
  });
});

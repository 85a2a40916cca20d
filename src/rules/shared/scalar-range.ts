/** A span inside a one-line scalar (a glob in a comma-separated list), for rules that point at part of a value. */
import type { Range } from '../../artifacts/source.js';
import type { ScalarNode } from '../../artifacts/tree.js';

/** The range of `length` characters at `at` in a one-line scalar written without escapes; the whole scalar otherwise. */
export function rangeInScalar(node: ScalarNode, at: number, length: number): Range {
  const body = node.quoted ? node.raw.slice(1, -1) : node.raw;
  if (body !== node.value || body.includes('\n')) return node.range;
  const shift = (node.quoted ? 1 : 0) + at;
  const { start } = node.range;
  return { start: { line: start.line, column: start.column + shift, offset: start.offset + shift }, end: { line: start.line, column: start.column + shift + length, offset: start.offset + shift + length } };
}

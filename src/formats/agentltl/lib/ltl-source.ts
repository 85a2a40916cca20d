/** The `ltl:` formulas of a file, parsed, with file ranges for offsets inside them. */
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import type { Pair, ScalarNode } from '../../../artifacts/tree.js';
import { tryParseLtl, type ParseResult } from './ltl/parser.js';
import { rulesOf, type RuleEntry } from './model.js';
import { valueToRawOffsets } from './scalar-offsets.js';

export interface LtlSource {
  rule: RuleEntry;
  pair: Pair;
  node: ScalarNode;
  text: string;
  result: ParseResult;
  /** File range of `[start, end)` in the formula; the whole scalar when the mapping is not certain. */
  rangeOf(start: number, end: number): { range: Range; exact: boolean };
}

export function ltlSources(artifact: Artifact): LtlSource[] {
  const out: LtlSource[] = [];
  for (const rule of rulesOf(artifact)) {
    for (const pair of rule.kinds) {
      const node = pair.value;
      if (pair.key !== 'ltl' || !node || node.type !== 'scalar' || typeof node.value !== 'string') continue;
      const text = node.value;
      const map = valueToRawOffsets(node);
      const base = node.range.start.offset;
      const lines = artifact.file.lines;
      out.push({
        rule,
        pair,
        node,
        text,
        result: tryParseLtl(text),
        rangeOf(start, end) {
          if (!map) return { range: node.range, exact: false };
          const s = map[Math.min(start, text.length)]!;
          const e = map[Math.min(Math.max(end, start), text.length)]!;
          // An empty span (the end of the formula) still gets one character to point at.
          return { range: lines.range(base + s, base + Math.max(e, s)), exact: true };
        },
      });
    }
  }
  return out;
}

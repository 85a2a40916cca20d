/**
 * A fast path for the frontmatter most files have: flat `key: value` lines
 * and `- item` lists of simple scalars. It builds exactly the tree the full
 * YAML parser would (a test checks this on every file of the corpus) and
 * returns null for anything else — quotes with escapes, flow collections,
 * comments, multi-line scalars, anchors, numbers other than plain integers —
 * which then goes through the `yaml` package.
 */
import { OffsetRange, type LineIndex } from './source.js';
import { childPath, intern, type MapNode, type Pair, type ScalarNode, type SeqNode } from './tree.js';

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?:( +)(.*))?$/s;
const ITEM = /^( +)- +(.*)$/s;
/** Plain scalars that need the YAML core schema (null, booleans, numbers, special floats). */
const TYPED = /^(?:~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?(?:\.[0-9]+|[0-9][0-9_]*(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/;

/** A scalar's value, or undefined when only the full parser can say. */
function simpleScalar(raw: string): { value: string | number | boolean; quoted: boolean } | undefined {
  if (raw === '') return undefined;
  const c = raw[0]!;
  if (c === '"') {
    if (raw.length < 2 || !raw.endsWith('"')) return undefined;
    const inner = raw.slice(1, -1);
    if (/["\\]/.test(inner)) return undefined;
    return { value: inner, quoted: true };
  }
  if (c === "'") {
    if (raw.length < 2 || !raw.endsWith("'")) return undefined;
    const inner = raw.slice(1, -1);
    if (inner.includes("'")) return undefined;
    return { value: inner, quoted: true };
  }
  if (/^[-?:,[\]{}#&*!|>%@`]/.test(raw)) return undefined;
  if (/: |:$| #|\t/.test(raw)) return undefined;
  if (TYPED.test(raw)) {
    if (/^[0-9]+$/.test(raw) && raw.length < 16) return { value: Number(raw), quoted: false };
    if (raw === 'true' || raw === 'false') return { value: raw === 'true', quoted: false };
    return undefined;
  }
  return { value: raw, quoted: false };
}

/** Parse lines `from..to` (1-based, inclusive) of a file as a simple mapping, or return null. */
export function parseSimpleMapping(lines: LineIndex, from: number, to: number, rootPath: string): MapNode | null {
  const pairs: Pair[] = [];
  const keys = new Set<string>();
  // The offsets where the open list and its key start (their ranges grow with each item).
  let list: { pair: Pair; seq: SeqNode; indent: string; seqFrom: number; keyFrom: number } | null = null;
  // Where the first and the last pair start, and where the mapping ends so far (after the last value).
  let firstPairFrom = 0;
  let lastPairFrom = 0;
  let mapEnd = 0;
  const on = (start: number, end: number) => new OffsetRange(lines, start, end);
  const scalar = (start: number, raw: string, path: string): ScalarNode | undefined => {
    const s = simpleScalar(raw);
    if (!s) return undefined;
    return { type: 'scalar', value: s.value, raw, quoted: s.quoted, range: on(start, start + raw.length), path };
  };
  for (let l = from; l <= to; l++) {
    const lineStart = lines.lineStart(l);
    const line = lines.lineText(l);
    const trimmed = line.endsWith(' ') ? line.replace(/(?<! ) +$/, '') : line;
    if (trimmed === '') {
      if (list) return null; // a blank line inside a list: leave it to the full parser
      continue;
    }
    const item = ITEM.exec(trimmed);
    if (item) {
      const lastPair = pairs[pairs.length - 1];
      if (!lastPair) return null;
      if (!list) {
        if (lastPair.value !== null && !(lastPair.value.type === 'scalar' && lastPair.value.value === null && lastPair.value.raw === '')) return null;
        const seqFrom = lineStart + item[1]!.length;
        const seq: SeqNode = { type: 'seq', items: [], flow: false, range: on(seqFrom, seqFrom), path: lastPair.path };
        list = { pair: lastPair, seq, indent: item[1]!, seqFrom, keyFrom: lastPairFrom };
        lastPair.value = seq;
      } else if (item[1] !== list.indent) return null;
      const start = lineStart + item[1]!.length + trimmed.slice(item[1]!.length).indexOf(item[2]!, 1);
      const node = scalar(start, item[2]!, childPath(list.seq.path, list.seq.items.length));
      if (!node) return null;
      list.seq.items.push(node);
      // The full parser ends a block list after the line break of its last item.
      const end = l < lines.lineCount ? lines.lineStart(l + 1) : lineStart + line.length;
      list.seq.range = on(list.seqFrom, end);
      list.pair.range = on(list.keyFrom, end);
      mapEnd = end;
      continue;
    }
    list = null;
    const m = KEY.exec(trimmed);
    if (!m) return null;
    const key = intern(m[1]!); // one copy of each key for the whole run, as the full parser does
    if (keys.has(key)) return null;
    keys.add(key);
    const keyRange = on(lineStart, lineStart + key.length);
    const path = childPath(rootPath, key);
    let value: ScalarNode;
    let valueEnd: number;
    if (m[3] === undefined || m[3] === '') {
      // `key:` holds a null, placed right after the colon.
      valueEnd = lineStart + key.length + 1;
      value = { type: 'scalar', value: null, raw: '', quoted: false, range: on(valueEnd, valueEnd), path };
    } else {
      const start = lineStart + key.length + 1 + m[2]!.length;
      const node = scalar(start, m[3], path);
      if (!node) return null;
      value = node;
      valueEnd = start + m[3].length;
    }
    if (pairs.length === 0) firstPairFrom = lineStart;
    pairs.push({ key, keyRange, value, range: on(lineStart, valueEnd), path });
    lastPairFrom = lineStart;
    mapEnd = valueEnd;
  }
  if (pairs.length === 0) return null;
  // Like the full parser, the mapping ends after the line break of a last scalar value
  // (a null or a list already ends where the parser ends it).
  const last = pairs[pairs.length - 1]!;
  let end = mapEnd;
  if (last.value?.type === 'scalar' && last.value.raw !== '') {
    const line = lines.position(end).line;
    end = line < lines.lineCount ? lines.lineStart(line + 1) : lines.lineEnd(line);
  }
  return { type: 'map', pairs, flow: false, range: on(firstPairFrom, end), path: rootPath };
}

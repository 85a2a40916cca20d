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

/** The open `- item` list, and where it and its key start (their ranges grow with each item). */
interface OpenList {
  pair: Pair;
  seq: SeqNode;
  indent: string;
  seqFrom: number;
  keyFrom: number;
}

/** Reads the lines one by one; each `read…` returns false when only the full parser can read the line. */
class SimpleMappingReader {
  readonly pairs: Pair[] = [];
  private readonly keys = new Set<string>();
  list: OpenList | null = null;
  // Where the first and the last pair start, and where the mapping ends so far (after the last value).
  private firstPairFrom = 0;
  private lastPairFrom = 0;
  private mapEnd = 0;

  constructor(private readonly lines: LineIndex, private readonly rootPath: string) {}

  private on(start: number, end: number): OffsetRange {
    return new OffsetRange(this.lines, start, end);
  }

  private scalar(start: number, raw: string, path: string): ScalarNode | undefined {
    const s = simpleScalar(raw);
    if (!s) return undefined;
    return { type: 'scalar', value: s.value, raw, quoted: s.quoted, range: this.on(start, start + raw.length), path };
  }

  /** `  - value` at line `l`: opens a list under the last key (which must be empty) or adds to the open one. */
  readItem(l: number, line: string, trimmed: string, item: RegExpExecArray): boolean {
    const lineStart = this.lines.lineStart(l);
    const lastPair = this.pairs[this.pairs.length - 1];
    if (!lastPair) return false;
    let list = this.list;
    if (!list) {
      if (lastPair.value !== null && !(lastPair.value.type === 'scalar' && lastPair.value.value === null && lastPair.value.raw === '')) return false;
      const seqFrom = lineStart + item[1]!.length;
      const seq: SeqNode = { type: 'seq', items: [], flow: false, range: this.on(seqFrom, seqFrom), path: lastPair.path };
      list = this.list = { pair: lastPair, seq, indent: item[1]!, seqFrom, keyFrom: this.lastPairFrom };
      lastPair.value = seq;
    } else if (item[1] !== list.indent) return false;
    const start = lineStart + item[1]!.length + trimmed.slice(item[1]!.length).indexOf(item[2]!, 1);
    const node = this.scalar(start, item[2]!, childPath(list.seq.path, list.seq.items.length));
    if (!node) return false;
    list.seq.items.push(node);
    // The full parser ends a block list after the line break of its last item.
    const end = l < this.lines.lineCount ? this.lines.lineStart(l + 1) : lineStart + line.length;
    list.seq.range = this.on(list.seqFrom, end);
    list.pair.range = this.on(list.keyFrom, end);
    this.mapEnd = end;
    return true;
  }

  /** `key: value` (or `key:`) starting at `lineStart`; a repeated key is left to the full parser. */
  readKey(lineStart: number, trimmed: string): boolean {
    this.list = null;
    const m = KEY.exec(trimmed);
    if (!m) return false;
    const key = intern(m[1]!); // one copy of each key for the whole run, as the full parser does
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    const keyRange = this.on(lineStart, lineStart + key.length);
    const path = childPath(this.rootPath, key);
    let value: ScalarNode;
    let valueEnd: number;
    if (m[3] === undefined || m[3] === '') {
      // `key:` holds a null, placed right after the colon.
      valueEnd = lineStart + key.length + 1;
      value = { type: 'scalar', value: null, raw: '', quoted: false, range: this.on(valueEnd, valueEnd), path };
    } else {
      const start = lineStart + key.length + 1 + m[2]!.length;
      const node = this.scalar(start, m[3], path);
      if (!node) return false;
      value = node;
      valueEnd = start + m[3].length;
    }
    if (this.pairs.length === 0) this.firstPairFrom = lineStart;
    this.pairs.push({ key, keyRange, value, range: this.on(lineStart, valueEnd), path });
    this.lastPairFrom = lineStart;
    this.mapEnd = valueEnd;
    return true;
  }

  /**
   * The mapping read (at least one pair). Like the full parser, it ends after the line break of a last scalar value
   * (a null or a list already ends where the parser ends it).
   */
  mapping(): MapNode {
    const { lines, pairs } = this;
    const last = pairs[pairs.length - 1]!;
    let end = this.mapEnd;
    if (last.value?.type === 'scalar' && last.value.raw !== '') {
      const line = lines.position(end).line;
      end = line < lines.lineCount ? lines.lineStart(line + 1) : lines.lineEnd(line);
    }
    return { type: 'map', pairs, flow: false, range: this.on(this.firstPairFrom, end), path: this.rootPath };
  }
}

/** Parse lines `from..to` (1-based, inclusive) of a file as a simple mapping, or return null. */
export function parseSimpleMapping(lines: LineIndex, from: number, to: number, rootPath: string): MapNode | null {
  const reader = new SimpleMappingReader(lines, rootPath);
  for (let l = from; l <= to; l++) {
    const line = lines.lineText(l);
    const trimmed = line.endsWith(' ') ? line.replace(/(?<! ) +$/, '') : line;
    if (trimmed === '') {
      if (reader.list) return null; // a blank line inside a list: leave it to the full parser
      continue;
    }
    const item = ITEM.exec(trimmed);
    const read = item ? reader.readItem(l, line, trimmed, item) : reader.readKey(lines.lineStart(l), trimmed);
    if (!read) return null;
  }
  if (reader.pairs.length === 0) return null;
  return reader.mapping();
}

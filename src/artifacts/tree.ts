/**
 * A small document tree with exact ranges, built from the `yaml` package's
 * document model. YAML frontmatter, JSON and YAML files all end up here, so
 * rules read one shape whatever the file format.
 */
import { isAlias, isMap, isPair, isScalar, isSeq, parseDocument, type Alias, type Document, type Node as YamlNode, type Pair as YamlPair, type Scalar as YamlScalar, type YAMLMap } from 'yaml';
import { charEnd, MAX_NESTING, yamlDepthExceeded } from './limits.js';
import { detach, OffsetRange, type LineIndex, type Range, type TextEdit } from './source.js';
import type { Effect } from '../diagnostics/effect.js';

/** The problems of a linted file or frontmatter that has none, once compacted: one frozen list for all of them. */
export const NO_PROBLEMS: ParseProblem[] = Object.freeze([]) as unknown as ParseProblem[];

export interface TreeBase {
  range: Range;
  /** JSONPath of this node, e.g. `$.frontmatter.tools[2]`. */
  path: string;
}

export type Scalar = string | number | boolean | null;

export interface ScalarNode extends TreeBase {
  type: 'scalar';
  value: Scalar;
  /** The node's source text, as written. */
  raw: string;
  quoted: boolean;
}

export interface Pair {
  key: string;
  keyRange: Range;
  /** `null` when the key has no value (`key:`). */
  value: TreeNode | null;
  /** From the key's start to the value's end. */
  range: Range;
  path: string;
}

export interface MapNode extends TreeBase {
  type: 'map';
  pairs: Pair[];
  flow: boolean;
}

export interface SeqNode extends TreeBase {
  type: 'seq';
  items: TreeNode[];
  flow: boolean;
}

export type TreeNode = ScalarNode | MapNode | SeqNode;

/** A problem found while reading a file: turned into a diagnostic by the engine. */
export interface ParseProblem {
  code: 'yaml-invalid' | 'json-invalid' | 'duplicate-key' | 'frontmatter-unclosed' | 'yaml-strict' | 'value-cut';
  message: string;
  range: Range;
  /** Overrides the level of the problem's rule for this finding (before lint layers apply). */
  level?: 'error' | 'warn' | 'info';
  /** Overrides the usual effect of the problem's rule (src/diagnostics/effect.ts), e.g. `not-loaded` where the harness drops the file. */
  effect?: Effect;
  /** An edit with an empty `path` is in the file that was parsed. */
  fix?: { msg: string; applicability: 'MachineApplicable' | 'MaybeIncorrect'; edits: TextEdit[] };
}

export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return intern(`${parent}[${key}]`);
  return intern(/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`);
}

/**
 * Keys and JSONPaths repeat from file to file (`$.frontmatter.name` in every agent): a tree of 100k files holds
 * one copy of each instead of one per node (memory at scale). Bounded, so that a long-running language
 * server or a tree of unique keys does not grow it without end: past the bound a string is simply not shared.
 */
const INTERNED_MAX = 20_000;
const interned = new Map<string, string>();
export function intern(s: string): string {
  const hit = interned.get(s);
  if (hit !== undefined) return hit;
  if (interned.size < INTERNED_MAX && s.length <= 120) {
    // The copy kept is not a view of the text it was read from (which it would keep alive for the run).
    const own = detach(s);
    interned.set(own, own);
    return own;
  }
  return s;
}

/** The last pair with this key (the value most parsers keep). */
export function getPair(node: TreeNode | null | undefined, key: string): Pair | undefined {
  if (!node || node.type !== 'map') return undefined;
  const pairs = pairsFor(node, key);
  for (let i = pairs.length - 1; i >= 0; i--) if (pairs[i]!.key === key) return pairs[i];
  return undefined;
}

/**
 * A frontmatter map whose syntax tree was dropped once its file's own rules had run (memory at
 * scale). It keeps the pairs of `keeps`, the keys the project rules declared they read (`ProjectRule.reads`),
 * as they were; `getPair` answers for those from them. Anything else (another key, the `pairs` list) parses
 * the file again, once: an undeclared read costs time, never a wrong answer.
 */
export class CompactMapNode implements MapNode {
  readonly type = 'map' as const;
  private whole: MapNode | undefined;
  constructor(
    readonly range: Range,
    readonly path: string,
    readonly flow: boolean,
    /** The kept pairs, in file order (duplicates included: the last one wins, as in the whole map). */
    readonly kept: readonly Pair[],
    readonly keeps: ReadonlySet<string>,
    /** The file's parse, run again: the artifacts it yields, of which this map is the `index`th's root. */
    private readonly reparse: Reparse,
    private readonly index: number,
  ) {}

  get pairs(): Pair[] {
    if (!this.whole) {
      const again = this.reparse.parse().artifacts[this.index]?.root;
      this.whole = again?.type === 'map' ? again : { type: 'map', pairs: [...this.kept], flow: this.flow, range: this.range, path: this.path };
      reparsedCount++;
    }
    return this.whole.pairs;
  }
}

let reparsedCount = 0;
/** How many compacted maps have been parsed again in this process (a test asserts the common runs need none). */
export function compactReparses(): number {
  return reparsedCount;
}

/** Parses a file again: one per file, shared by its artifacts' maps. */
export interface Reparse {
  parse(): { artifacts: ReadonlyArray<{ root: TreeNode | null }> };
}

/** `node`, the root of artifact `index` of a file, with only the pairs of `keeps`; `reparse` gives it whole again. */
export function compactMap(node: MapNode, keeps: ReadonlySet<string>, reparse: Reparse, index: number): CompactMapNode {
  const kept: Pair[] = [];
  for (const p of node.pairs) if (keeps.has(p.key)) kept.push(keptPair(p));
  // A copy of exactly its length: a list grown by push keeps room for 17 entries.
  return new CompactMapNode(node.range, node.path, node.flow, kept.slice(), keeps, reparse, index);
}

/**
 * A kept pair as offsets: its ranges are made when read. Three range records a pair cost more than the pair
 * itself (memory at scale). A pair with a scalar value is one record, its value made when read (as
 * a new node each time: no rule holds a node as a key). A pair whose ranges are not offset ranges of one file is
 * kept as it is. Every kept string is a copy, not a view of the file's text, which it would keep alive (`detach`).
 */
function keptPair(p: Pair): Pair {
  const k = p.keyRange;
  const r = p.range;
  const v = p.value;
  if (!(k instanceof OffsetRange) || !(r instanceof OffsetRange) || r.lines !== k.lines || r.from !== k.from) {
    detachValues(v);
    return p;
  }
  const vr = v?.range;
  if (v?.type === 'scalar' && vr instanceof OffsetRange && vr.lines === k.lines && vr.to === r.to) {
    const raw = detach(v.raw);
    const value = typeof v.value !== 'string' ? v.value : v.value === v.raw ? raw : detach(v.value);
    return new KeptScalarPair(p.key, p.path, k.lines, k.from, k.to, value, raw, v.quoted, vr.from, vr.to);
  }
  detachValues(v);
  return new KeptPair(p.key, p.path, k.lines, k.from, k.to, v, r.to);
}

/** A pair whose key and whole ranges are made, when read, from offsets in its file. */
abstract class OffsetPair implements Pair {
  abstract readonly value: TreeNode | null;
  /** Where the pair ends (its value's end, or its key's). */
  protected abstract readonly end: number;
  constructor(
    readonly key: string,
    readonly path: string,
    protected readonly lines: LineIndex,
    private readonly keyFrom: number,
    private readonly keyTo: number,
  ) {}

  get keyRange(): Range {
    return new OffsetRange(this.lines, this.keyFrom, this.keyTo);
  }

  get range(): Range {
    return new OffsetRange(this.lines, this.keyFrom, this.end);
  }
}

class KeptPair extends OffsetPair {
  constructor(key: string, path: string, lines: LineIndex, keyFrom: number, keyTo: number, readonly value: TreeNode | null, protected readonly end: number) {
    super(key, path, lines, keyFrom, keyTo);
  }
}

class KeptScalarPair extends OffsetPair {
  constructor(
    key: string,
    path: string,
    lines: LineIndex,
    keyFrom: number,
    keyTo: number,
    private readonly scalar: Scalar,
    private readonly raw: string,
    private readonly quoted: boolean,
    private readonly from: number,
    private readonly to: number,
  ) {
    super(key, path, lines, keyFrom, keyTo);
  }

  protected get end(): number {
    return this.to;
  }

  get value(): ScalarNode {
    return { type: 'scalar', value: this.scalar, raw: this.raw, quoted: this.quoted, range: new OffsetRange(this.lines, this.from, this.to), path: this.path };
  }
}

/** Make kept values hold copies of their strings, not views of the file's text (which would keep it alive). */
function detachValues(node: TreeNode | null): void {
  if (!node) return;
  if (node.type === 'scalar') {
    const raw = detach(node.raw);
    if (typeof node.value === 'string') node.value = node.value === node.raw ? raw : detach(node.value);
    node.raw = raw;
  } else if (node.type === 'seq') for (const i of node.items) detachValues(i);
  else for (const p of node.pairs) detachValues(p.value);
}

/** The first pair with this key (where a harness keeps the first of duplicate keys). */
export function firstPair(node: TreeNode | null | undefined, key: string): Pair | undefined {
  if (!node || node.type !== 'map') return undefined;
  return pairsFor(node, key).find((p) => p.key === key);
}

/** The pairs to look for `key` in: a compacted frontmatter answers for the keys it kept without parsing the file again. */
function pairsFor(node: MapNode, key: string): readonly Pair[] {
  return node instanceof CompactMapNode && node.keeps.has(key) ? node.kept : node.pairs;
}

export function getNode(node: TreeNode | null | undefined, key: string): TreeNode | null | undefined {
  return getPair(node, key)?.value;
}

/** The value of a string scalar (not a number or boolean written as one): `undefined` for anything else. */
export function stringValue(node: TreeNode | null | undefined): string | undefined {
  return node?.type === 'scalar' && typeof node.value === 'string' ? node.value : undefined;
}

export function scalarString(node: TreeNode | null | undefined): string | undefined {
  if (!node || node.type !== 'scalar' || node.value === null) return undefined;
  return String(node.value);
}

/** Plain JavaScript value of a node (for option blocks and JSON-ish checks). */
export function toValue(node: TreeNode | null | undefined): unknown {
  if (!node) return null;
  if (node.type === 'scalar') return node.value;
  if (node.type === 'seq') return node.items.map(toValue);
  const out: Record<string, unknown> = {};
  for (const p of node.pairs) out[p.key] = toValue(p.value);
  return out;
}

const MAX_DEPTH = 200;

export interface ParsedTree {
  root: TreeNode | null;
  problems: ParseProblem[];
}

/**
 * Parse YAML (or JSON, a subset of it) found at `base` in a file whose line
 * index is `lines`; ranges are file ranges.
 */
/**
 * A YAML text that was rewritten before parsing (Claude Code's re-read quotes some values): `map` takes an
 * offset in the rewritten text to the offset in `original`, the text of the file, so ranges and raw texts
 * are the file's.
 */
export interface RewrittenSource {
  original: string;
  map: (offset: number) => number;
}

export function parseYamlTree(source: string, base: number, lines: LineIndex, rootPath: string, rewritten?: RewrittenSource): ParsedTree {
  const problems: ParseProblem[] = [];
  const at = rewritten ? rewritten.map : (o: number) => o;
  const range = (s: number, e: number) => lines.range(base + at(s), base + at(e));
  // A lone CR is a line break (YAML 1.2 §5.4, and the line index agrees); the `yaml`
  // package reads it as text, so it gets a LF of the same length: offsets are unchanged.
  if (source.includes('\r')) source = source.replace(/\r(?!\n)/g, '\n');
  const tooDeep = yamlDepthExceeded(source);
  if (tooDeep !== undefined) {
    problems.push({ code: 'yaml-invalid', message: `nesting deeper than ${MAX_NESTING} levels: agentlint does not parse YAML this deep`, range: range(tooDeep, charEnd(source, tooDeep)) });
    return { root: null, problems };
  }
  let doc: Document.Parsed;
  try {
    doc = parseDocument(source, { uniqueKeys: false, prettyErrors: false, strict: true });
  } catch (err) {
    // Deep nesting can exhaust the stack inside the parser.
    problems.push({ code: 'yaml-invalid', message: `cannot parse: ${(err as Error).message}`, range: range(0, 0) });
    return { root: null, problems };
  }
  for (const e of doc.errors) {
    problems.push({ code: 'yaml-invalid', message: cleanMessage(e.message), range: range(e.pos[0], e.pos[1]) });
  }
  if (doc.errors.length > 0) return { root: null, problems };
  let root: TreeNode | null;
  try {
    root = new YamlToTree(doc, source, range, problems, rewritten).convert(doc.contents, rootPath, 0);
  } catch (err) {
    problems.push({ code: 'yaml-invalid', message: `cannot parse: ${(err as Error).message}`, range: range(0, 0) });
    root = null;
  }
  return { root, problems };
}

/** Converts the `yaml` package's document into the range-keeping tree, adding what it finds wrong to `problems`. */
class YamlToTree {
  constructor(
    private readonly doc: Document.Parsed,
    private readonly source: string,
    private readonly range: (s: number, e: number) => Range,
    private readonly problems: ParseProblem[],
    private readonly rewritten: RewrittenSource | undefined,
  ) {}

  /** The text of the file between two offsets of the parsed text. */
  private rawOf(s: number, e: number): string {
    const { rewritten } = this;
    return rewritten ? rewritten.original.slice(rewritten.map(s), rewritten.map(e)) : this.source.slice(s, e);
  }

  convert(n: unknown, path: string, depth: number): TreeNode | null {
    if (n == null) return null;
    if (depth > MAX_DEPTH) {
      const r = (n as YamlNode).range;
      this.problems.push({ code: 'yaml-invalid', message: `nesting deeper than ${MAX_DEPTH} levels`, range: this.range(r?.[0] ?? 0, r?.[1] ?? 0) });
      return null;
    }
    if (isAlias(n)) return this.alias(n, path);
    if (isScalar(n)) return this.scalar(n, path);
    if (isMap(n)) return this.map(n, path, depth);
    if (isSeq(n)) {
      const r = n.range!;
      const items: TreeNode[] = [];
      n.items.forEach((item, i) => {
        const c = this.convert(item, childPath(path, i), depth + 1);
        if (c) items.push(c);
      });
      return { type: 'seq', items, flow: n.flow === true, range: this.range(r[0], r[1]), path };
    }
    return null;
  }

  /** An alias reads as its text: the anchored scalar's value, null for an anchored collection. */
  private alias(n: Alias, path: string): ScalarNode {
    const target = n.resolve(this.doc);
    const r = n.range!;
    const raw = this.rawOf(r[0], r[1]);
    const range = this.range(r[0], r[1]);
    if (!target) {
      // `paths: *.md` is an alias to an anchor that does not exist: strict loaders reject
      // the whole file. The author meant the text; rules read it as such.
      this.problems.push({
        code: 'yaml-invalid',
        message: `\`${raw}\` is a YAML alias to an anchor that is never defined (an unquoted \`*\` starts an alias), so YAML loaders reject the file; quote it`,
        range,
        fix: { msg: `quote \`${raw}\``, applicability: 'MachineApplicable', edits: [{ path: '', range: this.range(r[0], r[1]), text: JSON.stringify(raw) }] },
      });
      return { type: 'scalar', value: raw, raw, quoted: false, range: this.range(r[0], r[1]), path };
    }
    if (isScalar(target)) return { type: 'scalar', value: target.value as Scalar, raw, quoted: false, range, path };
    return { type: 'scalar', value: null, raw, quoted: false, range, path };
  }

  private scalar(n: YamlScalar, path: string): ScalarNode {
    const r = n.range!;
    const v = n.value;
    const value: Scalar = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
    const raw = this.rawOf(r[0], r[1]);
    // A value the re-read quoted is plain text in the file.
    const quoted = (n.type === 'QUOTE_DOUBLE' || n.type === 'QUOTE_SINGLE') && (!this.rewritten || raw.startsWith('"') || raw.startsWith("'"));
    return { type: 'scalar', value, raw, quoted, range: this.range(r[0], r[1]), path };
  }

  private map(n: YAMLMap, path: string, depth: number): MapNode {
    const r = n.range!;
    const pairs: Pair[] = [];
    const seen = new Map<string, Pair>();
    for (const item of n.items) {
      if (!isPair(item)) continue;
      const pair = this.pair(item, r, path, depth);
      this.noteDuplicate(seen.get(pair.key), pair);
      seen.set(pair.key, pair);
      pairs.push(pair);
    }
    return { type: 'map', pairs, flow: n.flow === true, range: this.range(r[0], r[1]), path };
  }

  /** A pair spans from the key's start to the value's end (or the key's, with no value); `r` is the mapping's range. */
  private pair(item: YamlPair, r: NonNullable<YamlNode['range']>, path: string, depth: number): Pair {
    const k = item.key as YamlNode | null;
    const kr = (k && k.range) || r;
    const key = intern(k && isScalar(k) ? String(k.value) : this.rawOf(kr[0], kr[1]));
    const ppath = childPath(path, key);
    const value = this.convert(item.value, ppath, depth + 1);
    const keyRange = this.range(kr[0], kr[1]);
    const vr = value ? (item.value as YamlNode).range : undefined;
    return { key, keyRange, value, range: this.range(kr[0], vr ? vr[1] : kr[1]), path: ppath };
  }

  private noteDuplicate(prev: Pair | undefined, pair: Pair): void {
    if (!prev) return;
    const value = pair.value;
    this.problems.push({
      code: 'duplicate-key',
      message: `duplicate key \`${pair.key}\` (first at line ${prev.keyRange.start.line}): Claude Code and JSON readers keep the last value${value && value.type === 'scalar' ? ` (here \`${String(value.value)}\`)` : ''} and silently drop the earlier one; strict YAML parsers reject the file`,
      range: pair.keyRange,
    });
  }
}

function cleanMessage(msg: string): string {
  // The yaml package appends " at line L, column C" plus a code frame when pretty; keep the sentence.
  return msg.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '').trim();
}

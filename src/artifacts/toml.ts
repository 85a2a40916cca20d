/**
 * TOML with ranges: validated with smol-toml (its error carries line and column), then read into the common
 * `TreeNode` shape by a small range-keeping reader so rules point at exact keys and values. Used for ai-rulez's
 * `config.toml` and by the harnesses whose files are TOML.
 */
import { parse as parseToml, TomlError } from 'smol-toml';
import type { LineIndex, Range, SourceFile } from './source.js';
import { childPath, type MapNode, type Pair, type Scalar, type TreeNode } from './tree.js';

export interface TomlTree {
  root: MapNode | null;
  headers: Record<string, Range>;
  error?: { message: string; range: Range };
}

/** Validate with smol-toml, then read the tree with ranges. */
export function readTomlFile(file: SourceFile): TomlTree {
  const { text, lines } = file;
  let value: Record<string, unknown>;
  try {
    value = parseToml(text) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof TomlError) {
      const line = Math.max(1, err.line);
      const offset = Math.min(lines.lineStart(line) + Math.max(0, err.column - 1), text.length);
      // Cover one character: the one at the error, or the line's last when the error is at its end.
      const lineEnd = lines.lineEnd(line);
      const [from, to] = offset < lineEnd ? [offset, offset + 1] : offset > lines.lineStart(line) ? [offset - 1, offset] : [offset, offset];
      const message = err.message.split('\n')[0]!.replace(/^Invalid TOML document:\s*/, '');
      return { root: null, headers: {}, error: { message, range: lines.range(from, to) } };
    }
    return { root: null, headers: {}, error: { message: `cannot parse: ${(err as Error).message}`, range: lines.range(0, 0) } };
  }
  try {
    return new TomlReader(text, lines).read();
  } catch {
    // The reader covers the TOML ai-rulez configs use; if it ever falls short, keep
    // the values (ranges at the file start) rather than losing the file.
    return { root: fromValue(value, '$', lines.range(0, 0)) as MapNode, headers: {} };
  }
}

function fromValue(v: unknown, path: string, range: Range): TreeNode {
  if (Array.isArray(v)) return { type: 'seq', items: v.map((x, i) => fromValue(x, childPath(path, i), range)), flow: true, range, path };
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    const pairs: Pair[] = Object.entries(v as Record<string, unknown>).map(([k, x]) => {
      const p = childPath(path, k);
      return { key: k, keyRange: range, value: fromValue(x, p, range), range, path: p };
    });
    return { type: 'map', pairs, flow: false, range, path };
  }
  const value: Scalar = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
  return { type: 'scalar', value, raw: String(v), quoted: typeof v === 'string', range, path };
}

interface RScalar { t: 'scalar'; value: Scalar; quoted: boolean; start: number; end: number }
interface REntry { key: string; keyStart: number; keyEnd: number; value: RNode }
interface RTable { t: 'table'; entries: REntry[]; start: number; end: number; flow: boolean; header?: [number, number] }
interface RArray { t: 'array'; items: RNode[]; start: number; end: number; aot: boolean }
type RNode = RScalar | RTable | RArray;
interface RKey { key: string; start: number; end: number }

class TomlReader {
  private i = 0;
  constructor(private readonly s: string, private readonly lines: LineIndex) {}

  read(): TomlTree {
    const root: RTable = { t: 'table', entries: [], start: 0, end: this.s.length, flow: false };
    let current = root;
    for (;;) {
      this.skipBlank(true);
      if (this.i >= this.s.length) break;
      if (this.s[this.i] === '[') {
        const hs = this.i;
        const aot = this.s[this.i + 1] === '[';
        this.i += aot ? 2 : 1;
        this.skipBlank(false);
        const keys = this.parseKey();
        this.skipBlank(false);
        this.expect(aot ? ']]' : ']');
        const he = this.i;
        if (aot) {
          const parent = this.navigate(root, keys.slice(0, -1));
          const last = keys[keys.length - 1]!;
          let entry = parent.entries.find((e) => e.key === last.key);
          if (!entry) {
            entry = { key: last.key, keyStart: last.start, keyEnd: last.end, value: { t: 'array', items: [], start: hs, end: he, aot: true } };
            parent.entries.push(entry);
          }
          if (entry.value.t !== 'array') throw new Error('not an array of tables');
          const table: RTable = { t: 'table', entries: [], start: hs, end: he, flow: false, header: [hs, he] };
          entry.value.items.push(table);
          current = table;
        } else {
          const table = this.navigate(root, keys);
          table.header = [hs, he];
          table.start = Math.min(table.start, hs);
          table.end = Math.max(table.end, he);
          current = table;
        }
      } else {
        this.parseKeyValue(current);
      }
      this.endOfLine();
    }
    const headers: Record<string, Range> = {};
    const tree = this.convert(root, '$', headers) as MapNode;
    tree.range = this.lines.range(0, this.s.length);
    return { root: tree, headers };
  }

  // -- structure ------------------------------------------------------------

  private navigate(table: RTable, keys: RKey[]): RTable {
    let t = table;
    for (const k of keys) {
      let entry = t.entries.find((e) => e.key === k.key);
      if (!entry) {
        entry = { key: k.key, keyStart: k.start, keyEnd: k.end, value: { t: 'table', entries: [], start: k.start, end: k.end, flow: false } };
        t.entries.push(entry);
      }
      const v = entry.value;
      if (v.t === 'table') t = v;
      else if (v.t === 'array' && v.items.length > 0 && v.items[v.items.length - 1]!.t === 'table') t = v.items[v.items.length - 1] as RTable;
      else throw new Error('key is not a table');
    }
    return t;
  }

  private parseKeyValue(table: RTable): void {
    const keys = this.parseKey();
    this.skipBlank(false);
    this.expect('=');
    this.skipBlank(false);
    const value = this.parseValue();
    const target = this.navigate(table, keys.slice(0, -1));
    const last = keys[keys.length - 1]!;
    target.entries.push({ key: last.key, keyStart: last.start, keyEnd: last.end, value });
  }

  private convert(n: RNode, path: string, headers: Record<string, Range>): TreeNode {
    if (n.t === 'scalar') {
      return { type: 'scalar', value: n.value, raw: this.s.slice(n.start, n.end), quoted: n.quoted, range: this.lines.range(n.start, n.end), path };
    }
    if (n.t === 'array') {
      const items = n.items.map((x, i) => this.convert(x, childPath(path, i), headers));
      const start = n.aot && items.length ? items[0]!.range.start.offset : n.start;
      const end = n.aot && items.length ? items[items.length - 1]!.range.end.offset : n.end;
      return { type: 'seq', items, flow: !n.aot, range: this.lines.range(start, end), path };
    }
    if (n.header) headers[path] = this.lines.range(n.header[0], n.header[1]);
    let end = n.end;
    const pairs: Pair[] = n.entries.map((e) => {
      const p = childPath(path, e.key);
      const value = this.convert(e.value, p, headers);
      end = Math.max(end, value.range.end.offset);
      // A table opened by a header: the pair spans from its key to the table's end.
      return { key: e.key, keyRange: this.lines.range(e.keyStart, e.keyEnd), value, range: this.lines.range(Math.min(e.keyStart, value.range.start.offset), value.range.end.offset), path: p };
    });
    return { type: 'map', pairs, flow: n.flow, range: this.lines.range(n.start, end), path };
  }

  // -- lexing -----------------------------------------------------------------

  private skipBlank(newlines: boolean): void {
    const s = this.s;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === ' ' || c === '\t') this.i++;
      else if (c === '#') while (this.i < s.length && s[this.i] !== '\n') this.i++;
      else if (newlines && (c === '\n' || c === '\r')) this.i++;
      else break;
    }
  }

  private endOfLine(): void {
    this.skipBlank(false);
    if (this.i >= this.s.length) return;
    if (this.s[this.i] === '\r') this.i++;
    if (this.s[this.i] === '\n') {
      this.i++;
      return;
    }
    throw new Error(`unexpected ${this.s[this.i]} at ${this.i}`);
  }

  private expect(t: string): void {
    if (!this.s.startsWith(t, this.i)) throw new Error(`expected ${t} at ${this.i}`);
    this.i += t.length;
  }

  private parseKey(): RKey[] {
    const keys: RKey[] = [];
    for (;;) {
      this.skipBlank(false);
      const start = this.i;
      let key: string;
      const c = this.s[this.i];
      if (c === '"') key = this.basicString();
      else if (c === "'") key = this.literalString();
      else {
        const m = /^[A-Za-z0-9_-]+/.exec(this.s.slice(this.i, this.i + 256));
        if (!m) throw new Error(`bad key at ${this.i}`);
        key = m[0];
        this.i += key.length;
      }
      keys.push({ key, start, end: this.i });
      this.skipBlank(false);
      if (this.s[this.i] !== '.') return keys;
      this.i++;
    }
  }

  private parseValue(): RNode {
    const s = this.s;
    const start = this.i;
    const c = s[this.i];
    const scalar = (value: Scalar, quoted: boolean): RScalar => ({ t: 'scalar', value, quoted, start, end: this.i });
    if (s.startsWith('"""', this.i)) return scalar(this.multilineBasic(), true);
    if (s.startsWith("'''", this.i)) return scalar(this.multilineLiteral(), true);
    if (c === '"') return scalar(this.basicString(), true);
    if (c === "'") return scalar(this.literalString(), true);
    if (c === '[') {
      this.i++;
      const items: RNode[] = [];
      for (;;) {
        this.skipBlank(true);
        if (s[this.i] === ']') break;
        items.push(this.parseValue());
        this.skipBlank(true);
        if (s[this.i] === ',') this.i++;
        else if (s[this.i] !== ']') throw new Error(`expected , or ] at ${this.i}`);
      }
      this.i++;
      return { t: 'array', items, start, end: this.i, aot: false };
    }
    if (c === '{') {
      this.i++;
      const table: RTable = { t: 'table', entries: [], start, end: start, flow: true };
      for (;;) {
        this.skipBlank(true);
        if (s[this.i] === '}') break;
        this.parseKeyValue(table);
        this.skipBlank(true);
        if (s[this.i] === ',') this.i++;
        else if (s[this.i] !== '}') throw new Error(`expected , or } at ${this.i}`);
      }
      this.i++;
      table.end = this.i;
      return table;
    }
    const rest = s.slice(this.i, this.i + 64);
    let m = /^(true|false)(?![A-Za-z0-9_-])/.exec(rest);
    if (m) {
      this.i += m[0].length;
      return scalar(m[0] === 'true', false);
    }
    m = /^(\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)/.exec(rest);
    if (m) {
      this.i += m[0].length;
      return scalar(m[0], false);
    }
    m = /^[+-]?(0x[0-9A-Fa-f_]+|0o[0-7_]+|0b[01_]+|inf|nan|\d[\d_]*(?:\.[\d_]+)?(?:[eE][+-]?[\d_]+)?)/.exec(rest);
    if (m) {
      this.i += m[0].length;
      const t = m[0].replace(/_/g, '');
      let n: number;
      if (/^[+-]?0x/.test(t)) n = parseInt(t.replace(/0x/, ''), 16) * (t.startsWith('-') ? -1 : 1);
      else if (/^[+-]?0o/.test(t)) n = parseInt(t.replace(/^[+-]?0o/, ''), 8) * (t.startsWith('-') ? -1 : 1);
      else if (/^[+-]?0b/.test(t)) n = parseInt(t.replace(/^[+-]?0b/, ''), 2) * (t.startsWith('-') ? -1 : 1);
      else if (/inf$/.test(t)) n = t.startsWith('-') ? -Infinity : Infinity;
      else if (/nan$/.test(t)) n = NaN;
      else n = Number(t);
      return scalar(n, false);
    }
    throw new Error(`bad value at ${this.i}`);
  }

  private basicString(): string {
    const s = this.s;
    this.i++;
    let out = '';
    while (this.i < s.length && s[this.i] !== '"') {
      if (s[this.i] === '\\') out += this.escape();
      else out += s[this.i++];
    }
    this.i++;
    return out;
  }

  private literalString(): string {
    const end = this.s.indexOf("'", this.i + 1);
    if (end < 0) throw new Error('unclosed string');
    const out = this.s.slice(this.i + 1, end);
    this.i = end + 1;
    return out;
  }

  private multilineBasic(): string {
    const s = this.s;
    this.i += 3;
    if (s[this.i] === '\r') this.i++;
    if (s[this.i] === '\n') this.i++;
    let out = '';
    while (this.i < s.length) {
      if (s.startsWith('"""', this.i)) {
        // Up to two quotes may sit right before the closing delimiter.
        let q = 3;
        while (s[this.i + q] === '"' && q < 5) q++;
        out += '"'.repeat(q - 3);
        this.i += q;
        return out;
      }
      if (s[this.i] === '\\') {
        const m = /^\\[ \t]*\r?\n[\s]*/.exec(s.slice(this.i, this.i + 4096));
        if (m) {
          this.i += m[0].length;
          continue;
        }
        out += this.escape();
      } else out += s[this.i++];
    }
    throw new Error('unclosed string');
  }

  private multilineLiteral(): string {
    const s = this.s;
    this.i += 3;
    if (s[this.i] === '\r') this.i++;
    if (s[this.i] === '\n') this.i++;
    const end = s.indexOf("'''", this.i);
    if (end < 0) throw new Error('unclosed string');
    let q = 3;
    while (s[end + q] === "'" && q < 5) q++;
    const out = s.slice(this.i, end) + "'".repeat(q - 3);
    this.i = end + q;
    return out;
  }

  private escape(): string {
    const s = this.s;
    const c = s[this.i + 1];
    this.i += 2;
    switch (c) {
      case 'b': return '\b';
      case 't': return '\t';
      case 'n': return '\n';
      case 'f': return '\f';
      case 'r': return '\r';
      case 'e': return '\x1b';
      case '"': return '"';
      case '\\': return '\\';
      case 'x':
      case 'u':
      case 'U': {
        const len = c === 'x' ? 2 : c === 'u' ? 4 : 8;
        const hex = s.slice(this.i, this.i + len);
        this.i += len;
        return String.fromCodePoint(parseInt(hex, 16));
      }
      default:
        throw new Error('bad escape');
    }
  }
}

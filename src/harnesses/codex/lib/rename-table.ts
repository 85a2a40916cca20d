/**
 * Renaming a top-level key of a TOML file everywhere it is spelt: a table's name recurs in each of its headers
 * (`[mcp_server.docs]`, `[mcp_server.web]`) and in dotted keys before the first header (`mcp_server.x = 1`), and
 * renaming one of them leaves the rest under the old name.
 */
import { parse as parseToml } from 'smol-toml';
import type { SourceFile, TextEdit } from '../../../artifacts/source.js';

const BARE = /^[A-Za-z0-9_-]+$/;
/** The first key of a line: bare, "basic" or 'literal'. */
const KEY = String.raw`([A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')`;
const HEADER = new RegExp(String.raw`^[ \t]*\[\[?[ \t]*${KEY}[ \t]*(?:\.|\])`);
const ASSIGNMENT = new RegExp(String.raw`^[ \t]*${KEY}[ \t]*[.=]`);

function keyText(token: string): string | undefined {
  if (token.startsWith("'")) return token.slice(1, -1);
  if (!token.startsWith('"')) return token;
  try {
    return JSON.parse(token) as string;
  } catch {
    return undefined;
  }
}

type Table = Record<string, unknown>;
const isTable = (v: unknown): v is Table => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** Equal values, whatever the objects' prototypes (smol-toml makes its tables without one). */
function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && String(a) === String(b) && a.constructor === b.constructor;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isTable(a) || isTable(b)) {
    if (!isTable(a) || !isTable(b)) return false;
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return Object.is(a, b);
}

/** `a` and `b` as one table, as TOML reads two tables of one name; undefined where they set the same value. */
function merged(a: unknown, b: unknown): unknown {
  if (!isTable(a) || !isTable(b)) return undefined;
  const out: Table = { ...a };
  for (const [k, v] of Object.entries(b)) {
    if (!Object.hasOwn(out, k)) out[k] = v;
    else {
      const m = merged(out[k], v);
      if (m === undefined) return undefined;
      out[k] = m;
    }
  }
  return out;
}

/**
 * The edits that rename the top-level key `from` to `to` in every place the file spells it, or undefined unless
 * the edited text is valid TOML that reads as the original with `from`'s value under `to` (and nothing else changed).
 */
export function renameTopLevelKey(file: SourceFile, from: string, to: string): TextEdit[] | undefined {
  const { text, lines } = file;
  const edits: TextEdit[] = [];
  let offset = 0;
  let inTables = false;
  for (const line of text.split('\n')) {
    const header = HEADER.exec(line);
    const m = header ?? (inTables ? null : ASSIGNMENT.exec(line));
    if (header) inTables = true;
    if (m && keyText(m[1]!) === from) {
      const start = offset + m[0].search(/[^ \t[]/);
      edits.push({ path: file.path, range: lines.range(start, start + m[1]!.length), text: BARE.test(to) ? to : JSON.stringify(to) });
    }
    offset += line.length + 1;
  }
  if (edits.length === 0) return undefined;
  try {
    const before = parseToml(text) as Table;
    let after = text;
    for (const e of [...edits].reverse()) after = after.slice(0, e.range.start.offset) + e.text + after.slice(e.range.end.offset);
    const { [from]: moved, ...rest } = before;
    const target = Object.hasOwn(rest, to) ? merged(rest[to], moved) : moved;
    if (target === undefined) return undefined;
    return same(parseToml(after), { ...rest, [to]: target }) ? edits : undefined;
  } catch {
    return undefined;
  }
}

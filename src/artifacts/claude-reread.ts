/**
 * Claude Code's second reading of frontmatter that strict YAML rejects, as observed with the
 * oracle on Claude Code 2.1.332 (oracle/claude-code/constructs.json; docs/claude-code-behaviour.md):
 * only when no line holds a carriage return, every top-level single-line `key: value` line whose
 * key is letters, `_` and `-` gets its value wrapped in double quotes when the value holds `: ` or
 * ` #`, starts with `@`, a backtick, `%`, `*`, `|` or `>`, or starts with `[`/`{` without being a valid
 * flow collection; a value that starts and ends with the same quote mark is left alone; leading
 * tabs become spaces. Then the text is parsed once more.
 */
import { isMap, parseDocument } from 'yaml';

const REWRITABLE = /^([A-Za-z_-]+):[ \t]+(\S.*)$/s;
const LEADING_TABS = /^\t+/;

export interface RereadLine {
  /** 0-based index of the line in the YAML text. */
  index: number;
  key: string;
  /** The value as written (Claude Code reads exactly this text after the re-read). */
  value: string;
  /** Offset of the value in its line. */
  column: number;
}

function isFlow(value: string): boolean {
  const doc = parseDocument(`k: ${value}\n`, { strict: true, prettyErrors: false });
  return doc.errors.length === 0;
}

export function needsQuoting(value: string): boolean {
  const first = value[0]!;
  const last = value[value.length - 1]!;
  if (value.length >= 2 && (first === '"' || first === "'") && first === last) return false;
  if (first === '[' || first === '{') return !isFlow(value);
  if (first === '@' || first === '`' || first === '%' || first === '*' || first === '|' || first === '>') return true;
  return value.includes(': ') || value.includes(' #');
}

/** The rewritten text and the lines it quoted, or undefined when Claude Code rewrites nothing (a CR anywhere). */
export interface Rewrite {
  text: string;
  quoted: RereadLine[];
  tabs: boolean;
  /** Offset in `text` → offset in the YAML as written (lines keep their number; only quoted and tab lines move). */
  map: (offset: number) => number;
}

export function rewriteForReread(yaml: string): Rewrite | undefined {
  if (yaml.includes('\r')) return undefined;
  const lines = yaml.split('\n');
  const quoted: RereadLine[] = [];
  const tabbed = new Map<number, number>();
  let tabs = false;
  const out = lines.map((line, index) => {
    const t = LEADING_TABS.exec(line);
    if (t) {
      tabs = true;
      tabbed.set(index, t[0].length);
      return ' '.repeat(t[0].length * 2) + line.slice(t[0].length);
    }
    const m = REWRITABLE.exec(line);
    if (!m || !needsQuoting(m[2]!)) return line;
    const value = m[2]!;
    quoted.push({ index, key: m[1]!, value, column: line.length - value.length });
    return `${line.slice(0, line.length - value.length)}${JSON.stringify(value)}`;
  });
  const text = out.join('\n');
  return { text, quoted, tabs, map: offsetMap(lines, out, quoted, tabbed) };
}

/** The offset map of a rewrite: a quoted value's `"…"` maps onto the value as written, a tab's two spaces onto the tab. */
function offsetMap(before: string[], after: string[], quoted: RereadLine[], tabbed: Map<number, number>): (offset: number) => number {
  const startsBefore: number[] = [];
  const startsAfter: number[] = [];
  let b = 0;
  let a = 0;
  for (let i = 0; i < before.length; i++) {
    startsBefore.push(b);
    startsAfter.push(a);
    b += before[i]!.length + 1;
    a += after[i]!.length + 1;
  }
  const byLine = new Map(quoted.map((q) => [q.index, q]));
  return (offset) => {
    let lo = 0;
    let hi = startsAfter.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (startsAfter[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    const col = offset - startsAfter[lo]!;
    const q = byLine.get(lo);
    const tabCount = tabbed.get(lo);
    let orig = col;
    if (q) {
      const written = JSON.stringify(q.value).length;
      if (col > q.column && col < q.column + written) orig = q.column + Math.min(q.value.length, Math.max(0, col - q.column - 1));
      else if (col >= q.column + written) orig = col - written + q.value.length;
    } else if (tabCount !== undefined) {
      orig = col < tabCount * 2 ? Math.floor(col / 2) : col - tabCount;
    }
    return startsBefore[lo]! + Math.min(orig, before[lo]!.length + (lo < before.length - 1 ? 1 : 0));
  };
}

/** Whether Claude Code's re-read of `yaml` gives a mapping (the frontmatter then loads). */
export interface Reread {
  loads: boolean;
  quoted: RereadLine[];
  tabs: boolean;
  /** The rewritten text Claude Code parses, when it loads (with the map back to the text as written). */
  rewrite?: Rewrite;
  /** Where the re-read failed, when that line was not rewritten: 0-based line and column in the YAML text. */
  error?: { line: number; column: number; length: number; message: string };
}

export function rereadLoads(yaml: string): Reread {
  const r = rewriteForReread(yaml);
  if (!r) return { loads: false, quoted: [], tabs: false };
  const doc = parseDocument(r.text, { strict: true, prettyErrors: false, uniqueKeys: false });
  let loads = doc.errors.length === 0 && isMap(doc.contents);
  const e = doc.errors[0];
  let error: Reread['error'];
  if (e) {
    const before = r.text.slice(0, e.pos[0]);
    const line = before.split('\n').length - 1;
    const column = e.pos[0] - (before.lastIndexOf('\n') + 1);
    const rewritten = r.quoted.some((q) => q.index === line) || yaml.split('\n')[line] !== r.text.split('\n')[line];
    if (!rewritten) error = { line, column, length: Math.max(1, e.pos[1] - e.pos[0]), message: e.message.split('\n')[0]! };
  }
  if (loads) {
    try {
      doc.toJS({ maxAliasCount: 100 }); // an unresolved alias (`- *foo`) fails here, as in Claude Code (x-star-list-item)
    } catch {
      loads = false;
    }
  }
  return { loads, quoted: r.quoted, tabs: r.tabs, ...(loads ? { rewrite: r } : {}), ...(error && !loads ? { error } : {}) };
}

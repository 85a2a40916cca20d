/**
 * Markdown a rendered view hides: HTML comments, and link-reference definitions nothing links to (the
 * `[//]: # (note)` comment idiom). Code is left out: fenced and indented code blocks and inline code spans show
 * their text as written on GitHub.
 */

export interface HiddenMarkdown {
  what: 'comment' | 'link-reference';
  /** Offsets in the scanned text, `to` exclusive. */
  from: number;
  to: number;
  /** A comment that opens its line (after at most three spaces): an HTML block, not inline HTML. */
  block: boolean;
  /** The hidden text, trimmed. */
  text: string;
}

interface Line {
  start: number;
  text: string;
}

function linesOf(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const t of text.split('\n')) {
    out.push({ start, text: t });
    start += t.length + 1;
  }
  return out;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Offsets of the text that is not code: each line outside fences, with inline code spans blanked to spaces. */
export function proseMask(text: string): string {
  const lines = linesOf(text);
  let fence: string | undefined;
  const out: string[] = [];
  let previousBlank = true;
  for (const l of lines) {
    const f = FENCE.exec(l.text);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length && l.text.trim() === f[1]) fence = undefined;
      out.push(' '.repeat(l.text.length));
      continue;
    }
    if (f) {
      fence = f[1]!;
      out.push(' '.repeat(l.text.length));
      continue;
    }
    // An indented code block starts after a blank line.
    const indented: boolean = /^( {4}|\t)/.test(l.text) && previousBlank;
    previousBlank = l.text.trim() === '' || (indented && previousBlank);
    out.push(indented ? ' '.repeat(l.text.length) : blankCodeSpans(l.text));
  }
  return out.join('\n');
}

/**
 * `line` with its inline code spans (a run of backticks, text, a run of as many backticks) blanked to spaces. Linear:
 * each run of backticks is paired with the next run of the same length, found through one queue per length.
 */
function blankCodeSpans(line: string): string {
  if (!line.includes('`')) return line;
  const runs: Array<{ at: number; len: number }> = [];
  for (let i = 0; i < line.length; ) {
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let j = i;
    while (line[j] === '`') j++;
    runs.push({ at: i, len: j - i });
    i = j;
  }
  const byLength = new Map<number, { list: number[]; next: number }>();
  runs.forEach((r, k) => {
    const q = byLength.get(r.len);
    if (q) q.list.push(k);
    else byLength.set(r.len, { list: [k], next: 0 });
  });
  const chars = line.split('');
  let k = 0;
  while (k < runs.length) {
    const q = byLength.get(runs[k]!.len)!;
    while (q.next < q.list.length && q.list[q.next]! <= k) q.next++;
    const close = q.list[q.next];
    if (close === undefined) {
      k++;
      continue;
    }
    q.next++;
    const end = runs[close]!.at + runs[close]!.len;
    for (let c = runs[k]!.at; c < end; c++) chars[c] = ' ';
    k = close + 1;
  }
  return chars.join('');
}

const DEFINITION = /^ {0,3}\[([^\]\n]{1,200})\]:[ \t]*(<[^>\n]*>|\S+)[ \t]*(?:("[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?[ \t]*$/gm;

/** HTML comments and unused link-reference definitions of `text` (a Markdown body) outside code. */
export function hiddenMarkdown(text: string): HiddenMarkdown[] {
  if (!text.includes('<!--') && !text.includes(']:')) return [];
  const prose = proseMask(text);
  const out: HiddenMarkdown[] = [];
  let at = prose.indexOf('<!--');
  while (at !== -1) {
    const close = prose.indexOf('-->', at + 4);
    const to = close === -1 ? prose.length : close + 3;
    const lineStart = prose.lastIndexOf('\n', at - 1) + 1;
    out.push({ what: 'comment', from: at, to, block: /^ {0,3}$/.test(prose.slice(lineStart, at)), text: text.slice(at + 4, close === -1 ? to : close).trim() });
    at = close === -1 ? -1 : prose.indexOf('<!--', to);
  }
  for (const m of prose.matchAll(DEFINITION)) {
    const label = m[1]!.trim().toLowerCase();
    const dest = m[2]!;
    const title = m[3];
    // Only the comment idiom: a destination that goes nowhere (`#`, `<>`) or a title, under a label nothing uses.
    if (!(dest === '#' || dest === '<>' || title)) continue;
    if (usesLabel(prose, label, m.index!)) continue;
    const from = m.index! + m[0].length - m[0].trimStart().length;
    const hidden = title ? title.slice(1, -1) : dest;
    out.push({ what: 'link-reference', from, to: m.index! + m[0].trimEnd().length, block: true, text: hidden.trim() });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** A `[text][label]`, `[label][]` or `[label]` reference elsewhere than the definition at `at`. */
function usesLabel(prose: string, label: string, at: number): boolean {
  const lower = prose.toLowerCase();
  const esc = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`\\]\\[${esc}\\]|\\[${esc}\\](?!:)`, 'g');
  for (const m of lower.matchAll(re)) if (m.index! < at || m.index! > at + label.length + 2) return true;
  return false;
}

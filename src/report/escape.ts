/**
 * Escaping for every channel a report goes to. What a repository holds (file names, values, the messages built
 * from them) is the pull request author's text: it must not move a terminal's cursor or title, start a workflow
 * command, or render as HTML, an image, a link or a mention in what the bot posts.
 */

/** C0 controls, DEL, C1 controls, and the bidirectional overrides and isolates that reorder what a reader sees. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** A control character as a visible escape: `\n`, `\x1b`, `\u{202e}`. */
function escapeControl(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/** Text for a terminal or a log: every control character shown as a visible escape, never sent raw. */
export function visible(s: string): string {
  return s.replace(CONTROL, escapeControl);
}

/** `visible`, but keeping line breaks and tabs (a whole report of lines). */
export function visibleLines(s: string): string {
  return s.replace(CONTROL, (c) => (c === '\n' || c === '\t' ? c : escapeControl(c)));
}

/**
 * JSON text whose strings hold no raw DEL, C1 or bidirectional control (JSON.stringify escapes only C0): the same
 * JSON value, safe to print to a terminal.
 */
export function jsonSafe(json: string): string {
  return json.replace(/[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// ---------- Markdown (GitHub Flavored), for everything the bot posts ----------

export interface MarkdownOptions {
  /** Inside a table cell: `|` is escaped in a code span too (GitHub splits cells before it reads spans). */
  table?: boolean;
}

/** Line breaks and other controls in a single-line Markdown value: a space (a blank line would start a new block). */
function oneLine(s: string): string {
  return s.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ').replace(CONTROL, escapeControl);
}

/**
 * A value as an inline code span: fenced with more backticks than its longest run, padded when it starts or
 * ends with a backtick, on one line. Inside a span nothing renders: no HTML, link, image or mention.
 */
export function mdCode(value: string, o: MarkdownOptions = {}): string {
  let s = oneLine(value);
  if (o.table) s = s.replace(/\|/g, '\\|');
  let longest = 0;
  for (const m of s.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = '`'.repeat(longest + 1);
  const pad = s.startsWith('`') || s.endsWith('`') || (s.startsWith(' ') && s.endsWith(' ') && s.trim() !== '') ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
}

/** `<` and `>` as entities, and `&` where it would start one: no HTML element, comment or entity of the author's renders. */
function htmlEscaped(s: string): string {
  return s.replace(/&(?=#?\w+;)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Plain text as Markdown that renders as that text, on one line: no HTML, no emphasis, code, link, image, table or
 * math syntax, no block at its start, no autolinked URL and no @mention or #reference (a zero-width space after
 * `@`, `#` and `://` and in `www.`: GitHub links none of them, and a reader sees the same characters).
 */
export function mdText(value: string): string {
  const s = htmlEscaped(oneLine(value))
    .replace(/[\\`*_[\]|~$]/g, (c) => `\\${c}`)
    .replace(/^(\s*)([#>+=-])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
  // `#` first: the zero-width spaces added after it are entities that hold a `#`.
  return s
    .replace(/#/g, '#&#8203;')
    .replace(/@/g, '@&#8203;')
    .replace(/:\/\//g, ':/&#8203;/')
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}&#8203;.`);
}

/**
 * A finding's message as Markdown: its own code spans (the values it quotes) re-fenced with `mdCode`, the prose
 * between them escaped with `mdText`. A value that holds backticks cannot end a span early or open one: whatever
 * the message holds, nothing of it renders but text and code.
 */
export function mdMessage(message: string, o: MarkdownOptions = {}): string {
  let out = '';
  let i = 0;
  const s = message;
  while (i < s.length) {
    const open = s.indexOf('`', i);
    if (open < 0) break;
    let runEnd = open;
    while (s[runEnd] === '`') runEnd++;
    const fence = s.slice(open, runEnd);
    const close = closingRun(s, runEnd, fence.length);
    if (close < 0) {
      // An unmatched run is text (CommonMark): escape it with the prose around it.
      out += mdText(s.slice(i, runEnd));
      i = runEnd;
      continue;
    }
    out += mdText(s.slice(i, open)) + mdCode(s.slice(runEnd, close), o);
    i = close + fence.length;
  }
  return out + mdText(s.slice(i));
}

/** The start of the next run of exactly `n` backticks at or after `from`, or -1. */
function closingRun(s: string, from: number, n: number): number {
  for (let j = s.indexOf('`', from); j >= 0; j = s.indexOf('`', j)) {
    let k = j;
    while (s[k] === '`') k++;
    if (k - j === n) return j;
    j = k;
  }
  return -1;
}

// ---------- SARIF ----------

/**
 * A SARIF message's plain text: controls shown as escapes, and square brackets escaped (SARIF reads
 * `[text](id)` in a message as an embedded link to a location; a backslash before a bracket is doubled first).
 */
export function sarifText(s: string): string {
  return visible(s).replace(/\\(?=[[\]])/g, '\\\\').replace(/[[\]]/g, '\\$&');
}

// ---------- workflow commands (GitHub Actions) ----------

/** Escaping for a workflow command's message part (`%`, CR, LF). */
export function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** Escaping for a workflow command's property values (also `:` and `,`). */
export function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * A plain line for the Actions log that no runner reads as a command: controls visible (no line break or carriage
 * return can start a new line), and never starting with `::` or `##[` (the runner trims leading blanks first).
 */
export function logLine(s: string): string {
  const line = visible(s);
  return /^\s*(::|##\[)/.test(line) ? `> ${line}` : line;
}

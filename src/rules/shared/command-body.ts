/**
 * Reading a command's or skill's Markdown body: where the arguments are used
 * (outside code, where `$1` is usually a shell variable) and which `!` shell
 * commands run before the prompt.
 */
import type { Artifact } from '../../artifacts/model.js';

export interface BodyMatch {
  /** Offset in the file. */
  start: number;
  end: number;
  text: string;
}

/** The body with fenced code blocks and inline code spans blanked out (same length, offsets kept). */
export function proseOnly(body: string): string {
  let fence: string | null = null;
  const out: string[] = [];
  for (let at = 0; at < body.length; ) {
    const nl = body.indexOf('\n', at);
    const next = nl < 0 ? body.length : nl + 1;
    const line = body.slice(at, next);
    at = next;
    const m = line.includes('`') || line.includes('~') ? /^\s{0,3}(`{3,}|~{3,})/.exec(line) : null;
    if (fence) {
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && line.trim() === m[1]) fence = null;
      out.push(blank(line));
      continue;
    }
    if (m) {
      fence = m[1]!;
      out.push(blank(line));
      continue;
    }
    out.push(line.includes('`') ? blankInlineCode(line) : line);
  }
  return out.join('');
}

/** Blank `code spans`: a run of backticks, text without backticks, the same run again. */
function blankInlineCode(line: string): string {
  let out = '';
  let from = 0;
  let i = line.indexOf('`');
  while (i >= 0) {
    let n = 1;
    while (line[i + n] === '`') n++;
    const close = line.indexOf('`', i + n);
    if (close < 0) break;
    let m = 1;
    while (line[close + m] === '`') m++;
    const nl = line.indexOf('\n', i);
    if (m >= n && (nl < 0 || nl > close)) {
      out += line.slice(from, i) + ' '.repeat(close + n - i);
      from = close + n;
      i = line.indexOf('`', from);
    } else i = close;
  }
  return out + line.slice(from);
}

function blank(s: string): string {
  return s.endsWith('\r\n') ? `${' '.repeat(s.length - 2)}\r\n` : s.endsWith('\n') ? `${' '.repeat(s.length - 1)}\n` : ' '.repeat(s.length);
}

/** Several rules read the prose of one body: compute it once per artifact. */
const proseCache = new WeakMap<Artifact, string>();
function proseOf(artifact: Artifact, body: string): string {
  let p = proseCache.get(artifact);
  if (p === undefined) {
    p = proseOnly(body);
    proseCache.set(artifact, p);
  }
  return p;
}

const POSITIONAL = /(?<![\\$\w])\$(\d+)(?![\w.,]\d|\w)/g;
const ARGUMENTS = /\$ARGUMENTS(?:\[(\d+)\])?/g;

/** `$N` uses in the prose of the body. */
export function positionalUses(artifact: Artifact): Array<BodyMatch & { index: number }> {
  const md = artifact.markdown;
  if (!md) return [];
  // Most bodies have no `$N` at all: skip the prose pass for them.
  if (!/\$\d/.test(md.body)) return [];
  const prose = proseOf(artifact, md.body);
  const out: Array<BodyMatch & { index: number }> = [];
  for (const m of prose.matchAll(POSITIONAL)) {
    const start = md.bodyOffset + m.index!;
    out.push({ start, end: start + m[0].length, text: m[0], index: Number(m[1]) });
  }
  return out;
}

/** `$ARGUMENTS` / `$ARGUMENTS[N]` uses anywhere in the body. */
export function argumentsUses(artifact: Artifact): Array<BodyMatch & { index?: number }> {
  const md = artifact.markdown;
  if (!md) return [];
  const out: Array<BodyMatch & { index?: number }> = [];
  for (const m of md.body.matchAll(ARGUMENTS)) {
    const start = md.bodyOffset + m.index!;
    out.push({ start, end: start + m[0].length, text: m[0], index: m[1] === undefined ? undefined : Number(m[1]) });
  }
  return out;
}

export interface ShellCommand extends BodyMatch {
  /** `inline` for `` !`cmd` ``, `block` for a ```` ```! ```` fence. */
  form: 'inline' | 'block';
}

/** The `` !`cmd` `` and ```` ```! ```` commands Claude Code runs before sending the prompt. */
export function shellCommands(artifact: Artifact): ShellCommand[] {
  const md = artifact.markdown;
  if (!md) return [];
  const body = md.body;
  const out: ShellCommand[] = [];
  // Neither form present (the usual case): nothing to scan. A ```! fence has a backtick before its `!`.
  if (!body.includes('!`') && !(body.includes('`!') && /^\s{0,3}`{3,}!/m.test(body))) return out;
  const lines = body.split(/(?<=\n)/);
  let offset = 0;
  let fence: { marker: string; bang: boolean; contentStart: number } | null = null;
  for (const line of lines) {
    const trimmedEnd = line.replace(/\r?\n$/, '');
    const m = /^\s{0,3}(`{3,}|~{3,})(.*)$/s.exec(trimmedEnd);
    if (fence) {
      if (m && m[1]![0] === fence.marker[0] && m[1]!.length >= fence.marker.length && m[2]!.trim() === '') {
        if (fence.bang) {
          const raw = body.slice(fence.contentStart, offset);
          const text = raw.replace(/(?<!\s)\s+$/, '');
          const lead = raw.length - raw.trimStart().length;
          if (text.trim() !== '') {
            out.push({ start: md.bodyOffset + fence.contentStart + lead, end: md.bodyOffset + fence.contentStart + text.length, text: text.trim(), form: 'block' });
          }
        }
        fence = null;
      }
    } else if (m) {
      fence = { marker: m[1]!, bang: m[1]![0] === '`' && m[2]!.startsWith('!'), contentStart: offset + line.length };
    } else {
      for (const im of trimmedEnd.matchAll(/(?<![\w`!])!`([^`\n]+)`/g)) {
        const start = md.bodyOffset + offset + im.index! + 2;
        out.push({ start, end: start + im[1]!.length, text: im[1]!, form: 'inline' });
      }
    }
    offset += line.length;
  }
  return out;
}

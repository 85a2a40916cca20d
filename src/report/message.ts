/**
 * How a finding's message is worded where space is short: a headline (what is wrong) and the why (what the harness
 * does), split where the message says "<what is wrong>: <what the harness does>"; and plain text for places that
 * show no Markdown (check-run annotations).
 */
import { trimBlanksEnd } from '../artifacts/limits.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { recordedOn, withoutCaseFiles } from './explain.js';

export interface MessageParts {
  headline: string;
  /** The rest, as a sentence; empty when the message is one part. */
  why: string;
}

/**
 * The first `: ` outside a code span, or -1. A code span opens with a run of backticks and closes at the next run of
 * the same length (as in Markdown); a run that nothing closes is plain text (the ```` ```! ```` of "this ```! block").
 * Linear: the next run of each length is found by one pass from the end.
 */
function firstColon(s: string): number {
  const runs: Array<{ at: number; length: number }> = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '`') continue;
    let j = i;
    while (j < s.length && s[j] === '`') j++;
    runs.push({ at: i, length: j - i });
    i = j - 1;
  }
  const closer: number[] = new Array<number>(runs.length);
  const nextOfLength = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    closer[r] = nextOfLength.get(runs[r]!.length) ?? -1;
    nextOfLength.set(runs[r]!.length, r);
  }
  let r = 0;
  for (let i = 0; i < s.length - 1; i++) {
    if (r < runs.length && runs[r]!.at === i) {
      const close = closer[r]!;
      const end = close >= 0 ? runs[close]!.at + runs[close]!.length : runs[r]!.at + runs[r]!.length;
      r = close >= 0 ? close + 1 : r + 1;
      i = end - 1;
    } else if (s[i] === ':' && s[i + 1] === ' ') return i;
  }
  return -1;
}

/**
 * The message without ` (did you mean `x`?)` at its end: the suggestion itself says it where one is shown. Found by
 * `lastIndexOf`, and matched from its start: a regex anchored at the end would be quadratic on long runs of blanks.
 */
function withoutDidYouMean(text: string): string {
  const at = text.lastIndexOf(' (did you mean ');
  if (at < 0 || !/^\(did you mean [^()]*\?\)$/.test(trimBlanksEnd(text.slice(at + 1)))) return text;
  return trimBlanksEnd(text.slice(0, at));
}

/** The message as a headline and its why; `withFix`: the "did you mean" is left out (the suggestion shows it). */
export function messageParts(message: string, withFix = false): MessageParts {
  const text = withFix ? withoutDidYouMean(message) : message;
  const at = firstColon(text);
  if (at < 0) return { headline: text, why: '' };
  const why = text.slice(at + 2).trim();
  return { headline: text.slice(0, at), why: why ? `${why[0]!.toUpperCase()}${why.slice(1)}${/[.!?]$/.test(why) ? '' : '.'}` : '' };
}

/** Code spans as quoted text: `model `sonet`` reads `model "sonet"` where Markdown is not rendered. */
export function plainText(s: string): string {
  return s.replace(/(`+)([\s\S]*?)\1/g, (_, _fence: string, code: string) => `"${code.trim()}"`);
}

/**
 * A finding's message for people (the terminal, annotations, review comments, summaries): a recorded-case file it
 * cites (`oracle/cline/cases.json, case \`skills\``) becomes the harness and release it was recorded on. JSON, SARIF
 * and the other machine formats keep the message as written.
 */
export function readerMessage(d: Pick<Diagnostic, 'message' | 'kind' | 'harness'>): string {
  return withoutCaseFiles(d.message, recordedOn({ id: d.kind, harness: d.harness }));
}

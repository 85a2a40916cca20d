/**
 * How a finding's message is worded where space is short: a headline (what is wrong) and the why (what the harness
 * does), split where the message says "<what is wrong>: <what the harness does>"; and plain text for places that
 * show no Markdown (check-run annotations).
 */
import { trimBlanksEnd } from '../artifacts/limits.js';

export interface MessageParts {
  headline: string;
  /** The rest, as a sentence; empty when the message is one part. */
  why: string;
}

/** The first `: ` outside a code span, or -1. */
function firstColon(s: string): number {
  let inCode = false;
  for (let i = 0; i < s.length - 1; i++) {
    if (s[i] === '`') inCode = !inCode;
    else if (!inCode && s[i] === ':' && s[i + 1] === ' ') return i;
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

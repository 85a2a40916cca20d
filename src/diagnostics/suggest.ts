/** Did-you-mean: the closest known names by edit distance. */
import type { Range } from '../artifacts/source.js';
import type { Suggestion } from './diagnostic.js';

/** Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours); stops early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows, reused: this runs for every candidate of every unknown name.
  let before = new Int32Array(b.length + 1);
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, before[j - 2]! + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = prev;
    prev = cur;
    cur = spare;
  }
  return prev[b.length]!;
}

export interface Match {
  value: string;
  distance: number;
  /** Only the letter case differs. */
  caseOnly: boolean;
}

/**
 * Candidates close to `input`: a case-insensitive equal first, then those within
 * `maxDistance` (default: 1 for short words, 2 otherwise), nearest first.
 */
export function closest(input: string, candidates: Iterable<string>, maxDistance?: number): Match[] {
  const lower = input.toLowerCase();
  const limit = maxDistance ?? (input.length <= 4 ? 1 : 2);
  const out: Match[] = [];
  for (const c of candidates) {
    if (c === input) continue;
    const cl = c.toLowerCase();
    if (cl === lower) {
      out.push({ value: c, distance: 0, caseOnly: true });
      continue;
    }
    const d = editDistance(lower, cl, limit);
    if (d <= limit) out.push({ value: c, distance: d, caseOnly: false });
  }
  return out.sort((a, b) => a.distance - b.distance || a.value.localeCompare(b.value));
}

/**
 * The one certain correction: the only case-insensitive match, or the only
 * candidate within distance 2 — and for words of four letters or fewer that
 * candidate must be within distance 1, since two edits make another word
 * (`zsh` is not a typo of `bash`).
 */
export function certainCorrection(input: string, candidates: Iterable<string>): string | undefined {
  const m = closest(input, candidates, 2);
  const caseOnly = m.filter((x) => x.caseOnly);
  if (caseOnly.length > 0) return caseOnly.length === 1 ? caseOnly[0]!.value : undefined;
  if (m.length !== 1) return undefined;
  return m[0]!.distance <= (input.length <= 4 ? 1 : 2) ? m[0]!.value : undefined;
}

export function didYouMean(input: string, candidates: Iterable<string>): string {
  const m = closest(input, candidates);
  if (m.length === 0) return '';
  return ` (did you mean \`${m[0]!.value}\`?)`;
}

/** `a`, `b` or `c`; long lists are cut with a count. */
export function listOf(values: readonly string[], conj = 'or', max = 12): string {
  const quoted = values.map((v) => `\`${v}\``);
  if (quoted.length > max) return `${quoted.slice(0, max).join(', ')} ${conj} ${quoted.length - max} more`;
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conj} ${quoted[quoted.length - 1]}`;
}

/**
 * A value from the user's file cut to `max` characters with an ellipsis, for a message's headline: the finding's
 * range shows the whole value, and a long one would push what is wrong off the line.
 */
export function clipped(value: string, max = 40): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** A path from the user's file cut at its start (`…/scripts/format.sh`): the end of a path says the most. */
export function clippedStart(value: string, max = 40): string {
  return value.length > max ? `…${value.slice(value.length - max + 1)}` : value;
}

/** The value a value outside a fixed set most likely meant, and whether that is certain. */
export interface MeantValue {
  value: string;
  certain: boolean;
}

/**
 * What a value outside `allowed` meant: the candidate that only spells it differently (`sameAs`, e.g. `Always On`
 * for `always_on`: certain), else the one near candidate (a suggestion to review); none when there are several.
 */
export function meantValue(input: string, allowed: readonly string[], sameAs?: (candidate: string) => boolean): MeantValue | undefined {
  const same = sameAs ? allowed.find(sameAs) : undefined;
  if (same) return { value: same, certain: true };
  const near = closest(input, allowed);
  return near.length === 1 ? { value: near[0]!.value, certain: false } : undefined;
}

/** The suggestion that writes the meant value over `range` (`text`: how to write it there, e.g. quoted in JSON). */
export function writeMeant(path: string, range: Range, meant: MeantValue, text = meant.value): Suggestion {
  return { msg: `write \`${meant.value}\``, applicability: meant.certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path, range, text }] };
}

/**
 * Review comments with ```suggestion blocks for machine-applicable fixes.
 *
 * Pure: from findings, the file texts and the PR's hunks to the comments to
 * post. A suggestion replaces whole lines, so each one holds the complete new
 * text of the lines its edits touch; those lines must lie inside one hunk on
 * the RIGHT side (GitHub rejects anything else with 422). Suggestions whose
 * lines overlap are merged into one comment, so the two fixes apply together.
 */
import { LineIndex } from '../artifacts/source.js';
import type { Diagnostic, TextEdit } from '../diagnostics/diagnostic.js';
import { mdMessage } from '../report/escape.js';
import { messageParts, readerMessage } from '../report/message.js';
import { fenceFor } from '../report/markdown.js';
import { lineText, withinOneHunk } from './diff.js';
import type { ChangedFile } from './files.js';
import { repoPath, spanLines } from './filter.js';

export const MARKER_PREFIX = 'agentlint:';
const MARKER_RE = /<!-- agentlint:([0-9a-f]+(?:-\d+)?) -->/g;
const LISTED_RE = /<!-- agentlint:listed:([0-9a-f]+(?:-\d+)?) -->/g;

/** The hidden marker that ties a comment to a finding. */
export function marker(fingerprint: string): string {
  return `<!-- agentlint:${fingerprint} -->`;
}

export function listedMarker(fingerprint: string): string {
  return `<!-- agentlint:listed:${fingerprint} -->`;
}

export function markersIn(body: string | null | undefined): string[] {
  return [...(body ?? '').matchAll(MARKER_RE)].map((m) => m[1]!);
}

export function listedMarkersIn(body: string | null | undefined): string[] {
  return [...(body ?? '').matchAll(LISTED_RE)].map((m) => m[1]!);
}

/** A ```suggestion block whose fence is longer than any backtick run in the new text. */
export function suggestionBlock(newText: string): string {
  const fence = fenceFor(newText);
  return newText === '' ? `${fence}suggestion\n${fence}` : `${fence}suggestion\n${newText}\n${fence}`;
}

export interface SuggestionComment {
  /** Repository-relative path. */
  path: string;
  /** First line (equal to `line` for a one-line suggestion). */
  startLine: number;
  line: number;
  /** The lines as they are and as the suggestion makes them. */
  oldText: string;
  newText: string;
  findings: Diagnostic[];
  fingerprints: string[];
  body: string;
}

export interface SkippedSuggestion {
  finding: Diagnostic;
  reason: string;
}

export interface BuildInput {
  /** Findings in scope. */
  diagnostics: readonly Diagnostic[];
  /** Changed files by repository-relative path. */
  files: Map<string, ChangedFile>;
  /** Folder of the lint root relative to the repository root. */
  pathPrefix: string;
  /** Text of a file by lint-root-relative path (BOM already stripped), undefined when unreadable. */
  readText(path: string): string | undefined;
}

interface Candidate {
  d: Diagnostic;
  path: string;
  edits: TextEdit[];
  from: number;
  to: number;
}

const LEVEL_WORD = { error: 'error', warn: 'warning', info: 'notice' } as const;
const LEVEL_ICON = { error: '❌', warn: '⚠️', info: 'ℹ️' } as const;

function editsOverlap(edits: readonly TextEdit[]): boolean {
  const s = [...edits].sort((a, b) => a.range.start.offset - b.range.start.offset || a.range.end.offset - b.range.end.offset);
  for (let i = 1; i < s.length; i++) {
    const p = s[i - 1]!;
    const c = s[i]!;
    if (c.range.start.offset < p.range.end.offset) return true;
    // Two insertions at one point: order would be a guess.
    if (c.range.start.offset === p.range.start.offset && (c.range.start.offset === c.range.end.offset || p.range.start.offset === p.range.end.offset)) return true;
  }
  return false;
}

/** Apply edits to `text` (offsets into `text`). */
export function applyEdits(text: string, edits: readonly TextEdit[], base = 0): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.range.start.offset - a.range.start.offset)) {
    out = out.slice(0, e.range.start.offset - base) + e.text + out.slice(e.range.end.offset - base);
  }
  return out;
}

/** The new text of lines `from..to` after the edits, or a reason it cannot be a suggestion. */
export function replacementLines(text: string, from: number, to: number, edits: readonly TextEdit[]): { oldText: string; newText: string } | string {
  const lines = new LineIndex(text);
  if (to > lines.lineCount) return 'the edit is past the end of the file';
  for (const e of edits) {
    const s = lines.position(e.range.start.offset);
    if (s.line !== e.range.start.line || s.column !== e.range.start.column) return 'the file changed since it was linted';
  }
  const regionStart = lines.lineStart(from);
  const lastEnd = lines.lineEnd(to);
  const regionEnd = to < lines.lineCount ? lines.lineStart(to + 1) : text.length;
  if (edits.some((e) => e.range.start.offset < regionStart || e.range.end.offset > regionEnd)) return 'the edit reaches outside its lines';
  const hadBreak = regionEnd > lastEnd;
  const oldText = text.slice(regionStart, lastEnd);
  let replaced = applyEdits(text.slice(regionStart, regionEnd), edits, regionStart);
  if (hadBreak) {
    const m = /(\r\n|\n|\r)$/.exec(replaced);
    if (!m) {
      // The edits removed the break: the result would join the next line, which a suggestion cannot say.
      if (replaced !== '') return 'the edit joins lines';
    } else replaced = replaced.slice(0, -m[0].length);
  } else if (/[\r\n]$/.test(replaced)) {
    return 'the edit adds a line break at the end of the file';
  }
  return { oldText, newText: replaced.replace(/\r\n?/g, '\n') };
}

/**
 * A comment that reads in one glance: per finding a bold headline and one sentence of why, then the suggestion,
 * then the rule (a link to its page) and the level. The fix is said once, by the suggestion.
 */
function commentBody(findings: Diagnostic[], newText: string): string {
  const parts: string[] = [];
  for (const d of findings) {
    const { headline, why } = messageParts(readerMessage(d), true);
    parts.push(`${LEVEL_ICON[d.level]} **${mdMessage(headline)}**${why ? ` ${mdMessage(why)}` : ''}`);
  }
  parts.push(suggestionBlock(newText));
  parts.push(findings.map((d) => `[\`${d.kind}\`](${d.docs}) (${LEVEL_WORD[d.level]})`).join(' · '));
  parts.push(findings.map((d) => marker(d.fingerprint!)).join('\n'));
  return parts.join('\n\n');
}

/** The suggestion comments for a pull request, and why other fixable findings got none. */
export function buildSuggestions(input: BuildInput): { comments: SuggestionComment[]; skipped: SkippedSuggestion[] } {
  const skipped: SkippedSuggestion[] = [];
  const candidates: Candidate[] = [];
  for (const d of input.diagnostics) {
    const c = candidateOf(d, input);
    if (typeof c === 'string') skipped.push({ finding: d, reason: c });
    else if (c) candidates.push(c);
  }
  const comments: SuggestionComment[] = [];
  for (const g of groupByLines(candidates, skipped)) {
    const c = commentFor(g, input);
    if (typeof c === 'string') for (const { d } of g) skipped.push({ finding: d, reason: c });
    else comments.push(c);
  }
  return { comments, skipped };
}

/**
 * A finding's machine-applicable fix as a candidate suggestion, the reason it cannot be one, or undefined
 * when the finding has no such fix.
 */
function candidateOf(d: Diagnostic, input: BuildInput): Candidate | string | undefined {
  const s = d.suggestion;
  if (!s || s.applicability !== 'MachineApplicable' || s.edits.length === 0) return undefined;
  if (!d.fingerprint) return 'no fingerprint';
  const path = s.edits[0]!.path;
  if (s.edits.some((e) => e.path !== path)) return 'the fix edits more than one file';
  const file = input.files.get(repoPath(input.pathPrefix, path));
  if (!file) return 'the file is not changed by this pull request';
  if (!file.patch) return 'GitHub sent no diff for the file (binary or too large)';
  let from = Infinity;
  let to = 0;
  for (const e of s.edits) {
    const [a, b] = spanLines(e.range);
    from = Math.min(from, a);
    to = Math.max(to, b);
  }
  if (editsOverlap(s.edits)) return 'the fix has overlapping edits';
  return { d, path, edits: s.edits, from, to };
}

/** Group candidates whose lines overlap (same file), in line order; one whose edits overlap its group's is skipped. */
function groupByLines(candidates: Candidate[], skipped: SkippedSuggestion[]): Candidate[][] {
  candidates.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || a.from - b.from || a.to - b.to);
  const groups: Candidate[][] = [];
  for (const c of candidates) {
    const g = groups[groups.length - 1];
    const last = g?.[0];
    if (g && last && last.path === c.path && c.from <= Math.max(...g.map((x) => x.to))) {
      if (editsOverlap([...g.flatMap((x) => x.edits), ...c.edits])) {
        skipped.push({ finding: c.d, reason: 'the fix overlaps another fix on the same lines' });
        continue;
      }
      g.push(c);
    } else groups.push([c]);
  }
  return groups;
}

/** The comment for a group of candidates on overlapping lines, or the reason none of them can be suggested. */
function commentFor(g: Candidate[], input: BuildInput): SuggestionComment | string {
  const path = g[0]!.path;
  const rpath = repoPath(input.pathPrefix, path);
  const patch = input.files.get(rpath)!.patch!;
  const from = Math.min(...g.map((c) => c.from));
  const to = Math.max(...g.map((c) => c.to));
  if (!withinOneHunk(patch, from, to)) return `lines ${from}-${to} are not inside one hunk of the diff`;
  const text = input.readText(path);
  if (text === undefined) return 'cannot read the file';
  const r = replacementLines(text, from, to, g.flatMap((c) => c.edits));
  if (typeof r === 'string') return r;
  // The checkout must be the PR head: on `pull_request` it is a merge commit, whose lines
  // can differ from the head's when the base branch changed the same file.
  const shown = r.oldText.split(/\r?\n|\r/);
  if (shown.some((t, k) => lineText(patch, from + k) !== t)) return 'the checked-out file differs from the pull request head on these lines';
  const findings = g.map((c) => c.d);
  return {
    path: rpath,
    startLine: from,
    line: to,
    oldText: r.oldText,
    newText: r.newText,
    findings,
    fingerprints: findings.map((d) => d.fingerprint!),
    body: commentBody(findings, r.newText),
  };
}

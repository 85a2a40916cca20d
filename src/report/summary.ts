/**
 * The Markdown summary for the job summary and the check run's `output.summary`: the counts in the heading, the
 * findings first (grouped by file, each location a link to its line), then the notes, and the tables by level and
 * rule collapsed at the end; cut to fit GitHub's 65,535-character limit.
 */
import { countByLevel, type Diagnostic, type Level } from '../diagnostics/diagnostic.js';
import type { LintResult } from '../engine/run.js';
import { SUPPRESSIONS_SOURCE } from '../engine/suppressions/file.js';
import type { IntroducedSuppression } from '../engine/suppressions/introduced.js';
import { mdCode, mdMessage } from './escape.js';
import { readerMessage } from './message.js';
import { joinPath, omittedText } from './workflow-commands.js';

/** GitHub's limit for a check run's `output.summary` (and `output.text`). */
export const SUMMARY_LIMIT = 65535;

export interface SummaryOptions {
  /** The findings in scope (after `filter-mode`); default all of `result.diagnostics`. */
  diagnostics?: readonly Diagnostic[];
  /** What the scope is, e.g. `added lines of this pull request`. */
  scopeNote?: string;
  /** Workflow-command annotations that GitHub will not show (over 10 per level). */
  notShown?: Record<Level, number>;
  /** Prefix for paths (the working directory, relative to the repository root). */
  pathPrefix?: string;
  /** Extra lines at the end (e.g. that the check run could not be written). */
  notes?: string[];
  /** Maximum length in characters (default 65,535). */
  maxLength?: number;
  /** Heading text; default `agentlint`. */
  title?: string;
  /** `https://github.com/<owner>/<repo>/blob/<head sha>/`: each location links to its line. */
  linkBase?: string;
  /** On a pull request: the findings it suppresses itself, or why that is unknown. */
  bySelf?: { introduced: readonly IntroducedSuppression[]; notCompared?: string };
}

/** Skipped files listed by name in the summary; the rest are counted. */
const SKIPPED_LISTED = 20;

const LEVEL_LABEL: Record<Level, string> = { error: 'Errors', warn: 'Warnings', info: 'Notices' };
const LEVEL_ICON: Record<Level, string> = { error: '❌', warn: '⚠️', info: 'ℹ️' };
const LEVELS: Level[] = ['error', 'warn', 'info'];

const TABLE = { table: true };


const suppressedByFile = (result: LintResult) => result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE).length;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const FIXABLE = '🔧';

/** `2 errors, 1 warning` (levels with a zero count left out), or `no findings`. */
function countsText(c: Record<Level, number>): string {
  const parts = LEVELS.filter((l) => c[l] > 0).map((l) => plural(c[l], LEVEL_WORD[l]));
  return parts.length ? parts.join(', ') : 'no findings';
}
const LEVEL_WORD: Record<Level, string> = { error: 'error', warn: 'warning', info: 'notice' };

/** A location: a link to the line at the head commit when the link base is known. */
function locationLink(path: string, line: number, column: number, linkBase: string | undefined): string {
  const label = `${line}:${column}`;
  return linkBase ? `[${label}](${linkBase}${path.split('/').map(encodeURIComponent).join('/')}#L${line})` : label;
}

/**
 * The findings grouped by file, one text per finding (a line of the table; the first of a file also opens the
 * file's heading and table), so that a cut never leaves a heading without its row. A fixable finding is marked.
 */
function findingRows(ds: readonly Diagnostic[], opts: SummaryOptions): string[] {
  const rows: string[] = [];
  let file: string | undefined;
  for (const d of ds) {
    const path = joinPath(opts.pathPrefix, d.span.path);
    const { start } = d.span.range;
    const fix = d.suggestion?.applicability === 'MachineApplicable' ? ` ${FIXABLE}` : '';
    const row = `| ${LEVEL_ICON[d.level]} | ${locationLink(path, start.line, start.column, opts.linkBase)} | [\`${d.kind}\`](${d.docs}) | ${mdMessage(readerMessage(d), TABLE)}${fix} |`;
    rows.push(path === file ? row : ['', `#### ${mdCode(path)}`, '', '| | Line | Rule | Message |', '| --- | --- | --- | --- |', row].join('\n'));
    file = path;
  }
  return rows;
}

/** What the run read, the scope and its notes: after the findings. */
function factLines(result: LintResult, ds: readonly Diagnostic[], opts: SummaryOptions): string[] {
  const out: string[] = [];
  if (opts.scopeNote) out.push(opts.scopeNote, '');
  const outside = result.diagnostics.length - ds.length;
  if (opts.diagnostics && outside > 0) out.push(`${plural(outside, 'more finding')} outside this scope (all are in the SARIF file).`, '');
  if (opts.notShown && omittedText(opts.notShown)) {
    out.push(`GitHub shows 10 annotations of each level per step: ${omittedText(opts.notShown)} were not shown as annotations and are listed above.`, '');
  }
  for (const n of opts.notes ?? []) out.push(n, '');
  // Files not read (FIFO, binary, too large, a link out of the root) or only partly checked (time budget):
  // without this the Action's report would not say that they were never linted.
  if (result.skipped.length > 0) {
    const shown = result.skipped.slice(0, SKIPPED_LISTED);
    out.push(`${plural(result.skipped.length, 'file')} not fully checked:`, '');
    for (const s of shown) out.push(`- ${mdCode(joinPath(opts.pathPrefix, s.path))}: ${mdMessage(s.reason)}`);
    if (result.skipped.length > shown.length) out.push(`- …and ${result.skipped.length - shown.length} more`);
    out.push('');
  }
  return out;
}

/** The counts by level and by rule, short, collapsed, then one line of facts: last. */
function tailLines(result: LintResult, ds: readonly Diagnostic[]): string[] {
  const out: string[] = [];
  if (ds.length > 0) {
    const counts = countByLevel(ds);
    const byRule = new Map<string, Record<Level, number>>();
    for (const d of ds) {
      const c = byRule.get(d.kind) ?? { error: 0, warn: 0, info: 0 };
      c[d.level]++;
      byRule.set(d.kind, c);
    }
    out.push('<details><summary>By level and rule</summary>', '', '| Level | Count |', '| --- | ---: |');
    for (const l of LEVELS) if (counts[l] > 0) out.push(`| ${LEVEL_ICON[l]} ${LEVEL_LABEL[l]} | ${counts[l]} |`);
    out.push('', '| Rule | Errors | Warnings | Notices |', '| --- | ---: | ---: | ---: |');
    for (const [kind, c] of [...byRule].sort((a, b) => (a[0] < b[0] ? -1 : 1))) out.push(`| \`${kind}\` | ${c.error} | ${c.warn} | ${c.info} |`);
    out.push('', '</details>', '');
  }
  const byFile = suppressedByFile(result);
  out.push(
    [
      `Files checked: ${result.filesChecked}`,
      `suppressed: ${result.suppressed.length}${byFile ? ` (${byFile} by the suppressions file)` : ''}`,
      `ruleset fingerprint: \`${result.ruleset.fingerprint}\` (changes when the rules, levels or options change)`,
      `${result.tool.name} ${result.tool.version}`,
    ].join(' · '),
  );
  return out;
}

/**
 * The summary: the heading with the counts, the findings a pull request suppresses itself, the findings grouped
 * by file (cut to the limit with a note), what was fixable, the scope and notes, then the tables and facts.
 */
export function toSummary(result: LintResult, opts: SummaryOptions = {}): string {
  const max = opts.maxLength ?? SUMMARY_LIMIT;
  const ds = opts.diagnostics ?? result.diagnostics;
  const own = opts.bySelf?.introduced ?? [];
  const head = [`## ${opts.title ?? 'agentlint'}: ${countsText(countByLevel(ds))}`, ''];
  if (ds.length === 0 && own.length > 0) head.push('No findings, but this pull request suppresses some of its own (below).', '');
  head.push(...selfSuppressedSection(own, opts), ...securitySuppressedSection(result, opts));
  const fixable = ds.filter((d) => d.suggestion?.applicability === 'MachineApplicable').length;
  const after = [
    ...(fixable ? [`${FIXABLE} ${plural(fixable, 'finding')} with a certain fix: \`npx agentlint --fix\` applies ${fixable === 1 ? 'it' : 'them'} locally${opts.linkBase ? ', or commit the suggestions on the pull request' : ''}.`, ''] : []),
    ...factLines(result, ds, opts),
    ...tailLines(result, ds),
  ].join('\n') + '\n';
  const top = head.join('\n') + '\n';
  if (ds.length === 0) return fit(top + after, max);
  const rows = findingRows(ds, opts);
  const note = (n: number) => `\n_…and ${plural(n, 'more finding')} not listed: the summary is limited to ${max} characters. The SARIF file has all of them._\n`;
  // Rows while they fit, with room for the truncation note and what follows the list.
  const reserve = note(ds.length).length + after.length;
  let body = '### Findings\n';
  let listed = 0;
  for (const row of rows) {
    if (top.length + body.length + row.length + 1 + reserve > max) break;
    body += `${row}\n`;
    listed++;
  }
  const cut = ds.length - listed;
  return fit(`${top}${listed ? body : ''}${cut > 0 ? note(cut) : ''}\n${after}`, max);
}

/** Rows of the findings a pull request suppresses itself, listed whole before anything else (capped, counted). */
const SELF_SUPPRESSED_LISTED = 50;

function selfSuppressedSection(own: readonly IntroducedSuppression[], opts: SummaryOptions): string[] {
  const out: string[] = [];
  if (opts.bySelf?.notCompared) out.push(`Suppressions not compared with the base commit: ${mdMessage(opts.bySelf.notCompared)}.`, '');
  if (own.length === 0) return out;
  out.push(
    `### Suppressed by this pull request (${own.length})`,
    '',
    `This pull request adds the suppression of ${own.length === 1 ? 'this finding' : 'these findings'}: the base commit would report ${own.length === 1 ? 'it' : 'them'}. Review the suppression as you would the finding.`,
    '',
    '| | Location | Rule | Suppressed by | Message | Reason given |',
    '| --- | --- | --- | --- | --- | --- |',
  );
  for (const { finding: d, by } of own.slice(0, SELF_SUPPRESSED_LISTED)) {
    const { start } = d.span.range;
    out.push(`| ${LEVEL_ICON[d.level]} | ${mdCode(`${joinPath(opts.pathPrefix, d.span.path)}:${start.line}:${start.column}`, TABLE)} | [\`${d.kind}\`](${d.docs}) | ${mdCode(joinPath(opts.pathPrefix, by), TABLE)} | ${mdMessage(readerMessage(d), TABLE)} | ${d.reason ? mdMessage(d.reason, TABLE) : ''} |`);
  }
  if (own.length > SELF_SUPPRESSED_LISTED) out.push('', `…and ${own.length - SELF_SUPPRESSED_LISTED} more.`);
  out.push('');
  return out;
}

/** Every suppressed security finding with the reason written for it: what a reviewer must be able to read. */
function securitySuppressedSection(result: LintResult, opts: SummaryOptions): string[] {
  const security = result.suppressed.filter((d) => d.category === 'security');
  if (security.length === 0) return [];
  const out = [`### Security findings suppressed (${security.length})`, '', '| Location | Rule | Reason |', '| --- | --- | --- |'];
  for (const d of security.slice(0, SELF_SUPPRESSED_LISTED)) {
    const { start } = d.span.range;
    out.push(`| ${mdCode(`${joinPath(opts.pathPrefix, d.span.path)}:${start.line}:${start.column}`, TABLE)} | [\`${d.kind}\`](${d.docs}) | ${d.reason ? mdMessage(d.reason, TABLE) : '(none)'} |`);
  }
  if (security.length > SELF_SUPPRESSED_LISTED) out.push('', `…and ${security.length - SELF_SUPPRESSED_LISTED} more.`);
  out.push('');
  return out;
}

/** Last resort: hard-cut text that is still over the limit (only when the head alone is too long). */
function fit(s: string, max: number): string {
  if (s.length <= max) return s;
  const tail = '\n\n_(summary truncated)_\n';
  return s.slice(0, Math.max(0, max - tail.length)) + tail;
}

/**
 * The Markdown summary for the job summary and the check run's
 * `output.summary`: counts by level and by rule, the ruleset fingerprint,
 * the findings, truncated to fit GitHub's 65,535-character limit.
 */
import { countByLevel, type Diagnostic, type Level } from '../diagnostics/diagnostic.js';
import type { LintResult } from '../engine/run.js';
import { SUPPRESSIONS_SOURCE } from '../engine/suppressions/file.js';
import type { IntroducedSuppression } from '../engine/suppressions/introduced.js';
import { mdCode, mdMessage } from './escape.js';
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

export function toSummary(result: LintResult, opts: SummaryOptions = {}): string {
  const max = opts.maxLength ?? SUMMARY_LIMIT;
  const ds = opts.diagnostics ?? result.diagnostics;
  const counts = countByLevel(ds);
  const head: string[] = [];
  head.push(`## ${opts.title ?? 'agentlint'}`, '');
  const own = opts.bySelf?.introduced ?? [];
  if (ds.length === 0) head.push(own.length ? 'No findings, but this pull request suppresses some of its own (below).' : 'No findings.', '');
  head.push(...selfSuppressedSection(own, opts));
  head.push('| Level | Count |', '| --- | ---: |');
  for (const l of LEVELS) head.push(`| ${LEVEL_ICON[l]} ${LEVEL_LABEL[l]} | ${counts[l]} |`);
  head.push('');
  const facts = [
    `Files checked: ${result.filesChecked}`,
    `suppressed: ${result.suppressed.length}${suppressedByFile(result) ? ` (${suppressedByFile(result)} by the suppressions file)` : ''}`,
    `ruleset fingerprint: \`${result.ruleset.fingerprint}\``,
    `${result.tool.name} ${result.tool.version}`,
  ];
  head.push(facts.join(' · '));
  if (opts.scopeNote) head.push('', opts.scopeNote);
  const outside = result.diagnostics.length - ds.length;
  if (opts.diagnostics && outside > 0) head.push('', `${outside} more finding${outside === 1 ? '' : 's'} outside this scope (all are in the SARIF file).`);
  if (opts.notShown && omittedText(opts.notShown)) {
    head.push('', `GitHub shows 10 annotations of each level per step: ${omittedText(opts.notShown)} were not shown as annotations and are listed below.`);
  }
  for (const n of opts.notes ?? []) head.push('', n);
  // Files not read (FIFO, binary, too large, a link out of the root) or only partly checked (time budget):
  // without this the Action's report would not say that they were never linted.
  if (result.skipped.length > 0) {
    const shown = result.skipped.slice(0, SKIPPED_LISTED);
    head.push('', `${result.skipped.length} file${result.skipped.length === 1 ? '' : 's'} not fully checked:`, '');
    for (const s of shown) head.push(`- ${mdCode(joinPath(opts.pathPrefix, s.path))}: ${mdMessage(s.reason)}`);
    if (result.skipped.length > shown.length) head.push(`- …and ${result.skipped.length - shown.length} more`);
  }
  head.push('');

  if (ds.length > 0) {
    const byRule = new Map<string, Record<Level, number>>();
    for (const d of ds) {
      const c = byRule.get(d.kind) ?? { error: 0, warn: 0, info: 0 };
      c[d.level]++;
      byRule.set(d.kind, c);
    }
    head.push('### By rule', '', '| Rule | Errors | Warnings | Notices |', '| --- | ---: | ---: | ---: |');
    for (const [kind, c] of [...byRule].sort((a, b) => (a[0] < b[0] ? -1 : 1))) head.push(`| \`${kind}\` | ${c.error} | ${c.warn} | ${c.info} |`);
    head.push('');
  }

  let out = head.join('\n') + '\n';
  if (ds.length === 0) return fit(out, max);

  const rows = ds.map((d) => {
    const { start } = d.span.range;
    return `| ${LEVEL_ICON[d.level]} | ${mdCode(`${joinPath(opts.pathPrefix, d.span.path)}:${start.line}:${start.column}`, TABLE)} | [\`${d.kind}\`](${d.docs}) | ${mdMessage(d.message, TABLE)} |`;
  });
  const tableHead = ['### Findings', '', '| | Location | Rule | Message |', '| --- | --- | --- | --- |'].join('\n') + '\n';
  const note = (n: number) => `\n_…and ${n} more finding${n === 1 ? '' : 's'} not listed: the summary is limited to ${max} characters. The SARIF file has all of them._\n`;
  // Reserve room for the truncation note, then add rows while they fit.
  const reserve = note(ds.length).length;
  let body = tableHead;
  let i = 0;
  for (; i < rows.length; i++) {
    const next = rows[i]! + '\n';
    const remaining = rows.length - i - 1;
    const need = out.length + body.length + next.length + (remaining > 0 ? reserve : 0);
    if (need > max) break;
    body += next;
  }
  if (i === 0) body = '';
  out += body;
  if (i < rows.length) out += note(rows.length - i);
  return fit(out, max);
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
    '| | Location | Rule | Suppressed by | Message |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const { finding: d, by } of own.slice(0, SELF_SUPPRESSED_LISTED)) {
    const { start } = d.span.range;
    out.push(`| ${LEVEL_ICON[d.level]} | ${mdCode(`${joinPath(opts.pathPrefix, d.span.path)}:${start.line}:${start.column}`, TABLE)} | [\`${d.kind}\`](${d.docs}) | ${mdCode(joinPath(opts.pathPrefix, by), TABLE)} | ${mdMessage(d.message, TABLE)} |`);
  }
  if (own.length > SELF_SUPPRESSED_LISTED) out.push('', `…and ${own.length - SELF_SUPPRESSED_LISTED} more.`);
  out.push('');
  return out;
}

/** Last resort: hard-cut text that is still over the limit (only when the head alone is too long). */
function fit(s: string, max: number): string {
  if (s.length <= max) return s;
  const tail = '\n\n_(summary truncated)_\n';
  return s.slice(0, Math.max(0, max - tail.length)) + tail;
}

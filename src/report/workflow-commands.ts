/**
 * GitHub Actions workflow commands (`::error file=…,line=…::message`): the
 * annotations a step can make without any token. GitHub shows at most 10
 * annotations of each level per step, so the most severe come first and the
 * rest are counted (and printed as plain log lines).
 */
import type { Diagnostic, Level } from '../diagnostics/diagnostic.js';
import { escapeData, escapeProperty, logLine, visible, visibleLines } from './escape.js';
import { plainText, readerMessage } from './message.js';

export const COMMAND_OF: Record<Level, 'error' | 'warning' | 'notice'> = { error: 'error', warn: 'warning', info: 'notice' };
const RANK: Record<Level, number> = { error: 0, warn: 1, info: 2 };

export interface WorkflowCommandOptions {
  /** Annotations per level; GitHub shows 10 of each per step. Default 10. */
  maxPerLevel?: number;
  /** Prefix for `file=` so paths are relative to the repository root. */
  pathPrefix?: string;
}

export interface WorkflowCommands {
  /** Command lines, most severe first, then plain lines for what was not annotated. */
  lines: string[];
  /** How many of each level were annotated. */
  shown: Record<Level, number>;
  /** How many of each level were over the limit (printed as plain lines only). */
  omitted: Record<Level, number>;
}


export function joinPath(prefix: string | undefined, path: string): string {
  const p = (prefix ?? '').replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/(?<!\/)\/+$/, '');
  return p ? `${p}/${path}` : path;
}

/**
 * The annotation text, plain (GitHub shows annotations without Markdown: code spans become quotes): the message,
 * its notes, the help, and how to fix it; other controls shown as escapes. The rule is the annotation's title.
 */
export function annotationMessage(d: Diagnostic): string {
  const parts = [readerMessage(d)];
  for (const n of d.notes) parts.push(`note: ${n}`);
  if (d.help) parts.push(`help: ${d.help}`);
  if (d.suggestion) parts.push(`${d.suggestion.applicability === 'MachineApplicable' ? 'certain fix (agentlint --fix)' : 'suggestion (agentlint --fix-unsafe)'}: ${d.suggestion.msg}`);
  return parts.map((p) => visibleLines(plainText(p))).join('\n');
}

export function workflowCommand(d: Diagnostic, pathPrefix?: string): string {
  const { start, end } = d.span.range;
  const props: Array<[string, string | number]> = [
    ['file', visible(joinPath(pathPrefix, d.span.path))],
    ['line', start.line],
    ['endLine', Math.max(start.line, end.line)],
  ];
  // Columns only mean something on a single line.
  if (start.line === end.line) {
    props.push(['col', start.column], ['endColumn', Math.max(start.column, end.column)]);
  }
  props.push(['title', d.kind]);
  const p = props.map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(',');
  return `::${COMMAND_OF[d.level]} ${p}::${escapeData(annotationMessage(d))}`;
}

/** A plain log line for a finding over the annotation limit. */
export function plainLine(d: Diagnostic, pathPrefix?: string): string {
  const { start } = d.span.range;
  return logLine(`${joinPath(pathPrefix, d.span.path)}:${start.line}:${start.column}: ${d.level} [${d.kind}] ${readerMessage(d)}`);
}

export function sortBySeverity(ds: readonly Diagnostic[]): Diagnostic[] {
  // Array.prototype.sort is stable: within a level the engine's order (path, line, column) stays.
  return [...ds].sort((a, b) => RANK[a.level] - RANK[b.level]);
}

export function toWorkflowCommands(diagnostics: readonly Diagnostic[], opts: WorkflowCommandOptions = {}): WorkflowCommands {
  const max = opts.maxPerLevel ?? 10;
  const shown: Record<Level, number> = { error: 0, warn: 0, info: 0 };
  const omitted: Record<Level, number> = { error: 0, warn: 0, info: 0 };
  const lines: string[] = [];
  const rest: Diagnostic[] = [];
  for (const d of sortBySeverity(diagnostics)) {
    if (shown[d.level] < max) {
      shown[d.level]++;
      lines.push(workflowCommand(d, opts.pathPrefix));
    } else {
      omitted[d.level]++;
      rest.push(d);
    }
  }
  if (rest.length > 0) {
    lines.push(`agentlint: ${omittedText(omitted)} not shown as annotations (GitHub shows ${max} of each level per step):`);
    for (const d of rest) lines.push(plainLine(d, opts.pathPrefix));
  }
  return { lines, shown, omitted };
}

const WORDS: Record<Level, [string, string]> = { error: ['error', 'errors'], warn: ['warning', 'warnings'], info: ['notice', 'notices'] };

/** `12 errors, 1 warning` (levels with a zero count left out). */
export function omittedText(c: Record<Level, number>): string {
  return (Object.keys(WORDS) as Level[])
    .filter((l) => c[l] > 0)
    .map((l) => `${c[l]} ${WORDS[l][c[l] === 1 ? 0 : 1]}`)
    .join(', ');
}

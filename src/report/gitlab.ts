/**
 * GitLab's code quality report (`artifacts:reports:codequality`): a JSON array of issues, the
 * subset of the Code Climate format GitLab reads. GitLab requires `description`, `check_name`,
 * `fingerprint`, `severity` and `location.path` with `location.lines.begin` (or
 * `location.positions.begin.line`); it matches an issue of a merge request with the target
 * branch's by `fingerprint`, which is agentlint's line-independent finding fingerprint.
 * Suppressed findings are not issues: they are left out.
 */
import type { Diagnostic, Level } from '../diagnostics/diagnostic.js';
import { TOOL_NAME } from '../engine/version.js';
import { joinPath } from './workflow-commands.js';

export type CodeQualitySeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

/** An error fails the run, so it ranks above warnings in the merge request widget; nothing is `critical` or `blocker`. */
export const CODE_QUALITY_SEVERITY: Record<Level, CodeQualitySeverity> = { error: 'major', warn: 'minor', info: 'info' };

export interface CodeQualityPosition {
  line: number;
  /** 1-based, in UTF-16 code units like every agentlint column; the end is exclusive. */
  column: number;
}

export interface CodeQualityIssue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: CodeQualitySeverity;
  engine_name: string;
  location: {
    path: string;
    lines: { begin: number; end: number };
    positions: { begin: CodeQualityPosition; end: CodeQualityPosition };
  };
}

export interface GitlabOptions {
  /** Prefix for `location.path`, so paths are relative to the repository root (the job's working directory). */
  pathPrefix?: string;
}

export function toCodeQualityIssue(d: Diagnostic, opts: GitlabOptions = {}): CodeQualityIssue {
  const { start, end } = d.span.range;
  return {
    // One line: the widget shows the description as a list item.
    description: d.message.split(/\r?\n/).map((l) => l.trim()).filter(Boolean).join(' '),
    check_name: d.kind,
    fingerprint: d.fingerprint ?? '',
    severity: CODE_QUALITY_SEVERITY[d.level],
    engine_name: TOOL_NAME,
    location: {
      path: joinPath(opts.pathPrefix, d.span.path),
      lines: { begin: start.line, end: Math.max(start.line, end.line) },
      positions: { begin: { line: start.line, column: start.column }, end: { line: end.line, column: end.column } },
    },
  };
}

/** The report: one issue per reported finding. */
export function toGitlab(diagnostics: readonly Diagnostic[], opts: GitlabOptions = {}): CodeQualityIssue[] {
  return diagnostics.map((d) => toCodeQualityIssue(d, opts));
}

/**
 * The `agentlint` check run: created `in_progress`, annotations appended with
 * PATCH in batches of at most 50 (the API's limit per request), then one
 * final PATCH with the conclusion and the summary.
 */
import type { Diagnostic, Level } from '../diagnostics/diagnostic.js';
import { annotationMessage } from '../report/workflow-commands.js';
import { visible } from '../report/escape.js';
import { SUMMARY_LIMIT } from '../report/summary.js';
import type { GitHub } from './api.js';
import { repoPath } from './filter.js';

export const CHECK_NAME = 'agentlint';
/** The Checks API takes at most 50 annotations per request. */
export const ANNOTATION_BATCH = 50;
const MESSAGE_LIMIT = 64 * 1024 - 1;

export type Conclusion = 'success' | 'neutral' | 'failure';
export type FailOn = 'error' | 'warn' | 'never';

export const ANNOTATION_LEVEL: Record<Level, 'failure' | 'warning' | 'notice'> = { error: 'failure', warn: 'warning', info: 'notice' };

export interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  message: string;
  title: string;
  raw_details?: string;
}

export function toAnnotation(d: Diagnostic, pathPrefix = ''): Annotation {
  const { start, end } = d.span.range;
  const a: Annotation = {
    path: repoPath(pathPrefix, d.span.path),
    start_line: start.line,
    end_line: Math.max(start.line, end.line),
    annotation_level: ANNOTATION_LEVEL[d.level],
    message: annotationMessage(d).slice(0, MESSAGE_LIMIT),
    title: d.kind,
  };
  // The API accepts columns only when the annotation is on one line.
  if (start.line === end.line) {
    a.start_column = start.column;
    a.end_column = Math.max(start.column, end.column);
  }
  if (d.related.length > 0) {
    a.raw_details = d.related.map((r) => visible(`${repoPath(pathPrefix, r.span.path)}:${r.span.range.start.line}:${r.span.range.start.column}: ${r.message}`)).join('\n').slice(0, MESSAGE_LIMIT);
  }
  return a;
}

export function batches<T>(items: readonly T[], size = ANNOTATION_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `failure` when the threshold is met, `neutral` for findings below it, `success` for none. */
export function conclusionOf(ds: readonly Diagnostic[], failOn: FailOn): Conclusion {
  if (ds.length === 0) return 'success';
  if (failOn === 'never') return 'neutral';
  const hit = ds.some((d) => d.level === 'error' || (failOn === 'warn' && d.level === 'warn'));
  return hit ? 'failure' : 'neutral';
}

export interface CheckRunInput {
  owner: string;
  repo: string;
  headSha: string;
  diagnostics: readonly Diagnostic[];
  pathPrefix: string;
  conclusion: Conclusion;
  title: string;
  summary: string;
}

export interface CheckRunOutcome {
  id: number;
  url?: string;
  batches: number;
}

/** Create, annotate and complete the check run. Throws the API error on failure (the caller falls back). */
export async function publishCheckRun(gh: GitHub, input: CheckRunInput): Promise<CheckRunOutcome> {
  const { owner, repo } = input;
  const summary = input.summary.length > SUMMARY_LIMIT ? input.summary.slice(0, SUMMARY_LIMIT) : input.summary;
  const created = await gh.request('POST /repos/{owner}/{repo}/check-runs', {
    owner,
    repo,
    name: CHECK_NAME,
    head_sha: input.headSha,
    status: 'in_progress',
    started_at: new Date().toISOString(),
  });
  const id = Number(created.data.id);
  const annotations = input.diagnostics.map((d) => toAnnotation(d, input.pathPrefix));
  const parts = batches(annotations);
  for (const [i, batch] of parts.entries()) {
    await gh.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
      owner,
      repo,
      check_run_id: id,
      output: { title: `${input.title} (annotations ${i + 1}/${parts.length})`, summary: 'agentlint is adding annotations…', annotations: batch },
    });
  }
  await gh.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', {
    owner,
    repo,
    check_run_id: id,
    status: 'completed',
    conclusion: input.conclusion,
    completed_at: new Date().toISOString(),
    output: { title: input.title, summary },
  });
  return { id, url: created.data.html_url ?? undefined, batches: parts.length };
}

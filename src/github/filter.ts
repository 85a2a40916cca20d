/**
 * `filter-mode`: which findings a pull request run annotates, suggests and
 * counts for the exit status. The whole workspace is always linted; this only
 * narrows what is reported on the PR.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { hunkAt, isAdded, type FilePatch } from './diff.js';
import type { ChangedFile } from './files.js';

export type FilterMode = 'added' | 'diff_context' | 'file' | 'nofilter';
export const FILTER_MODES: readonly FilterMode[] = ['added', 'diff_context', 'file', 'nofilter'];

/** The lines a span covers (a range ending at column 1 of a later line does not cover that line). */
export function spanLines(range: Diagnostic['span']['range']): [number, number] {
  const from = range.start.line;
  let to = Math.max(from, range.end.line);
  if (to > from && range.end.column === 1) to--;
  return [from, to];
}

export interface Scope {
  mode: FilterMode;
  /** Changed files by repository-relative path; absent when there is no pull request. */
  files?: Map<string, ChangedFile>;
  /** Repository-relative folder the lint root is in (`working-directory`), '' for the root. */
  pathPrefix: string;
}

export function repoPath(prefix: string, path: string): string {
  const p = prefix.replace(/\\/g, '/').replace(/^\.\/?/, '').replace(/(?<!\/)\/+$/, '');
  return p ? `${p}/${path}` : path;
}

function anyLine(from: number, to: number, test: (line: number) => boolean): boolean {
  for (let l = from; l <= to; l++) if (test(l)) return true;
  return false;
}

/** Is this finding reported under the scope? */
export function inScope(d: Diagnostic, scope: Scope): boolean {
  if (scope.mode === 'nofilter' || !scope.files) return true;
  const file = scope.files.get(repoPath(scope.pathPrefix, d.span.path));
  if (!file || file.status === 'removed') return false;
  if (scope.mode === 'file') return true;
  // No patch (binary, too large): the whole file counts as changed.
  if (!file.patch) return true;
  const patch: FilePatch = file.patch;
  const [from, to] = spanLines(d.span.range);
  if (scope.mode === 'added') return anyLine(from, to, (l) => isAdded(patch, l));
  return anyLine(from, to, (l) => !!hunkAt(patch, l));
}

export function filterDiagnostics(ds: readonly Diagnostic[], scope: Scope): Diagnostic[] {
  return ds.filter((d) => inScope(d, scope));
}

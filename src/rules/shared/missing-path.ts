/** "The file this names does not exist": the one check and wording for rules that look up a path a file names. */
import type { Project } from '../../artifacts/model.js';
import type { Report, RuleContext } from '../../diagnostics/rule.js';

/** What the named path must be: a file, a folder, or either. */
export type Wanted = 'file' | 'dir' | 'any';

/** Why `path` is not what is `wanted` ("does not exist", "is a folder, not a file", "is a file, not a folder"); undefined when it is. */
export function missingPath(project: Pick<Project, 'stat'>, path: string, wanted: Wanted): string | undefined {
  const is = project.stat(path);
  if (is !== null && (wanted === 'any' || is === wanted)) return undefined;
  return is === null ? 'does not exist' : is === 'dir' ? 'is a folder, not a file' : 'is a file, not a folder';
}

/**
 * Reports at `at` (the key or value that names the path) when none of `paths` (where it may resolve, the usual
 * place first) is what is `wanted`; `message` gets `missingPath` of the first. True when it reported.
 */
export function reportMissingPath(
  project: Pick<Project, 'stat'>,
  ctx: Pick<RuleContext, 'report'>,
  paths: string | readonly string[],
  wanted: Wanted,
  at: Omit<Report, 'message'>,
  message: (why: string) => string,
): boolean {
  const all = typeof paths === 'string' ? [paths] : paths;
  if (all.length === 0 || all.some((p) => missingPath(project, p, wanted) === undefined)) return false;
  ctx.report({ ...at, message: message(missingPath(project, all[0]!, wanted)!) });
  return true;
}

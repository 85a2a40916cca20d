/**
 * On a pull request: the findings the pull request suppresses itself (an entry it adds to the suppressions file,
 * an `allow` it adds to the configuration or to a file's `lints:`), found by comparing with the base commit's
 * suppressions. They are listed in the check run and the job summary; `new-suppressions: fail` fails the check.
 */
import { relative } from 'node:path';
import { extractRevision, RevisionError } from '../engine/inventory/base-tree.js';
import type { LintResult } from '../engine/pipeline.js';
import { baseSuppressionsAt } from '../engine/suppressions/base.js';
import { introducedSuppressions, type IntroducedSuppression } from '../engine/suppressions/introduced.js';
import { ensureCommit } from './base-commit.js';
import type { RunContext } from './context.js';

export type NewSuppressionsMode = 'report' | 'fail';
export const NEW_SUPPRESSIONS_MODES: readonly NewSuppressionsMode[] = ['report', 'fail'];

export interface NewSuppressions {
  introduced: IntroducedSuppression[];
  /** Why the comparison could not be made (then `introduced` is empty). */
  notCompared?: string;
}

export interface NewSuppressionsInput {
  root: string;
  configPath?: string;
  result: LintResult;
  ctx?: RunContext;
  info(m: string): void;
}

/** Undefined off a pull request; otherwise the suppressions the pull request introduces (or why they are unknown). */
export function newSuppressions(input: NewSuppressionsInput): NewSuppressions | undefined {
  const { ctx, result, root } = input;
  if (ctx?.pullNumber === undefined) return undefined;
  // The workflow's own `lints` input is not the pull request's doing.
  if (!result.suppressed.some((d) => d.source !== 'call-site')) return { introduced: [] };
  if (!ctx.baseSha) return { introduced: [], notCompared: 'no base commit in the event payload' };
  const missing = ensureCommit(root, ctx.baseSha, input.info);
  if (missing) return { introduced: [], notCompared: missing };
  let tree;
  try {
    tree = extractRevision(root, ctx.baseSha);
  } catch (err) {
    return { introduced: [], notCompared: err instanceof RevisionError ? err.message : (err as Error).message };
  }
  try {
    const configRel = input.configPath ? relative(root, input.configPath) : undefined;
    const inTree = configRel && !configRel.startsWith('..') ? configRel.split('\\').join('/') : undefined;
    return { introduced: introducedSuppressions(result.suppressed, baseSuppressionsAt(tree.root, inTree), inTree) };
  } finally {
    tree.dispose();
  }
}

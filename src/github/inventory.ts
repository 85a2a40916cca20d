/**
 * The Action's inventory step on a pull request: compare what each harness
 * loads at the pull request's base commit with the workspace, write the
 * difference to the job summary and (input `inventory: comment`, the default)
 * to one pull-request comment. A checkout without the base commit (a shallow
 * clone) first fetches it; when that fails the step says so and the rest of the
 * run goes on.
 */
import type { Harness } from '../artifacts/harness.js';
import type { Rule } from '../diagnostics/rule.js';
import { RevisionError } from '../engine/inventory/base-tree.js';
import { compareWithRevision } from '../engine/inventory/compare.js';
import type { InventoryDiff } from '../engine/inventory/diff.js';
import { formatDiffMarkdown } from '../report/inventory-markdown.js';
import { describeError, isPermissionError, type GitHub } from './api.js';
import { ensureCommit } from './base-commit.js';
import type { RunContext } from './context.js';
import { inventoryCommentBody, publishInventoryComment } from './inventory-comment.js';
import { formatLetsRun, letsRunLines } from '../report/lets-run.js';

/**
 * `auto` posts the comment only when the pull request changes what a harness does for the worse (something stops
 * loading, a value is not in effect) or lets something new run; a comment already there is kept up to date.
 * `comment` posts it for any change; `summary` writes the job summary only.
 */
export type InventoryMode = 'auto' | 'comment' | 'summary' | 'off';
export const INVENTORY_MODES: readonly InventoryMode[] = ['auto', 'comment', 'summary', 'off'];

/** Past this, the summary's copy is cut too (a step summary holds at most 1 MiB). */
const SUMMARY_MAX = 500_000;

/**
 * Whether a pull request's difference is worth a new comment: any change with `comment`; with `auto`, only what a
 * reviewer must see (something stops loading, a value is not in effect, something new runs).
 */
export function commentWorthy(mode: InventoryMode, diff: InventoryDiff, letsRun: string): boolean {
  if (mode === 'comment') return diff.harnesses.length > 0 || letsRun !== '';
  return letsRun !== '' || diff.harnesses.some((h) => h.changes.some((c) => c.problem));
}

export interface InventoryStepInput {
  mode: InventoryMode;
  root: string;
  configPath?: string;
  harnesses?: Harness[];
  rules: readonly Rule[];
  ctx: RunContext;
  gh?: GitHub;
  env: NodeJS.ProcessEnv;
  log: { info(m: string): void; warning(m: string): void };
}

export interface InventoryStepResult {
  /** Markdown for the job summary. */
  summary: string;
  /** What happened to the comment, for the log and the `inventory-comment` output. */
  comment: 'created' | 'updated' | 'unchanged' | 'none' | 'not-posted' | 'off';
}

export async function inventoryStep(input: InventoryStepInput): Promise<InventoryStepResult | undefined> {
  const { ctx, mode } = input;
  if (mode === 'off' || ctx.pullNumber === undefined) return undefined;
  const heading = '### agentlint: what this change does to what each harness loads';
  const base = ctx.baseSha;
  if (!base) return { summary: `${heading}\n\nNo base commit in the event payload: nothing to compare with.\n`, comment: 'not-posted' };
  const missing = ensureCommit(input.root, base, input.log.info);
  if (missing) {
    const msg = `${missing} so that the inventory can be compared`;
    input.log.warning(`agentlint: no inventory difference: ${msg}`);
    return { summary: `${heading}\n\nNot compared: ${msg}.\n`, comment: 'not-posted' };
  }
  let cmp;
  try {
    cmp = await compareWithRevision({ root: input.root, configPath: input.configPath, harnesses: input.harnesses }, base, input.rules);
  } catch (err) {
    const msg = err instanceof RevisionError ? err.message : `${(err as Error).message}`;
    input.log.warning(`agentlint: no inventory difference: ${msg}`);
    return { summary: `${heading}\n\nNot compared: ${msg}.\n`, comment: 'not-posted' };
  }
  const baseLabel = `the base branch (\`${base.slice(0, 7)}\`)`;
  const letsRun = formatLetsRun(letsRunLines(cmp.diff, cmp.result.diagnostics, cmp.baseResult.diagnostics));
  const worthComment = commentWorthy(mode, cmp.diff, letsRun);
  let summary = `${letsRun ? `${letsRun}\n` : ''}${formatDiffMarkdown(cmp.diff, { baseLabel, maxLength: SUMMARY_MAX, cutNote: 'Run `agentlint inventory --diff <base>` locally for the rest.' })}`;
  if (mode === 'summary') return { summary, comment: 'off' };
  if (!input.gh) return { summary: `${summary}\nNo pull-request comment: no token.\n`, comment: 'not-posted' };
  const runUrl = input.env.GITHUB_RUN_ID && input.env.GITHUB_SERVER_URL ? `${input.env.GITHUB_SERVER_URL.replace(/\/$/, '')}/${ctx.owner}/${ctx.repo}/actions/runs/${input.env.GITHUB_RUN_ID}` : undefined;
  const body = inventoryCommentBody(cmp.diff, { baseLabel, summaryUrl: runUrl, letsRun });
  try {
    const out = await publishInventoryComment(input.gh, { owner: ctx.owner, repo: ctx.repo, pullNumber: ctx.pullNumber, body, changed: worthComment });
    input.log.info(`agentlint: inventory comment ${out.action}${out.id ? ` (${out.id})` : ''}${out.deleted ? `, ${out.deleted} duplicate(s) deleted` : ''}`);
    return { summary, comment: out.action };
  } catch (err) {
    const why = isPermissionError(err) ? 'the token cannot comment on the pull request (a fork pull request, or `pull-requests: write` missing)' : 'the comment could not be posted';
    input.log.warning(`agentlint: no inventory comment: ${why}: ${describeError(err)}; the difference is in the job summary`);
    summary += `\nNo pull-request comment: ${why} (${describeError(err)}).\n`;
    return { summary, comment: 'not-posted' };
  }
}

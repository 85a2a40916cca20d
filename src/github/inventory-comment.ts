/**
 * The inventory comment: ONE pull-request comment (an issue comment) that says
 * what the pull request changes in what each harness loads. It is found again
 * by a hidden marker and edited in place on every push; extra copies (a race
 * between two runs) are deleted; when a later push reverts the effect it is
 * reduced to "no change". A pull request whose change never had an effect gets
 * no comment at all.
 */
import type { InventoryDiff } from '../engine/inventory/diff.js';
import { COMMENT_LIMIT, formatDiffMarkdown } from '../report/inventory-markdown.js';
import type { GitHub } from './api.js';
import { statusOf } from './api.js';

export const INVENTORY_MARKER = '<!-- agentlint:inventory -->';

export interface IssueComment {
  id: number;
  body?: string;
  user?: { type?: string } | null;
}

/**
 * The comment's text: "What this pull request lets run" (`letsRun`, src/report/lets-run.ts) first when there is
 * one, then the difference, cut to GitHub's limit with a pointer to the job summary.
 */
export function inventoryCommentBody(diff: InventoryDiff, o: { baseLabel?: string; summaryUrl?: string; letsRun?: string } = {}): string {
  const where = o.summaryUrl ? `the [job summary](${o.summaryUrl})` : 'the job summary of this run';
  const section = o.letsRun ?? '';
  const text = formatDiffMarkdown(diff, {
    header: INVENTORY_MARKER,
    maxLength: COMMENT_LIMIT - section.length,
    cutNote: `The whole list is in ${where}.`,
    baseLabel: o.baseLabel,
  });
  return section ? `${INVENTORY_MARKER}\n${section}\n${text.slice(INVENTORY_MARKER.length + 1)}` : text;
}

export type CommentAction = 'created' | 'updated' | 'unchanged' | 'none';

export interface CommentPlan {
  action: CommentAction;
  /** The comment to update. */
  id?: number;
  /** Copies to delete (only one comment is ever kept). */
  deleteIds: number[];
}

/** What to do (pure): `changed` says whether the difference has any entry. */
export function planInventoryComment(existing: readonly IssueComment[], body: string, changed: boolean): CommentPlan {
  // Ours: comments by a bot (the Action's token acts as one) that carry the marker.
  const ours = existing.filter((c) => (c.user?.type ?? 'Bot') === 'Bot' && (c.body ?? '').includes(INVENTORY_MARKER));
  const [first, ...rest] = ours;
  const deleteIds = rest.map((c) => c.id);
  if (!first) return { action: changed ? 'created' : 'none', deleteIds };
  return { action: first.body === body ? 'unchanged' : 'updated', id: first.id, deleteIds };
}

async function listComments(gh: GitHub, owner: string, repo: string, issue: number): Promise<IssueComment[]> {
  const out: IssueComment[] = [];
  for (let page = 1; page <= 100; page++) {
    const { data } = await gh.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: issue, per_page: 100, page });
    const items = data as IssueComment[];
    out.push(...items);
    if (items.length < 100) break;
  }
  return out;
}

export interface CommentInput {
  owner: string;
  repo: string;
  pullNumber: number;
  body: string;
  /** The difference has at least one entry. */
  changed: boolean;
}

/** Create, update or leave the comment. Throws the API error when the token cannot (the caller falls back to the summary). */
export async function publishInventoryComment(gh: GitHub, input: CommentInput): Promise<{ action: CommentAction; id?: number; deleted: number }> {
  const { owner, repo, pullNumber } = input;
  const existing = await listComments(gh, owner, repo, pullNumber);
  const plan = planInventoryComment(existing, input.body, input.changed);
  let id = plan.id;
  if (plan.action === 'created') {
    const res = await gh.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: pullNumber, body: input.body });
    id = Number(res.data.id);
  } else if (plan.action === 'updated') {
    await gh.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: plan.id!, body: input.body });
  }
  let deleted = 0;
  for (const d of plan.deleteIds) {
    try {
      await gh.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: d });
      deleted++;
    } catch (err) {
      if (statusOf(err) !== 404) throw err; // already gone
    }
  }
  return { action: plan.action, id, deleted };
}

/**
 * Posting suggestions: one review (`event: COMMENT`, `commit_id` = head) with
 * at most 50 comments, the rest listed in its body; findings that already
 * have a comment are skipped (hidden fingerprint markers), and this bot's
 * outdated comments that nobody answered are deleted. Re-running on the same
 * commit posts nothing.
 */
import { mdCode, mdMessage } from '../report/escape.js';
import { readerMessage } from '../report/message.js';
import type { GitHub } from './api.js';
import { statusOf } from './api.js';
import { listedMarker, listedMarkersIn, markersIn, type SuggestionComment } from './suggestions.js';

/**
 * Comments per review that we post; the rest are listed in the review body (and keep their annotation). A review
 * of dozens of comments buries the pull request: past ten, one list reads better.
 */
export const COMMENTS_PER_REVIEW = 10;
/** Keep the review body under GitHub's 65,536-character limit for bodies. */
export const BODY_LIMIT = 60000;

export interface ExistingComment {
  id: number;
  body: string;
  /** null when GitHub marks the comment outdated. */
  line?: number | null;
  position?: number | null;
  in_reply_to_id?: number;
  path: string;
  user?: { type?: string } | null;
}

export interface ExistingReview {
  id: number;
  body: string;
  commit_id: string | null;
}

export interface ReviewPlan {
  post: SuggestionComment[];
  listed: SuggestionComment[];
  /** Findings that already have a comment (or a listing on this commit). */
  alreadyCommented: SuggestionComment[];
  /** Our outdated comments nobody replied to. */
  deleteIds: number[];
  /** Fingerprints of the findings that have a comment on the pull request (not only a line in a review's body). */
  withComment: Set<string>;
}

export function isOutdated(c: ExistingComment): boolean {
  return c.line === null || (c.line === undefined && c.position === null);
}

/** Decide what to post and what to delete (pure). */
export function planReview(comments: readonly SuggestionComment[], existing: readonly ExistingComment[], reviews: readonly ExistingReview[], headSha: string): ReviewPlan {
  // Ours: top-level comments by a bot (the Action's token acts as one) that carry our marker.
  const ours = existing.filter((c) => !c.in_reply_to_id && (c.user?.type ?? 'Bot') === 'Bot' && markersIn(c.body).length > 0);
  const replied = new Set(existing.map((c) => c.in_reply_to_id).filter((x): x is number => typeof x === 'number'));
  const deleteIds: number[] = [];
  const have = new Set<string>();
  for (const c of ours) {
    if (isOutdated(c) && !replied.has(c.id)) deleteIds.push(c.id);
    else for (const fp of markersIn(c.body)) have.add(fp);
  }
  const withComment = new Set(have);
  for (const r of reviews) if (r.commit_id === headSha) for (const fp of listedMarkersIn(r.body)) have.add(fp);
  const fresh: SuggestionComment[] = [];
  const alreadyCommented: SuggestionComment[] = [];
  for (const c of comments) (c.fingerprints.every((fp) => have.has(fp)) ? alreadyCommented : fresh).push(c);
  const post = fresh.slice(0, COMMENTS_PER_REVIEW);
  for (const c of post) for (const fp of c.fingerprints) withComment.add(fp);
  return { post, listed: fresh.slice(COMMENTS_PER_REVIEW), alreadyCommented, deleteIds, withComment };
}

export function reviewBody(plan: ReviewPlan): string {
  const n = plan.post.length + plan.listed.length;
  const lines = [`**agentlint** has ${n} certain fix${n === 1 ? '' : 'es'} for this pull request: commit a suggestion to apply it, or run \`npx agentlint --fix\` locally.`];
  if (plan.listed.length > 0) {
    lines.push('', `${plan.listed.length} more ${plan.listed.length === 1 ? 'is' : 'are'} not posted as comments (at most ${COMMENTS_PER_REVIEW} per review); run \`agentlint --fix\` locally to apply them:`, '');
    let size = lines.join('\n').length + 40;
    const items = plan.listed.flatMap((c) =>
      c.findings.map((d) => ({
        text: `- ${mdCode(`${c.path}:${c.startLine === c.line ? c.line : `${c.startLine}-${c.line}`}`)} [\`${d.kind}\`](${d.docs}): ${mdMessage(readerMessage(d))} `,
        marker: listedMarker(d.fingerprint!),
      })),
    );
    // Room is kept for every marker first (a re-run must know them all); descriptions fill the rest.
    let reserved = items.reduce((n, it) => n + it.marker.length + 1, 0);
    const bare: string[] = [];
    let dropped = 0;
    for (const it of items) {
      reserved -= it.marker.length + 1;
      if (size + it.text.length + it.marker.length + 1 + reserved <= BODY_LIMIT) {
        lines.push(it.text + it.marker);
        size += it.text.length + it.marker.length + 1;
      } else if (size + it.marker.length + 1 <= BODY_LIMIT) {
        bare.push(it.marker);
        size += it.marker.length + 1;
      } else dropped++;
    }
    if (bare.length + dropped > 0) lines.push('', `…and ${bare.length + dropped} more.`, ...bare);
  }
  return lines.join('\n');
}

export function reviewComment(c: SuggestionComment): { path: string; body: string; line: number; side: 'RIGHT'; start_line?: number; start_side?: 'RIGHT' } {
  const out: { path: string; body: string; line: number; side: 'RIGHT'; start_line?: number; start_side?: 'RIGHT' } = { path: c.path, body: c.body, line: c.line, side: 'RIGHT' };
  if (c.startLine < c.line) {
    out.start_line = c.startLine;
    out.start_side = 'RIGHT';
  }
  return out;
}

async function listAll<T>(fetchPage: (page: number) => Promise<{ data: unknown }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 100; page++) {
    const { data } = await fetchPage(page);
    const items = data as T[];
    out.push(...items);
    if (items.length < 100) break;
  }
  return out;
}

export interface ReviewInput {
  owner: string;
  repo: string;
  pullNumber: number;
  headSha: string;
  comments: readonly SuggestionComment[];
}

export interface ReviewOutcome {
  /** Fingerprints of the findings that have a suggestion comment on the pull request (posted now or before). */
  commented: string[];
  reviewId?: number;
  posted: number;
  listed: number;
  alreadyCommented: number;
  deleted: number;
}

/** Post the suggestions. Throws the API error when the token cannot (the caller reports and goes on). */
export async function publishReview(gh: GitHub, input: ReviewInput): Promise<ReviewOutcome> {
  const { owner, repo, pullNumber } = input;
  const existing = await listAll<ExistingComment>((page) =>
    gh.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { owner, repo, pull_number: pullNumber, per_page: 100, page }),
  );
  const reviews = await listAll<ExistingReview>((page) =>
    gh.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner, repo, pull_number: pullNumber, per_page: 100, page }),
  );
  const plan = planReview(input.comments, existing, reviews, input.headSha);
  let reviewId: number | undefined;
  if (plan.post.length + plan.listed.length > 0) {
    const res = await gh.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
      owner,
      repo,
      pull_number: pullNumber,
      commit_id: input.headSha,
      event: 'COMMENT',
      body: reviewBody(plan),
      comments: plan.post.map(reviewComment),
    });
    reviewId = Number(res.data.id);
  }
  let deleted = 0;
  for (const id of plan.deleteIds) {
    try {
      await gh.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}', { owner, repo, comment_id: id });
      deleted++;
    } catch (err) {
      if (statusOf(err) !== 404) throw err; // already gone
    }
  }
  // A comment posted now exists only when the review was created (a failure throws before this).
  const commented = [...plan.withComment];
  return { commented, reviewId, posted: plan.post.length, listed: plan.listed.length, alreadyCommented: plan.alreadyCommented.length, deleted };
}

import { describe, expect, it } from '@jest/globals';
import { BODY_LIMIT, COMMENTS_PER_REVIEW, planReview, reviewBody, reviewComment, type ExistingComment, type ExistingReview } from '../../src/github/review.js';
import { listedMarkersIn, marker, type SuggestionComment } from '../../src/github/suggestions.js';
import { diag } from './util.js';

const HEAD = 'a'.repeat(40);
const TEXT = 'model: sonet\n';

function suggestion(fp: string, line = 1, startLine = line): SuggestionComment {
  const d = diag({ path: 'a.md', text: TEXT, needle: 'sonet', fingerprint: fp });
  return { path: 'a.md', startLine, line, oldText: 'model: sonet', newText: 'model: sonnet', findings: [d], fingerprints: [fp], body: `fix\n\n${marker(fp)}` };
}

const comment = (id: number, fp: string, over: Partial<ExistingComment> = {}): ExistingComment => ({ id, body: `x ${marker(fp)}`, line: 3, position: 3, path: 'a.md', ...over });

describe('planReview', () => {
  it('skips findings that already have a comment, posting only new ones', () => {
    const plan = planReview([suggestion('f1'), suggestion('f2')], [comment(1, 'f1')], [], HEAD);
    expect(plan.post.map((c) => c.fingerprints)).toEqual([['f2']]);
    expect(plan.alreadyCommented).toHaveLength(1);
    expect(plan.deleteIds).toEqual([]);
  });

  it("deletes this bot's outdated comments nobody replied to, and re-posts a finding whose comment went stale", () => {
    const existing = [
      comment(1, 'dead01', { line: null, position: null }),
      comment(2, 'bead02', { line: null, position: null }),
      comment(3, 'cafe03', { line: null, position: null }),
      { id: 4, body: 'I disagree', line: null, path: 'a.md', in_reply_to_id: 3 },
      { id: 5, body: 'a human comment, no marker', line: null, path: 'a.md' },
    ];
    const plan = planReview([suggestion('bead02'), suggestion('cafe03')], existing, [], HEAD);
    expect(plan.deleteIds).toEqual([1, 2]);
    expect(plan.post.map((c) => c.fingerprints[0])).toEqual(['bead02']);
    expect(plan.alreadyCommented.map((c) => c.fingerprints[0])).toEqual(['cafe03']);
  });

  it('ignores replies that quote a marker', () => {
    const plan = planReview([suggestion('f1')], [{ id: 9, body: `> ${marker('f1')}`, line: 1, path: 'a.md', in_reply_to_id: 8 }], [], HEAD);
    expect(plan.post).toHaveLength(1);
  });

  it(`posts at most ${COMMENTS_PER_REVIEW} comments and lists the rest in the body`, () => {
    const many = Array.from({ length: 13 }, (_, i) => suggestion(`f${i}`, i + 1));
    const plan = planReview(many, [], [], HEAD);
    expect(plan.post).toHaveLength(10);
    expect(plan.listed).toHaveLength(3);
    const body = reviewBody(plan);
    expect(body).toContain('13 certain fixes');
    expect(listedMarkersIn(body)).toEqual(['f10', 'f11', 'f12']);
    expect(body).toContain('`a.md:11`');
  });

  it('keeps the review body under the limit, still carrying every marker it can', () => {
    const many = Array.from({ length: 1000 + COMMENTS_PER_REVIEW }, (_, i) => {
      const c = suggestion(`f${i.toString(16)}`, i + 1);
      c.findings[0]!.message = 'm'.repeat(200);
      return c;
    });
    const plan = planReview(many, [], [], HEAD);
    const body = reviewBody(plan);
    expect(body.length).toBeLessThanOrEqual(BODY_LIMIT);
    expect(listedMarkersIn(body)).toHaveLength(1000);
    expect(body).toMatch(/…and \d+ more\./);
  });

  it('only counts bot comments as ours', () => {
    const human = { ...comment(1, 'f1', { line: null, position: null }), user: { type: 'User' } };
    const plan = planReview([suggestion('f1')], [human], [], HEAD);
    expect(plan.deleteIds).toEqual([]);
    expect(plan.post).toHaveLength(1);
  });

  it('treats findings listed in a review body on the same commit as already there, but not on an older commit', () => {
    const reviews: ExistingReview[] = [{ id: 1, body: '<!-- agentlint:listed:f7 -->', commit_id: HEAD }];
    expect(planReview([suggestion('f7')], [], reviews, HEAD).post).toHaveLength(0);
    expect(planReview([suggestion('f7')], [], reviews, 'b'.repeat(40)).post).toHaveLength(1);
  });
});

describe('reviewComment', () => {
  it('anchors with line and side RIGHT, never position; start_line only for several lines', () => {
    expect(reviewComment(suggestion('f', 4))).toEqual({ path: 'a.md', body: expect.any(String), line: 4, side: 'RIGHT' });
    expect(reviewComment(suggestion('f', 6, 4))).toEqual({ path: 'a.md', body: expect.any(String), line: 6, side: 'RIGHT', start_line: 4, start_side: 'RIGHT' });
    expect(reviewComment(suggestion('f', 4))).not.toHaveProperty('position');
  });
});

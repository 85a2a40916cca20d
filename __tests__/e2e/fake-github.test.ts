/** The fake GitHub itself: it must reject what GitHub rejects, or the end-to-end test proves little. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient, statusOf } from '../../src/github/api.js';
import { FakeGitHub, loadOperations, validateSchema } from './fake-github.js';

const HEAD = 'c'.repeat(40);
const PATCH = '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+C\n d\n@@ -10,2 +11,2 @@\n j\n-k\n+K';

describe('the fake GitHub', () => {
  const fake = new FakeGitHub({ owner: 'o', repo: 'r', pullNumber: 1, headSha: HEAD, files: [{ filename: 'f.md', status: 'modified', patch: PATCH }], contentAt: () => 'a\nB\nC\nd\n' });
  let gh: ReturnType<typeof createClient>;
  beforeAll(async () => {
    gh = createClient({ token: 't', baseUrl: await fake.start() });
  });
  afterAll(() => fake.stop());

  async function status(p: Promise<unknown>): Promise<number> {
    try {
      await p;
      return 200;
    } catch (e) {
      return statusOf(e) ?? -1;
    }
  }

  it('holds the operations the Action calls, from the official description', () => {
    expect(loadOperations().map((o) => o.operationId).sort()).toEqual([
      'checks/create',
      'checks/update',
      'issues/create-comment',
      'issues/delete-comment',
      'issues/list-comments',
      'issues/update-comment',
      'pulls/create-review',
      'pulls/delete-review-comment',
      'pulls/list-files',
      'pulls/list-review-comments',
      'pulls/list-reviews',
    ]);
  });

  it('rejects bodies the schema rejects: more than 50 annotations, unknown levels, missing conclusion', async () => {
    const create = (output: unknown, extra: Record<string, unknown> = {}) =>
      gh.request('POST /repos/{owner}/{repo}/check-runs', { owner: 'o', repo: 'r', name: 'x', head_sha: HEAD, ...extra, output } as never);
    const ann = { path: 'f.md', start_line: 1, end_line: 1, annotation_level: 'warning', message: 'm' };
    expect(await status(create({ title: 't', summary: 's', annotations: Array(51).fill(ann) }))).toBe(422);
    expect(await status(create({ title: 't', summary: 's', annotations: [{ ...ann, annotation_level: 'error' }] }))).toBe(422);
    expect(await status(create({ title: 't', summary: 's', annotations: Array(50).fill(ann) }))).toBe(200);
    expect(await status(create(undefined, { status: 'completed' }))).toBe(422); // completed needs a conclusion
    const id = fake.checkRuns[0]!.id;
    const update = (body: Record<string, unknown>) => gh.request('PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}', { owner: 'o', repo: 'r', check_run_id: id, ...body } as never);
    expect(await status(update({ status: 'completed' }))).toBe(422); // the schema's anyOf
    expect(await status(update({ status: 'completed', conclusion: 'success' }))).toBe(200);
    expect(fake.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(fake.violations.length).toBe(4);
    fake.violations.length = 0;
  });

  it('answers 422 for review comments outside the diff, as GitHub does, and keeps nothing', async () => {
    const review = (comments: unknown[]) =>
      gh.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner: 'o', repo: 'r', pull_number: 1, commit_id: HEAD, event: 'COMMENT', body: 'b', comments } as never);
    expect(await status(review([{ path: 'f.md', body: 'x', line: 6, side: 'RIGHT' }]))).toBe(422);
    expect(await status(review([{ path: 'f.md', body: 'x', line: 12, start_line: 3, side: 'RIGHT', start_side: 'RIGHT' }]))).toBe(422);
    expect(await status(review([{ path: 'other.md', body: 'x', line: 1, side: 'RIGHT' }]))).toBe(422);
    expect(fake.rejectedReviews).toEqual([
      'Pull request review thread line must be part of the diff',
      'Pull request review thread start line must be part of the same hunk as the line.',
      'Path could not be resolved',
    ]);
    expect(fake.comments).toEqual([]);
    // Inside one hunk: accepted (a context line and added lines).
    expect(await status(review([{ path: 'f.md', body: 'x', line: 3, start_line: 1, side: 'RIGHT', start_side: 'RIGHT' }, { path: 'f.md', body: 'y', line: 12, side: 'RIGHT' }]))).toBe(200);
    expect(fake.comments.map((c) => [c.start_line, c.line])).toEqual([
      [1, 3],
      [null, 12],
    ]);
    // A COMMENT review needs a body.
    expect(await status(gh.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner: 'o', repo: 'r', pull_number: 1, event: 'COMMENT' } as never))).toBe(422);
  });

  it('the validator handles the schema features the subset uses', () => {
    expect(validateSchema({ type: 'object', required: ['a'], properties: { a: { type: 'integer' } } }, { a: 1.5 })).toEqual(['$.a: want integer, got number']);
    expect(validateSchema({ type: 'string', nullable: true }, null)).toEqual([]);
    expect(validateSchema({ anyOf: [{ type: 'string' }, { type: 'integer' }] }, true)).toHaveLength(1);
    expect(validateSchema({ type: 'string', format: 'date-time' }, '2026-12-02T10:00:00.000Z')).toEqual([]);
    expect(validateSchema({ type: 'string', format: 'date-time' }, 'yesterday')).toHaveLength(1);
  });
});

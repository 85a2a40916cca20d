import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createClient, describeError, isPermissionError } from '../../src/github/api.js';
import { listChangedFiles } from '../../src/github/files.js';
import { FakeGitHub, type PullFile } from '../e2e/fake-github.js';

const TOKEN = 'ghs_unitTESTtoken';

function makeFiles(n: number): PullFile[] {
  return Array.from({ length: n }, (_, i) => ({ filename: `agents/a${i}.md`, status: 'added', patch: '@@ -0,0 +1,1 @@\n+x', additions: 1 }));
}

describe('the client against the fake GitHub', () => {
  const fake = new FakeGitHub({ owner: 'o', repo: 'r', pullNumber: 3, headSha: 'h'.repeat(40), files: makeFiles(3050), contentAt: () => undefined });
  let url: string;
  beforeAll(async () => {
    url = await fake.start();
  });
  afterAll(() => fake.stop());

  it('lists changed files 100 a page, serially, up to GitHub’s 3,000', async () => {
    const gh = createClient({ token: TOKEN, baseUrl: url });
    const before = fake.requests.length;
    const r = await listChangedFiles(gh, 'o', 'r', 3);
    expect(r.files.size).toBe(3000);
    expect(r.truncated).toBe(true);
    const reqs = fake.requests.slice(before);
    expect(reqs).toHaveLength(30);
    expect(reqs.map((q) => q.operationId)).toEqual(Array(30).fill('pulls/list-files'));
    expect(fake.violations).toEqual([]);
    expect(r.files.get('agents/a0.md')!.patch!.hunks[0]!.added.has(1)).toBe(true);
  });

  it('stops at the first short page', async () => {
    const small = new FakeGitHub({ owner: 'o', repo: 'r', pullNumber: 3, headSha: 'h'.repeat(40), files: makeFiles(250), contentAt: () => undefined });
    const u = await small.start();
    try {
      const r = await listChangedFiles(createClient({ token: TOKEN, baseUrl: u }), 'o', 'r', 3);
      expect(r.files.size).toBe(250);
      expect(r.truncated).toBe(false);
      expect(small.requests).toHaveLength(3);
    } finally {
      await small.stop();
    }
  });

  it('retries server errors, and does not retry 403', async () => {
    const gh = createClient({ token: TOKEN, baseUrl: url });
    fake.failNext = { status: 502, count: 1 };
    const before = fake.requests.length;
    await gh.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner: 'o', repo: 'r', pull_number: 3 });
    expect(fake.requests.slice(before).map((r) => r.status)).toEqual([502, 200]);

    fake.forbid.checks = true;
    const n = fake.requests.length;
    let err: unknown;
    try {
      await gh.request('POST /repos/{owner}/{repo}/check-runs', { owner: 'o', repo: 'r', name: 'agentlint', head_sha: 'h'.repeat(40) });
    } catch (e) {
      err = e;
    }
    fake.forbid.checks = false;
    expect(fake.requests.length - n).toBe(1);
    expect(isPermissionError(err)).toBe(true);
    expect(describeError(err)).toBe('HTTP 403: Resource not accessible by integration');
    expect(describeError(err)).not.toContain(TOKEN);
  }, 30_000);
});

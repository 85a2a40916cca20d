/**
 * End to end: the BUILT Action (dist/index.js) run as a child process the way
 * the runner runs it, against a fake GitHub on 127.0.0.1 that validates every
 * request against GitHub's OpenAPI description.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commit, DIST, git, OWNER, PR, pullFiles, pullRequestEvent, REPO, repoRoot, runAction as runActionIn, TOKEN, write, type Run, type RunOptions } from './action-harness.js';
import { FakeGitHub } from './fake-github.js';

const agent = (name: string, model: string, tools: string) => `---\nname: ${name}\ndescription: Does ${name} work\nmodel: ${model}\ntools: ${tools}\n---\nYou do ${name} work.\n`;
const writer = (first: string) =>
  ['---', 'name: writer', 'description: >-', `  ${first}`, ...Array.from({ length: 10 }, (_, i) => `  Detail ${i + 1}.`), 'model: sonet', 'tools: Read', '---', 'You write.', ''].join('\n');
/** 26 more agents with two fixable mistakes each: past 50 annotations and 50 comments. */
const GEN = Array.from({ length: 26 }, (_, i) => `.claude/agents/worker-${String(i + 1).padStart(2, '0')}.md`);

let scratch: string;
const runAction = (opts: Omit<RunOptions, 'scratch'>): Promise<Run> => runActionIn({ ...opts, scratch });

/** Apply the suggestion comments of one file (bottom-up) to its text. */
function applySuggestions(text: string, comments: Array<{ body: string; line: number | null; start_line: number | null }>): string {
  const lines = text.split('\n');
  for (const c of [...comments].sort((a, b) => b.line! - a.line!)) {
    const m = /^(`{3,})suggestion\n([\s\S]*?)\n?\1$/m.exec(c.body);
    if (!m) throw new Error(`no suggestion block in ${c.body}`);
    const start = (c.start_line ?? c.line!) - 1;
    lines.splice(start, c.line! - start, ...(m[2] === '' ? [] : m[2]!.split('\n')));
  }
  return lines.join('\n');
}

const fixAll = (s: string) => s.replace(/model: sonet$/m, 'model: sonnet').replace(/\bWrte\b/g, 'Write').replace(/\bRaed\b/g, 'Read');
const markers = (body: string) => [...body.matchAll(/<!-- agentlint:([0-9a-f-]+) -->/g)].map((m) => m[1]!);

// ---------- the scenario ----------

describe('the built Action against a fake GitHub', () => {
  let ws: string;
  let fake: FakeGitHub;
  let baseSha: string;
  let headSha: string;
  let eventPath: string;
  let runs: Run[] = [];

  beforeAll(async () => {
    if (!existsSync(DIST)) execFileSync('npm', ['run', 'package'], { cwd: repoRoot, stdio: 'inherit' });
    scratch = mkdtempSync(join(tmpdir(), 'agentlint-e2e-'));
    ws = join(scratch, 'ws');
    mkdirSync(ws);
    git(ws, 'init', '-q', '-b', 'main');
    write(ws, {
      '.claude/agents/reviewer.md': agent('reviewer', 'opsu', 'Read, Grep'),
      '.claude/agents/planner.md': agent('planner', 'sonnet', 'Read, Grep'),
      '.claude/agents/writer.md': writer('Writes documentation.'),
    });
    baseSha = commit(ws, 'base');
    git(ws, 'checkout', '-q', '-b', 'feature');
    write(ws, {
      '.claude/agents/planner.md': agent('planner', 'sonet', 'Raed, Wrte, Grep'),
      '.claude/agents/writer.md': writer('Writes documentation and guides.'),
      ...Object.fromEntries(GEN.map((p, i) => [p, agent(`worker-${String.fromCharCode(97 + i)}`, 'sonet', 'Read, Wrte')])),
    });
    headSha = commit(ws, 'head');

    fake = new FakeGitHub({
      owner: OWNER,
      repo: REPO,
      pullNumber: PR,
      headSha,
      files: pullFiles(ws, baseSha, headSha),
      contentAt: (sha, path) => {
        try {
          return git(ws, 'show', `${sha}:${path}`);
        } catch {
          return undefined;
        }
      },
    });
    const apiUrl = await fake.start();

    const payload = pullRequestEvent(baseSha, headSha);
    eventPath = join(scratch, 'event.json');
    writeFileSync(eventPath, JSON.stringify(payload));

    const run = (inputs: Record<string, string>) => runAction({ workspace: ws, eventPath, apiUrl, inputs, sha: headSha });
    runs = [];
    // 1: defaults (filter-mode added), model-valid denied through the `lints` input.
    runs.push(await run({ lints: '{agents/model-valid: deny}' }));
    // 2: the same commit again, widened to whole changed files.
    runs.push(await run({ lints: '{agents/model-valid: deny}', 'filter-mode': 'file' }));
  }, 240_000);

  afterAll(async () => {
    await fake?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('makes only valid requests, never leaks the token, and uses the PR head, not GITHUB_SHA', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.rejectedReviews).toEqual([]);
    expect(fake.requests.length).toBeGreaterThan(0);
    for (const r of fake.requests) expect(r.authorization).toMatch(new RegExp(`^(token|bearer) ${TOKEN}$`, 'i'));
    for (const run of runs) {
      expect(run.stdout + run.stderr).not.toContain(TOKEN);
      expect(run.stderr).toBe('');
    }
    for (const c of fake.checkRuns) expect(c.head_sha).toBe(headSha);
    for (const r of fake.reviews) expect(r.commit_id).toBe(headSha);
  });

  it('completes a check run with every in-scope finding annotated once: no annotation where a suggestion comment says it', () => {
    const first = fake.checkRuns[0]!;
    expect(first.name).toBe('agentlint');
    expect(first.status).toBe('completed');
    expect(first.conclusion).toBe('failure');
    // planner: model + 2 tools; 26 workers: model + tools. Nothing from unchanged lines. The 10 suggestion comments
    // (planner's 3 findings in 2, workers 01-04's 8) carry 11 of them: those get no annotation.
    expect(first.annotations).toHaveLength(3 + 2 * GEN.length - 11);
    expect(first.annotations.some((a) => a.path === '.claude/agents/planner.md' || a.path === '.claude/agents/worker-04.md')).toBe(false);
    expect(Math.max(...first.annotationBatches)).toBeLessThanOrEqual(50);
    expect(first.annotationBatches.filter((n) => n > 0)).toEqual([44]);
    const paths = new Set(first.annotations.map((a) => a.path));
    expect(paths.has('.claude/agents/reviewer.md')).toBe(false);
    expect(paths.has('.claude/agents/writer.md')).toBe(false);
    const model = first.annotations.find((a) => a.path === '.claude/agents/worker-05.md' && a.title === 'agents/model-valid')!;
    expect(model).toMatchObject({ start_line: 4, end_line: 4, start_column: 8, end_column: 13, annotation_level: 'failure' });
    // Plain text: GitHub renders no Markdown in an annotation.
    expect(String(model.message)).toMatch(/^model "sonet" is not a known model: .*\ncertain fix \(agentlint --fix\): use "sonnet"$/s);
    const tools = first.annotations.filter((a) => a.title === 'agents/tools-known');
    expect(tools.every((a) => a.annotation_level === 'warning')).toBe(true);
    expect(first.output.summary).toContain('ruleset fingerprint');
    expect(first.output.summary!.length).toBeLessThanOrEqual(65535);
    // Run 2 (filter-mode file) also annotates writer.md's unchanged `model: sonet`.
    const second = fake.checkRuns[1]!;
    expect(second.status).toBe('completed');
    expect(second.annotations).toHaveLength(first.annotations.length + 1);
    expect(second.annotations.some((a) => a.path === '.claude/agents/writer.md' && a.start_line === 15)).toBe(true);
  });

  it('posts one review with suggestions only on diff lines, at most 10 comments, the rest listed', () => {
    expect(fake.reviews).toHaveLength(1);
    const review = fake.reviews[0]!;
    expect(review.state).toBe('COMMENTED');
    const ours = fake.comments.filter((c) => c.pull_request_review_id === review.id);
    // planner: model line + the two tools findings merged into one comment; 2 per worker: 54 comments,
    // 10 posted (planner, worker-01..04) and worker-05..26's 44 listed in the review body.
    expect(ours.length).toBe(10);
    const listed = [...review.body.matchAll(/<!-- agentlint:listed:([0-9a-f-]+) -->/g)].map((m) => m[1]);
    expect(listed).toHaveLength(44);
    expect(review.body).toContain('.claude/agents/worker-26.md:4');
    for (const c of ours) {
      expect(c.side).toBe('RIGHT');
      expect(c.position).not.toBeNull();
      expect(c.path).not.toBe('.claude/agents/writer.md'); // its mistake is outside the diff
    }
    const merged = ours.find((c) => c.path === '.claude/agents/planner.md' && c.line === 5)!;
    expect(markers(merged.body)).toHaveLength(2);
    expect(merged.body).toMatch(/```suggestion\ntools: Read, Write, Grep\n```/);
  });

  it('suggestions apply cleanly to the files', () => {
    const byPath = new Map<string, typeof fake.comments>();
    for (const c of fake.comments) byPath.set(c.path, [...(byPath.get(c.path) ?? []), c]);
    let complete = 0;
    for (const [path, comments] of byPath) {
      const text = readFileSync(join(ws, path), 'utf8');
      const applied = applySuggestions(text, comments);
      const fixedLines = new Set(comments.flatMap((c) => Array.from({ length: c.line! - (c.start_line ?? c.line!) + 1 }, (_, k) => (c.start_line ?? c.line!) + k)));
      // Exactly the commented lines change, each to its fixed form.
      const want = text
        .split('\n')
        .map((l, i) => (fixedLines.has(i + 1) ? fixAll(l) : l))
        .join('\n');
      expect(applied).toBe(want);
      if (applied === fixAll(text)) complete++;
    }
    // planner and worker-01..04: every mistake of the file has its comment.
    expect(complete).toBe(5);
  });

  it('a second run on the same commit posts nothing new', () => {
    const reviewPosts = fake.requests.filter((r) => r.operationId === 'pulls/create-review');
    expect(reviewPosts).toHaveLength(1);
    expect(runs[1]!.stdout).toMatch(/0 suggestion\(s\) posted/);
  });

  it('writes the outputs, the job summary and the SARIF file; the exit status follows the findings', () => {
    const [r1] = runs;
    expect(r1!.code).toBe(1);
    expect(r1!.outputs).toMatchObject({ errors: String(1 + GEN.length), warnings: String(2 + GEN.length), notices: '0', suppressed: '0', conclusion: 'failure' });
    expect(r1!.outputs.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(r1!.outputs['sarif-file']).toBe(join(ws, 'agentlint.sarif'));
    const sarif = JSON.parse(readFileSync(r1!.outputs['sarif-file']!, 'utf8'));
    // SARIF has every finding of the workspace, not only the changed lines.
    const uris = new Set(sarif.runs[0].results.map((r: any) => r.locations[0].physicalLocation.artifactLocation.uri));
    expect(uris.has('.claude/agents/reviewer.md')).toBe(true);
    expect(uris.has('.claude/agents/writer.md')).toBe(true);
    expect(r1!.summary).toContain('## agentlint');
    expect(r1!.summary).toContain('`agents/model-valid`');
  });

  describe('after a fix lands', () => {
    let r3: Run;
    let deletedBefore: number;
    let repliedId: number;
    let unrepliedId: number;
    let listedBefore: string[];

    beforeAll(async () => {
      const planner = fake.comments.filter((c) => c.path === '.claude/agents/planner.md');
      unrepliedId = planner.find((c) => c.line === 4)!.id;
      repliedId = planner.find((c) => c.line === 5)!.id;
      fake.reply(repliedId, 'Thanks, will do.');
      listedBefore = [...fake.reviews[0]!.body.matchAll(/<!-- agentlint:listed:([0-9a-f-]+) -->/g)].map((m) => m[1]!);
      write(ws, { '.claude/agents/planner.md': agent('planner', 'sonnet', 'Read, Write, Grep') });
      const fixSha = commit(ws, 'apply suggestions');
      fake.setHead(fixSha, pullFiles(ws, baseSha, fixSha));
      const payload = JSON.parse(readFileSync(eventPath, 'utf8'));
      payload.pull_request.head.sha = fixSha;
      writeFileSync(eventPath, JSON.stringify(payload));
      deletedBefore = fake.deletedComments.length;
      // agents/model-valid is an error by default (an unknown model makes the Agent call fail): lowered to warn here.
      r3 = await runAction({ workspace: ws, eventPath, apiUrl: fake.url, sha: fixSha, inputs: { lints: '{agents/model-valid: warn}' } });
    }, 120_000);

    it("deletes this bot's outdated comments nobody replied to, keeps answered ones", () => {
      expect(fake.violations).toEqual([]);
      expect(fake.deletedComments.slice(deletedBefore)).toEqual([unrepliedId]);
      expect(fake.comments.some((c) => c.id === repliedId)).toBe(true);
    });

    it('posts only what has no comment yet on the new head', () => {
      expect(fake.reviews).toHaveLength(2);
      const newComments = fake.comments.filter((c) => c.pull_request_review_id === fake.reviews[1]!.id);
      // Ten of those listed before (the cap), none that already had a comment.
      const posted = newComments.flatMap((c) => markers(c.body));
      expect(posted).toHaveLength(10);
      for (const fp of posted) expect(listedBefore).toContain(fp);
      expect(r3.code).toBe(0); // model-valid lowered to warn: only warnings, below fail-on error
      expect(r3.outputs.conclusion).toBe('neutral');
    });
  });

  describe('on push', () => {
    let pushed: Run;
    let before: number;
    let checkRunsBefore: number;

    beforeAll(async () => {
      const pushEvent = join(scratch, 'push.json');
      writeFileSync(pushEvent, JSON.stringify({ ref: 'refs/heads/feature', before: baseSha, after: fake.headSha, repository: { full_name: `${OWNER}/${REPO}` } }));
      before = fake.requests.length;
      checkRunsBefore = fake.checkRuns.length;
      pushed = await runAction({ workspace: ws, eventPath: pushEvent, apiUrl: fake.url, sha: fake.headSha, eventName: 'push', inputs: { 'filter-mode': 'added', lints: '{agents/model-valid: warn}' } });
    }, 120_000);

    it('annotates the whole workspace on the pushed commit, with no pull request calls', () => {
      expect(fake.violations).toEqual([]);
      const run = fake.checkRuns[checkRunsBefore]!;
      expect(run.head_sha).toBe(fake.headSha);
      expect(run.status).toBe('completed');
      const paths = new Set(run.annotations.map((a) => a.path));
      expect(paths.has('.claude/agents/reviewer.md')).toBe(true);
      expect(paths.has('.claude/agents/writer.md')).toBe(true);
      const ops = new Set(fake.requests.slice(before).map((r) => r.operationId));
      expect([...ops].sort()).toEqual(['checks/create', 'checks/update']);
      expect(pushed.outputs.conclusion).toBe('neutral');
      expect(pushed.code).toBe(0);
    });
  });

  describe('when the token cannot write (403)', () => {
    let denied: Run;
    let allowed: Run;
    let checkRunsBefore: number;
    let reviewsBefore: number;

    beforeAll(async () => {
      fake.forbid = { checks: true, reviews: true };
      checkRunsBefore = fake.checkRuns.length;
      reviewsBefore = fake.reviews.length;
      denied = await runAction({ workspace: ws, eventPath, apiUrl: fake.url, sha: fake.headSha, inputs: { lints: '{agents/model-valid: deny}' } });
      allowed = await runAction({ workspace: ws, eventPath, apiUrl: fake.url, sha: fake.headSha, inputs: { lints: '{agents/model-valid: warn}' } });
      fake.forbid = { checks: false, reviews: false };
    }, 120_000);

    it('falls back to workflow commands, at most 10 per level, and says what was not shown', () => {
      expect(fake.checkRuns.length).toBe(checkRunsBefore);
      expect(fake.reviews.length).toBe(reviewsBefore);
      const errors = denied.stdout.split('\n').filter((l) => l.startsWith('::error '));
      const warnings = denied.stdout.split('\n').filter((l) => l.startsWith('::warning file='));
      expect(errors).toHaveLength(10);
      expect(warnings).toHaveLength(10);
      // Workers 01-09 have suggestion comments by now (10 a review, two reviews): their findings stay comments.
      expect(errors[0]).toMatch(/^::error file=\.claude\/agents\/worker-10\.md,line=4,endLine=4,col=8,endColumn=13,title=agents\/model-valid::model "sonet"/);
      expect(denied.summary).toMatch(/7 errors, 7 warnings were not shown as annotations/);
      expect(denied.summary).toContain('No check run');
    });

    it('never fails the job for it: the exit status follows the findings', () => {
      expect(denied.code).toBe(1);
      expect(denied.outputs.conclusion).toBe('failure');
      expect(denied.outputs.errors).toBe(String(GEN.length));
      expect(allowed.code).toBe(0);
      expect(allowed.outputs.conclusion).toBe('neutral');
      expect(allowed.stdout + allowed.stderr + denied.stdout + denied.stderr).not.toContain(TOKEN);
    });
  });
});

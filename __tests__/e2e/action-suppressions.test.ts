/**
 * End to end: the BUILT Action on a repository that adopted agentlint with a suppressions file. A
 * pull request that adds one mistake to a file with recorded ones gets a check run, a review and a
 * SARIF file about the new mistake only; a malformed suppressions file fails the step with its line
 * and column. (AGENTLINT_E2E_DIST runs it on a build outside dist/.)
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli } from '../helpers/cli.js';
import { commit, DIST, git, OWNER, PR, pullFiles, pullRequestEvent, REPO, repoRoot, runAction, write, type Run } from './action-harness.js';
import { FakeGitHub } from './fake-github.js';

const agent = (name: string, model: string, tools: string) => `---\nname: ${name}\ndescription: Does ${name} work\nmodel: ${model}\ntools: ${tools}\n---\nYou do ${name} work.\n`;
const PLANNER = '.claude/agents/planner.md';
const REVIEWER = '.claude/agents/reviewer.md';

describe('the built Action with a suppressions file', () => {
  let scratch: string;
  let ws: string;
  let fake: FakeGitHub;
  let run: Run;
  let malformed: Run;
  let checkRunsBeforeMalformed: number;

  beforeAll(async () => {
    if (!existsSync(DIST)) execFileSync('npm', ['run', 'package'], { cwd: repoRoot, stdio: 'inherit' });
    scratch = mkdtempSync(join(tmpdir(), 'agentlint-e2e-suppress-'));
    ws = join(scratch, 'ws');
    mkdirSync(ws);
    git(ws, 'init', '-q', '-b', 'main');
    // The repository as it was: a fixable warning in the planner, an error in the reviewer, both recorded.
    write(ws, { [PLANNER]: agent('planner', 'sonnet', 'Read, Wrte'), [REVIEWER]: agent('reviewer', 'opsu', 'Read') });
    expect((await cli(['--suppress-all', '.'], ws)).code).toBe(0);
    const baseSha = commit(ws, 'adopt agentlint');
    git(ws, 'checkout', '-q', '-b', 'feature');
    // The pull request: a new mistake on the planner's model line, next to the recorded `Wrte`.
    write(ws, { [PLANNER]: agent('planner', 'sonet', 'Read, Wrte') });
    const headSha = commit(ws, 'new mistake');

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
    const eventPath = join(scratch, 'event.json');
    writeFileSync(eventPath, JSON.stringify(pullRequestEvent(baseSha, headSha)));
    // filter-mode file: the whole planner is in scope, so only the suppressions file keeps `Wrte` out.
    run = await runAction({ scratch, workspace: ws, eventPath, apiUrl, sha: headSha, inputs: { 'filter-mode': 'file' } });

    checkRunsBeforeMalformed = fake.checkRuns.length;
    writeFileSync(join(ws, 'agentlint-suppressions.json'), '{\n  ".claude/agents/planner.md": []\n}\n');
    malformed = await runAction({ scratch, workspace: ws, eventPath, apiUrl, sha: headSha, inputs: { 'filter-mode': 'file', 'sarif-file': '' } });
  }, 240_000);

  afterAll(async () => {
    await fake?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('reports only the new mistake (by its suggestion comment, so with no annotation), and fails on it', () => {
    expect(fake.violations).toEqual([]);
    const check = fake.checkRuns[0]!;
    expect(check.conclusion).toBe('failure');
    expect(check.annotations).toEqual([]);
    expect(check.output.summary).toContain(`#### \`${PLANNER}\``);
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ errors: '1', warnings: '0', suppressed: '2', conclusion: 'failure' });
  });

  it('the review suggests the fix of the new mistake only, never one of a suppressed finding', () => {
    expect(fake.reviews).toHaveLength(1);
    expect(fake.comments.map((c) => `${c.path}:${c.line}`)).toEqual([`${PLANNER}:4`]);
    expect(fake.comments[0]!.body).toMatch(/```suggestion\nmodel: sonnet\n```/);
    expect(fake.comments[0]!.body).not.toContain('Write');
  });

  it('leaves suppressed findings out of the SARIF file, and counts them in the summary', () => {
    const sarif = JSON.parse(readFileSync(run.outputs['sarif-file']!, 'utf8'));
    expect(sarif.runs[0].results.map((r: { ruleId: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => `${r.locations[0]!.physicalLocation.artifactLocation.uri} ${r.ruleId}`)).toEqual([
      `${PLANNER} agents/model-valid`,
    ]);
    expect(run.summary).toContain('suppressed: 2 (2 by the suppressions file)');
  });

  it('a malformed suppressions file fails the step with its line and column, and posts nothing', () => {
    expect(malformed.code).toBe(1);
    expect(malformed.stdout).toContain('::error::agentlint: invalid suppressions file agentlint-suppressions.json:2:32: `.claude/agents/planner.md` must map rule ids to entries');
    expect(fake.checkRuns.length).toBe(checkRunsBeforeMalformed);
  });
});

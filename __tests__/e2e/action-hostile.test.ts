/**
 * End to end, issue 11: the BUILT Action (dist/index.js) on a pull request
 * that adds hostile files ends with its report, never a hang: a FIFO behind a
 * symlink, nesting deep enough to abort the YAML parser, a 300,000-space run,
 * a symlink loop and a directory loop, NUL bytes, a 2 MiB file. One normal
 * agent's planted mistake is still reported at its exact place.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commit, DIST, git, pullFiles, pullRequestEvent, OWNER, PR, REPO, repoRoot, runAction, TOKEN, write, type Run } from './action-harness.js';
import { FakeGitHub } from './fake-github.js';

const A = '.claude/agents';
const agent = (name: string, model: string) => `---\nname: ${name}\ndescription: Does ${name} work\nmodel: ${model}\ntools: Read, Grep\n---\nYou do ${name} work.\n`;
/** Killed past this: the Action on these files takes a few seconds. */
const TIMEOUT_MS = 30_000;

describe('the built Action on a pull request of hostile files', () => {
  let scratch: string;
  let ws: string;
  let fake: FakeGitHub;
  let checked: Run;
  let commands: Run;

  beforeAll(async () => {
    if (!existsSync(DIST)) execFileSync('npm', ['run', 'package'], { cwd: repoRoot, stdio: 'inherit' });
    scratch = mkdtempSync(join(tmpdir(), 'agentlint-e2e-hostile-'));
    ws = join(scratch, 'ws');
    mkdirSync(ws);
    git(ws, 'init', '-q', '-b', 'main');
    write(ws, { [`${A}/planner.md`]: agent('planner', 'sonnet') });
    const baseSha = commit(ws, 'base');
    git(ws, 'checkout', '-q', '-b', 'feature');
    write(ws, {
      [`${A}/planner.md`]: agent('planner', 'sonet'),
      [`${A}/deep.md`]: `---\n${'- '.repeat(1000)}x\n---\n`,
      [`${A}/spaces.md`]: `---\nname: spaces\ndescription: x${' '.repeat(300_000)}y\n---\nYou wait.\n`,
      [`${A}/bin.md`]: Buffer.from('---\nname: bin\0\0\0\ndescription: d\n---\n\0\x01\x02', 'binary'),
      [`${A}/big.md`]: `---\nname: big\ndescription: d\n---\n${'A line of a very large agent body.\n'.repeat(60_000)}`,
    });
    symlinkSync('../pipe', join(ws, A, 'pipe.md')); // the FIFO itself is made after the commit: git cannot hold one
    symlinkSync('loop-b.md', join(ws, A, 'loop-a.md'));
    symlinkSync('loop-a.md', join(ws, A, 'loop-b.md'));
    symlinkSync('.', join(ws, A, 'again'));
    const headSha = commit(ws, 'head: hostile files');
    execFileSync('mkfifo', [join(ws, '.claude', 'pipe')]);

    // GitHub sends no patch for a binary file or a huge diff.
    fake = new FakeGitHub({
      owner: OWNER,
      repo: REPO,
      pullNumber: PR,
      headSha,
      files: pullFiles(ws, baseSha, headSha, new Set([`${A}/bin.md`, `${A}/big.md`])),
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
    const run = (inputs: Record<string, string>) => runAction({ scratch, workspace: ws, eventPath, apiUrl, sha: headSha, timeoutMs: TIMEOUT_MS, inputs: { lints: '{agents/model-valid: deny}', ...inputs } });
    checked = await run({ 'filter-mode': 'file' });
    fake.forbid = { checks: true, reviews: true };
    commands = await run({ 'filter-mode': 'file', 'sarif-file': 'out/commands.sarif' });
    fake.forbid = { checks: false, reviews: false };
  }, 90_000);

  afterAll(async () => {
    await fake?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  const SKIPPED = [
    '.claude/agents/big.md`: larger than 1 MiB (2100033 bytes)',
    '.claude/agents/bin.md`: binary file (contains NUL bytes)',
    '.claude/agents/loop-a.md`: cannot be read: ELOOP',
    '.claude/agents/loop-b.md`: cannot be read: ELOOP',
    '.claude/agents/pipe.md`: not a regular file (a FIFO, socket or device): not read',
  ].map((s) => `- \`${s}`);
  // The lint's part of the summary (the inventory's difference follows it on a pull request).
  const skipNotes = (summary: string) => summary.split('\n### agentlint: what this change does')[0]!.split('\n').filter((l) => /^- `/.test(l));
  const sarifOf = (run: Run) => JSON.parse(readFileSync(run.outputs['sarif-file']!, 'utf8'));
  const where = (r: any) => {
    const { artifactLocation: a, region: g } = r.locations[0].physicalLocation;
    return `${r.ruleId} ${a.uri} ${g.startLine}:${g.startColumn}-${g.endLine}:${g.endColumn} ${r.level}`;
  };

  it('ends on its own within the time bound, exit 1 for the errors, nothing on stderr', () => {
    for (const r of [checked, commands]) {
      expect(r.signal).toBeNull();
      expect(r.ms).toBeLessThan(20_000); // measured: about 4 s, on a shared 2-core machine
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('');
      expect(r.outputs).toMatchObject({ errors: '2', warnings: '0', notices: '0', conclusion: 'failure' });
    }
  });

  it('annotates the planted mistake and the too-deep frontmatter at their exact places, nothing else', () => {
    expect(fake.violations).toEqual([]);
    expect(fake.rejectedReviews).toEqual([]);
    expect(fake.checkRuns).toHaveLength(1);
    const run = fake.checkRuns[0]!;
    expect(run).toMatchObject({ status: 'completed', conclusion: 'failure' });
    const got = run.annotations.map((a) => `${a.title} ${a.path} ${a.start_line}:${a.start_column}-${a.end_line}:${a.end_column} ${a.annotation_level}`);
    // `again -> .` is a directory loop: planner.md is not reported a second time through it. Its mistake is said by
    // its suggestion comment (below), so it has no annotation.
    expect(got.sort()).toEqual(['schema/yaml-invalid .claude/agents/deep.md 2:201-2:202 failure']);
    expect(String(run.annotations.find((a) => a.path === `${A}/deep.md`)!.message)).toMatch(/^Claude Code cannot read this frontmatter and drops every field: nesting deeper than 100 levels/);
    // The fix is still offered as a suggestion on the diff.
    expect(fake.comments.map((c) => [c.path, c.line])).toEqual([[`${A}/planner.md`, 4]]);
    expect(fake.comments[0]!.body).toMatch(/```suggestion\nmodel: sonnet\n```/);
  });

  it('says which files were not read, and why, in the check run and the job summary', () => {
    // planner, deep and spaces are checked; the 300,000-space description is an ordinary value.
    for (const summary of [fake.checkRuns[0]!.output.summary!, checked.summary, commands.summary]) {
      expect(summary).toContain('Files checked: 3 ·');
      expect(summary).toContain('\n5 files not fully checked:\n');
      expect(skipNotes(summary)).toEqual(SKIPPED); // no time-budget note: every file is fast
    }
  });

  it('without a check run, reports the same findings as workflow commands (the commented one stays a comment)', () => {
    const annotations = commands.stdout.split('\n').filter((l) => /^::(error|warning|notice) file=/.test(l));
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatch(/^::error file=\.claude\/agents\/deep\.md,line=2,endLine=2,col=201,endColumn=202,title=schema\/yaml-invalid::Claude Code cannot read this frontmatter/);
    // Every finding is in the job log, in the collapsed group of the text report.
    expect(commands.stdout).toMatch(/::group::agentlint: 2 findings\n[\s\S]*\.claude\/agents\/planner\.md\n  4:8  error  model `sonet` is not a known model[\s\S]*::endgroup::/);
    expect(commands.summary).toContain('No check run: the token cannot write check runs');
  });

  it('writes a SARIF file that parses and holds the two findings', () => {
    expect(checked.outputs['sarif-file']).toBe(join(ws, 'agentlint.sarif'));
    expect(commands.outputs['sarif-file']).toBe(join(ws, 'out', 'commands.sarif'));
    for (const r of [checked, commands]) {
      const sarif = sarifOf(r);
      expect(sarif.version).toBe('2.1.0');
      expect(sarif.runs[0].invocations[0].executionSuccessful).toBe(true);
      expect(sarif.runs[0].results.map(where).sort()).toEqual(['agents/model-valid .claude/agents/planner.md 4:8-4:13 error', 'schema/yaml-invalid .claude/agents/deep.md 2:201-2:202 error']);
    }
  });

  it('never prints or writes the token', () => {
    for (const r of [checked, commands]) {
      for (const text of [r.stdout, r.stderr, r.summary, JSON.stringify(r.outputs), readFileSync(r.outputs['sarif-file']!, 'utf8')]) expect(text).not.toContain(TOKEN);
    }
    for (const req of fake.requests) expect(JSON.stringify(req.body ?? '')).not.toContain(TOKEN);
  });
});

/**
 * End to end: the BUILT Action on a pull request crafted to turn the bot against the repository it reviews.
 * Values that hold Markdown, HTML, mentions and links; a file name that holds a line break and a workflow command;
 * ANSI sequences; a committed link in place of the SARIF file; and an error the pull request suppresses itself.
 * Nothing of it renders, notifies, forges a command or is written through the link, and the check run names the
 * suppression (`new-suppressions: fail` fails on it).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commit, DIST, git, pullFiles, pullRequestEvent, OWNER, PR, REPO, repoRoot, runAction, TOKEN, write, type Run } from './action-harness.js';
import { FakeGitHub } from './fake-github.js';
import { marked } from 'marked';

const A = '.claude/agents';
const agent = (name: string, model: string, description = 'Reviews code') => `---\nname: ${name}\ndescription: ${description}\nmodel: ${model}\n---\nYou review.\n`;
/** A line break and a carriage return in a name, each followed by a forged command. */
const FORGED_NAME = 'x\n::error file=forged.md,line=1::forged by a file name.md';
const TIMEOUT_MS = 60_000;
const HOSTILE_NAME = '"x`<img src=x onerror=alert(1)> @octocat [x](https://evil.example) #1"';

describe('the built Action on a hostile pull request', () => {
  let scratch: string;
  let ws: string;
  let fake: FakeGitHub;
  let reported: Run;
  let commands: Run;
  let failing: Run;
  let victim: string;

  beforeAll(async () => {
    if (!existsSync(DIST)) execFileSync('npm', ['run', 'package'], { cwd: repoRoot, stdio: 'inherit' });
    scratch = mkdtempSync(join(tmpdir(), 'agentlint-e2e-pr-'));
    ws = join(scratch, 'ws');
    mkdirSync(ws);
    victim = join(scratch, 'victim.txt');
    writeFileSync(victim, 'untouched\n');
    git(ws, 'init', '-q', '-b', 'main');
    write(ws, { [`${A}/planner.md`]: agent('planner', 'sonnet'), [`${A}/quiet.md`]: agent('quiet', 'haiku'), 'agentlint-suppressions.json': '{}\n' });
    const baseSha = commit(ws, 'base');
    git(ws, 'checkout', '-q', '-b', 'feature');
    write(ws, {
      // Markdown, HTML, a mention, a link and a backtick in values the findings and the inventory quote.
      [`${A}/planner.md`]: agent('planner', 'sonet'),
      [`${A}/html.md`]: agent(HOSTILE_NAME, '"sonet`<img src=x onerror=alert(2)> @octocat"'),
      [`${A}/ansi.md`]: agent('ansi', '"opsu\\e[2J\\e]0;owned\\a"'),
      [`${A}/${FORGED_NAME}`]: agent('forged', 'sonet'),
      // The pull request adds an error and suppresses it in the same change.
      [`${A}/quiet.md`]: agent('quiet', 'haiku-typo'),
      'agentlint-suppressions.json': '{\n  ".claude/agents/quiet.md": {\n    "agents/model-valid": { "count": 1 }\n  }\n}\n',
    });
    // A committed link in place of the SARIF file the Action writes.
    symlinkSync(victim, join(ws, 'agentlint.sarif'));
    const headSha = commit(ws, 'head: hostile');
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
    const run = (inputs: Record<string, string>) => runAction({ scratch, workspace: ws, eventPath, apiUrl, sha: headSha, timeoutMs: TIMEOUT_MS, inputs: { 'filter-mode': 'nofilter', 'fail-on': 'never', ...inputs } });
    reported = await run({});
    fake.forbid = { checks: true, reviews: true, comments: true };
    commands = await run({});
    fake.forbid = { checks: false, reviews: false, comments: false };
    failing = await run({ 'new-suppressions': 'fail' });
  }, 180_000);

  afterAll(async () => {
    await fake?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  /** Everything the bot posted or wrote for people to read. */
  const posted = (): string[] => [
    ...fake.checkRuns.map((r) => String(r.output.summary ?? '')),
    ...fake.reviews.map((r) => r.body),
    ...fake.comments.map((c) => c.body),
    ...fake.issueComments.map((c) => c.body),
    reported.summary,
    commands.summary,
  ];

  it('ends on its own, with nothing on stderr', () => {
    for (const r of [reported, commands, failing]) {
      expect(r.signal).toBeNull();
      expect(r.stderr).toBe('');
    }
    expect(fake.violations).toEqual([]);
  });

  it('renders nothing of the pull request as HTML, an image, a link or a mention', () => {
    const texts = posted();
    expect(texts.join('\n')).toContain('html.md');
    expect(texts.join('\n')).toContain('@octocat');
    for (const t of texts) {
      // Rendered as GitHub Flavored Markdown: the values show as code or text, never as an element of theirs.
      const html = marked.parse(t, { gfm: true, async: false }) as string;
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/href="https:\/\/evil/);
      // A mention or a reference outside code would notify: each is in a code span, or broken by a zero-width space.
      const prose = html.replace(/<code>[\s\S]*?<\/code>/g, '');
      expect(prose).not.toMatch(/@octocat|#1\b/);
      expect(t).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/);
    }
    // The value is still shown to the reader, as text.
    expect(marked.parse(reported.summary, { gfm: true, async: false })).toContain('&lt;img src=x onerror=alert(2)&gt;');
  });

  it('keeps the suggestion block exact', () => {
    const forged = fake.comments.find((c) => c.body.includes('```suggestion\nmodel: sonnet\n```'));
    expect(forged).toBeDefined();
  });

  it('prints no line the runner would read as a command it did not write', () => {
    for (const r of [reported, commands, failing]) {
      for (const line of r.stdout.split('\n')) {
        if (!/^\s*(::|##\[)/.test(line)) continue;
        // Our own commands only: annotations with a title, our warnings and errors, debug lines.
        expect(line).toMatch(/^::(error|warning|notice) file=[^\r\n]*,title=[a-z-]+\/[a-z-]+::|^::(error|warning)::agentlint[: ]|^::debug::|^::group::agentlint: \d+ findings?$|^::endgroup::$/);
        expect(line).not.toMatch(/^::\w+ file=forged\.md/);
        expect(line).not.toContain('\u001b');
      }
    }
    expect(commands.stdout).toContain('x\\n%3A%3Aerror file=forged.md%2Cline=1%3A%3Aforged by a file name.md');
  });

  it('writes no file through the committed link, and says why', () => {
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(lstatSync(join(ws, 'agentlint.sarif')).isSymbolicLink()).toBe(true);
    expect(reported.outputs['sarif-file']).toBe('');
    expect(reported.stdout).toContain('agentlint.sarif: it is a symbolic link: not written through');
  });

  it('names the finding the pull request suppresses itself, and is no plain success', () => {
    for (const summary of [reported.summary, fake.checkRuns[0]!.output.summary!]) {
      expect(summary).toContain('### Suppressed by this pull request (1)');
      expect(summary).toContain('| `.claude/agents/quiet.md:4:8` | [`agents/model-valid`](https://agentlint.github.io/agentlint/rules/agents/model-valid/) | `agentlint-suppressions.json` |');
    }
    expect(reported.outputs['new-suppressions']).toBe('1');
    // fail-on: never leaves the other findings neutral; the suppression keeps it from success.
    expect(reported.outputs.conclusion).toBe('neutral');
    expect(reported.code).toBe(0);
  });

  it('fails on it with new-suppressions: fail', () => {
    expect(failing.outputs.conclusion).toBe('failure');
    expect(failing.code).toBe(1);
    expect(fake.checkRuns[fake.checkRuns.length - 1]!.conclusion).toBe('failure');
    expect(failing.stdout).toContain('this pull request suppresses 1 of its own finding (new-suppressions: fail)');
  });

  it('never prints or writes the token', () => {
    for (const r of [reported, commands, failing]) for (const text of [r.stdout, r.stderr, r.summary, JSON.stringify(r.outputs)]) expect(text).not.toContain(TOKEN);
  });
});

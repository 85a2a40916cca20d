/**
 * A pull request's author controls every file of the checkout, its name, its bytes and its links. Through the
 * CLI: nothing outside the workspace (or in `.git`) is read into any output or written, special files end the run
 * at once with a clear error, no control character reaches the terminal raw, no file name forges a workflow
 * command, and the findings on hostile files are still reported, escaped.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cli } from '../helpers/cli.js';

const TOKEN_LINE = '\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX1NFQ1JFVA==';
const SECRET = 'SECRET-OUTSIDE-4711';
const AGENT = '---\nname: rev\ndescription: Reviews code\nmodel: sonnet\n---\nYou review.\n';

let scratch: string;
/** A fresh workspace (a git repository with a token in its config, as actions/checkout leaves it) and a secret beside it. */
function workspace(files: Record<string, string> = {}): string {
  const ws = mkdtempSync(join(scratch, 'ws-'));
  execFileSync('git', ['init', '-q'], { cwd: ws });
  writeFileSync(join(ws, '.git', 'config'), `[core]\n\trepositoryformatversion = 0\n[http "https://github.com/"]\n${TOKEN_LINE}\n`);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, p)), { recursive: true });
    writeFileSync(join(ws, p), text);
  }
  return ws;
}
const noLeak = (r: { out: string; err: string }) => {
  for (const s of [r.out, r.err]) {
    expect(s).not.toContain('extraheader');
    expect(s).not.toContain('AUTHORIZATION');
    expect(s).not.toContain(SECRET);
  }
};

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'agentlint-hostile-pr-'));
  writeFileSync(join(scratch, 'secret.md'), `${SECRET}\n@${SECRET}.md\n`);
  writeFileSync(join(scratch, 'secret.yml'), `lints:\n  ${SECRET}: deny\n`);
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('reads nothing outside the workspace', () => {
  it('a configuration linked to .git/config is refused unread: exit 2, no token in any output', async () => {
    const ws = workspace({ '.claude/agents/rev.md': AGENT });
    symlinkSync('.git/config', join(ws, '.agentlint.yml'));
    for (const format of ['text', 'json', 'sarif', 'github']) {
      const r = await cli(['--format', format, '.'], ws);
      expect(r).toMatchObject({ code: 2, out: '' });
      expect(r.err).toBe('agentlint: cannot read configuration .agentlint.yml: it leads into the `.git` folder: not read\n');
      noLeak(r);
    }
  });

  it('a configuration or suppressions file linked out of the workspace is refused unread', async () => {
    const ws = workspace({ '.claude/agents/rev.md': AGENT });
    symlinkSync(join(scratch, 'secret.yml'), join(ws, '.agentlint.yml'));
    const config = await cli(['.'], ws);
    expect(config).toMatchObject({ code: 2, err: 'agentlint: cannot read configuration .agentlint.yml: it leads out of the workspace (a symbolic link, or a path outside it): not read\n' });
    noLeak(config);
    rmSync(join(ws, '.agentlint.yml'));
    symlinkSync(join(scratch, 'secret.md'), join(ws, 'agentlint-suppressions.json'));
    const sup = await cli(['.'], ws);
    expect(sup).toMatchObject({ code: 2, err: 'agentlint: cannot read suppressions file agentlint-suppressions.json: it leads out of the workspace (a symbolic link, or a path outside it): not read\n' });
    noLeak(sup);
  });

  it('a configuration linked to /dev/zero, or a FIFO, ends the run at once with a clear error', async () => {
    const ws = workspace({ '.claude/agents/rev.md': AGENT });
    symlinkSync('/dev/zero', join(ws, '.agentlint.yml'));
    const t0 = Date.now();
    expect(await cli(['.'], ws)).toMatchObject({ code: 2, err: 'agentlint: cannot read configuration .agentlint.yml: it leads out of the workspace (a symbolic link, or a path outside it): not read\n' });
    rmSync(join(ws, '.agentlint.yml'));
    execFileSync('mkfifo', [join(ws, '.agentlint.yml')]);
    expect(await cli(['.'], ws)).toMatchObject({ code: 2, err: 'agentlint: cannot read configuration .agentlint.yml: not a regular file (a folder, FIFO, socket or device): not read\n' });
    rmSync(join(ws, '.agentlint.yml'));
    symlinkSync('/dev/zero', join(ws, 'agentlint-suppressions.json'));
    expect((await cli(['.'], ws)).code).toBe(2);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('a memory import through a linked folder that leads out reads nothing there; the other findings stay', async () => {
    const ws = workspace({ 'CLAUDE.md': '# Notes\n\n@notes/secret.md\n', '.claude/agents/rev.md': AGENT.replace('sonnet', 'sonet') });
    symlinkSync('..', join(ws, 'notes'));
    const r = await cli(['--format', 'json', '.'], ws);
    noLeak(r);
    const kinds = (JSON.parse(r.out) as { diagnostics: Array<{ kind: string; span: { path: string } }> }).diagnostics.map((d) => `${d.span.path} ${d.kind}`);
    expect(kinds).toContain('.claude/agents/rev.md agents/model-valid');
    expect(kinds).toContain('CLAUDE.md memory/import-unresolved');
  });

  it('a memory import of .git/config reads nothing there', async () => {
    const ws = workspace({ 'CLAUDE.md': '# Notes\n\n@.git/config\n' });
    const r = await cli(['--format', 'json', '.'], ws);
    noLeak(r);
  });
});

describe('writes nothing outside the workspace', () => {
  it('-o refuses a committed link in place of the output, and a linked folder that leads out', async () => {
    const ws = workspace({ '.claude/agents/rev.md': AGENT });
    const target = join(scratch, 'victim.txt');
    writeFileSync(target, 'untouched\n');
    symlinkSync(target, join(ws, 'agentlint.sarif'));
    const r = await cli(['--format', 'sarif', '-o', 'agentlint.sarif', '.'], ws);
    expect(r).toMatchObject({ code: 2, err: 'agentlint: agentlint.sarif: it is a symbolic link: not written through\n' });
    symlinkSync(scratch, join(ws, 'out'));
    expect(await cli(['-o', 'out/victim.txt', '.'], ws)).toMatchObject({ code: 2, err: 'agentlint: out/victim.txt: it leads out of the workspace (a symbolic link, or a path outside it): not written\n' });
    expect(readFileSync(target, 'utf8')).toBe('untouched\n');
  });

  it('-o writes a plain file in the workspace, and a path the user names outside it', async () => {
    const ws = workspace({ '.claude/agents/rev.md': AGENT });
    expect((await cli(['--format', 'json', '-o', 'report.json', '.'], ws)).code).toBe(0);
    expect(JSON.parse(readFileSync(join(ws, 'report.json'), 'utf8')).diagnostics).toEqual([]);
    const outside = join(scratch, `report-${Date.now()}.json`);
    expect((await cli(['--format', 'json', '-o', outside, '.'], ws)).code).toBe(0);
    expect(existsSync(outside)).toBe(true);
  });

  it('init refuses a linked .github that leads out of the workspace', async () => {
    const ws = workspace({ '.claude/agents/rev.md': AGENT });
    const elsewhere = mkdtempSync(join(scratch, 'elsewhere-'));
    symlinkSync(elsewhere, join(ws, '.github'));
    const r = await cli(['init', '.'], ws);
    expect(r.code).toBe(2);
    expect(r.err).toBe('agentlint: .github/workflows/agentlint.yml: it leads out of the workspace (a symbolic link, or a path outside it): not written\n');
    expect(existsSync(join(elsewhere, 'workflows'))).toBe(false);
    expect(lstatSync(join(ws, '.github')).isSymbolicLink()).toBe(true);
  });

  it('--fix never writes through a link that leads out', async () => {
    const ws = workspace({});
    const outsideAgent = join(scratch, `agent-${Date.now()}.md`);
    writeFileSync(outsideAgent, AGENT.replace('sonnet', 'sonet'));
    mkdirSync(join(ws, '.claude', 'agents'), { recursive: true });
    symlinkSync(outsideAgent, join(ws, '.claude', 'agents', 'rev.md'));
    await cli(['--fix', '.'], ws);
    expect(readFileSync(outsideAgent, 'utf8')).toContain('model: sonet');
  });
});

describe('escapes what it prints', () => {
  const HOSTILE = {
    '.claude/agents/esc.md': '---\nname: esc\ndescription: "Bell \\a and \\e]0;pwned\\a and \\e[2J"\nmodel: "sonet\\e[31m"\n---\nYou review.\n',
  };

  it('text output shows ESC, OSC and BEL from a YAML value as escapes, never raw', async () => {
    const ws = workspace(HOSTILE);
    const r = await cli(['.'], ws);
    expect(r.code).toBe(1);
    expect(r.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(r.out).toContain('\\x1b[31m');
  });

  it('a file name with a line break or a lone carriage return cannot forge a workflow command', async () => {
    const ws = workspace({});
    // A literal `%0A` would turn into a line break where the runner decodes a property: it is escaped as `%250A`.
    const names = ['a\n::error file=forged.md,line=1::forged.md', 'b\r::warning file=forged.md::forged.md', '::error::c.md', 'd%0A::error::pct.md'];
    mkdirSync(join(ws, '.claude', 'agents'), { recursive: true });
    names.forEach((n, i) => writeFileSync(join(ws, '.claude', 'agents', n), AGENT.replace('rev', `rev-${'abcd'[i]}`).replace('sonnet', 'sonet')));
    const r = await cli(['--format', 'github', '.'], ws);
    const lines = r.out.split('\n').filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.startsWith('::error file=.claude/agents/d%250A%3A%3Aerror%3A%3Apct.md,'))).toBe(true);
    for (const l of lines) {
      expect(l).toMatch(/^::error file=\.claude\/agents\/[^\n\r]*,line=\d+,endLine=\d+,col=\d+,endColumn=\d+,title=agents\/model-valid::/);
      expect(l).not.toMatch(/[\r\u001b]/);
    }
    const text = await cli(['.'], ws);
    expect(text.out).toContain('a\\n::error file=forged.md,line=1::forged.md');
    expect(text.out).not.toContain('\r');
  });
});

/**
 * A real editor: headless Neovim (Debian's `neovim`) with the configuration docs/editors.md shows
 * (editors/neovim/agentlint.lua, included there verbatim) against `agentlint lsp`, built from
 * src/ into a scratch folder. It opens a broken agent, gets the diagnostics at their exact ranges,
 * applies the quick fix for the typo'd model, runs :AgentlintFixAll (source.fixAll.agentlint) and
 * compares with `agentlint --fix`, then repairs the file and sees the diagnostics cleared.
 * Where Neovim is missing the test is skipped with a line saying how to install it; under CI=true
 * (.ci/run installs it) a missing Neovim is a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildServer } from '../lsp/client.js';
import { describeWithProgram } from '../helpers/programs.js';

const CONFIG = 'editors/neovim/agentlint.lua';
const BROKEN = `---
name: reviewer
description: Reviews code for bugs.
model: sonet
tools: Read, Wrte
---
You review code.
`;
const FIXED = BROKEN.replace('sonet', 'sonnet').replace('Wrte', 'Write');

const scratch = mkdtempSync(join(tmpdir(), 'agentlint-nvim-'));
let server: string;

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  if (server) rmSync(dirname(server), { recursive: true, force: true });
});

describe('docs/editors.md', () => {
  it('shows editors/neovim/agentlint.lua verbatim, the configuration this test runs', () => {
    const doc = readFileSync('docs/editors.md', 'utf8');
    const m = /<!-- neovim:start[^\n]*-->\n```lua\n([\s\S]*?)```\n<!-- neovim:end -->/.exec(doc);
    expect(m).not.toBeNull();
    expect(m![1]).toBe(readFileSync(CONFIG, 'utf8'));
  });
});

describeWithProgram('nvim', 'Neovim (headless) with agentlint lsp', () => {
  beforeAll(() => {
    server = buildServer();
  }, 180_000);

  it('diagnostics at exact ranges, the model quick fix, fix-all equal to --fix, cleared after a repair', () => {
    const root = join(scratch, 'repo');
    const agent = join(root, '.claude/agents/reviewer.md');
    mkdirSync(dirname(agent), { recursive: true });
    mkdirSync(join(root, '.git'));
    writeFileSync(agent, BROKEN);
    const out = join(scratch, 'out.json');
    const r = spawnSync(
      'nvim',
      ['--headless', '-n', '-i', 'NONE', '-u', resolve(CONFIG), '--cmd', `let g:agentlint_cmd = ['${process.execPath}', '${server}', 'lsp']`, '-c', `luafile ${resolve('__tests__/editors/neovim-driver.lua')}`],
      {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, HOME: scratch, XDG_CONFIG_HOME: join(scratch, 'config'), XDG_DATA_HOME: join(scratch, 'data'), XDG_STATE_HOME: join(scratch, 'state'), AGENTLINT_FILE: agent, AGENTLINT_BROKEN: BROKEN, AGENTLINT_FIXED: FIXED, AGENTLINT_OUT: out },
      },
    );
    const result = JSON.parse(readFileSync(out, 'utf8'));
    expect({ status: result.status, stderr: r.stderr }).toEqual({ status: 'ok', stderr: '' });
    const s = result.steps;
    const range = (l1: number, c1: number, l2: number, c2: number) => ({ start: { line: l1, character: c1 }, end: { line: l2, character: c2 } });
    expect(s.opened).toEqual({
      clients: 1,
      lsp: [
        { code: 'agents/model-valid', severity: 1, range: range(3, 7, 3, 12) },
        { code: 'agents/tools-known', severity: 2, range: range(4, 13, 4, 17) },
      ],
    });
    // Neovim's own diagnostic list has them at the same places (0-based line and column).
    expect(s.neovim).toEqual([
      [3, 7, 3, 12],
      [4, 13, 4, 17],
    ]);
    expect(s.quickfixTitles).toEqual(['use `sonnet` (agents/model-valid)', 'Disable agents/model-valid for this file']);
    expect(s.afterQuickFix).toBe(BROKEN.replace('model: sonet', 'model: sonnet'));

    // What `agentlint --fix` writes for the same file.
    const cliRoot = join(scratch, 'cli');
    mkdirSync(join(cliRoot, '.claude/agents'), { recursive: true });
    writeFileSync(join(cliRoot, '.claude/agents/reviewer.md'), BROKEN);
    spawnSync(process.execPath, [server, '--fix', '.'], { cwd: cliRoot, encoding: 'utf8' });
    const byCli = readFileSync(join(cliRoot, '.claude/agents/reviewer.md'), 'utf8');
    expect(byCli).toBe(FIXED);
    expect(s.afterFixAll).toBe(byCli);

    expect(s.repaired).toEqual({ lsp: [], neovim: 0 });
  }, 180_000);
});

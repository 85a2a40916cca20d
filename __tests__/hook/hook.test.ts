/**
 * `agentlint hook HARNESS` in-process: each harness's after-write event on stdin, and what the
 * model is handed back (or nothing, for a file that is not an agent definition).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runHook } from '../../src/hook/run.js';

const BROKEN = '---\nname: reviewer\ndescription: Reviews database migrations for safety\nmodel: sonet\n---\nYou review migrations.\n';
const CLEAN = BROKEN.replace('sonet', 'sonnet');

const root = mkdtempSync(join(tmpdir(), 'agentlint-hook-'));
const put = (rel: string, body: string) => {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), body);
  return join(root, rel);
};
put('.claude/agents/reviewer.md', BROKEN);
put('.claude/agents/clean.md', CLEAN.replace('name: reviewer', 'name: clean'));
put('.github/agents/checker.agent.md', '---\ndescription: Reviews migrations\ntools: [serach]\n---\nReview.\n');
put('.gemini/agents/reviewer.md', '---\nname: reviewer\ndescription: Reviews migrations\ncolor: blue\n---\nReview.\n');
put('plugins/p/.claude-plugin/plugin.json', '{ "name": "p" }\n');
put('plugins/p/agents/helper.md', BROKEN.replace('name: reviewer', 'name: helper'));
put('docs/agents.md', '# Agents\n');
put('src/app.ts', 'export {};\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function hook(argv: string[], event: unknown, env: NodeJS.ProcessEnv = {}) {
  let out = '';
  let err = '';
  const code = await runHook(argv, {
    stdin: async () => (typeof event === 'string' ? event : JSON.stringify(event)),
    stdout: (s) => void (out += s),
    stderr: (s) => void (err += s),
    env,
    cwd: '/',
  });
  return { code, out, err };
}
const claudeWrite = (file: string, tool = 'Write') => ({ session_id: 's', cwd: root, hook_event_name: 'PostToolUse', tool_name: tool, tool_input: { file_path: file, content: '…' }, tool_response: { success: true } });

describe('agentlint hook claude-code (PostToolUse)', () => {
  it('a broken agent: decision block, the reason lists the finding with its place and fix; exit 0', async () => {
    const r = await hook(['claude-code'], claudeWrite(join(root, '.claude/agents/reviewer.md')));
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const answer = JSON.parse(r.out) as { decision: string; reason: string };
    expect(answer.decision).toBe('block');
    expect(answer.reason.split('\n').slice(0, 4)).toEqual([
      'agentlint: 1 finding (1 error) in 1 file just written (.claude/agents/reviewer.md); fix them before going on:',
      '.claude/agents/reviewer.md:4:8 error agents/model-valid (claude-code): model `sonet` is not a known model: Claude Code sends it to the API as written (no fallback to `inherit`), the API rejects it and the Agent call fails (did you mean `sonnet`?)',
      '  help: want sonnet, opus, haiku, fable, inherit, or a full model ID (claude-…, Bedrock or Vertex forms)',
      '  fix (MachineApplicable): use `sonnet`',
    ]);
  });

  it('an Edit and a MultiEdit of a plugin agent (a relative path, from the event cwd) are linted the same way', async () => {
    for (const tool of ['Edit', 'MultiEdit']) {
      const r = await hook(['claude-code'], claudeWrite('plugins/p/agents/helper.md', tool));
      expect(JSON.parse(r.out).reason).toContain('plugins/p/agents/helper.md:4:8 error agents/model-valid');
    }
  });

  it('CLAUDE_PROJECT_DIR is the project over the event cwd', async () => {
    const r = await hook(['claude-code'], { ...claudeWrite(join(root, '.claude/agents/reviewer.md')), cwd: '/nowhere' }, { CLAUDE_PROJECT_DIR: root });
    expect(JSON.parse(r.out).decision).toBe('block');
  });

  it('says nothing, exit 0, for a clean agent, any other file, a file outside the project, a missing file or unreadable input', async () => {
    const silent = [
      claudeWrite(join(root, '.claude/agents/clean.md')),
      claudeWrite(join(root, 'docs/agents.md')),
      claudeWrite(join(root, 'src/app.ts')),
      claudeWrite('/etc/hostname'),
      claudeWrite(join(root, '.claude/agents/gone.md')),
      { cwd: root, tool_name: 'Bash', tool_input: { command: 'ls' } },
      { cwd: root, tool_input: { file_path: 42 } },
      'not json',
      '[]',
      '',
    ];
    for (const event of silent) expect(await hook(['claude-code'], event)).toEqual({ code: 0, out: '', err: '' });
  });

  it('an agent with only an info finding: nothing (info is not worth interrupting the turn)', async () => {
    const path = put('.claude/skills/other-name/SKILL.md', '---\nname: some-skill\ndescription: Use when reviewing migrations.\n---\nReview.\n');
    expect(await hook(['claude-code'], claudeWrite(path))).toEqual({ code: 0, out: '', err: '' });
  });

  it('without a known harness it is a usage error (exit 2)', async () => {
    const r = await hook(['vim'], claudeWrite(join(root, '.claude/agents/reviewer.md')));
    expect(r).toEqual({ code: 2, out: '', err: 'agentlint hook: name the harness: claude-code, copilot, gemini (see `agentlint --help`)\n' });
  });
});

describe('agentlint hook gemini (AfterTool) and copilot (postToolUse)', () => {
  it('gemini: write_file of a Gemini subagent gives additionalContext with the finding', async () => {
    const r = await hook(['gemini'], { cwd: root, hook_event_name: 'AfterTool', tool_name: 'write_file', tool_input: { file_path: join(root, '.gemini/agents/reviewer.md'), content: '…' } });
    const answer = JSON.parse(r.out) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
    expect(answer.hookSpecificOutput.hookEventName).toBe('AfterTool');
    expect(answer.hookSpecificOutput.additionalContext).toMatch(/\n\.gemini\/agents\/reviewer\.md:4:1 error gemini\/agent-schema \(gemini\): /);
  });

  it('copilot: toolArgs as a JSON string with a path (the create tool) gives additionalContext', async () => {
    const r = await hook(['copilot'], { timestamp: 1, cwd: root, toolName: 'create', toolArgs: JSON.stringify({ path: join(root, '.github/agents/checker.agent.md'), file_text: '…' }), toolResult: { resultType: 'success' } });
    const answer = JSON.parse(r.out) as { additionalContext: string };
    expect(answer.additionalContext).toMatch(/\n\.github\/agents\/checker\.agent\.md:3:\d+ \w+ [a-z-]+\/[a-z-]+ \(copilot\): /);
    const other = await hook(['copilot'], { cwd: root, toolName: 'edit', toolArgs: { path: join(root, 'src/app.ts') } });
    expect(other).toEqual({ code: 0, out: '', err: '' });
    // Another tool's event that names the agent (agentlint's own MCP tool, a view) is no write: nothing.
    for (const toolName of ['agentlint-lint_path', 'view']) {
      expect(await hook(['copilot'], { cwd: root, toolName, toolArgs: { path: '.github/agents/checker.agent.md' } })).toEqual({ code: 0, out: '', err: '' });
    }
    expect(await hook(['claude-code'], { ...claudeWrite(join(root, '.claude/agents/reviewer.md')), tool_name: 'Read' })).toEqual({ code: 0, out: '', err: '' });
  });
});

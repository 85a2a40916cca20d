/**
 * The recorded in-agent cases (scripts/oracle/in-agent-probe.mjs): what the pinned harness sent its model after
 * it wrote a file with agentlint's plugin loaded. Jest never runs a harness: it replays each case's write through
 * `agentlint hook` in-process and checks that the recording holds exactly what the hook says today (the finding
 * for a broken agent, nothing for a clean one or another file), and that the recorded hook command is the one
 * the shipped plugin declares.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { runHook } from '../../src/hook/run.js';
import { lintPath, lintText } from '../../src/mcp/tools.js';
import type { HookHarness } from '../../src/hook/input.js';

interface Message {
  role: string;
  texts: string[];
}
interface Case<Observed = { afterWrite: Message[] | null }> {
  id: string;
  files: Record<string, string>;
  write: { path: string; content: string };
  observed: Observed;
}
type Project = Pick<Case, 'files' | 'write'>;

const scratch: string[] = [];
afterAll(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A fresh copy of a case's project with its written file. */
function project(c: Project): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-in-agent-'));
  scratch.push(root);
  for (const [p, text] of Object.entries({ ...c.files, [c.write.path]: c.write.content })) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

/** What `agentlint hook` for the case's write, in a fresh copy of its project (`''` when it says nothing). */
async function hookAnswer(harness: HookHarness, c: Project, event: (abs: string, root: string) => unknown): Promise<string> {
  const root = project(c);
  let out = '';
  const code = await runHook([harness], { stdin: async () => JSON.stringify(event(join(root, c.write.path), root)), stdout: (s) => void (out += s), stderr: () => undefined, env: {}, cwd: root });
  expect(code).toBe(0);
  return out;
}

describe('Claude Code in-agent cases (fixtures/oracle/claude-code/in-agent.json)', () => {
  const set = JSON.parse(readFileSync('fixtures/oracle/claude-code/in-agent.json', 'utf8')) as { claudeCode: string; cases: Case[] };
  const hooks = JSON.parse(readFileSync('plugins/agentlint/hooks/hooks.json', 'utf8')) as { hooks: { PostToolUse: Array<{ matcher: string; hooks: Array<{ command: string }> }> } };
  const command = hooks.hooks.PostToolUse[0]!.hooks[0]!.command;
  const byId = new Map(set.cases.map((c) => [c.id, c]));
  const event = (abs: string, root: string) => ({ cwd: root, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: abs } });

  it('records the pinned release and the cases', () => {
    expect(set.claudeCode).toBe(JSON.parse(readFileSync('scripts/oracle/pin.json', 'utf8')).version);
    expect([...byId.keys()]).toEqual(['validate-marketplace', 'validate-root-folder', 'validate-plugin', 'install-from-marketplace', 'broken-plugin-agent', 'clean-plugin-agent', 'not-an-agent-definition', 'project-agent-needs-permission', 'lint-text-before-writing']);
    expect(hooks.hooks.PostToolUse[0]!.matcher).toBe('Write|Edit|MultiEdit');
  });

  it('claude plugin validate accepts the marketplace and the plugin, without a warning, and sees the hook, the server and the skill', () => {
    const mcp = JSON.parse(readFileSync('plugins/agentlint/.mcp.json', 'utf8')) as { mcpServers: { agentlint: { command: string; args: string[] } } };
    const marketplace = { file: '<repo>/.claude-plugin/marketplace.json', type: 'marketplace', errors: [], warnings: [] };
    expect(byId.get('validate-marketplace')!.observed).toEqual({ success: true, manifest: marketplace, contents: [], provides: null });
    // On the root folder it also reads the Gemini extension's hooks/hooks.json as a plugin's: one warning, still a pass.
    expect(byId.get('validate-root-folder')!.observed).toEqual({
      success: true,
      manifest: marketplace,
      contents: [{ file: '<repo>/hooks/hooks.json', type: 'hooks', errors: [], warnings: ['hooks: hooks.AfterTool: unknown hook event; entry ignored at runtime'] }],
      provides: null,
    });
    expect(byId.get('validate-plugin')!.observed).toEqual({
      success: true,
      manifest: { file: '<repo>/plugins/agentlint/.claude-plugin/plugin.json', type: 'plugin', errors: [], warnings: [] },
      contents: [],
      provides: {
        hooks: [{ event: 'PostToolUse', matcher: 'Write|Edit|MultiEdit', type: 'command', command }],
        mcpServers: [{ name: 'agentlint', type: 'stdio', target: mcp.mcpServers.agentlint.command, args: mcp.mcpServers.agentlint.args }],
        skills: ['agentlint:writing-agent-definitions'],
      },
    });
  });

  it('installs from a clone of the repository as a marketplace: the copy holds the bundle as files, no node_modules, and its hook answers as --plugin-dir does', () => {
    expect(byId.get('install-from-marketplace')!.observed).toEqual({
      marketplaceAdd: ['Adding marketplace…✔ Successfully added marketplace: agentlint (declared in user settings)'],
      install: ['Installing plugin "agentlint@agentlint"...✔ Successfully installed plugin: agentlint@agentlint (scope: user)'],
      installed: { 'dist/index.js': 'file', 'hooks/hooks.json': 'file', '.mcp.json': 'file', 'skills/writing-agent-definitions/SKILL.md': 'file', node_modules: null },
      afterWrite: byId.get('broken-plugin-agent')!.observed.afterWrite,
    });
  });

  it('broken agent: the next request carries, as a system message, exactly the reason the hook gives today', async () => {
    const c = byId.get('broken-plugin-agent')!;
    const answer = JSON.parse(await hookAnswer('claude-code', c, event)) as { decision: string; reason: string };
    expect(answer.decision).toBe('block');
    expect(answer.reason).toContain('plugins/reviewers/agents/reviewer.md:4:8 error agents/model-valid (claude-code): model `sonet` is not a known model');
    expect(c.observed.afterWrite).toEqual([
      { role: 'user', texts: [expect.stringMatching(/^\[tool_result\] File created successfully at: <project>\/plugins\/reviewers\/agents\/reviewer\.md/)] },
      { role: 'system', texts: [`PostToolUse:Write hook blocking error from command: "${command}": ${answer.reason}`] },
    ]);
  });

  it('clean agent and a file that is no agent definition: the write goes through and nothing from agentlint follows', async () => {
    for (const id of ['clean-plugin-agent', 'not-an-agent-definition']) {
      const c = byId.get(id)!;
      expect(await hookAnswer('claude-code', c, event)).toBe('');
      expect(c.observed.afterWrite).toEqual([{ role: 'user', texts: [expect.stringMatching(new RegExp(`^\\[tool_result\\] File created successfully at: <project>/${c.write.path.replace(/\./g, '\\.')} `))] }]);
      expect(JSON.stringify(c.observed)).not.toContain('agentlint');
    }
  });

  it('lint_text through the plugin\'s MCP server, before writing: Claude Code hands the model the structured result, exactly as the tool gives it today', async () => {
    const c = byId.get('lint-text-before-writing')! as unknown as Case<{ lastResult: string[] }> & { calls: Array<{ name: string; input: { path: string; text: string } }> };
    const call = c.calls[1]!;
    expect(call.name).toBe('mcp__plugin_agentlint_agentlint__lint_text');
    const root = mkdtempSync(join(tmpdir(), 'agentlint-in-agent-'));
    scratch.push(root);
    const answer = await lintText(root, call.input);
    expect((answer.structured.findings as Array<{ rule: string }>).map((f) => f.rule)).toEqual(['agents/model-valid']);
    expect(c.observed.lastResult).toEqual([`[tool_result] ${JSON.stringify(answer.structured)}`]);
  });

  it('a project agent under .claude/ is not written in -p mode (Claude Code asks first): why the cases use a plugin agent', () => {
    expect(byId.get('project-agent-needs-permission')!.observed.afterWrite).toEqual([
      { role: 'user', texts: ["[tool_result error] Claude requested permissions to write to <project>/.claude/agents/reviewer.md, but you haven't granted it yet."] },
    ]);
  });
});

describe('Gemini CLI in-agent cases (fixtures/oracle/gemini/in-agent.json)', () => {
  type GeminiObserved = { afterWrite: Array<{ tool: string; output: string }>; agentlintTools: string[]; context: boolean };
  interface GeminiCase extends Case<GeminiObserved> {
    then?: { name: string; args: { path: string } };
  }
  const set = JSON.parse(readFileSync('fixtures/oracle/gemini/in-agent.json', 'utf8')) as { gemini: string; cases: GeminiCase[] };
  const byId = new Map(set.cases.map((c) => [c.id, c]));
  const extension = JSON.parse(readFileSync('gemini-extension.json', 'utf8')) as { mcpServers: Record<string, { command: string; args: string[] }> };
  const hooks = JSON.parse(readFileSync('hooks/hooks.json', 'utf8')) as { hooks: { AfterTool: Array<{ matcher: string; hooks: Array<{ command: string }> }> } };
  const event = (abs: string, root: string) => ({ cwd: root, hook_event_name: 'AfterTool', tool_name: 'write_file', tool_input: { file_path: abs } });
  /** write_file's result as the model reads it, with what the hook says today (Gemini escapes `<` and `>` in it). */
  async function written(c: GeminiCase): Promise<string> {
    const out = await hookAnswer('gemini', c, event);
    const head = `Successfully created and wrote to new file: <project>/${c.write.path}. Here is the updated code:\n${c.write.content}`;
    if (out === '') return head;
    const context = (JSON.parse(out) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    return `${head}\n\n<hook_context>${context.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</hook_context>`;
  }

  it('the extension: the server on the workspace, the AfterTool hook on write_file|replace; each session saw the five tools and the context file', () => {
    expect(extension.mcpServers.agentlint).toEqual({ command: 'node', args: ['${extensionPath}${/}dist${/}cli${/}index.js', 'mcp', '${workspacePath}'] });
    expect(hooks.hooks.AfterTool).toEqual([expect.objectContaining({ matcher: 'write_file|replace', hooks: [expect.objectContaining({ command: 'node "${extensionPath}${/}dist${/}cli${/}index.js" hook gemini' })] })]);
    expect(set.cases.map((c) => c.id)).toEqual(['validate-extension', 'install-from-clone', 'broken-agent-hook', 'broken-agent-lint-path', 'clean-agent-lint-path']);
    expect(byId.get('validate-extension')!.observed).toEqual({ exit: 0, said: 'Extension <repo> has been successfully validated.' });
    for (const c of set.cases.slice(1)) {
      expect(c.observed.agentlintTools).toEqual(['explain_rule', 'fix_file', 'inventory', 'lint_path', 'lint_text'].map((t) => `mcp_agentlint_${t}`));
      expect(c.observed.context).toBe(true);
    }
  });

  it('broken subagent: the write_file result ends with exactly what the hook says today', async () => {
    const c = byId.get('broken-agent-hook')!;
    const result = await written(c);
    expect(result).toContain('<hook_context>agentlint: 1 finding (1 error) in 1 file just written (.gemini/agents/reviewer.md); fix them before going on:\n.gemini/agents/reviewer.md:4:1 error gemini/agent-schema (gemini): Gemini CLI does not load this agent: `color` is an unrecognized key');
    expect(c.observed.afterWrite).toEqual([{ tool: 'write_file', output: result }]);
  });

  it('then lint_path: its answer is what lint_path gives today, the finding or none; a clean subagent gets no hook words', async () => {
    for (const id of ['broken-agent-lint-path', 'clean-agent-lint-path']) {
      const c = byId.get(id)!;
      const answer = await lintPath(project(c), { path: c.then!.args.path });
      expect(c.observed.afterWrite).toEqual([
        { tool: 'write_file', output: await written(c) },
        { tool: 'mcp_agentlint_lint_path', output: `<untrusted_context>\n${answer.text}\n</untrusted_context>` },
      ]);
    }
    expect(byId.get('clean-agent-lint-path')!.observed.afterWrite[0]!.output).not.toContain('hook_context');
    expect(byId.get('clean-agent-lint-path')!.observed.afterWrite[1]!.output).toContain('.gemini/agents/reviewer.md: no findings in 1 file');
  });

  it('installs from a clone of the repository (the bundle copied, no node_modules), and the installed extension answers as the linked one', () => {
    const c = byId.get('install-from-clone')! as unknown as Case<Record<string, unknown>>;
    expect(c.observed).toEqual({ install: 'Extension "agentlint" installed successfully and enabled.', installed: { 'dist/cli/index.js': true, 'gemini-extension.json': true, node_modules: false }, ...byId.get('broken-agent-lint-path')!.observed });
  });
});

describe('Copilot CLI in-agent cases (fixtures/oracle/copilot/in-agent.json)', () => {
  interface CopilotCase extends Case<{ agentlintTools: string[]; afterWrite: string[] }> {
    then?: { name: string; args: { path: string } };
  }
  const set = JSON.parse(readFileSync('fixtures/oracle/copilot/in-agent.json', 'utf8')) as { copilot: string; cases: CopilotCase[] };
  const byId = new Map(set.cases.map((c) => [c.id, c]));
  const plugin = JSON.parse(readFileSync('.github/plugin/plugin.json', 'utf8')) as { hooks: string; mcpServers: string };
  const event = (abs: string, root: string) => ({ cwd: root, toolName: 'create', toolArgs: { path: abs, file_text: '…' } });
  const created = (c: Case<unknown>, n: number) => `Created file <project>/${c.write.path} with ${n} characters`;

  it('the plugin (read before .claude-plugin/plugin.json) brings the hook and the MCP server; each case saw the five tools', () => {
    expect(plugin).toMatchObject({ name: 'agentlint', hooks: 'plugin/copilot/hooks.json', mcpServers: 'plugin/copilot/mcp.json', skills: 'plugins/agentlint/skills/' });
    expect(set.cases.map((c) => c.id)).toEqual(['plugin-loads', 'install-from-marketplace', 'broken-agent-hook', 'clean-agent-hook', 'broken-agent-lint-path']);
    expect(set.cases[0]!.observed).toEqual({ exit: 0, plugins: [{ name: 'agentlint', enabled: true, source: 'external' }] });
    for (const c of set.cases.slice(1)) expect(c.observed.agentlintTools).toEqual(['explain_rule', 'fix_file', 'inventory', 'lint_path', 'lint_text'].map((t) => `agentlint-${t}`));
  });

  it('broken agent: the create result carries the hook\'s words, exactly as the hook gives them today', async () => {
    const c = byId.get('broken-agent-hook')!;
    const { additionalContext } = JSON.parse(await hookAnswer('copilot', c, event)) as { additionalContext: string };
    expect(additionalContext).toContain('.github/agents/reviewer.agent.md:1:1 error copilot/agent-dropped (copilot): Copilot CLI does not load this agent: `description` is required');
    expect(c.observed.afterWrite).toEqual([`${created(c, c.write.content.length)}\n\nTool "create" succeeded. Additional guidance from postToolUse hooks:\n${additionalContext}`]);
  });

  it('installs from a clone of the repository as a marketplace, and the installed plugin\'s hook answers as under --plugin-dir', () => {
    const c = byId.get('install-from-marketplace')! as unknown as Case<Record<string, unknown>>;
    expect(c.observed).toEqual({
      marketplaceAdd: ['Marketplace "agentlint" added successfully.'],
      install: ['Plugin "agentlint" installed successfully.', 'Enabled "agentlint@agentlint". It is loaded live from <repo>, so edits take effect on the next session — nothing was copied.'],
      plugins: [{ name: 'agentlint', marketplace: 'agentlint', enabled: true, source: 'live' }],
      agentlintTools: byId.get('broken-agent-hook')!.observed.agentlintTools,
      afterWrite: byId.get('broken-agent-hook')!.observed.afterWrite,
    });
  });

  it('clean agent: nothing from agentlint in the create result', async () => {
    const c = byId.get('clean-agent-hook')!;
    expect(await hookAnswer('copilot', c, event)).toBe('');
    expect(c.observed.afterWrite).toEqual([created(c, c.write.content.length)]);
  });

  it('the MCP call after the write: its result is lint_path\'s answer today, with no second hook message', async () => {
    const c = byId.get('broken-agent-lint-path')!;
    const answer = await lintPath(project(c), { path: c.then!.args.path });
    expect(c.observed.afterWrite).toHaveLength(2);
    expect(c.observed.afterWrite[0]).toBe(byId.get('broken-agent-hook')!.observed.afterWrite[0]);
    expect(c.observed.afterWrite[1]).toBe(`${answer.text}\n\n${JSON.stringify(answer.structured)}`);
  });
});

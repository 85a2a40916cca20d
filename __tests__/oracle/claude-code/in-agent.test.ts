/**
 * The recorded Claude Code in-agent cases (oracle/claude-code/in-agent.json): the plugin validated, installed,
 * and the finding of a written agent reaching the model.
 * Jest never runs a harness: it replays each recorded case through `agentlint hook` and the MCP tools in-process and
 * checks that the recording holds exactly what they say today (oracle/in-agent.mjs records them).
 */
import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lintText } from '../../../src/mcp/tools.js';
import { hookAnswer, scratch, type Case } from '../in-agent-helpers.js';
describe('Claude Code in-agent cases (oracle/claude-code/in-agent.json)', () => {
  const set = JSON.parse(readFileSync('oracle/claude-code/in-agent.json', 'utf8')) as { claudeCode: string; cases: Case[] };
  const hooks = JSON.parse(readFileSync('plugins/agentlint/hooks/hooks.json', 'utf8')) as { hooks: { PostToolUse: Array<{ matcher: string; hooks: Array<{ command: string }> }> } };
  const command = hooks.hooks.PostToolUse[0]!.hooks[0]!.command;
  const byId = new Map(set.cases.map((c) => [c.id, c]));
  const event = (abs: string, root: string) => ({ cwd: root, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: abs } });

  it('records the pinned release and the cases', () => {
    expect(set.claudeCode).toBe(JSON.parse(readFileSync('oracle/pins.json', 'utf8'))['claude-code'].version);
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


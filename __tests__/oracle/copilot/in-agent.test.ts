/**
 * The recorded Copilot CLI in-agent cases (oracle/copilot/in-agent.json): the plugin loaded, installed,
 * its hook and its lint_path reaching the model.
 * Jest never runs a harness: it replays each recorded case through `agentlint hook` and the MCP tools in-process and
 * checks that the recording holds exactly what they say today (oracle/in-agent.mjs records them).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lintPath } from '../../../src/mcp/tools.js';
import { hookAnswer, project, type Case } from '../in-agent-helpers.js';
describe('Copilot CLI in-agent cases (oracle/copilot/in-agent.json)', () => {
  interface CopilotCase extends Case<{ agentlintTools: string[]; afterWrite: string[] }> {
    then?: { name: string; args: { path: string } };
  }
  const set = JSON.parse(readFileSync('oracle/copilot/in-agent.json', 'utf8')) as { copilot: string; cases: CopilotCase[] };
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


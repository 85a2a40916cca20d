/**
 * agentlint as a plugin of the harnesses, shipped from this repository's root: agentlint itself finds nothing in
 * it, and each manifest points at the parts that exist and run the committed bundle's `hook` and `mcp` commands.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { lintLoadingRules } from '../../src/engine/lint-loading.js';

const json = (p: string) => JSON.parse(readFileSync(p, 'utf8'));
const PARTS = ['.claude-plugin', '.github/plugin', 'gemini-extension.json', 'plugin', 'skills'];
/** Parsed files under PARTS (a file two harnesses read counts once per harness): a part no harness read would lower it. */
const FILES_CHECKED = 10;

describe('the plugins this repository ships', () => {
  it('lint clean with the repository configuration, every harness that reads them included', async () => {
    const r = await lintLoadingRules({ root: process.cwd(), only: PARTS });
    expect(r.diagnostics.map((d) => `${d.span.path}:${d.span.range.start.line} ${d.kind}: ${d.message}`)).toEqual([]);
    expect(r.skipped).toEqual([]);
    expect(r.filesChecked).toBe(FILES_CHECKED);
  });

  it('Claude Code: the marketplace lists the root plugin; its hook and server run the bundle', () => {
    expect(json('.claude-plugin/marketplace.json').plugins).toEqual([expect.objectContaining({ name: 'agentlint', source: './' })]);
    const plugin = json('.claude-plugin/plugin.json');
    expect(plugin).toMatchObject({ name: 'agentlint', hooks: './plugin/claude-code/hooks.json', mcpServers: './plugin/claude-code/mcp.json' });
    expect(json('plugin/claude-code/hooks.json').hooks.PostToolUse[0].hooks[0].command).toBe('node "${CLAUDE_PLUGIN_ROOT}/dist/cli/index.js" hook claude-code');
    expect(json('plugin/claude-code/mcp.json').mcpServers.agentlint).toEqual({ command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/dist/cli/index.js', 'mcp'] });
  });

  it('Copilot CLI: a postToolUse hook on its write tools and the server started in the project', () => {
    const hook = json('plugin/copilot/hooks.json').hooks.postToolUse[0];
    expect(hook).toMatchObject({ type: 'command', matcher: 'create|edit', bash: 'node "$COPILOT_PLUGIN_ROOT/dist/cli/index.js" hook copilot' });
    expect(json('plugin/copilot/mcp.json').mcpServers.agentlint).toMatchObject({ command: 'node', args: ['${PLUGIN_ROOT}/dist/cli/index.js', 'mcp'], cwd: '.' });
  });

  it('Gemini CLI: the server on the workspace and a context file that exists; no hooks/hooks.json, which Claude Code would read too', () => {
    const ext = json('gemini-extension.json');
    expect(existsSync(ext.contextFileName)).toBe(true);
    expect(existsSync('hooks/hooks.json')).toBe(false);
    expect(readFileSync('skills/writing-agent-definitions/SKILL.md', 'utf8')).toMatch(/^---\nname: writing-agent-definitions\ndescription: /);
  });
});

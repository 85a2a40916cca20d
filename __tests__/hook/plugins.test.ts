/**
 * agentlint as a plugin of the harnesses, shipped from this repository's root: agentlint itself finds nothing in
 * it, and each manifest points at the parts that exist and run the committed bundle's `hook` and `mcp` commands.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { lintLoadingRules } from '../../src/engine/lint-loading.js';

const json = (p: string) => JSON.parse(readFileSync(p, 'utf8'));
const PARTS = ['.claude-plugin', '.github/plugin', 'gemini-extension.json', 'hooks', 'plugin', 'plugins'];
/** Parsed files under PARTS (a file two harnesses read counts once per harness): a part no harness read would lower it. */
const FILES_CHECKED = 12;

describe('the plugins this repository ships', () => {
  it('lint clean with the repository configuration, every harness that reads them included', async () => {
    const r = await lintLoadingRules({ root: process.cwd(), only: PARTS });
    expect(r.diagnostics.map((d) => `${d.span.path}:${d.span.range.start.line} ${d.kind}: ${d.message}`)).toEqual([]);
    expect(r.skipped).toEqual([]);
    expect(r.filesChecked).toBe(FILES_CHECKED);
  });

  it('Claude Code: the marketplace lists plugins/agentlint, whose dist links to the bundle and which has no package.json', () => {
    expect(json('.claude-plugin/marketplace.json').plugins).toEqual([expect.objectContaining({ name: 'agentlint', source: './plugins/agentlint' })]);
    expect(json('plugins/agentlint/.claude-plugin/plugin.json')).toMatchObject({ name: 'agentlint' });
    // Claude Code copies what the link points to into its cache; a package.json would make it run npm ci there.
    expect(lstatSync('plugins/agentlint/dist').isSymbolicLink()).toBe(true);
    expect(readlinkSync('plugins/agentlint/dist')).toBe('../../dist/cli');
    expect(existsSync('plugins/agentlint/package.json')).toBe(false);
    expect(json('plugins/agentlint/hooks/hooks.json').hooks.PostToolUse[0].hooks[0].command).toBe('node "${CLAUDE_PLUGIN_ROOT}/dist/index.js" hook claude-code');
    expect(json('plugins/agentlint/.mcp.json').mcpServers.agentlint).toEqual({ command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/dist/index.js', 'mcp'] });
    expect(readFileSync('plugins/agentlint/skills/writing-agent-definitions/SKILL.md', 'utf8')).toMatch(/^---\nname: writing-agent-definitions\ndescription: /);
  });

  it('Copilot CLI: its own marketplace and plugin at the root, a postToolUse hook on its write tools and the server started in the project', () => {
    expect(json('.github/plugin/marketplace.json').plugins).toEqual([expect.objectContaining({ name: 'agentlint', source: './' })]);
    expect(json('.github/plugin/plugin.json')).toMatchObject({ name: 'agentlint', skills: 'plugins/agentlint/skills/', hooks: 'plugin/copilot/hooks.json', mcpServers: 'plugin/copilot/mcp.json' });
    const hook = json('plugin/copilot/hooks.json').hooks.postToolUse[0];
    expect(hook).toMatchObject({ type: 'command', matcher: 'create|edit', bash: 'node "$COPILOT_PLUGIN_ROOT/dist/cli/index.js" hook copilot' });
    expect(json('plugin/copilot/mcp.json').mcpServers.agentlint).toMatchObject({ command: 'node', args: ['${PLUGIN_ROOT}/dist/cli/index.js', 'mcp'], cwd: '.' });
  });

  it('Gemini CLI: the server on the workspace, a context file that exists, the AfterTool hook in hooks/hooks.json (the root is no Claude Code plugin)', () => {
    const ext = json('gemini-extension.json');
    expect(existsSync(ext.contextFileName)).toBe(true);
    expect(json('hooks/hooks.json').hooks.AfterTool[0].hooks[0].command).toBe('node "${extensionPath}${/}dist${/}cli${/}index.js" hook gemini');
    expect(existsSync('.claude-plugin/plugin.json')).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/server-allowlist.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const config = (list: string) => ({ '.agentlint.yml': `rules:\n  mcp/server-allowlist:\n    allowlist: ${list}\n` });
const AGENT = { '.claude/agents/researcher.md': '---\nname: researcher\ndescription: Researches\nmcpServers:\n  - scraper:\n      command: scraper-mcp\n---\nResearch.\n' };

describe('mcp/server-allowlist', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a server defined inline in an agent is an error at its name, naming the agent and the list', () => {
    expect(brief(findingsOf(rule, { ...config('[github, docs]'), ...AGENT }))).toEqual(['5:5 error MCP server `scraper` (in agent `researcher`) is not on the server allowlist: `github`, `docs`']);
  });

  it('an empty allowlist blocks a plugin manifest\'s server', () => {
    const plugin = { 'p/.claude-plugin/plugin.json': '{\n  "name": "p",\n  "mcpServers": { "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" } }\n}\n' };
    expect(brief(findingsOf(rule, { ...config('[]'), ...plugin }))).toEqual(['3:19 error MCP server `github` (in the plugin manifest) is not on the server allowlist (the list is empty: every server is blocked)']);
  });

  it('servers on the list are clean, and the rule is silent when not enabled', () => {
    expect(brief(findingsOf(rule, { ...config('[scraper]'), ...AGENT }))).toEqual([]);
    expect(brief(findingsOf(rule, AGENT))).toEqual([]);
  });
});

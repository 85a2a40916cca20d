import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/file-shape.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const TOP_LEVEL = '{\n  "docs": { "type": "http", "url": "https://mcp.example.com/mcp" }\n}\n';

describe('mcp/file-shape', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('mcpServers written as a list of names is an error at the value', () => {
    expect(brief(findingsOf(rule, { '.mcp.json': '{ "mcpServers": ["docs", "github"] }\n' }))).toEqual([
      '1:17 error `mcpServers` must be an object mapping server names to configs, not an array: no server loads from this file ("No servers load from this file")',
    ]);
  });

  it('servers at the top level of a project .mcp.json are a warning at the first key', () => {
    const ds = findingsOf(rule, { '.mcp.json': TOP_LEVEL });
    expect(brief(ds)).toEqual(['2:3 warn this file has no `mcpServers` object: Claude Code loads no MCP server from it and says nothing (the servers here sit at the top level; put them under `"mcpServers"`)']);
    expect(ds[0]!.help).toBe('write `{ "mcpServers": { "<name>": { "command": "…" } } }`');
  });

  it('top-level servers in a plugin\'s .mcp.json and an empty object are clean', () => {
    expect(brief(findingsOf(rule, { 'tools/.claude-plugin/plugin.json': '{ "name": "tools" }\n', 'tools/.mcp.json': TOP_LEVEL }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.mcp.json': '{}\n' }))).toEqual([]);
  });
});

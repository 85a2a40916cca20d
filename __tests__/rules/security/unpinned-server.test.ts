import { describe, expect, it } from '@jest/globals';
import rule from '../../../src/rules/security/unpinned-server.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

describe('security/unpinned-server', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('`@latest` with npx and a bare package with uvx: a warning at each package argument', () => {
    const mcp = '{\n  "mcpServers": {\n    "gh": { "command": "npx", "args": ["-y", "github-mcp@latest"] },\n    "uv": { "command": "uvx", "args": ["mcp-server-git"] }\n  }\n}\n';
    const ds = findingsOf(rule, { '.mcp.json': mcp });
    expect(brief(ds)).toEqual([
      '3:46 warn `npx` runs the newest release of `github-mcp@latest`: Claude Code starts the MCP server `gh` with this command at session start (once the server is enabled), and whoever publishes the next release decides what that is',
      '4:40 warn `uvx` runs `mcp-server-git` with no version: Claude Code starts the MCP server `uv` with this command at session start (once the server is enabled), and whoever publishes the next release decides what that is',
    ]);
    expect(ds.map((d) => d.help)).toEqual(['pin an exact version: `github-mcp@<version>`', 'pin an exact version: `mcp-server-git==<version>`']);
  });

  it('a local path and a pinned uvx package are no finding', () => {
    const mcp = '{\n  "mcpServers": {\n    "local": { "command": "npx", "args": ["-y", "./tools/server"] },\n    "pinned": { "command": "uvx", "args": ["mcp-server-git==0.6.2"] }\n  }\n}\n';
    expect(brief(findingsOf(rule, { '.mcp.json': mcp }))).toEqual([]);
  });
});

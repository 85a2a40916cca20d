import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/mcp-no-transport.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const mcp = (servers: string) => ({ '.cursor/mcp.json': `{\n  "mcpServers": {\n${servers}\n  }\n}\n` });

describe('cursor/mcp-no-transport', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a remote server that lost its url is an error at the server name', () => {
    expect(brief(findingsOf(rule, mcp('    "ok": { "url": "https://a.example.com/mcp" },\n    "api": { "type": "sse", "headers": { "X-Key": "${env:KEY}" } }')))).toEqual([
      '4:5 error MCP server `api` has neither `command` nor `url`: Cursor has nothing to start or connect to (documented: https://cursor.com/docs/mcp)',
    ]);
  });

  it('a url-only remote server and a command-only local server are clean', () => {
    expect(brief(findingsOf(rule, mcp('    "remote": { "url": "https://a.example.com/mcp" },\n    "local": { "command": "db-mcp" }')))).toEqual([]);
  });

  it('the same empty server in another harness\'s file is not read as Cursor\'s', () => {
    expect(brief(findingsOf(rule, { '.vscode/mcp.json': '{\n  "mcpServers": {\n    "api": {}\n  }\n}\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/server-config.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const mcp = (server: string) => ({ '.mcp.json': `{\n  "mcpServers": {\n    "live": ${server}\n  }\n}\n` });

describe('mcp/server-config', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('another tool\'s name for a transport is an error at the type, with a possible fix', () => {
    const [d, ...rest] = findingsOf(rule, mcp('{ "type": "websocket", "url": "wss://mcp.example.com/ws" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:23 error MCP server `live` has unknown type `websocket`: Claude Code skips it']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"ws"']]);
  });

  it('a server with only args is a stdio server without command, reported at its name', () => {
    expect(brief(findingsOf(rule, mcp('{ "args": ["-y", "live-mcp"] }')))).toEqual(['3:5 error stdio (the default type) MCP server `live` has no `command`: Claude Code skips it as an invalid server config']);
  });

  it('a blank url on an sse server is a warning at the value', () => {
    expect(brief(findingsOf(rule, mcp('{ "type": "sse", "url": "  " }')))).toEqual(['3:37 warn `url` of MCP server `live` is blank: the server has nothing to connect to (Claude Code 2.1.332\'s validator accepts it)']);
  });

  it('streamable-http with a url, and an agent naming a configured server, are clean', () => {
    expect(brief(findingsOf(rule, mcp('{ "type": "streamable-http", "url": "https://mcp.example.com/mcp" }')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: A\nmcpServers:\n  - live\n---\nA.\n' }))).toEqual([]);
  });
});

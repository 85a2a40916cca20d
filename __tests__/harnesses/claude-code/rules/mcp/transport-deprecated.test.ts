import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/transport-deprecated.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('mcp/transport-deprecated', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an unquoted sse in an agent\'s inline server is info at the value, with a possible unquoted fix', () => {
    const agent = '---\nname: r\ndescription: Reads\nmcpServers:\n  - live:\n      type: sse\n      url: https://mcp.example.com/sse\n---\nRead.\n';
    const [d, ...rest] = findingsOf(rule, { '.claude/agents/r.md': agent });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['6:13 info MCP server `live` uses the deprecated `sse` transport: Claude Code still lists it, but the docs deprecate `sse` in favour of `http` (streamable HTTP; documented: https://code.claude.com/docs/en/mcp)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['http']]);
  });

  it('an http server whose path ends in /sse, and a ws server, are clean', () => {
    expect(brief(findingsOf(rule, { '.mcp.json': '{ "mcpServers": { "a": { "type": "http", "url": "https://mcp.example.com/sse" }, "b": { "type": "ws", "url": "wss://x.example.com" } } }\n' }))).toEqual([]);
  });
});

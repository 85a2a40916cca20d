import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/remote-server.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const PLUGIN = { '.claude-plugin/plugin.json': '{ "name": "docs-tools" }\n' };
const mcp = (server: string) => ({ '.mcp.json': `{\n  "mcpServers": {\n    "docs": ${server}\n  }\n}\n` });

describe('mcp/remote-server', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('cleartext http to a private address is a warning with a possible switch to https', () => {
    const [d, ...rest] = findingsOf(rule, { ...PLUGIN, ...mcp('{ "type": "http", "url": "http://10.0.0.5:8080/mcp" }') });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:38 warn `url` of MCP server `docs` uses `http://` to `10.0.0.5`: requests, headers and any credentials travel in cleartext (`claude plugin validate` warns; plugin directories may reject it)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"https://10.0.0.5:8080/mcp"']]);
  });

  it('an http OAuth metadata URL is an error, and network on a remote server a warning', () => {
    const server = '{ "type": "http", "url": "https://mcp.example.com/mcp", "oauth": { "authServerMetadataUrl": "http://auth.example.com/.well-known" }, "network": { "allow": [] } }';
    expect(brief(findingsOf(rule, { ...PLUGIN, ...mcp(server) }))).toEqual([
      '3:105 error `oauth.authServerMetadataUrl` of MCP server `docs` must use `https://`: Claude Code drops the server at load',
      '3:146 warn Claude Code ignores `network` of remote MCP server `docs`: it is read on stdio servers only (a remote server\'s host comes from its `url`)',
    ]);
  });

  it('http to localhost in a plugin, and http in a project .mcp.json outside any plugin, are clean', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, ...mcp('{ "type": "http", "url": "http://localhost:3000/mcp" }') }))).toEqual([]);
    expect(brief(findingsOf(rule, mcp('{ "type": "http", "url": "http://mcp.example.com/mcp" }')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agent-plugins/rules/mcp.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const PLUGIN = { 'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n' };
const mcp = (server: string) => `{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",\n  "mcpServers": {\n    "notes": ${server}\n  }\n}\n`;

describe('agent-plugins/mcp', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('plain HTTP to a remote host skips the server, pointed at the url', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, 'mcp.json': mcp('{ "type": "streamable-http", "url": "http://example.com/mcp" }') }))).toEqual([
      '4:50 error a client skips MCP server `notes`: `url` uses HTTP for `example.com`: only a loopback host may (Agent Plugins 1.0.0 §7.2.1)',
    ]);
  });

  it('a command with a path not starting with ./ skips the server', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, 'mcp.json': mcp('{ "type": "stdio", "command": "bin/notes" }') }))).toEqual([
      '4:44 error a client skips MCP server `notes`: `command` `bin/notes` is neither a bare executable name nor a path starting with `./` (Agent Plugins 1.0.0 §7.2.1)',
    ]);
  });

  it('an extra top-level field disables every server', () => {
    const text = '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",\n  "servers": {},\n  "mcpServers": {}\n}\n';
    expect(brief(findingsOf(rule, { ...PLUGIN, 'mcp.json': text }))).toEqual([
      '3:3 error a client disables every MCP server of this plugin: `servers` is not allowed at the top of `mcp.json` (only `$schema` and `mcpServers`; Agent Plugins 1.0.0 §7.2.1)',
    ]);
  });

  it('HTTP to loopback and a ./ command with a space are clean', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, 'mcp.json': mcp('{ "type": "sse", "url": "http://localhost:8080/sse" }') }))).toEqual([]);
    expect(brief(findingsOf(rule, { ...PLUGIN, 'mcp.json': mcp('{ "type": "stdio", "command": "./bin/probe token.sh", "cwd": "${PLUGIN_DATA}/cache" }') }))).toEqual([]);
  });

  it('an mcp.json of a folder whose plugin.json declares no Agent Plugins $schema is not read', () => {
    expect(brief(findingsOf(rule, { 'plugin.json': '{ "name": "notes" }\n', 'mcp.json': mcp('{ "command": "./bin/notes" }') }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/field-types.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const PLUGIN = { '.claude-plugin/plugin.json': '{ "name": "db-tools" }\n' };
const mcp = (server: string) => ({ '.mcp.json': `{\n  "mcpServers": {\n    "db": ${server}\n  }\n}\n` });

describe('mcp/field-types', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('args written as one string is an error with a possible split into an array', () => {
    const [d, ...rest] = findingsOf(rule, mcp('{ "command": "db-mcp", "args": "--port 8080  --verbose" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:42 error `args` of MCP server `db` must be an array of strings, not a string: `claude plugin validate` rejects this server config (a plugin\'s loader silently drops such a server)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['["--port","8080","--verbose"]']]);
  });

  it('a numeric env value in a plugin is dropped by the plugin loader', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, ...mcp('{ "command": "db-mcp", "env": { "PORT": 8080 } }') }))).toEqual([
      '3:51 error `env.PORT` of MCP server `db` must be a string, not a number: the plugin loader silently drops this server',
    ]);
  });

  it('a remote url that is only a host and path is not an absolute URL', () => {
    expect(brief(findingsOf(rule, mcp('{ "type": "http", "url": "mcp.example.com/mcp" }')))).toEqual([
      '3:36 error `url` `mcp.example.com/mcp` of MCP server `db` is not an absolute URL: `claude plugin validate` rejects it (a plugin\'s loader marks such a server as invalid config and it never connects)',
    ]);
  });

  it('string args with ${VAR}, a ws URL and string headers are clean', () => {
    expect(brief(findingsOf(rule, mcp('{ "command": "db-mcp", "args": ["--dsn", "${DB_DSN}"], "env": { "PORT": "8080" } }')))).toEqual([]);
    expect(brief(findingsOf(rule, mcp('{ "type": "ws", "url": "wss://mcp.example.com/ws", "headers": { "X-Key": "${KEY}" } }')))).toEqual([]);
  });

  it('a url built from an environment variable, which Claude Code expands when it loads the server, is not judged', () => {
    expect(brief(findingsOf(rule, mcp('{ "type": "http", "url": "${API_BASE_URL:-https://api.example.com}/mcp" }')))).toEqual([]);
  });
});

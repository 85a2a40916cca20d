import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/mcp/secret-literal.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const mcp = (server: string) => ({ '.mcp.json': `{\n  "mcpServers": {\n    "api": ${server}\n  }\n}\n` });

describe('mcp/secret-literal', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a bearer token in headers is an error at the value, with a possible ${VAR} named after the server', () => {
    const [d, ...rest] = findingsOf(rule, mcp('{ "type": "http", "url": "https://api.example.com/mcp", "headers": { "Authorization": "Bearer abcdef1234567890abcdef" } }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:98 error `headers.Authorization` of MCP server `api` holds a literal credential: `abcd…` (22 characters) is committed with the file; Claude Code expands `${API_TOKEN}` from the environment instead (documented: https://code.claude.com/docs/en/mcp)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"Bearer ${API_TOKEN}"']]);
  });

  it('a password in an agent\'s inline server env is found too', () => {
    const agent = '---\nname: dba\ndescription: Runs queries\nmcpServers:\n  - pg:\n      command: pg-mcp\n      env:\n        PG_PASSWORD: hunter2secret\n---\nQuery.\n';
    expect(brief(findingsOf(rule, { '.claude/agents/dba.md': agent }))).toEqual([
      '8:22 error `env.PG_PASSWORD` of MCP server `pg` holds a literal credential: `hun…` (13 characters) is committed with the file; Claude Code expands `${PG_PASSWORD}` from the environment instead (documented: https://code.claude.com/docs/en/mcp)',
    ]);
  });

  it('references, defaults, placeholders, ids and key-file paths are clean', () => {
    const env = '{ "API_TOKEN": "${API_TOKEN:-}", "CLIENT_ID": "a1b2c3d4e5f6a7b8c9d0e1f2", "API_KEY_FILE": "/run/secrets/key", "DB_PASSWORD": "changeme", "GITHUB_TOKEN": "<your-token>" }';
    expect(brief(findingsOf(rule, mcp(`{ "command": "api-mcp", "env": ${env} }`)))).toEqual([]);
  });
});

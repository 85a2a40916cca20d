import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/mcp-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const file = (text: string) => ({ '.cursor/mcp.json': text });
const DOC = '(documented: https://cursor.com/docs/mcp)';

describe('cursor/mcp-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('env as an array and a numeric command are warnings at the values', () => {
    const text = '{\n  "mcpServers": {\n    "db": { "command": 42, "env": ["A=1"] }\n  }\n}\n';
    expect(brief(findingsOf(rule, file(text)))).toEqual([
      `3:24 warn \`command\` of server \`db\` must be a string: it is the number \`42\` ${DOC}`,
      `3:35 warn \`env\` of server \`db\` must be an object of strings: it is an array ${DOC}`,
    ]);
  });

  it('mcpServers as an array is a warning at the value', () => {
    expect(brief(findingsOf(rule, file('{\n  "mcpServers": [{ "command": "db-mcp" }]\n}\n')))).toEqual([
      `2:17 warn \`mcpServers\` must be an object of servers by name: it is an array ${DOC}`,
    ]);
  });

  it('envFile on a local server, headers on a remote one and an auth object are clean', () => {
    const text = '{\n  "mcpServers": {\n    "db": { "type": "stdio", "command": "db-mcp", "args": [], "envFile": ".env" },\n    "api": { "url": "https://a.example.com/mcp", "headers": { "X-Key": "${env:KEY}" }, "auth": { "CLIENT_ID": "x" } }\n  }\n}\n';
    expect(brief(findingsOf(rule, file(text)))).toEqual([]);
  });
});

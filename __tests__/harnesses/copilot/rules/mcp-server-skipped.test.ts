import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/mcp-server-skipped.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const mcp = (server: string) => ({ '.github/mcp.json': `{\n  "mcpServers": {\n    "docs": ${server}\n  }\n}\n` });

describe('copilot/mcp-server-skipped', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt type is reported at the value with a certain quoted fix', () => {
    const ds = findingsOf(rule, mcp('{"type": "htp", "url": "https://example.com/mcp"}'));
    expect(brief(ds)).toEqual([
      '3:22 error Copilot CLI skips the MCP server `docs`: `type` must be one of `local`, `stdio`, `http`, `sse` (did you mean `http`?) ("type: Invalid literal value") (its log says "Skipping invalid MCP server")',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"http"']]);
  });

  it('a server with neither command nor url is reported at its key', () => {
    expect(brief(findingsOf(rule, mcp('{"args": ["serve"]}')))).toEqual([
      '3:5 error Copilot CLI skips the MCP server `docs`: it has neither `command` nor `url` ("server config must define command or url") (its log says "Skipping invalid MCP server")',
    ]);
  });

  it('a broken .github/mcp.json shadowed by .mcp.json is not read', () => {
    expect(brief(findingsOf(rule, { ...mcp('{"args": ["serve"]}'), '.mcp.json': '{"mcpServers": {"db": {"command": "db-mcp"}}}\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/mcp-server-unknown-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const config = (text: string) => ({ '.codex/config.toml': text });

describe('codex/mcp-server-unknown-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt key is ignored, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, config('[mcp_servers.docs]\nurl = "http://127.0.0.1:8080/mcp"\ntool_timout_sec = 30\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:1 warn Codex ignores `tool_timout_sec` in MCP server `docs`: it says "`mcp_servers.docs.tool_timout_sec` is ignored" and loads the server without it (did you mean `tool_timeout_sec`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['tool_timeout_sec']]);
  });

  it("Claude Code's type key is not Codex's", () => {
    expect(brief(findingsOf(rule, config('[mcp_servers.docs]\ntype = "stdio"\ncommand = "docs-mcp"\n')))).toEqual([
      '2:1 warn Codex ignores `type` in MCP server `docs`: it says "`mcp_servers.docs.type` is ignored" and loads the server without it',
    ]);
  });

  it('known keys, and the variables inside an env table, are clean', () => {
    expect(brief(findingsOf(rule, config('[mcp_servers.docs]\ncommand = "docs-mcp"\nargs = ["--stdio"]\nenabled = true\nstartup_timeout_sec = 20\n[mcp_servers.docs.env]\nDOCS_TOKEN = "x"\n')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/config-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const config = (text: string) => ({ '.codex/config.toml': text });

describe('codex/config-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a near miss of a closed value is fatal, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, config('model = "gpt-5"\napproval_policy = "on-requst"\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:19 error Codex refuses to start in this project (when trusted): `approval_policy` is `"on-requst"`; Codex accepts `untrusted`, `on-failure`, `on-request`, `granular`, `never` ("unknown variant")']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"on-request"']]);
  });

  it('an MCP server with both transports is fatal at the foreign key', () => {
    expect(brief(findingsOf(rule, config('[mcp_servers.docs]\ncommand = "docs-mcp"\nurl = "http://127.0.0.1:8080/mcp"\n')))).toEqual([
      '3:1 error Codex refuses to start in this project (when trusted): `url` is not supported for a stdio MCP server (`docs` has `command`)',
    ]);
  });

  it('not valid TOML is fatal', () => {
    expect(brief(findingsOf(rule, config('model = \n')))).toEqual(['1:8 error Codex refuses to start in this project (when trusted): this file is not valid TOML (invalid value)']);
  });

  it('a project-only-ignored key of any type and a valid stdio server are clean', () => {
    expect(brief(findingsOf(rule, config('notify = 42\n[mcp_servers.docs]\ncommand = "docs-mcp"\nargs = ["--port", "8080"]\n[mcp_servers.docs.env]\nTOKEN = "x"\n')))).toEqual([]);
  });
});

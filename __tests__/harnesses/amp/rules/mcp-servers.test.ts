import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/amp/rules/mcp-servers.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const settings = (server: string) => ({ '.amp/settings.json': `{\n  "amp.mcpServers": {\n    ${server}\n  }\n}\n` });

describe('amp/mcp-servers', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('args written as one string is an error at the value, split into words as a possible fix', () => {
    const ds = findingsOf(rule, settings('"db": { "command": "npx", "args": "-y db-mcp --port 5432" }'));
    expect(brief(ds)).toEqual(['3:39 error `args` of MCP server `db` must be a list: with "-y db-mcp --port 5432" `amp mcp list` fails ("args.join is not a function"; oracle: oracle/amp/cases.json, case `mcp-args-string`)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['["-y","db-mcp","--port","5432"]']]);
  });

  it('a string with quotes in args is reported without a fix', () => {
    const ds = findingsOf(rule, settings('"db": { "command": "sh", "args": "-c \'run db\'" }'));
    expect(ds.map((d) => d.suggestion)).toEqual([undefined]);
  });

  it('a server with args and no command or url is a warning at its key', () => {
    expect(brief(findingsOf(rule, settings('"docs": { "args": ["docs-mcp"] }')))).toEqual([
      '3:5 warn MCP server `docs` has neither `command` nor `url`: Amp lists it as "command undefined", with nothing to start (oracle: oracle/amp/cases.json, case `mcp-entries`)',
    ]);
  });

  it('a url server, comments, trailing commas and a numeric command are clean', () => {
    expect(brief(findingsOf(rule, settings('// remote\n    "web": { "url": "https://mcp.example.com/sse", },\n    "num": { "command": 7 },')))).toEqual([]);
  });

  it('a string args under a key Amp does not read is clean', () => {
    expect(brief(findingsOf(rule, { '.amp/settings.json': '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": "db-mcp" }\n  }\n}\n' }))).toEqual([]);
  });
});

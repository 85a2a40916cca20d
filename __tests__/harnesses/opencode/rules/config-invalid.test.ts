import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/config-invalid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const FATAL = 'OpenCode refuses to start (every command exits 1 with "Configuration is invalid")';
const config = (text: string) => ({ 'opencode.json': text });

describe('opencode/config-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a near miss of a permission action is fatal, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, config('{\n  "permission": { "bash": { "git *": "alow" } }\n}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([`2:38 error ${FATAL}: \`permission.bash\` for \`git *\` is \`"alow"\`; a permission is \`allow\`, \`ask\` or \`deny\``]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"allow"']]);
  });

  it('an MCP server with enabled but no type is ignored, not fatal', () => {
    expect(brief(findingsOf(rule, config('{\n  "mcp": { "docs": { "enabled": true, "command": ["docs-mcp"] } }\n}\n')))).toEqual([
      '2:12 error OpenCode ignores MCP server `docs` and never starts it: it reads an entry that fits neither `local` nor `remote` as an on/off switch (a run logs "Ignoring MCP config entry without type"): MCP server `docs` has no `type` (`local` or `remote`)',
    ]);
  });

  it('an empty $schema is a warning with the URL as fix', () => {
    const [d, ...rest] = findingsOf(rule, config('{\n  "$schema": ""\n}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:14 warn `$schema` is empty: OpenCode puts its own URL in its place, and editors get no schema from the file; write `https://opencode.ai/config.json`']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"https://opencode.ai/config.json"']]);
  });

  it('an on/off switch for an inherited server, a local server and pattern permissions load', () => {
    const text = '{\n  "$schema": "https://opencode.ai/config.json",\n  "permission": { "edit": "ask", "bash": { "*": "deny", "git *": "allow" } },\n  "mcp": {\n    "old": { "enabled": false },\n    "docs": { "type": "local", "command": ["npx", "-y", "docs-mcp"], "environment": { "A": "b" } }\n  },\n  "command": { "hi": { "template": "Say hi", "subtask": false } }\n}\n';
    expect(brief(findingsOf(rule, config(text)))).toEqual([]);
  });
});

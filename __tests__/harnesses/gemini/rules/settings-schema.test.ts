import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/settings-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const settings = (json: string) => ({ '.gemini/settings.json': json });
const SAID = 'Gemini CLI prints "Invalid configuration in …/settings.json" on every command, keeps the value and carries on';

describe('gemini/settings-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a quoted boolean under general and a non-numeric MCP timeout are errors at the values', () => {
    const json = '{\n  "general": { "vimMode": "true" },\n  "mcpServers": { "docs": { "command": "docs-mcp", "timeout": "10s" } }\n}\n';
    expect(brief(findingsOf(rule, settings(json)))).toEqual([
      `2:27 error \`general.vimMode\` must be a boolean, not string: ${SAID}`,
      `3:63 error \`mcpServers.docs.timeout\` must be a number, not string: ${SAID}`,
    ]);
  });

  it('a top-level key in the wrong case is a warning with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, settings('{\n  "mcpservers": {}\n}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:3 warn Gemini CLI ignores the unknown setting `mcpservers` without a word (did you mean `mcpServers`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"mcpServers"']]);
  });

  it('a numeric timeout written as a string, a context.fileName list, a tcp server and comments are clean', () => {
    const json = '{\n  // project settings\n  "$schema": "https://example.com/s.json",\n  "context": { "fileName": ["AGENTS.md", "GEMINI.md"] },\n  "mcpServers": { "docs": { "httpUrl": "https://d.example.com/mcp", "timeout": "10" }, "local": { "tcp": "localhost:9000" } }\n}\n';
    expect(brief(findingsOf(rule, settings(json)))).toEqual([]);
  });
});

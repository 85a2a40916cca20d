import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/mcp-env-syntax.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const config = (text: string) => ({ 'opencode.json': text });

describe('opencode/mcp-env-syntax', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a command item and an environment value with ${VAR} are passed as written, each with a fix', () => {
    const text = '{\n  "mcp": {\n    "fs": {\n      "type": "local",\n      "command": ["fs-mcp", "${HOME}/notes"],\n      "environment": { "TOKEN": "${FS_TOKEN}" }\n    }\n  }\n}\n';
    const ds = findingsOf(rule, config(text));
    expect(brief(ds)).toEqual([
      '5:29 warn OpenCode does not expand `${VAR}` here: the MCP server gets "${HOME}/notes" as written (OpenCode expands `{env:VAR}`)',
      '6:33 warn OpenCode does not expand `${VAR}` here: the MCP server gets "${FS_TOKEN}" as written (OpenCode expands `{env:VAR}`)',
    ]);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits[0]?.text])).toEqual([
      ['MachineApplicable', '"{env:HOME}/notes"'],
      ['MachineApplicable', '"{env:FS_TOKEN}"'],
    ]);
  });

  it('{env:VAR} in a server and ${VAR} outside mcp are clean', () => {
    const text = '{\n  "mcp": { "fs": { "type": "local", "command": ["fs-mcp"], "environment": { "TOKEN": "{env:FS_TOKEN}" } } },\n  "agent": { "docs": { "prompt": "Read ${HOME}/docs" } }\n}\n';
    expect(brief(findingsOf(rule, config(text)))).toEqual([]);
  });
});

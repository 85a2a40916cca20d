import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/hooks.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const settings = (json: string) => ({ '.gemini/settings.json': json });

describe('gemini/hooks', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a handler of type cmd is an error at the type', () => {
    const json = '{\n  "hooks": {\n    "BeforeTool": [{ "matcher": "write_file", "hooks": [{ "type": "cmd", "command": "./check.sh" }] }]\n  }\n}\n';
    expect(brief(findingsOf(rule, settings(json)))).toEqual(['3:67 error Gemini CLI discards this `BeforeTool` hook ("Invalid hook … type: cmd"): `type` must be `command`']);
  });

  it('an event written under hooksConfig is an error at its key', () => {
    const json = '{\n  "hooksConfig": {\n    "enabled": true,\n    "SessionStart": [{ "hooks": [{ "type": "command", "command": "./hello.sh" }] }]\n  }\n}\n';
    expect(brief(findingsOf(rule, settings(json)))).toEqual([
      '4:5 error Gemini CLI never runs the `SessionStart` hooks written under `hooksConfig`: it says nothing; hook events go under `hooks` (`hooksConfig` only holds `enabled`, `disabled` and `notifications`)',
    ]);
  });

  it('a misspelt event in an extension\'s hooks/hooks.json is reported in that file, with a certain rename', () => {
    const tree = { 'tools/gemini-extension.json': '{ "name": "tools", "version": "1.0.0" }\n', 'tools/hooks/hooks.json': '{\n  "hooks": {\n    "AfterTol": [{ "hooks": [{ "type": "command", "command": "./log.sh" }] }]\n  }\n}\n' };
    const [d, ...rest] = findingsOf(rule, tree);
    expect(rest).toEqual([]);
    expect([d!.span.path, ...brief([d!])]).toEqual(['tools/hooks/hooks.json', '3:5 error Gemini CLI skips the unknown hook event `AfterTol` ("Invalid hook event name") (did you mean `AfterTool`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"AfterTool"']]);
  });

  it('hooksConfig switches, a matcher and a numeric timeout are clean, and Claude Code events in Claude Code settings are not Gemini\'s', () => {
    const json = '{\n  "hooksConfig": { "enabled": true, "disabled": ["lint"], "notifications": false },\n  "hooks": {\n    "AfterTool": [{ "matcher": "write_file|replace", "hooks": [{ "type": "command", "command": "./fmt.sh", "timeout": 30000 }] }]\n  }\n}\n';
    expect(brief(findingsOf(rule, settings(json)))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/settings.json': '{ "hooks": { "PreToolUse": [{ "hooks": [{ "type": "command", "command": "x" }] }] } }\n' }))).toEqual([]);
  });
});

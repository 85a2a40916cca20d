import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/handler.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (event: string, entries: string) => ({ '.claude/settings.json': `{\n  "hooks": {\n    "${event}": [\n      ${entries}\n    ]\n  }\n}\n` });

describe('hooks/handler', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt handler type is an error at the value, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, settings('PreToolUse', '{ "matcher": "Bash", "hooks": [ { "type": "comand", "command": "./guard.sh" } ] }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:49 error unknown hook handler type `comand` (did you mean `command`?): Claude Code skips this handler']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"command"']]);
  });

  it('a handler written directly under the event is not a matcher group', () => {
    expect(brief(findingsOf(rule, settings('PostToolUse', '{ "type": "command", "command": "./fmt.sh" }')))).toEqual([
      '4:7 error this entry of `PostToolUse` is a handler, not a matcher group: Claude Code expects groups `{ "matcher": ..., "hooks": [ handler ] }`, so the hook never runs',
    ]);
  });

  it('an empty command is a warning, a prompt hook on SessionStart an error', () => {
    expect(brief(findingsOf(rule, settings('Stop', '{ "hooks": [ { "type": "command", "command": "" } ] }')))).toEqual([
      '4:52 warn `command` of this `command` hook is empty: it has nothing to run (Claude Code 2.1.332 loads it without a message)',
    ]);
    expect(brief(findingsOf(rule, settings('SessionStart', '{ "hooks": [ { "type": "prompt", "prompt": "Greet" } ] }')))).toEqual([
      '4:30 error `SessionStart` does not run `prompt` hooks (only `PreToolUse`, `PermissionRequest`, `PostToolUse`, `PostToolUseFailure`, `UserPromptSubmit`, `Stop`, `SubagentStop`, `TaskCreated` and `TaskCompleted` do): Claude Code skips this handler',
    ]);
  });

  it('a handler without a type gets `"type": "command"` as a maybe fix', () => {
    const [d] = findingsOf(rule, settings('Stop', '{ "hooks": [ { "command": "./notify.sh" } ] }'));
    expect(brief([d!])).toEqual(['4:20 error hook handler has no `type` (`command`, `http`, `mcp_tool`, `prompt` or `agent`): Claude Code skips it']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"type": "command", "command": "./notify.sh"']]);
  });

  it('an mcp_tool handler without its tool, and an http handler on SessionStart, are reported', () => {
    expect(brief(findingsOf(rule, settings('Stop', '{ "hooks": [ { "type": "mcp_tool", "server": "gh" } ] }')))).toEqual(['4:30 error a `mcp_tool` hook needs `tool`: Claude Code skips this handler']);
    expect(brief(findingsOf(rule, settings('SessionStart', '{ "hooks": [ { "type": "http", "url": "https://h.example.com" } ] }')))).toEqual([
      '4:30 warn `SessionStart` runs only `command` hooks: Claude Code skips this `http` handler',
    ]);
  });

  it('prompt, http and mcp_tool handlers with their fields, on events that run them, are clean', () => {
    const handlers = '{ "type": "prompt", "prompt": "Is the task done?" }, { "type": "http", "url": "https://h.example.com" }, { "type": "mcp_tool", "server": "gh", "tool": "notify" }';
    expect(brief(findingsOf(rule, settings('Stop', `{ "hooks": [ ${handlers} ] }`)))).toEqual([]);
  });
});

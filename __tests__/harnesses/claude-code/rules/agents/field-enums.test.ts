import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/field-enums.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const agent = (fields: string) => ({ '.claude/agents/a.md': `---\nname: a\ndescription: A\n${fields}\n---\nBody\n` });

describe('agents/field-enums', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt memory scope is a warning at the value, with a fix', () => {
    const ds = findingsOf(rule, agent('memory: global'));
    expect(brief(ds)).toEqual(['4:9 warn memory `global` is not a valid value: Claude Code ignores it (a debug-log line): the agent gets no memory; want `user`, `project` or `local` (did you mean `local`?)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['local']]);
  });

  it('an unknown permission mode without a near value has no fix', () => {
    const ds = findingsOf(rule, agent('permissionMode: yolo'));
    expect(brief(ds)).toEqual(["4:17 warn permissionMode `yolo` is not a valid value: Claude Code ignores it (a debug-log line) and the agent runs in the session's permission mode; want `default`, `acceptEdits`, `auto`, `dontAsk`, `bypassPermissions`, `plan` or `manual`"]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a capitalised background string and a fractional maxTurns are reported', () => {
    const ds = findingsOf(rule, agent('background: "True"\nmaxTurns: 2.5'));
    expect(brief(ds)).toEqual([
      '4:13 warn background must be `true` or `false`, not `True`: Claude Code ignores it (a debug-log line) and runs the agent in the foreground',
      '5:11 warn maxTurns must be a positive integer, not `2.5`: Claude Code ignores it (a debug-log line) and sets no turn limit',
    ]);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual(['true']);
  });

  it('an integer effort, a quoted maxTurns and background, and manual mode are accepted', () => {
    expect(brief(findingsOf(rule, agent('effort: 3\nmaxTurns: "12"\nbackground: "true"\nisolation: worktree\nmemory: project\npermissionMode: manual')))).toEqual([]);
  });
});

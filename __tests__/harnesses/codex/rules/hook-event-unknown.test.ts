import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/hook-event-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const handler = '[{"hooks": [{"type": "command", "command": "./check.sh"}]}]';

describe('codex/hook-event-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an event in the wrong case in hooks.json is ignored, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, { '.codex/hooks.json': `{\n  "hooks": {\n    "sessionStart": ${handler}\n  }\n}\n` });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:5 warn Codex ignores the hook event `sessionStart` without a word: its hooks never run (did you mean `SessionStart`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"SessionStart"']]);
  });

  it('an unknown event in [hooks] of config.toml is reported without an edit', () => {
    const [d, ...rest] = findingsOf(rule, { '.codex/config.toml': '[[hooks.Notification]]\n[[hooks.Notification.hooks]]\ntype = "command"\ncommand = "./n.sh"\n' });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['1:9 warn Codex ignores the hook event `Notification` without a word: its hooks never run']);
    expect(d!.suggestion).toBeUndefined();
  });

  it('every known event, in hooks.json or config.toml, is clean', () => {
    expect(brief(findingsOf(rule, { '.codex/hooks.json': `{\n  "hooks": {\n    "PreToolUse": ${handler},\n    "SubagentStop": ${handler}\n  }\n}\n` }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.codex/config.toml': '[[hooks.PreCompact]]\n[[hooks.PreCompact.hooks]]\ntype = "command"\ncommand = "./c.sh"\n' }))).toEqual([]);
  });
});

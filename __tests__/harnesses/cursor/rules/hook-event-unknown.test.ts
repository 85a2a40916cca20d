import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/hook-event-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (events: string) => ({ '.cursor/hooks.json': `{\n  "version": 1,\n  "hooks": {\n${events}\n  }\n}\n` });

describe('cursor/hook-event-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a Claude Code event name is reported at the key, with a certain rename of a near miss', () => {
    const [d, ...rest] = findingsOf(rule, hooks('    "PreToolUse": [{ "command": "./check.sh" }]'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:5 warn `PreToolUse` is not a Cursor hook event: these hooks never fire (documented: https://cursor.com/docs/hooks) (did you mean `preToolUse`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"preToolUse"']]);
  });

  it('a name far from every event has no fix', () => {
    const ds = findingsOf(rule, hooks('    "onSave": [{ "command": "./fmt.sh" }]'));
    expect(brief(ds)).toEqual(['4:5 warn `onSave` is not a Cursor hook event: these hooks never fire (documented: https://cursor.com/docs/hooks)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('Tab and app lifecycle hooks are documented events and are clean', () => {
    expect(brief(findingsOf(rule, hooks('    "beforeTabFileRead": [{ "command": "./a.sh" }],\n    "workspaceOpen": [{ "command": "./b.sh" }]')))).toEqual([]);
  });
});

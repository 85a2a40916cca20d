import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/event-known.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const group = '[ { "hooks": [ { "type": "command", "command": "./notify.sh" } ] } ]';
const settings = (events: string) => ({ '.claude/settings.json': `{\n  "hooks": {\n${events}\n  }\n}\n` });

describe('hooks/event-known', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt event is an error at its key, renamed to the event it means', () => {
    const [d, ...rest] = findingsOf(rule, settings(`    "SesionStart": ${group}`));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:5 error `SesionStart` is not a hook event (did you mean `SessionStart`?): Claude Code never runs the hooks registered under it']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"SessionStart"']]);
  });

  it('no rename is offered when the event it means is already there', () => {
    const ds = findingsOf(rule, settings(`    "Stop": ${group},\n    "stop": ${group}`));
    expect(brief(ds)).toEqual(['4:5 error `stop` is not a hook event (did you mean `Stop`?): Claude Code never runs the hooks registered under it']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('known events, and event-like keys outside `hooks`, are clean', () => {
    expect(brief(findingsOf(rule, settings(`    "PostToolUse": ${group},\n    "SubagentStop": ${group}`)))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/settings.json': '{ "env": { "pretooluse": "1" } }' }))).toEqual([]);
  });
});

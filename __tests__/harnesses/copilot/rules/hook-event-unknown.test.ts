import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/hook-event-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (event: string) => ({ '.github/hooks/checks.json': `{\n  "version": 1,\n  "hooks": {\n    "${event}": [{"type": "command", "bash": "./x.sh"}]\n  }\n}` });

describe('copilot/hook-event-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt event is reported at its key with the nearest event', () => {
    expect(brief(findingsOf(rule, hooks('sesionEnd')))).toEqual(['4:5 warn Copilot CLI ignores the hook event `sesionEnd` without a word: its hooks never run (did you mean `sessionEnd`?)']);
  });

  it('an event of another harness with no near Copilot event has no hint', () => {
    expect(brief(findingsOf(rule, hooks('Stop')))).toEqual(['4:5 warn Copilot CLI ignores the hook event `Stop` without a word: its hooks never run']);
  });

  it('the PascalCase spelling of a known event is clean', () => {
    expect(brief(findingsOf(rule, hooks('PreToolUse')))).toEqual([]);
  });

  it('the same key in a JSON file outside .github/hooks is not read', () => {
    expect(brief(findingsOf(rule, { '.github/checks.json': '{"version": 1, "hooks": {"preToolUsed": []}}' }))).toEqual([]);
  });
});

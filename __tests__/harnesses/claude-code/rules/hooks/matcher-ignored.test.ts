import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/matcher-ignored.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (event: string, matcher: string) => ({
  '.claude/settings.json': `{\n  "hooks": {\n    "${event}": [\n      { "matcher": ${JSON.stringify(matcher)}, "hooks": [ { "type": "command", "command": "./log.sh" } ] }\n    ]\n  }\n}\n`,
});

describe('hooks/matcher-ignored', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a matcher on UserPromptSubmit is a warning at the value, with its removal as a maybe fix', () => {
    const [d, ...rest] = findingsOf(rule, settings('UserPromptSubmit', 'Bash|Edit'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:20 warn `UserPromptSubmit` ignores matchers: Claude Code runs these hooks on every UserPromptSubmit, not only for `Bash|Edit` (documented: https://code.claude.com/docs/en/hooks)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['']]);
  });

  it('a wildcard or empty matcher on Stop, and a matcher on PreToolUse, are clean', () => {
    expect(brief(findingsOf(rule, settings('Stop', '*')))).toEqual([]);
    expect(brief(findingsOf(rule, settings('Stop', '')))).toEqual([]);
    expect(brief(findingsOf(rule, settings('PreToolUse', 'Bash')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/hook-type.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const hooks = (event: string, entry: string) => ({ '.github/hooks/checks.json': `{\n  "version": 1,\n  "hooks": {\n    "${event}": [${entry}]\n  }\n}` });

describe('copilot/hook-type', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt type is reported at the value with a hint', () => {
    expect(brief(findingsOf(rule, hooks('preToolUse', '{"type": "comand", "bash": "./x.sh"}')))).toEqual([
      '4:29 error Copilot CLI skips this `preToolUse` hook: `type` must be `command` or `prompt`, not `comand` (did you mean `command`?) ("Invalid hook type — hook will be skipped")',
    ]);
  });

  it('a prompt hook outside sessionStart is reported', () => {
    expect(brief(findingsOf(rule, hooks('preToolUse', '{"type": "prompt", "prompt": "Be careful"}')))).toEqual([
      '4:29 error Copilot CLI skips this `preToolUse` hook: `prompt` hooks run only on `sessionStart` ("Invalid hook type — hook will be skipped")',
    ]);
  });

  it('a hook without type, and a prompt hook on sessionStart, are clean', () => {
    expect(brief(findingsOf(rule, hooks('preToolUse', '{"bash": "./x.sh"}')))).toEqual([]);
    expect(brief(findingsOf(rule, hooks('sessionStart', '{"type": "prompt", "prompt": "Hello"}')))).toEqual([]);
  });
});

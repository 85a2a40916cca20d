import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/hooks-file-invalid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const file = (text: string) => ({ '.github/hooks/checks.json': text });

describe('copilot/hooks-file-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an event that is not a list is reported at its value', () => {
    expect(brief(findingsOf(rule, file('{\n  "hooks": {\n    "sessionStart": {"bash": "./x.sh"}\n  }\n}')))).toEqual([
      '3:21 error Copilot CLI ignores this whole hooks file: the value of `sessionStart` must be a list of hooks ("hook event value must be an array") (its log says "Invalid hook configuration")',
    ]);
  });

  it('a file without hooks is reported on its first line', () => {
    expect(brief(findingsOf(rule, file('{"version": 1}\n')))).toEqual([
      '1:1 error Copilot CLI ignores this whole hooks file: `hooks` must be an object of events ("hooks must be an object") (its log says "Invalid hook configuration")',
    ]);
  });

  it('a file without version is accepted', () => {
    expect(brief(findingsOf(rule, file('{"hooks": {"sessionStart": []}}')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/settings-unknown-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const settings = (json: string, path = '.github/copilot/settings.json') => ({ [path]: json });

describe('copilot/settings-unknown-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a user-only setting is reported at its key, without a fix', () => {
    const ds = findingsOf(rule, settings('{\n  "banner": "never"\n}\n'));
    expect(brief(ds)).toEqual(['2:3 warn Copilot CLI ignores `banner` here without a word: it is not a setting a repository can override']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a misspelt key in settings.local.json gets a certain quoted rename', () => {
    const ds = findingsOf(rule, settings('{"modle": "gpt-4.1"}', '.github/copilot/settings.local.json'));
    expect(brief(ds)).toEqual(['1:2 warn Copilot CLI ignores `modle` here without a word: it is not a setting a repository can override (did you mean `model`?)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"model"']]);
  });

  it('the same key in a settings file outside .github/copilot is not read', () => {
    expect(brief(findingsOf(rule, settings('{"banner": "never"}', '.github/settings.json')))).toEqual([]);
  });
});

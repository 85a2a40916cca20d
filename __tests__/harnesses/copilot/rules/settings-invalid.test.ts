import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/settings-invalid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const settings = (json: string) => ({ '.github/copilot/settings.json': json });

describe('copilot/settings-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an enum value outside the list is reported at the value, in the CLI\'s words', () => {
    expect(brief(findingsOf(rule, settings('{\n  "mergeStrategy": "squash"\n}\n')))).toEqual([
      '2:20 error Copilot CLI ignores this whole settings file: "mergeStrategy: Invalid enum value. Expected \'rebase\' | \'merge\', received \'squash\'" (its log says "Ignored invalid repository settings")',
    ]);
  });

  it('a wrong value inside a map is reported at that value', () => {
    expect(brief(findingsOf(rule, settings('{\n  "enabledPlugins": {"review": "yes"}\n}\n')))).toEqual([
      '2:32 error Copilot CLI ignores this whole settings file: "enabledPlugins.review: Expected boolean, received string" (its log says "Ignored invalid repository settings")',
    ]);
  });

  it('well-typed settings and keys it does not know are not its concern', () => {
    expect(brief(findingsOf(rule, settings('{\n  "contextTier": "long_context",\n  "enabledPlugins": {"review": true},\n  "banner": 5\n}\n')))).toEqual([]);
  });
});

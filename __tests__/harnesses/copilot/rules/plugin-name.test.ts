import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/plugin-name.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const manifest = (text: string) => ({ 'plugins/review-kit/.github/plugin/plugin.json': text });

describe('copilot/plugin-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an underscore is renamed on install, with a possible fix', () => {
    const ds = findingsOf(rule, manifest('{\n  "name": "review_kit"\n}\n'));
    expect(brief(ds)).toEqual([
      '2:11 warn this plugin\'s name `review_kit` changes on `copilot plugin install`: it installs as `review-kit`, while `--plugin-dir` keeps `review_kit`; only lower-case letters, digits and `-` are kept',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"review-kit"']]);
  });

  it('a manifest without name is named after its folder', () => {
    expect(brief(findingsOf(rule, manifest('{\n  "version": "1.0.0"\n}\n')))).toEqual([
      '1:1 warn the manifest has no `name`: Copilot CLI names the plugin after its folder, `review-kit`',
    ]);
  });

  it('a name that is not a string is named with its article', () => {
    expect(brief(findingsOf(rule, manifest('{\n  "name": ["review-kit"]\n}\n')))).toEqual([
      '2:11 warn `name` is an array, not a string: Copilot CLI ignores it and names the plugin after its folder, `review-kit`',
    ]);
  });

  it('a lower-case name with digits and hyphens is kept', () => {
    expect(brief(findingsOf(rule, manifest('{\n  "name": "review-kit-2"\n}\n')))).toEqual([]);
  });
});

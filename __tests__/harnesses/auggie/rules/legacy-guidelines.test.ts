import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/auggie/rules/legacy-guidelines.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('auggie/legacy-guidelines', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('.augment/guidelines.md is an info on its first line', () => {
    expect(brief(findingsOf(rule, { '.augment/guidelines.md': '# Guidelines\n\nUse pnpm.\n' }))).toEqual([
      '1:1 info `.augment/guidelines.md` is Augment\'s legacy guidelines file: Auggie still reads it, but rules now live in `.augment/rules/*.md` (documented: https://docs.augmentcode.com/cli/rules)',
    ]);
  });

  it('an empty .augment-guidelines is still reported, at its start', () => {
    expect(brief(findingsOf(rule, { '.augment-guidelines': '' }))).toEqual([
      '1:1 info `.augment-guidelines` is Augment\'s legacy guidelines file: Auggie still reads it, but rules now live in `.augment/rules/*.md` (documented: https://docs.augmentcode.com/cli/rules)',
    ]);
  });

  it('a guidelines file inside the rules folder is a rule, and clean', () => {
    expect(brief(findingsOf(rule, { '.augment/rules/guidelines.md': 'Use pnpm.\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/droid/rules/droid-location.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const droid = '---\nname: upper\ndescription: Upper-cases text\n---\nUpper-case it.\n';

describe('droid/droid-location', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an upper-case .MD droid is never listed', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/upper.MD': droid }))).toEqual([
      '1:1 warn Droid reads `.md` droid files (lower case), not `.MD`: this droid is never listed (rename it to `.md`; oracle: oracle/droid/cases.json, case `droids-layout`)',
    ]);
  });

  it('a droid two folders deep names its folder', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/a/b/deep.md': droid }))).toEqual([
      '1:1 warn Droid reads only the files directly in `.factory/droids/`: this droid in `a/b/` is never listed (oracle: oracle/droid/cases.json, case `droids-layout`)',
    ]);
  });

  it('a top-level droid is clean', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/upper.md': droid }))).toEqual([]);
  });
});

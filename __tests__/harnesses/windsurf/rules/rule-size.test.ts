import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/windsurf/rules/rule-size.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const lines = (n: number) => `${'x'.repeat(99)}\n`.repeat(n);

describe('windsurf/rule-size', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a legacy .windsurfrules past 12,000 characters is a warning where the cut text starts', () => {
    expect(brief(findingsOf(rule, { '.windsurfrules': lines(121) }))).toEqual(['121:1 warn this rule file has 12,100 characters: Windsurf truncates a rule file past 12,000 characters (6,000 in earlier revisions of its docs), so Cascade never sees the text from here on (documented: https://docs.windsurf.com/windsurf/cascade/memories)']);
  });

  it('a rule of exactly 12,000 characters, and one of 7,000, are clean', () => {
    expect(brief(findingsOf(rule, { '.windsurf/rules/big.md': lines(120), '.windsurf/rules/mid.md': lines(70) }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/rule-size.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

/** A rule of `n` lines in all: three of frontmatter, the rest body. */
const sized = (n: number, path = '.cursor/rules/big.mdc') => ({ [path]: `---\nalwaysApply: true\n---\n${'- item\n'.repeat(n - 3)}` });

describe('cursor/rule-size', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a rule of 503 lines is info spanning the lines past 500', () => {
    const ds = findingsOf(rule, sized(503));
    expect(brief(ds)).toEqual(["501:1 info this rule has 503 lines: Cursor's docs say to keep rules under 500 lines and split large ones into composable rules (documented guidance: https://cursor.com/docs/rules)"]);
    expect(ds[0]!.span.range.end).toMatchObject({ line: 503, column: 7 });
  });

  it('a rule of 499 lines, and a long .md that Cursor does not read as a rule, are clean', () => {
    expect(brief(findingsOf(rule, sized(499)))).toEqual([]);
    expect(brief(findingsOf(rule, sized(700, '.cursor/rules/big.md')))).toEqual([]);
  });
});

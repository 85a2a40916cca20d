import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/windsurf/rules/legacy-windsurfrules.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('windsurf/legacy-windsurfrules', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an empty .windsurfrules is an info at its start', () => {
    expect(brief(findingsOf(rule, { '.windsurfrules': '' }))).toEqual(['1:1 info `.windsurfrules` is Windsurf\'s legacy rules file: move its content to a rule in `.windsurf/rules/*.md` with a `trigger` (documented: https://docs.windsurf.com/windsurf/cascade/memories)']);
  });

  it('a rule in .windsurf/rules named after the legacy file is clean', () => {
    expect(brief(findingsOf(rule, { '.windsurf/rules/windsurfrules.md': '---\ntrigger: always_on\n---\nUse tabs.\n' }))).toEqual([]);
  });
});

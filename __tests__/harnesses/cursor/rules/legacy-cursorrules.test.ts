import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/legacy-cursorrules.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const MESSAGE = 'info `.cursorrules` is legacy and will be deprecated: move its content to a rule in `.cursor/rules/*.mdc` (documented: https://cursor.com/help/customization/rules)';

describe('cursor/legacy-cursorrules', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a root .cursorrules is reported once, at its first line', () => {
    const ds = findingsOf(rule, { '.cursorrules': '# Style\nUse tabs.\nPrefer const.\n' });
    expect(brief(ds)).toEqual([`1:1 ${MESSAGE}`]);
    expect(ds[0]!.span.range.end).toMatchObject({ line: 1, column: 8 });
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('an empty .cursorrules is still reported, at its start', () => {
    expect(brief(findingsOf(rule, { '.cursorrules': '' }))).toEqual([`1:1 ${MESSAGE}`]);
  });

  it('a .cursorrules in a subfolder is not the legacy root file and is clean', () => {
    expect(brief(findingsOf(rule, { 'packages/web/.cursorrules': 'Use tabs.\n', '.cursor/rules/base.mdc': '---\nalwaysApply: true\n---\nA\n' }))).toEqual([]);
  });
});

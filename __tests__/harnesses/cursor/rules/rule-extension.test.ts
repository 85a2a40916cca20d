import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/rule-extension.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('cursor/rule-extension', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a nested .md rule without frontmatter is a warning at its first line, with the rename in help', () => {
    const ds = findingsOf(rule, { 'apps/web/.cursor/rules/react/hooks.md': 'Prefer custom hooks.\n' });
    expect(brief(ds)).toEqual(['1:1 warn Cursor ignores `hooks.md`: files in `.cursor/rules` are read only with the `.mdc` extension (documented: https://cursor.com/docs/rules)']);
    expect(ds[0]!.help).toBe('rename it to `hooks.mdc`, or move plain instructions to AGENTS.md');
  });

  it('a nested .mdc rule and a .md outside .cursor/rules are clean', () => {
    expect(brief(findingsOf(rule, { 'apps/web/.cursor/rules/react/hooks.mdc': 'Prefer custom hooks.\n', '.cursor/notes.md': 'Notes.\n', 'docs/rules/style.md': 'Style.\n' }))).toEqual([]);
  });
});

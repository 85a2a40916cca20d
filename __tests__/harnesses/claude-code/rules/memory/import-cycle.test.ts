import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/import-cycle.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('memory/import-cycle', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an import back to the memory file is info in the file that closes the cycle', () => {
    const ds = findingsOf(rule, { 'CLAUDE.md': '# Project\n\nSee @docs/team.md\n', 'docs/team.md': 'Team notes.\n\nBack to @../CLAUDE.md\n' });
    expect(brief(ds)).toEqual(['3:9 info `@../CLAUDE.md` closes an import cycle: CLAUDE.md → docs/team.md → CLAUDE.md; Claude Code loads each file once, so this import adds nothing']);
    expect(ds[0]!.span.path).toBe('docs/team.md');
  });

  it('two files importing the same third file is not a cycle', () => {
    const tree = { 'CLAUDE.md': '@docs/a.md\n@docs/b.md\n', 'docs/a.md': '@shared.md\n', 'docs/b.md': '@shared.md\n', 'docs/shared.md': 'Shared rules.\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('a cycle written inside a code block is not followed', () => {
    expect(brief(findingsOf(rule, { 'CLAUDE.md': '@docs/a.md\n', 'docs/a.md': '```\n@../CLAUDE.md\n```\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/body-size.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

/** A file of `total` lines: four of frontmatter, the rest body, with a final line break. */
const file = (total: number) => `---\nname: s\ndescription: S\n---\n${Array.from({ length: total - 4 }, (_, i) => `line ${i}`).join('\n')}\n`;

describe('skills/body-size', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('line 501 is reported, the first one over the guidance', () => {
    expect(brief(findingsOf(rule, { '.claude/skills/s/SKILL.md': file(501) }))).toEqual([
      '501:1 info SKILL.md has 501 lines (guidance: at most 500): the whole file is loaded into the context whenever the skill runs (documented: https://code.claude.com/docs/en/skills)',
    ]);
  });

  it('exactly 500 lines with a final line break, and a long command, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/skills/s/SKILL.md': file(500) }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/commands/s.md': file(700) }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/droid/rules/skill-description.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('droid/skill-description', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a shared skill with a blank description is a warning at the value', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/x.md': '---\nname: x\ndescription: X\n---\nX.\n', '.agents/skills/pdf/SKILL.md': '---\nname: pdf\ndescription: "  "\n---\nFill PDFs.\n' }))).toEqual([
      '3:14 warn empty `description`: Droid does not offer this skill to the model (oracle: oracle/droid/cases.json, case `skills`)',
    ]);
  });

  it('a skill with a description, and one in .claude/skills Droid does not read, are clean', () => {
    expect(brief(findingsOf(rule, {
      '.factory/skills/pdf/SKILL.md': '---\nname: pdf\ndescription: Fills PDF forms\n---\nFill PDFs.\n',
      '.claude/skills/notes/SKILL.md': '---\nname: notes\n---\nTake notes.\n',
    }))).toEqual([]);
  });
});

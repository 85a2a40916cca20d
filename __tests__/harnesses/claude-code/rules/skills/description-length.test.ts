import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/description-length.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const skill = (fm: string) => ({ '.claude/skills/s/SKILL.md': `---\nname: s\n${fm}\n---\nBody\n` });

describe('skills/description-length', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('description plus when_to_use over the listing limit', () => {
    expect(brief(findingsOf(rule, skill(`description: ${'a'.repeat(1000)}\nwhen_to_use: ${'b'.repeat(600)}`)))).toEqual([
      '3:14 warn description (1000) + when_to_use (600) = 1600 characters: Claude Code cuts the skill listing at 1536, so the model never sees the rest when choosing skills',
    ]);
  });

  it('a skill description over the spec limit but within the listing', () => {
    expect(brief(findingsOf(rule, skill(`description: ${'a'.repeat(1100)}`)))).toEqual([
      '3:14 warn description is 1100 characters: the Agent Skills spec allows at most 1024, so the Skills API rejects the skill',
    ]);
  });

  it('exactly 1024 characters, and a 1100-character command description, are clean', () => {
    expect(brief(findingsOf(rule, skill(`description: ${'a'.repeat(1024)}`)))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': `---\ndescription: ${'a'.repeat(1100)}\n---\n` }))).toEqual([]);
  });
});

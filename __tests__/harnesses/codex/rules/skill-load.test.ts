import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/skill-load.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = (frontmatter: string) => ({ '.agents/skills/deploy/SKILL.md': `---\n${frontmatter}---\nRun the deploy script.\n` });

describe('codex/skill-load', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a name of 65 characters fails to load, at the name', () => {
    expect(brief(findingsOf(rule, skill(`name: ${'a'.repeat(65)}\ndescription: Deploys\n`)))).toEqual([
      '2:7 error Codex fails to load this skill: its `name` has 65 characters ("invalid name: exceeds maximum length of 64 characters")',
    ]);
  });

  it('a description of spaces only counts as none, and a blank name is only ignored', () => {
    expect(brief(findingsOf(rule, skill('name: ""\ndescription: "  "\n')))).toEqual([
      '2:7 warn Codex ignores a blank `name` and lists this skill under its folder name',
      '3:1 error Codex fails to load this skill: it has no `description` ("missing field `description`"; a blank or null one counts as none)',
    ]);
  });

  it('a file with no frontmatter fails to load', () => {
    expect(brief(findingsOf(rule, { '.agents/skills/deploy/SKILL.md': '# Deploy\n' }))).toEqual(['1:1 error Codex fails to load this skill: "missing YAML frontmatter delimited by ---"']);
  });

  it('no name, a number name, a 64-character name and unknown keys all load', () => {
    expect(brief(findingsOf(rule, skill('description: Deploys\nowner: ops\n')))).toEqual([]);
    expect(brief(findingsOf(rule, skill('name: 7\ndescription: Deploys\n')))).toEqual([]);
    expect(brief(findingsOf(rule, skill(`name: ${'a'.repeat(64)}\ndescription: Deploys\n`)))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/skill-load.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = (fm: string) => ({ '.github/skills/deploy/SKILL.md': `---\n${fm}---\nDeploy.\n` });

describe('copilot/skill-load', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a blank name is reported at the value', () => {
    expect(brief(findingsOf(rule, skill('name: "  "\ndescription: Deploys\n')))).toEqual(['2:7 error Copilot CLI fails to load this skill: "Skill name must not be empty"']);
  });

  it('a description over 1024 characters is reported with its length', () => {
    expect(brief(findingsOf(rule, skill(`name: deploy\ndescription: ${'d'.repeat(1025)}\n`)))).toEqual([
      '3:14 error Copilot CLI fails to load this skill: its description has 1025 characters ("Skill description must be at most 1024 characters")',
    ]);
  });

  it('an empty description, a capitalised name and a description of exactly 1024 characters load', () => {
    expect(brief(findingsOf(rule, skill('name: Deploy Service\ndescription: ""\n')))).toEqual([]);
    expect(brief(findingsOf(rule, skill(`name: deploy\ndescription: ${'d'.repeat(1024)}\n`)))).toEqual([]);
  });
});

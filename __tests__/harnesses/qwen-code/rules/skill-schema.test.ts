import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/skill-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/skill-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a shared skill without description is dropped, reported at the opening fence', () => {
    expect(brief(findingsOf(rule, { '.qwen/agents/a.md': '---\nname: a\ndescription: A\n---\nDo the A things well.\n', '.agents/skills/deploy/SKILL.md': '---\nname: deploy\n---\nDeploy.\n' }))).toEqual([
      '1:1 error Qwen Code drops this skill (only its debug log says so): `description` is required',
    ]);
  });

  it('a blank description is dropped, at the value', () => {
    expect(brief(findingsOf(rule, { '.qwen/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: "  "\n---\nDeploy.\n' }))).toEqual([
      '3:14 error Qwen Code drops this skill (only its debug log says so): `description` is blank ("\\"description\\" cannot be empty")',
    ]);
  });

  it('a name with dots and a colon, unlike its folder, is clean', () => {
    expect(brief(findingsOf(rule, { '.qwen/skills/other/SKILL.md': '---\nname: my.skill:v2\ndescription: Versioned skill\n---\nDo it.\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/skill-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('gemini/skill-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a skill without frontmatter is an error at its first line', () => {
    expect(brief(findingsOf(rule, { '.gemini/skills/deploy/SKILL.md': '# Deploy\nRun the deploy script.\n' }))).toEqual([
      '1:1 error Gemini CLI drops this skill without a message: it has no frontmatter (`name` and `description` are required)',
    ]);
  });

  it('a blank description in the shared .agents folder is an error at the opening dashes', () => {
    const tree = { '.gemini/settings.json': '{}\n', '.agents/skills/deploy/SKILL.md': '---\nname: deploy\ndescription: "  "\n---\nDeploy.\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['1:1 error Gemini CLI drops this skill without a message: `description` is required']);
  });

  it('a name with spaces and an unknown key are accepted by Gemini, so clean', () => {
    expect(brief(findingsOf(rule, { '.gemini/skills/deploy/SKILL.md': '---\nname: Deploy App\ndescription: Deploys the app\nlicense: MIT\n---\nDeploy.\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/amp/rules/skill-name-unique.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = (name: string) => `---\nname: ${name}\ndescription: Lints the code\n---\nRun the linter.\n`;

describe('amp/skill-name-unique', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('one name in .agents/skills and .claude/skills is reported on both, at the name', () => {
    const ds = findingsOf(rule, { '.amp/settings.json': '{}\n', '.agents/skills/lint/SKILL.md': skill('lint'), '.claude/skills/lint-fast/SKILL.md': skill('lint') });
    expect(ds.map((d) => d.span.path).sort()).toEqual(['.agents/skills/lint/SKILL.md', '.claude/skills/lint-fast/SKILL.md']);
    expect(brief(ds.filter((d) => d.span.path === '.agents/skills/lint/SKILL.md'))).toEqual([
      '2:7 warn Amp lists only one skill named `lint`: .claude/skills/lint-fast/SKILL.md has the same name, so one of them is never offered (oracle: oracle/amp/cases.json, case `skills-layout`)',
    ]);
  });

  it('the same name in a skill folder Amp does not read is clean', () => {
    expect(brief(findingsOf(rule, { '.amp/settings.json': '{}\n', '.agents/skills/lint/SKILL.md': skill('lint'), '.factory/skills/lint/SKILL.md': skill('lint') }))).toEqual([]);
  });
});

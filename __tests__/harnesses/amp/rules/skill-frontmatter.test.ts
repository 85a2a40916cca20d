import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/amp/rules/skill-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = (path: string, frontmatter: string) => ({ '.amp/settings.json': '{}\n', [path]: `---\n${frontmatter}\n---\nDo the work.\n` });

describe('amp/skill-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a name with spaces and capitals is an error at the value, with a lower-case hyphenated fix', () => {
    const ds = findingsOf(rule, skill('.claude/skills/pdf/SKILL.md', 'name: PDF Tools\ndescription: Fills PDF forms'));
    expect(brief(ds)).toEqual(['2:7 error `name` "PDF Tools" must be lower-case letters, digits and hyphens, no trailing hyphen: Amp skips the skill ("Invalid skill name"; oracle: oracle/amp/cases.json, case `skills-validation`)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['pdf-tools']]);
  });

  it('a numeric description and a boolean name are errors, a numeric name a warning', () => {
    expect(brief(findingsOf(rule, skill('.agents/skills/a/SKILL.md', 'name: true\ndescription: 7')))).toEqual([
      '2:7 error `name` is true, not text: beside any other skill `amp skill list` fails ("n.name.localeCompare is not a function"; case `skills-name-boolean`) (oracle: oracle/amp/cases.json)',
      '3:14 error `description` is 7, not text: Amp then lists none (or only some) of the project\'s skills, without a message (oracle: oracle/amp/cases.json, case `skills-description-hides-others`)',
    ]);
    expect(brief(findingsOf(rule, skill('.agents/skills/a/SKILL.md', 'name: 42\ndescription: Answers')))).toEqual([
      '2:7 warn `name` is 42, not text: Amp reads it as text, which is fragile (a boolean breaks `amp skill list`, case `skills-name-boolean`); quote it (oracle: oracle/amp/mutations.json)',
    ]);
  });

  it('a missing description is reported at the opening dashes', () => {
    expect(brief(findingsOf(rule, skill('.agents/skills/a/SKILL.md', 'name: a')))).toEqual([
      '1:1 error no `description`: Amp skips the skill ("Missing required fields in frontmatter"; oracle: oracle/amp/cases.json, case `skills-validation`)',
    ]);
  });

  it('an empty name is reported at its key, a quoted empty description at its value', () => {
    expect(brief(findingsOf(rule, skill('.agents/skills/a/SKILL.md', 'name:\ndescription: ""')))).toEqual([
      '2:1 error empty `name`: Amp skips the skill ("Missing required fields in frontmatter"; oracle: oracle/amp/cases.json, case `skills-validation`)',
      '3:14 error empty `description`: Amp skips the skill ("Missing required fields in frontmatter"; oracle: oracle/amp/cases.json, case `skills-validation`)',
    ]);
  });

  it('a name unlike its folder, a nested skill and unknown keys load, so are clean', () => {
    expect(brief(findingsOf(rule, skill('.agents/skills/team/release/SKILL.md', 'name: ship-it\ndescription: Ships a release\nversion: 2')))).toEqual([]);
  });

  it('a name past 64 characters is cut to 64 as a possible fix', () => {
    const ds = findingsOf(rule, skill('.agents/skills/a/SKILL.md', `name: ${'a'.repeat(70)}\ndescription: Does a`));
    expect(ds.map((d) => [d.message.split(': Amp')[0], d.suggestion?.edits.map((e) => e.text.length)])).toEqual([[`\`name\` "${'a'.repeat(70)}" must be 64 characters or less (this one has 70)`, [64]]]);
  });

  it('a shared skill folder without Amp\'s settings file is not Amp\'s, so is clean', () => {
    expect(brief(findingsOf(rule, { '.agents/skills/a/SKILL.md': '---\nname: Release_Notes\ndescription: d\n---\nx\n' }))).toEqual([]);
  });
});

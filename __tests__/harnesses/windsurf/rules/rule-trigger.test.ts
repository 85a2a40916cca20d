import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/windsurf/rules/rule-trigger.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOCS = 'https://docs.windsurf.com/windsurf/cascade/memories';
const ruleFile = (frontmatter: string) => ({ '.windsurf/rules/tests.md': `---\n${frontmatter}\n---\nRun the tests.\n` });

describe('windsurf/rule-trigger', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a spaced, capitalised mode is a warning at the value, with a certain fix', () => {
    const ds = findingsOf(rule, ruleFile('trigger: Model Decision\ndescription: When tests change'));
    expect(brief(ds)).toEqual([`2:10 warn \`trigger: Model Decision\` is not an activation mode: Windsurf documents \`always_on\`, \`manual\`, \`model_decision\` and \`glob\` (did you mean \`model_decision\`?) (documented: ${DOCS})`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['model_decision']]);
  });

  it('a misspelt mode gets a possible fix', () => {
    const ds = findingsOf(rule, ruleFile('trigger: manul'));
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['manual']]);
  });

  it('glob with an empty globs list is a warning at the trigger', () => {
    expect(brief(findingsOf(rule, ruleFile('trigger: glob\nglobs: []')))).toEqual([`2:10 warn \`trigger: glob\` without \`globs\`: the rule applies to files that match its pattern, and it has none, so it never applies (documented: ${DOCS})`]);
  });

  it('glob with a pattern, model_decision with a description and no trigger are clean', () => {
    expect(brief(findingsOf(rule, ruleFile('trigger: glob\nglobs: src/**/*.test.ts')))).toEqual([]);
    expect(brief(findingsOf(rule, ruleFile('trigger: model_decision\ndescription: When tests change')))).toEqual([]);
    expect(brief(findingsOf(rule, ruleFile('description: Testing')))).toEqual([]);
  });
});

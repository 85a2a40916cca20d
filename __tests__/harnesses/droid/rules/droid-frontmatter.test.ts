import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/droid/rules/droid-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const CASE = 'oracle: oracle/droid/cases.json, case `droids-frontmatter`';

describe('droid/droid-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an empty quoted description is a warning at the value', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/tester.md': '---\nname: tester\ndescription: ""\n---\nRun the tests.\n' }))).toEqual([
      `3:14 warn empty \`description\`: Droid lists this droid with an empty description, so the model is never told when to use it (${CASE})`,
    ]);
  });

  it('a description with nothing after it is a warning at the key', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/tester.md': '---\nname: tester\ndescription:\n---\nRun the tests.\n' }))).toEqual([
      `3:1 warn empty \`description\`: Droid lists this droid with an empty description, so the model is never told when to use it (${CASE})`,
    ]);
  });

  it('a droid with no frontmatter is a warning on its first line', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/tester.md': 'Run the tests.\n' }))).toEqual([
      `1:1 warn no frontmatter: Droid lists this droid under its file name with an empty description, so the model is never told when to use it (${CASE})`,
    ]);
  });

  it('a described droid without a name, and a nested droid Droid does not read, are clean', () => {
    expect(brief(findingsOf(rule, { '.factory/droids/tester.md': '---\ndescription: Runs the tests; use after edits\n---\nRun the tests.\n', '.factory/droids/old/legacy.md': 'No frontmatter.\n' }))).toEqual([]);
  });
});

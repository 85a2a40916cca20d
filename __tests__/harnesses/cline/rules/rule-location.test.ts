import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cline/rules/rule-location.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('cline/rule-location', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a rule two folders deep in .cline/rules names a flat place for it', () => {
    expect(brief(findingsOf(rule, { '.cline/rules/a/b/deep.md': 'Go deep.\n' }))).toEqual([
      '1:1 warn Cline does not read the subfolder `a/b/` of `.cline/rules/`: it reads only the files directly in `.cline/rules/`, so this rule is never loaded (move it up, for example as `.cline/rules/a-b-deep.md`; oracle: oracle/cline/cases.json, case `rule-nesting`)',
    ]);
  });

  it('a workflow in a subfolder of the workflows folder is never loaded', () => {
    const ds = findingsOf(rule, { '.clinerules/workflows/release/steps.md': '1. Tag.\n' });
    expect(brief(ds)).toEqual([
      '1:1 warn Cline does not read the subfolder `release/` of `.clinerules/workflows/`: it reads only the files directly in `.clinerules/workflows/`, so this workflow is never loaded (move it up, for example as `.clinerules/workflows/release-steps.md`; oracle: oracle/cline/cases.json, case `workflow-files`)',
    ]);
  });

  it('top-level rules and workflows, and a skill in .clinerules/skills, are clean', () => {
    expect(brief(findingsOf(rule, {
      '.clinerules/top.md': 'Top.\n',
      '.clinerules/workflows/release.md': '1. Tag.\n',
      '.clinerules/skills/pdf/SKILL.md': '---\nname: pdf\ndescription: Fills PDFs\n---\nFill it.\n',
    }))).toEqual([]);
  });
});

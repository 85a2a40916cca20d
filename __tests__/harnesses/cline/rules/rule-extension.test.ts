import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cline/rules/rule-extension.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('cline/rule-extension', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an .mdx file in .cline/rules is a warning on its first line', () => {
    expect(brief(findingsOf(rule, { '.cline/rules/api.mdx': '# API\n\nUse the client.\n' }))).toEqual([
      '1:1 warn Cline reads the `.md`, `.markdown`, `.txt` files of its rules folder, not this `.mdx` file: it is not a rule (rename it to `.md`; oracle: oracle/cline/cases.json, case `rule-extensions`)',
    ]);
  });

  it('an upper-case .MD rule, and an .mdc file in Cursor\'s folder, are clean', () => {
    expect(brief(findingsOf(rule, { '.clinerules/style.MD': 'Use two spaces.\n', '.cursor/rules/style.mdc': '---\nalwaysApply: true\n---\nUse two spaces.\n' }))).toEqual([]);
  });
});

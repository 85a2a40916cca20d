import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/cursor/rules/rule-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const cursorRule = (fm: string, path = '.cursor/rules/style.mdc') => ({ [path]: `---\n${fm}\n---\nUse two spaces.\n` });
const DOC = '(documented: https://cursor.com/docs/rules)';

describe('cursor/rule-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a quoted upper-case FALSE is a warning with a certain fix to false', () => {
    const [d, ...rest] = findingsOf(rule, cursorRule('globs: src/**/*.ts\nalwaysApply: "FALSE"'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([`3:14 warn \`alwaysApply\` must be a boolean (\`true\` or \`false\`), not the string \`FALSE\` ${DOC}`]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['false']]);
  });

  it('a snake_case key is reported at the key with the documented name', () => {
    expect(brief(findingsOf(rule, cursorRule('description: Style\nalways_apply: true')))).toEqual([
      `3:1 warn Cursor rules have no \`always_apply\` key: only \`description\`, \`globs\` and \`alwaysApply\` decide when a rule applies (did you mean \`alwaysApply\`?) ${DOC}`,
    ]);
  });

  it('a YAML boolean in any case, a globs list and agentlint\'s own lints key are clean', () => {
    expect(brief(findingsOf(rule, cursorRule('alwaysApply: True\nglobs: ["*.ts"]\nlints:\n  cursor/rule-size: off')))).toEqual([]);
  });

  it('a .md file in .cursor/rules is not checked, since Cursor does not read it', () => {
    expect(brief(findingsOf(rule, cursorRule('alwaysApply: "true"\nglob: "*.ts"', '.cursor/rules/style.md')))).toEqual([]);
  });
});

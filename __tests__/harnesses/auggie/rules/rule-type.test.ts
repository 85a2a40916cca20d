import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/auggie/rules/rule-type.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const DOCS = 'https://docs.augmentcode.com/cli/rules';
const ruleFile = (frontmatter: string) => ({ '.augment/rules/style.md': `---\n${frontmatter}\n---\nUse two spaces.\n` });

describe('auggie/rule-type', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a camel-case spelling of a type is a warning at the value, with a certain fix', () => {
    const ds = findingsOf(rule, ruleFile('type: alwaysApply'));
    expect(brief(ds)).toEqual([`2:7 warn \`type: alwaysApply\` is not an Auggie rule type: \`always_apply\`, \`agent_requested\` or \`manual\` (did you mean \`always_apply\`?) (documented: ${DOCS})`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['always_apply']]);
  });

  it('a manual rule is an info, and Cursor\'s globs key is a warning', () => {
    expect(brief(findingsOf(rule, ruleFile('type: manual\nglobs: "*.ts"')))).toEqual([
      `2:7 info \`type: manual\` works only in the IDE extensions: Auggie, the CLI, treats every workspace rule as \`always_apply\` and sends this one with every prompt (documented: ${DOCS})`,
      `3:1 warn \`globs\` is not an Auggie rule field (only \`type\` and \`description\` are documented): Auggie does not read it (documented: ${DOCS})`,
    ]);
  });

  it('agent_requested with a description, and a rule without frontmatter, are clean', () => {
    expect(brief(findingsOf(rule, ruleFile('type: agent_requested\ndescription: Writing tests')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.augment/rules/nested/plain.md': 'Use two spaces.\n' }))).toEqual([]);
  });
});

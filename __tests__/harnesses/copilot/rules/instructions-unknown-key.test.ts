import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/instructions-unknown-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const file = (fm: string, path = '.github/instructions/ts.instructions.md') => ({ [path]: `---\n${fm}---\nUse strict types.\n` });

describe('copilot/instructions-unknown-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a key in the wrong case gets a certain rename', () => {
    const ds = findingsOf(rule, file('applyto: "**/*.ts"\n'));
    expect(brief(ds)).toEqual([
      '2:1 warn Copilot ignores `applyto` in an instructions file (did you mean `applyTo`?): only `applyTo`, `excludeAgent`, `description` and `name` are read (case instructions-frontmatter)',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['applyTo']]);
  });

  it("Cursor's alwaysApply points to applyTo without a rename", () => {
    const ds = findingsOf(rule, file('applyTo: "**"\nalwaysApply: true\n'));
    expect(brief(ds)).toEqual([
      '3:1 warn Copilot ignores `alwaysApply` in an instructions file (write `applyTo: "**"`): only `applyTo`, `excludeAgent`, `description` and `name` are read (case instructions-frontmatter)',
    ]);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('the four documented keys are clean', () => {
    expect(brief(findingsOf(rule, file('applyTo: "**/*.ts"\nexcludeAgent: code-review\ndescription: TS rules\nname: ts\n')))).toEqual([]);
  });
});

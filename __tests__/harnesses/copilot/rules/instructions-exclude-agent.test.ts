import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/instructions-exclude-agent.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const file = (value: string, path = '.github/instructions/review.instructions.md') => ({ [path]: `---\napplyTo: "**"\nexcludeAgent: ${value}\n---\nChecklist.\n` });

describe('copilot/instructions-exclude-agent', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a near miss is reported at the value with a possible fix', () => {
    const ds = findingsOf(rule, file('code-reviews'));
    expect(brief(ds)).toEqual([
      '3:15 warn `excludeAgent` is `code-review` or `coding-agent`: `code-reviews` excludes no agent, and the file is used by all of them as if the key were not there (case instructions-frontmatter, `excludeAgent: "cli"`)',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"code-review"']]);
  });

  it('coding-agent is info: it leaves the file out of Copilot CLI too', () => {
    expect(brief(findingsOf(rule, file('coding-agent')))).toEqual([
      '3:15 info Copilot CLI counts as the coding agent: `excludeAgent: coding-agent` leaves this file out of its sessions too (case instructions-frontmatter)',
    ]);
  });

  it('the key in the repository-wide copilot-instructions.md is not checked', () => {
    expect(brief(findingsOf(rule, file('"cli"', '.github/copilot-instructions.md')))).toEqual([]);
  });
});

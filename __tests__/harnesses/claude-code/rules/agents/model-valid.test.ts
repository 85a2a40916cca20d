import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/model-valid.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const agent = (model: string) => ({ '.claude/agents/p.md': `---\nname: p\ndescription: Plans\nmodel: ${model}\n---\nBody\n` });

describe('agents/model-valid', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a near miss is an error at the value, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, agent('sonet'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:8 error model `sonet` is not a known model: Claude Code sends it to the API as written (no fallback to `inherit`), the API rejects it and the Agent call fails (did you mean `sonnet`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['sonnet']]);
  });

  it('an alias in any case and inherit are clean', () => {
    expect(brief(findingsOf(rule, agent('Opus')))).toEqual([]);
    expect(brief(findingsOf(rule, agent('inherit')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/why-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ON = { '.agentlint.yml': 'rules:\n  agentltl/why-missing: {}\n' };

describe('agentltl/why-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an empty `why` is a note at the key', () => {
    expect(brief(findingsOf(rule, { ...ON, 'AGENTLTL.yaml': 'rules:\n  - id: no-rm\n    never: rm\n    why: ""\n' }))).toEqual([
      '4:5 info rule `no-rm` has an empty `why`: a refused agent gets no reason',
    ]);
  });

  it('a rule without id or `why` is named by its position, at its first key', () => {
    expect(brief(findingsOf(rule, { ...ON, 'AGENTLTL.yaml': 'rules:\n  - never: rm\n' }))).toEqual(['2:5 info rule #1 has no `why`: a refused agent gets no reason']);
  });

  it('a block-scalar `why` is clean, and the rule is off when the configuration has no block for it', () => {
    expect(brief(findingsOf(rule, { ...ON, 'AGENTLTL.yaml': 'rules:\n  - id: no-rm\n    never: rm\n    why: >-\n      Deleting files loses work.\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.agentlint.yml': 'rules: {}\n', 'AGENTLTL.yaml': 'rules:\n  - id: no-rm\n    never: rm\n' }))).toEqual([]);
  });
});

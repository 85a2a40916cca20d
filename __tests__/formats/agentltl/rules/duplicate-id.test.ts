import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/duplicate-id.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/duplicate-id', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the second use of an id is an error at its value, naming the first line', () => {
    const text = 'rules:\n  - id: no-rm\n    never: rm\n  - id: tests-first\n    before: [pytest, git_push]\n  - id: no-rm\n    never: rmdir\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual(['6:9 error duplicate rule id `no-rm` (first at line 2): the guard rejects the file']);
  });

  it('the same id in two AGENTLTL.yaml files, and ids differing only in case, are clean', () => {
    const one = 'rules:\n  - id: no-rm\n    never: rm\n';
    expect(brief(findingsOf(rule, { 'AGENTLTL.yaml': one, 'sub/AGENTLTL.yaml': one }))).toEqual([]);
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: no-rm\n    never: rm\n  - id: No-rm\n    never: rmdir\n')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/formula-syntax.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/formula-syntax', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('`=>` for `->` is an error at the offending character', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-before-deploy\n    ltl: \'G(now("deploy") => called("pytest"))\'\n')))).toEqual([
      '3:27 error cannot parse the formula: expected `)` to close the `(`, found `=` (at character 17)',
    ]);
  });

  it('a formula in a double-quoted YAML string with escaped quotes is clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-before-deploy\n    ltl: "G(now(\\"deploy\\") -> called(\\"pytest\\"))"\n')))).toEqual([]);
  });

  it('formula-like text outside `ltl:` is not parsed', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-first\n    before: [pytest, git_push]\n    why: "before(\'pytest\' => git_push"\n')))).toEqual([]);
  });
});

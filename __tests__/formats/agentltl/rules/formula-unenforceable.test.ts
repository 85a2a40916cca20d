import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/formula-unenforceable.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/formula-unenforceable', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an eventually formula can never fail and is an error at the whole value', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-sometime\n    ltl: \'F(called("pytest"))\'\n')))).toEqual([
      '3:10 error this formula can never fail before the session ends (a liveness property): the guard would never refuse anything, and rejects it',
    ]);
  });

  it('a bare structured Called fails until the call happens', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-run\n    formula: {type: Called, args: {tool: pytest}}\n')))).toEqual([
      '3:14 error this structured formula fails until some call happens: on calls it does not name it is already false (not met yet), so the guard would refuse every call until then, and rejects it',
    ]);
  });

  it('safety formulas are clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-before-push\n    ltl: \'before("pytest","git_push")\'\n  - id: no-deploy-after-fail\n    ltl: \'G(now("deploy") -> !called("rollback"))\'\n')))).toEqual([]);
  });
});

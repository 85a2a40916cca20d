import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/rule-level-filter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/rule-level-filter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a rule-level `where:` on an ltl rule is an error at the key', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: deploy-after-tests\n    ltl: \'G(now("deploy") -> called("pytest"))\'\n    where: {env: prod}\n')))).toEqual([
      '4:5 error rule-level `where:` does not apply to a `ltl` rule: it applies only to never, require and at_most, and rule `deploy-after-tests` is a `ltl` rule; the guard rejects the file',
    ]);
  });

  it('rule-level filters on at_most and on never rules are clean, and `with` on a before target is too', () => {
    const text = 'rules:\n  - id: one-prod-deploy\n    at_most: {call: deploy, times: 1}\n    with: {env: prod}\n  - id: tests-before-force-push\n    before: [pytest, {tool: git_push, with: {force: true}}]\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/succeeded-on-current-call.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/succeeded-on-current-call', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('`succeeded` on a `never` target is a warning at the key', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: no-failed-push\n    never: {tool: git_push, succeeded: false}\n')))).toEqual([
      '3:29 warn `succeeded` on a `never` target in rule `no-failed-push`: that call is judged before it runs, so whether it succeeded is not known yet',
    ]);
  });

  it('`succeeded` on a `finally` target and on the first item of a before list is clean', () => {
    const text = 'rules:\n  - id: green-at-end\n    finally: {tool: pytest, succeeded: true}\n  - id: green-before-push\n    before: [{tool: pytest, succeeded: true}, git_push]\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual([]);
  });
});

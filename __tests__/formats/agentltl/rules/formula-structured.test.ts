import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/formula-structured.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/formula-structured', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt argument is an unknown key with a certain rename, and the missing one is reported at args', () => {
    const ds = findingsOf(rule, ltl('rules:\n  - id: deploy-guard\n    formula: {type: Now, args: {tol: deploy}}\n'));
    expect(brief(ds)).toEqual([
      '3:26 error `Now` needs `tool` in `args`',
      '3:33 error unknown key `tol` in the arguments of `Now` (did you mean `tool`?): the guard rejects the file',
    ]);
    expect([ds[1]!.suggestion?.applicability, ds[1]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['tool']]);
  });

  it('a nested formula without type is an error', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: no-deploy\n    formula: {type: Globally, args: {operand: {args: {tool: deploy}}}}\n')))).toEqual([
      '3:48 error this nested formula has no `type`: write `{type: Now, args: {tool: deploy}}`',
    ]);
  });

  it('a well-formed nested formula is clean', () => {
    const text = 'rules:\n  - id: tests-before-deploy\n    formula:\n      type: Globally\n      args:\n        operand: {type: Implies, args: {left: {type: Now, args: {tool: deploy}}, right: {type: Called, args: {tool: pytest}}}}\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/rule-kind.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/rule-kind', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a three-item before list is an error at the list', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: order\n    before: [lint, test, push]\n')))).toEqual([
      '3:13 error `before:` takes `[A, B]` or `{first: A, then: B, since: S}`, not a list of 3',
    ]);
  });

  it('a misspelt `then` is an unknown key with a certain rename, and `then` is missing', () => {
    const ds = findingsOf(rule, ltl('rules:\n  - id: order\n    before: {first: pytest, thn: git_push}\n'));
    expect(brief(ds)).toEqual([
      '3:5 error `before:` needs `then` (`{first: A, then: B, since: S}`)',
      '3:29 error unknown key `thn` in `before:` (did you mean `then`?): the guard rejects the file',
    ]);
    expect([ds[1]!.suggestion?.applicability, ds[1]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['then']]);
  });

  it('two kinds in one rule are an error at the second', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: git-rules\n    never: git_push\n    require: {tool: git_commit, with: {signed: true}}\n')))).toEqual([
      '4:5 error rule `git-rules` has more than one kind: `never` and `require`; a rule has exactly one (split it into two rules)',
    ]);
  });

  it('a `finally:` target mapping and a `from:` list are clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: tests-at-end\n    finally: {tool: pytest, succeeded: true}\n    from: [stmt-1, {file: CLAUDE.md, line: 3}]\n')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/variable-binding.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/variable-binding', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a variable in a `never` target is an error at the value: it is literal text there', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: no-write\n    never: {tool: Write, with: {file_path: $f}}\n')))).toEqual([
      '3:44 error `$f` is a variable, and variables only work in `before` rules: in rule `no-write` it is compared as the literal text `$f`',
    ]);
  });

  it('a variable combined with `since` is an error at `since`', () => {
    const text = 'rules:\n  - id: read-first\n    before:\n      first: {tool: Read, with: {file_path: $f}}\n      then: {tool: Write, with: {file_path: $f}}\n      since: git_commit\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual(['6:7 error `since` cannot be combined with a variable (`$f`) yet: the guard rejects rule `read-first`']);
  });

  it('a variable bound on both items of a before list is clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: read-first\n    before: [{tool: Read, with: {file_path: $f}}, {tool: [Write, Edit], with: {file_path: $f}}]\n')))).toEqual([]);
  });
});

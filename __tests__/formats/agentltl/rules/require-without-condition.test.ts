import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/require-without-condition.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/require-without-condition', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('only the list item without a condition is an error, at that item', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: build-only\n    require: [rm, {tool: mv, where: {paths: "build/**"}}]\n')))).toEqual([
      '3:15 error `require` target `rm` has no `with` or `where`: rule `build-only` would refuse every call to it',
    ]);
  });

  it('a mapping target without a condition is reported at its `tool` key', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: build-only\n    require: {tool: rm}\n')))).toEqual([
      '3:15 error `require` target `rm` has no `with` or `where`: rule `build-only` would refuse every call to it',
    ]);
  });

  it('a rule-level `where:` gives the bare target its condition, and a bare `never:` target is clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: build-only\n    require: rm\n    where: {paths: "build/**"}\n  - id: no-rm\n    never: rm\n')))).toEqual([]);
  });
});

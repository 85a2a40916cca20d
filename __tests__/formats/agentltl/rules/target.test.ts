import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/target.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/target', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a number as a `where` glob is an error at the value', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: no-rm-3\n    never: {tool: rm, where: {paths: 3}}\n')))).toEqual([
      '3:38 error `where.paths` takes a glob (text) or a list of globs, not the number `3`',
    ]);
  });

  it('a quoted boolean for `exists` is an error with a certain unquote', () => {
    const [d, ...rest] = findingsOf(rule, ltl('rules:\n  - id: no-overwrite\n    never: {tool: Write, exists: "True"}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:34 error `exists` must be `true` or `false`, not the string `"True"`']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['true']]);
  });

  it('a tool glob list, an any-argument `where` and a null `with` value are clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: no-lock-edits\n    never: {tool: [Edit, "kubectl_*"], where: {"*": "*.lock"}, with: {dry_run: null}, exists: yes}\n')))).toEqual([]);
  });
});

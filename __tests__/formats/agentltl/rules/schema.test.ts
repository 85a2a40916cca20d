import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a single-string `disable:` is an error with a certain fix that makes it a list', () => {
    const [d, ...rest] = findingsOf(rule, ltl('disable: memory-first\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['1:10 error `disable:` must be a list of rule ids, not a single string: the guard rejects the file']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['[memory-first]']]);
  });

  it('a quoted count is an error with a certain unquote', () => {
    const [d, ...rest] = findingsOf(rule, ltl('settings:\n  retries: "3"\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:12 error `settings.retries` must be a whole number >= 1, not the string `"3"`']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['3']]);
  });

  it('YAML 1.1 booleans, per-session unparseable actions and an empty file are clean', () => {
    expect(brief(findingsOf(rule, ltl('settings:\n  announce: yes\n  memory_first: off\n  unparseable: {interactive: ask, auto: deny}\n  finish_retries: 0\n')))).toEqual([]);
    expect(brief(findingsOf(rule, ltl('# no rules yet\n')))).toEqual([]);
  });
});

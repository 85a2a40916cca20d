import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/use-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/use-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt entry with options is an error at its key, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, ltl('use:\n  - {tests-before-pussh: {mode: warn}}\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:6 error `tests-before-pussh` is not a packaged library rule (did you mean `tests-before-push`?): the guard rejects the file']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['tests-before-push']]);
  });

  it('a rule id of this file named in `use:` is an error: `use:` takes only packaged rules', () => {
    expect(brief(findingsOf(rule, ltl('use: [my-guard]\nrules:\n  - id: my-guard\n    never: rm\n')))).toEqual([
      '1:7 error `my-guard` is not a packaged library rule: the guard rejects the file',
    ]);
  });

  it('a bundle and an entry with options are clean', () => {
    expect(brief(findingsOf(rule, ltl('use:\n  - devops-secrets\n  - {no-push-to-main: {mode: warn, scope: session}}\n')))).toEqual([]);
  });
});

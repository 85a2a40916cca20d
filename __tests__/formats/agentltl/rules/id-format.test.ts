import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/id-format.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/id-format', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('snake_case is a warning at the value, with a likely kebab-case rename', () => {
    const [d, ...rest] = findingsOf(rule, ltl('rules:\n  - id: no_force_push\n    never: git_push\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:9 warn rule id `no_force_push` is not short kebab-case: it should be lowercase letters, digits and single hyphens']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['no-force-push']]);
  });

  it('a kebab-case id over 48 characters is a warning without a fix', () => {
    const id = 'never-push-to-the-main-branch-without-a-green-run';
    const [d] = findingsOf(rule, ltl(`rules:\n  - id: ${id}\n    never: git_push\n`));
    expect(brief([d!])).toEqual([`2:9 warn rule id \`${id}\` is 49 characters long; keep ids short (at most 48)`]);
    expect(d!.suggestion).toBeUndefined();
  });

  it('digits, a quoted id and exactly 48 characters are clean', () => {
    expect(brief(findingsOf(rule, ltl('rules:\n  - id: "2fa-before-deploy"\n    before: [otp, deploy]\n  - id: never-push-to-the-main-branch-without-green-ci1\n    never: git_push\n')))).toEqual([]);
  });
});

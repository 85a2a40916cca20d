import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/memory/rule-paths.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const ruleFile = (front: string) => ({ '.claude/rules/ts.md': `---\n${front}\n---\nUse strict types.\n` });

describe('memory/rule-paths', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a single `./` glob string gets its fixed glob as a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, ruleFile('paths: ./lib/**/*.ts'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:8 warn `./lib/**/*.ts` starts with `./` and matches no file: Claude Code matches `paths` against paths relative to the project root, so this rule is never loaded']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"lib/**/*.ts"']]);
  });

  it('an unclosed brace inside a comma-separated string is reported at that glob, without a fix', () => {
    const [d] = findingsOf(rule, ruleFile('paths: "src/**/*.ts, test/**/*.{ts"'));
    expect(brief([d!])).toEqual(['2:22 warn `test/**/*.{ts` has an unclosed `{`: Claude Code cannot read it as a pattern and it matches nothing you meant, so this rule is not loaded for those files']);
    expect(d!.suggestion).toBeUndefined();
  });

  it('a number, a number in a list and an empty list are reported', () => {
    expect(brief(findingsOf(rule, ruleFile('paths: 5')))).toEqual([
      '2:8 warn `paths` must be a glob or a list of globs: Claude Code ignores this value and loads the rule at the start of every session, as if there were no `paths`',
    ]);
    expect(brief(findingsOf(rule, ruleFile('paths:\n  - "src/**"\n  - 3')))).toEqual(['4:5 warn entries of `paths` must be glob strings: Claude Code ignores this one (the other globs still apply)']);
    expect(brief(findingsOf(rule, ruleFile('paths: []')))).toEqual([
      '2:8 info an empty `paths` list scopes nothing: Claude Code loads this rule at the start of every session, as if there were no `paths`',
    ]);
  });

  it('braces, a leading `/` and comma-separated globs are clean', () => {
    expect(brief(findingsOf(rule, ruleFile('paths: "src/**/*.{ts,tsx}, /scripts/*.sh"')))).toEqual([]);
  });
});

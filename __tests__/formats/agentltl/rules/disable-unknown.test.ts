import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agentltl/rules/disable-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const ltl = (text: string) => ({ 'AGENTLTL.yaml': text });

describe('agentltl/disable-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt packaged id is a note with a likely fix, and a bundle name is a note without one', () => {
    const ds = findingsOf(rule, ltl('use: [devops-secrets]\ndisable:\n  - devops-secrets\n  - no-force-psh\n'));
    expect(brief(ds)).toEqual([
      '3:5 info `devops-secrets` is a library bundle, not a rule id: `disable:` switches rules off by id, so this switches nothing off',
      '4:5 info `no-force-psh` is not a rule of this file, a packaged rule or a built-in rule: unless the user-level ~/.claude/AGENTLTL.yaml defines it, this switches nothing off (did you mean `no-force-push`?)',
    ]);
    expect(ds[0]!.suggestion).toBeUndefined();
    expect([ds[1]!.suggestion?.applicability, ds[1]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['no-force-push']]);
  });

  it('an id of this file, a packaged rule outside the entry names and the built-in rule are clean', () => {
    const text = 'rules:\n  - id: my-rule\n    never: rm\ndisable: [my-rule, subagents-on-sonnet-no-fork, memory-first]\n';
    expect(brief(findingsOf(rule, ltl(text)))).toEqual([]);
  });
});

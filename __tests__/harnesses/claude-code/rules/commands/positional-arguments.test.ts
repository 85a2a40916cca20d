import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/commands/positional-arguments.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const command = (body: string) => ({ '.claude/commands/c.md': `---\ndescription: C\nargument-hint: [a] [b]\n---\n${body}\n` });

describe('commands/positional-arguments', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('$1 and $2 without $0: a warning at $1, and the fix renumbers both', () => {
    const ds = findingsOf(rule, command('From $1 to $2.'));
    expect(brief(ds)).toEqual(['5:6 warn `$1` is the second argument: Claude Code numbers arguments from `$0`, and this file never uses `$0`, so it reads the wrong argument (empty when only one is given)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['$0', '$1']]);
  });

  it('0-based use, an indexed $ARGUMENTS, and $1 in code are clean', () => {
    expect(brief(findingsOf(rule, command('From $0 to $1.')))).toEqual([]);
    expect(brief(findingsOf(rule, command('From $ARGUMENTS[1] to $1.')))).toEqual([]);
    expect(brief(findingsOf(rule, command("Run `awk '{print $1}'`.\n```awk\n{print $1}\n```")))).toEqual([]);
  });
});

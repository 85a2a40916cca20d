import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/commands/argument-hint.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const said = (use: string) => `info \`${use}\` reads the command's arguments, but there is no \`argument-hint\`: the \`/\` menu shows \`argument-hint\` to tell users what to pass (documented: https://code.claude.com/docs/en/slash-commands), and \`${use}\` is empty when they do not`;

describe('commands/argument-hint', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the first positional use is reported, once', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\n---\nCompare $0 with $1.\n' }))).toEqual([`4:9 ${said('$0')}`]);
  });

  it('an indexed $ARGUMENTS in a skill is reported at the use', () => {
    expect(brief(findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: S\n---\nUse $ARGUMENTS[0] here\n' }))).toEqual([`5:5 ${said('$ARGUMENTS[0]')}`]);
  });

  it('an `arguments` declaration counts, and $N in code is a shell variable', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\narguments: [issue]\n---\nFix $ARGUMENTS\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\n---\nUse `$1` in awk:\n```\nawk {print $2}\n```\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/fork-agent-pairing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const skill = (fields: string) => ({ '.claude/skills/s/SKILL.md': `---\nname: s\ndescription: S\n${fields}\n---\nBody\n` });

describe('skills/fork-agent-pairing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt context is reported at its value, with a certain fix', () => {
    const ds = findingsOf(rule, skill('context: forked\nagent: Explore'));
    expect(brief(ds)).toEqual(['4:10 warn `context: forked` is not a context Claude Code knows (did you mean `fork`?): it is ignored and the skill runs inline, so `agent` is ignored too (documented: https://code.claude.com/docs/en/skills)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['fork']]);
  });

  it("a command's agent without context is reported at the key; the fix adds context: fork", () => {
    const ds = findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\nagent: Plan\n---\n' });
    expect(brief(ds)).toEqual(['3:1 warn `agent` has no effect without `context: fork`: Claude Code runs the skill inline in the main conversation (documented: https://code.claude.com/docs/en/skills)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['context: fork\n']]);
  });

  it('context: fork alone, and agent in an agent file, are clean', () => {
    expect(brief(findingsOf(rule, skill('context: fork')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: A\nagent: Plan\n---\n' }))).toEqual([]);
  });
});

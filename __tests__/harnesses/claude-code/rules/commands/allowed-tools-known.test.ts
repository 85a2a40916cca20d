import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/commands/allowed-tools-known.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('commands/allowed-tools-known', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a lower-case tool among space-separated entries is fixed with its specifier kept', () => {
    const ds = findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\nallowed-tools: Read Grep bash(ls:*)\n---\nBody\n' });
    expect(brief(ds)).toEqual(['3:26 warn unknown tool `bash` in `allowed-tools`: Claude Code silently ignores unknown names (did you mean `Bash`?)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['Bash(ls:*)']]);
  });

  it("a skill's disallowed-tools is checked too", () => {
    const ds = findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: S\ndisallowed-tools: WebFetch, Websearch\n---\n' });
    expect(brief(ds)).toEqual(['4:29 warn unknown tool `Websearch` in `disallowed-tools`: Claude Code silently ignores unknown names (did you mean `WebSearch`?)']);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual(['WebSearch']);
  });

  it('spaces inside a rule do not split it, and an agent file is not a command', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\nallowed-tools: Bash(git commit -m:*) Read\n---\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: A\nallowed-tools: Wrte\n---\n' }))).toEqual([]);
  });
});

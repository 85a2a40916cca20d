import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/commands/shell-injection-approval.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const tail = (kind: string) => `is not pre-approved: it is not read-only and no \`allowed-tools\` rule allows it; Claude Code refuses it before the prompt is sent, so the whole ${kind} is aborted and nothing is sent to the model`;

describe('commands/shell-injection-approval', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an inline command with no allowed-tools: the fix adds the field', () => {
    const ds = findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\n---\nFiles: !`touch x`\n' });
    expect(brief(ds)).toEqual([`4:10 warn \`\` !\`touch x\` \`\` ${tail('command')}`]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['allowed-tools: Bash(touch *)\n']]);
  });

  it('a ```! block in a skill: the fix appends to the space-separated list', () => {
    const ds = findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: S\nallowed-tools: Read\n---\n```!\nnpm ci\n```\n' });
    expect(brief(ds)).toEqual([`7:1 warn this \`\`\`! block ${tail('skill')}`]);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual([' Bash(npm *)']);
  });

  it('with shell: powershell a Bash rule does not approve the command', () => {
    const ds = findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: S\nshell: powershell\nallowed-tools: Bash(Get-Date *)\n---\nNow: !`Get-Date`\n' });
    expect(brief(ds)).toEqual([`7:8 warn \`\` !\`Get-Date\` \`\` ${tail('skill')}`]);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual([' PowerShell(Get-Date *)']);
  });

  it('read-only commands and commands an allowed-tools rule approves are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\n---\nStatus: !`git status`\nLog: !`git log --oneline -5`\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\ndescription: C\nallowed-tools: Bash(make *)\n---\nOut: !`make build`\n' }))).toEqual([]);
  });
});

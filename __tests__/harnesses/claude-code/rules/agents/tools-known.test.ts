import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/tools-known.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const agent = (fields: string) => ({ '.claude/agents/a.md': `---\nname: a\ndescription: A\n${fields}\n---\nBody\n` });

describe('agents/tools-known', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a typo in disallowedTools is a warning at the entry, with a certain fix', () => {
    const ds = findingsOf(rule, agent('disallowedTools: [Bash, WebFecth]'));
    expect(brief(ds)).toEqual(['4:25 warn unknown tool `WebFecth` in `disallowedTools`: Claude Code silently ignores unknown names (did you mean `WebFetch`?)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['WebFetch']]);
  });

  it('tools with no known entry is an error, softened in wording by a memory scope', () => {
    expect(brief(findingsOf(rule, agent('tools: Foo, Bar')))).toEqual([
      '4:8 error no entry of `tools` is a tool Claude Code knows (`Foo`, `Bar`): it refuses to spawn this agent ("would be spawned with zero tools")',
      '4:8 warn unknown tool `Foo` in `tools`: Claude Code silently ignores unknown names',
      '4:13 warn unknown tool `Bar` in `tools`: Claude Code silently ignores unknown names',
    ]);
    expect(brief(findingsOf(rule, agent('tools: Foo\nmemory: project')))[0]).toBe('4:8 error no entry of `tools` is a tool Claude Code knows (`Foo`): the agent gets only the tools `memory` adds (Write, Edit, Read)');
  });

  it('a number or an empty string is not a tool list', () => {
    expect(brief(findingsOf(rule, agent('tools: 7')))).toEqual(['4:8 error `tools` is `7`, not a list of tool names: Claude Code gives this agent no tool at all']);
    expect(brief(findingsOf(rule, agent('tools: ""')))).toEqual(['4:8 warn `tools` is empty: Claude Code gives this agent no tool at all, not every tool']);
    expect(brief(findingsOf(rule, agent('disallowedTools: ""')))).toEqual(['4:18 warn `disallowedTools` is empty: it takes no tool away']);
  });

  it('a key with nothing after it is reported at the key, not at the end of the line', () => {
    expect(brief(findingsOf(rule, agent('tools:')))).toEqual(['4:1 warn `tools` is empty: Claude Code gives this agent no tool at all, not every tool']);
    expect(brief(findingsOf(rule, agent('disallowedTools:')))).toEqual(['4:1 warn `disallowedTools` is empty: it takes no tool away']);
    expect(findingsOf(rule, agent('tools:'))[0]!.span.range.end).toMatchObject({ line: 4, column: 6 });
  });

  it('a removed tool gets a tentative replacement', () => {
    const ds = findingsOf(rule, agent('tools: Read, MultiEdit'));
    expect(brief(ds)).toEqual(['4:14 warn `MultiEdit` in `tools` was removed: Claude Code silently ignores it; use `Edit`']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['Edit']]);
  });

  it('a YAML list with rules holding commas and MCP patterns is clean', () => {
    expect(brief(findingsOf(rule, agent('tools:\n  - Read\n  - Bash(git log:*, git diff:*)\n  - mcp__github__*\n  - Agent')))).toEqual([]);
  });
});

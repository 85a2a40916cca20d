import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/agent-tool-unknown.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (extra: string) => ({ '.github/agents/reviewer.agent.md': `---\ndescription: Reviews\n${extra}---\nBody\n` });

describe('copilot/agent-tool-unknown', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelling inside a comma-separated string is reported at that part, with a certain fix', () => {
    const ds = findingsOf(rule, agent('tools: "read, edti"\n'));
    expect(brief(ds)).toEqual([
      '3:15 warn unknown tool `edti`: neither Copilot CLI (which ignores it) nor VS Code (documented built-in tools) knows it (did you mean `edit`?)',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['edit']]);
  });

  it('a VS Code tool in an agent only the CLI reads is reported', () => {
    expect(brief(findingsOf(rule, agent('target: github-copilot\ntools: [read, codebase]\n')))).toEqual([
      '4:15 warn Copilot CLI knows no tool `codebase` and ignores it: it is a VS Code tool, but `target: github-copilot` keeps VS Code from reading this agent',
    ]);
  });

  it('VS Code tools, MCP tools and unknown extension tools are clean when VS Code reads the agent', () => {
    expect(brief(findingsOf(rule, agent('tools: [codebase, github/create_issue, myExtensionTool, "*"]\n')))).toEqual([]);
  });

  it('tool names are compared without regard to case', () => {
    expect(brief(findingsOf(rule, agent('target: github-copilot\ntools: [Read, Bash, EDIT]\n')))).toEqual([]);
  });
});

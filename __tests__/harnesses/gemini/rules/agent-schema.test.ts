import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/agent-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (fm: string, path = '.gemini/agents/helper.md') => ({ [path]: `---\n${fm}\n---\nYou help.\n` });

describe('gemini/agent-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a zero max_turns is an error at the value', () => {
    expect(brief(findingsOf(rule, agent('name: helper\ndescription: Helps\nmax_turns: 0')))).toEqual([
      '4:12 error Gemini CLI does not load this agent: `max_turns` must be a number above 0, not `0`',
    ]);
  });

  it('a missing description is an error at the opening dashes, and a Claude Code key is unrecognized', () => {
    expect(brief(findingsOf(rule, agent('name: helper\ntools: [read_file]\npermissionMode: plan')))).toEqual([
      '1:1 error Gemini CLI does not load this agent: `description` is required',
      '4:1 error Gemini CLI does not load this agent: `permissionMode` is an unrecognized key',
    ]);
  });

  it('a slug with an underscore, a zero temperature, kind local and lints are clean', () => {
    expect(brief(findingsOf(rule, agent('name: code_review\ndescription: Reviews\nkind: local\ntemperature: 0\ntools: [read_file, grep]\ntimeout_mins: 5\nlints:\n  gemini/agent-schema: warn')))).toEqual([]);
  });

  it('a Claude Code subagent with Claude Code keys is not read as a Gemini agent', () => {
    expect(brief(findingsOf(rule, agent('name: Code Reviewer\ndescription: Reviews\ncolor: blue', '.claude/agents/reviewer.md')))).toEqual([]);
  });
});

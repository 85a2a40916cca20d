import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/agent-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/agent-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  const agent = (fm: string, body = 'Review the diff for bugs and missing tests.') => ({ '.qwen/agents/reviewer.md': `---\n${fm}\n---\n${body}\n` });

  it('a name with `!` is refused at the value', () => {
    expect(brief(findingsOf(rule, agent('name: reviewer!\ndescription: Reviews changes')))).toEqual([
      '2:7 error Qwen Code does not load this agent, without a message: its `name` is refused: it can only contain letters, numbers, hyphens and underscores',
    ]);
  });

  it('a short body is an error at the body, and an unknown colour a warning', () => {
    expect(brief(findingsOf(rule, agent('name: reviewer\ndescription: Reviews changes\ncolor: magenta', 'Review.')))).toEqual([
      '4:8 warn Qwen Code drops this `color` and loads the agent without it: the colours are `red`, `blue`, `green`, `yellow`, `purple`, `orange`, `pink`, `cyan`, `auto` (a WARN line of its debug log says so)',
      '6:1 error Qwen Code does not load this agent, without a message: its body (the system prompt) is 7 characters; it must hold at least 10',
    ]);
  });

  it('an underscore name, a known colour and approval mode, and a quoted maxTurns are clean', () => {
    expect(brief(findingsOf(rule, agent('name: Code_Reviewer\ndescription: Reviews changes\ncolor: auto\napprovalMode: auto-edit\nmaxTurns: "5"\nbackground: "true"')))).toEqual([]);
  });
});

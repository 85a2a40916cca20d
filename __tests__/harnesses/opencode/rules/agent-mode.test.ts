import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/agent-mode.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agentFile = (mode: string) => ({ '.opencode/agents/reviewer.md': `---\ndescription: Reviews changes\nmode: ${mode}\n---\nYou review changes.\n` });

describe('opencode/agent-mode', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a mode in the wrong case stops OpenCode, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, agentFile('Primary'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(["3:7 error OpenCode refuses to start while this agent's `mode` is `Primary`: it must be `primary`, `subagent` or `all` (did you mean `primary`?)"]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['primary']]);
  });

  it('in opencode.json the fix keeps the value a JSON string', () => {
    const ds = findingsOf(rule, { 'opencode.json': '{\n  "agent": { "review": { "mode": "primery" } }\n}\n' });
    expect(brief(ds)).toEqual(["2:34 error OpenCode refuses to start while this agent's `mode` is `primery`: it must be `primary`, `subagent` or `all` (did you mean `primary`?)"]);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => [e.range.start.column, e.range.end.column, e.text])])).toEqual([['MachineApplicable', [[34, 43, '"primary"']]]]);
  });

  it('a list mode in a V2 agents entry drops the entry', () => {
    expect(brief(findingsOf(rule, { 'opencode.json': '{\n  "agents": { "review": { "mode": ["primary"] } }\n}\n' }))).toEqual([
      "2:35 error OpenCode drops this `agents` entry without a word while this agent's `mode` is a list: it must be `primary`, `subagent` or `all`",
    ]);
  });

  it('all is a mode, and a mode in a command file is not an agent\'s', () => {
    expect(brief(findingsOf(rule, agentFile('all')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.opencode/command/review.md': '---\ndescription: Review\nmode: sub-agent\n---\nReview the diff.\n' }))).toEqual([]);
  });
});

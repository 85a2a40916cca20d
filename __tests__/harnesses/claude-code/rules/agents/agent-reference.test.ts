import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/agent-reference.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const reviewer = { '.claude/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews diffs\n---\nBody\n' };
const lead = (tools: string) => ({ ...reviewer, '.claude/agents/lead.md': `---\nname: lead\ndescription: Coordinates\ntools: ${tools}\n---\nBody\n` });

describe('agents/agent-reference', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a name differing only in case is a warning at the name, with a certain fix', () => {
    const ds = findingsOf(rule, lead('Agent(Reviewer), Read'));
    expect(brief(ds)).toEqual(['4:14 warn `Agent(Reviewer)` names no agent (did you mean `reviewer`?): an agent is named by its `name` field (documented: https://code.claude.com/docs/en/sub-agents), so this rule does not allow the agent it means']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['reviewer']]);
  });

  it("a skill's agent misspelling a built-in is reported at its value", () => {
    const ds = findingsOf(rule, { '.claude/skills/dig/SKILL.md': '---\nname: dig\ndescription: Digs\ncontext: fork\nagent: explore\n---\nDig.\n' });
    expect(brief(ds)).toEqual(['5:8 warn `agent: explore` names no agent (did you mean `Explore`?): an agent is named by its `name` field (documented: https://code.claude.com/docs/en/sub-agents), so this skill does not fork into the agent it means']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['Explore']]);
  });

  it('a skill naming an agent by its file name rather than its name fires without a fix', () => {
    const ds = findingsOf(rule, { ...reviewer, '.claude/agents/rev.md': '---\nname: critic\ndescription: Critiques\n---\n', '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: S\ncontext: fork\nagent: rev\n---\n' });
    expect(brief(ds)).toEqual(['5:8 warn `agent: rev` names no agent: an agent is named by its `name` field (documented: https://code.claude.com/docs/en/sub-agents), so this skill does not fork into the agent it means']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('built-ins, the Task alias and plugin-qualified agents are clean', () => {
    expect(brief(findingsOf(rule, lead('Task(Explore, Plan), Agent(general-purpose), Agent(reviewer)')))).toEqual([]);
    const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/agents/dep.md': '---\nname: deployer\ndescription: Deploys\n---\n' };
    expect(brief(findingsOf(rule, { ...plugin, ...lead('Agent(ops:deployer)') }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/agent-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agentFile = (fm: string) => ({ '.opencode/agent/reviewer.md': `---\ndescription: Reviews changes\n${fm}---\nYou review changes.\n` });

describe('opencode/agent-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt key is moved into options, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, agentFile('temprature: 0.2\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:1 warn OpenCode does not know `temprature` as an agent setting: it moves it into the agent\'s `options` and sends it to the model provider with every request, where it does nothing unless that provider reads an option of that name (did you mean `temperature`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['temperature']]);
  });

  it('a documented provider option is only noted', () => {
    expect(brief(findingsOf(rule, agentFile('reasoningEffort: high\n')))).toEqual([
      '3:1 info `reasoningEffort` is not an OpenCode agent setting: OpenCode passes it to the model provider as a model option (documented), so only a provider that reads `reasoningEffort` acts on it',
    ]);
  });

  it('a V2 agents entry drops prompt, with a rename to system', () => {
    const [d, ...rest] = findingsOf(rule, { 'opencode.json': '{\n  "agents": {\n    "review": { "description": "Reviews", "prompt": "Review." }\n  }\n}\n' });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:43 warn OpenCode drops `prompt` from this `agents` entry without a word: under `agents` (the V2 spelling) it keeps only `description`, `model`, `mode`, `hidden`, `steps`, `color`, `system`, `disabled` (write `system`)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"system"']]);
  });

  it('known keys and an unquoted colon that OpenCode re-reads are clean', () => {
    expect(brief(findingsOf(rule, agentFile('mode: subagent\nmodel: anthropic/claude-sonnet-4-6\npermission:\n  edit: deny\nsteps: 5\n')))).toEqual([]);
    expect(brief(findingsOf(rule, { '.opencode/agent/reviewer.md': '---\ndescription: Use when: a review is asked\n---\nYou review changes.\n' }))).toEqual([]);
  });
});

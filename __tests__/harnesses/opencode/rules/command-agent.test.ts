import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/command-agent.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const command = (agent: string) => ({ '.opencode/command/review.md': `---\ndescription: Review the diff\nagent: ${agent}\n---\nReview the staged changes.\n` });
const agentFile = { '.opencode/agent/team/reviewer.md': '---\ndescription: Reviews\nmode: subagent\n---\nReview.\n' };

describe('opencode/command-agent', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an agent in a subfolder is known by its path, not its file name', () => {
    expect(brief(findingsOf(rule, { ...agentFile, ...command('reviewer') }))).toEqual([
      '3:8 error `opencode run --command review` fails ("Unexpected server error"): there is no agent `reviewer`',
    ]);
  });

  it('an empty agent is read as not set', () => {
    expect(brief(findingsOf(rule, command('""')))).toEqual(['3:8 warn `agent` is empty: OpenCode runs the command as if it were not set; remove the key or name an agent']);
  });

  it('agents by path, from the config and built in are known', () => {
    expect(brief(findingsOf(rule, { ...agentFile, ...command('team/reviewer') }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'opencode.json': '{ "agent": { "docs": { "description": "Docs" } } }\n', ...command('docs') }))).toEqual([]);
    expect(brief(findingsOf(rule, command('build')))).toEqual([]);
  });
});

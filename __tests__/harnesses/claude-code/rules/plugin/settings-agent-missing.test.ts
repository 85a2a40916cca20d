import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/settings-agent-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const tree = (agent: string) => ({
  'review/.claude-plugin/plugin.json': '{ "name": "review", "version": "1.0.0", "description": "Review agent", "author": { "name": "me" } }\n',
  'review/agents/reviewer.md': '---\nname: reviewer\ndescription: Reviews code.\n---\nReview.\n',
  'review/settings.json': `{\n  "agent": "${agent}"\n}\n`,
  '.claude/agents/planner.md': '---\nname: planner\ndescription: Plans work.\n---\nPlan.\n',
});

describe('plugin/settings-agent-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an agent qualified with another plugin name is a warning at the value', () => {
    expect(brief(findingsOf(rule, tree('lint:reviewer')))).toEqual([
      '2:12 warn `agent` names `lint:reviewer`, an agent Claude Code does not find: it is not an agent of this plugin, of the repository, or built in, and Claude Code runs the session without it ("agent not found … Using default behavior")',
    ]);
  });

  it('the qualified plugin agent, a repository agent and a built-in agent are clean', () => {
    for (const agent of ['review:reviewer', 'planner', 'Explore']) expect(brief(findingsOf(rule, tree(agent)))).toEqual([]);
  });
});

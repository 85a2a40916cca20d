import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/default-agent.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const config = (name: string) => ({ 'opencode.json': `{\n  "default_agent": "${name}"\n}\n` });
const FAILS = 'Every `opencode run` fails with "Unexpected server error"';

describe('opencode/default-agent', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an agent file with mode subagent cannot be the default', () => {
    const tree = { ...config('reviewer'), '.opencode/agent/reviewer.md': '---\ndescription: Reviews\nmode: subagent\n---\nReview.\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([`2:20 error ${FAILS}: \`reviewer\` is a subagent; \`default_agent\` must name a primary agent that is not hidden`]);
  });

  it('a hidden agent entry of the config cannot be the default', () => {
    const tree = { 'opencode.json': '{\n  "default_agent": "docs",\n  "agent": { "docs": { "mode": "primary", "hidden": true } }\n}\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([`2:20 error ${FAILS}: \`docs\` is hidden; \`default_agent\` must name a primary agent that is not hidden`]);
  });

  it('an empty default_agent is read as not set', () => {
    expect(brief(findingsOf(rule, config('')))).toEqual(['2:20 warn `default_agent` is empty: OpenCode runs as if it were not set (with its default agent); remove the key or name a primary agent']);
  });

  it('a file agent without mode and the built-in build are primary', () => {
    expect(brief(findingsOf(rule, { ...config('writer'), '.opencode/agents/writer.md': '---\ndescription: Writes\n---\nWrite.\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, config('build')))).toEqual([]);
  });
});

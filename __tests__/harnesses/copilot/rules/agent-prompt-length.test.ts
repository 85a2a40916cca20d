import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/agent-prompt-length.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (body: string) => ({ '.github/agents/writer.agent.md': `---\ndescription: Writes docs\n---\n${body}` });

describe('copilot/agent-prompt-length', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a body one character over the limit is reported where the limit is passed', () => {
    expect(brief(findingsOf(rule, agent('x'.repeat(30_001))))).toEqual([
      "4:30001 warn This agent's prompt has 30,001 characters, over the documented maximum of 30,000: Copilot CLI loads it whole (case agent-long-prompt), other Copilot surfaces may not (documented)",
    ]);
  });

  it('a body of exactly 30,000 characters is clean', () => {
    expect(brief(findingsOf(rule, agent('x'.repeat(30_000))))).toEqual([]);
  });

  it('a long frontmatter does not count toward the prompt', () => {
    const long = { '.github/agents/writer.agent.md': `---\ndescription: ${'d'.repeat(29_990)}\n---\n${'x'.repeat(100)}` };
    expect(brief(findingsOf(rule, long))).toEqual([]);
  });
});

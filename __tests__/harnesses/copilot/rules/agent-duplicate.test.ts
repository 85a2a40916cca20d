import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/agent-duplicate.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const md = (desc: string, name?: string) => `---\n${name ? `name: ${name}\n` : ''}description: ${desc}\n---\nBody\n`;

describe('copilot/agent-duplicate', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('x.md loses to x.agent.md, reported on its first line', () => {
    const ds = findingsOf(rule, { '.github/agents/review.md': md('One'), '.github/agents/review.agent.md': md('Two') });
    expect(ds.map((d) => d.span.path)).toEqual(['.github/agents/review.md']);
    expect(brief(ds)).toEqual(['1:1 warn Copilot CLI does not load this agent: .github/agents/review.agent.md has the same file name `review` and wins']);
  });

  it('a .github agent hides the .claude agent of the same name', () => {
    const ds = findingsOf(rule, { '.github/agents/review.agent.md': md('One'), '.claude/agents/review.md': md('Two') });
    expect(ds.map((d) => d.span.path)).toEqual(['.claude/agents/review.md']);
  });

  it('a dropped .github agent does not hide the .claude one', () => {
    expect(brief(findingsOf(rule, { '.github/agents/review.agent.md': '---\nname: review\n---\nBody\n', '.claude/agents/review.md': md('Two') }))).toEqual([]);
  });

  it('the same name in sub-folders gives different keys', () => {
    expect(brief(findingsOf(rule, { '.github/agents/a/review.agent.md': md('One'), '.github/agents/b/review.agent.md': md('Two') }))).toEqual([]);
  });
});

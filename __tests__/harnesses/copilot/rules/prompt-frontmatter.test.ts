import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/prompt-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const prompt = (fm: string) => ({ '.github/prompts/review.prompt.md': `---\n${fm}---\nReview the change.\n` });

describe('copilot/prompt-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('mode beside agent is reported without a rename', () => {
    const ds = findingsOf(rule, prompt('agent: ask\nmode: agent\n'));
    expect(brief(ds)).toEqual(['3:1 warn `mode` is the old name of `agent` in a prompt file (documented)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('tools written as a string is reported at the value', () => {
    expect(brief(findingsOf(rule, prompt('tools: search, edit\n')))).toEqual(['2:8 warn `tools` of a prompt file is a list of tool names (documented)']);
  });

  it('every documented field, well typed, is clean', () => {
    expect(brief(findingsOf(rule, prompt('description: Review\nname: review\nargument-hint: a PR\nagent: agent\nmodel: GPT-5\ntools: [search, edit]\n')))).toEqual([]);
  });

  it('the same header in a file outside .github/prompts is not read', () => {
    expect(brief(findingsOf(rule, { 'docs/review.prompt.md': '---\nmode: agent\n---\nReview.\n' }))).toEqual([]);
  });
});

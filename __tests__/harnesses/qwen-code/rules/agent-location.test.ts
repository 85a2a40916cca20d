import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/agent-location.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/agent-location', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an agent two folders deep is an error on its first line', () => {
    expect(brief(findingsOf(rule, { '.qwen/agents/team/backend/api.md': '---\nname: api\ndescription: Builds APIs\n---\nDesign the endpoints first.\n' }))).toEqual([
      '1:1 error Qwen Code does not read this file: it reads agents only from `.qwen/agents/*.md`, not from sub-folders; move it up to `.qwen/agents/`',
    ]);
  });

  it('a top-level agent, a non-Markdown file in a sub-folder and a nested Claude Code agent are clean', () => {
    const agentText = '---\nname: api\ndescription: Builds APIs\n---\nDesign the endpoints first.\n';
    expect(brief(findingsOf(rule, { '.qwen/agents/api.md': agentText, '.qwen/agents/team/notes.txt': 'notes\n', '.claude/agents/team/api.md': agentText }))).toEqual([]);
  });
});

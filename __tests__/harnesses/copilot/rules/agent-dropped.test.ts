import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/agent-dropped.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const agent = (text: string) => ({ '.github/agents/reviewer.agent.md': text });

describe('copilot/agent-dropped', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a file without frontmatter is dropped, reported on its first line', () => {
    expect(brief(findingsOf(rule, agent('You review pull requests.\n')))).toEqual([
      '1:1 error Copilot CLI does not load this agent: it has no YAML frontmatter (the log says "missing or malformed YAML frontmatter"); start the file with `---`, a `description:` and `---`',
    ]);
  });

  it('a boolean field written as a string is reported at its value', () => {
    expect(brief(findingsOf(rule, agent('---\ndescription: Reviews\nuser-invocable: "no"\n---\nBody\n')))).toEqual([
      '3:17 error Copilot CLI does not load this agent: `user-invocable` must be a boolean, not a string',
    ]);
  });

  it('a non-string tools item is reported at the item', () => {
    expect(brief(findingsOf(rule, agent('---\ndescription: Reviews\ntools: [read, 3]\n---\nBody\n')))).toEqual([
      '3:15 error Copilot CLI does not load this agent: `tools` item 1 must be a string (the log says "tools: 1: Expected string")',
    ]);
  });

  it('an empty description, a model list and a comma-separated tools string load', () => {
    expect(brief(findingsOf(rule, agent('---\ndescription: ""\nmodel: [gpt-4.1, claude-sonnet-4]\ntools: "read, edit"\n---\nBody\n')))).toEqual([]);
  });

  it('a Markdown file outside the agents folders is not an agent', () => {
    expect(brief(findingsOf(rule, { '.github/reviewer.agent.md': 'No frontmatter\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { duplicateKey as rule } from '../../../src/rules/schema/parse-rules.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const run = (tree: Record<string, string>) => brief(findingsOf(rule, tree, ALL_RULES));

describe('schema/duplicate-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('a JSON manifest key set twice: a warning at the second key, naming the first', () => {
    expect(run({ '.claude-plugin/plugin.json': '{\n  "name": "p",\n  "name": "q"\n}\n' })).toEqual(['3:3 warn duplicate key `name` (first at line 2); the last value wins, so the first is silently ignored']);
  });

  it('a Gemini CLI subagent with a key set twice does not load: an error', () => {
    expect(run({ '.gemini/agents/a.md': '---\nname: a\ndescription: d\nname: b\n---\nBody\n' })).toEqual([
      '4:1 error Gemini CLI does not load this agent: `name` is set twice (first at line 2), and its YAML reader rejects duplicate keys; it prints "Agent loading error: … YAML frontmatter parsing failed: duplicated mapping key"',
    ]);
  });

  it('the same key in two different mappings is no duplicate', () => {
    expect(run({ '.claude/agents/a.md': '---\nname: a\ndescription: d\nhooks:\n  x: 1\nother:\n  x: 2\n---\n' })).toEqual([]);
  });
});

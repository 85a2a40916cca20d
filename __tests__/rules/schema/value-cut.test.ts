import { describe, expect, it } from '@jest/globals';
import { valueCut as rule } from '../../../src/rules/schema/parse-rules.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const run = (tree: Record<string, string>) => findingsOf(rule, tree, ALL_RULES);

describe('schema/value-cut', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('` #` in an unquoted skill description: reported at the `#`, and the suggestion quotes the whole value', () => {
    const ds = run({ '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: Fix bug #12 fast\n---\nBody\n' });
    expect(brief(ds)).toEqual(['3:22 warn `#12 fast` is a YAML comment: Claude Code reads `description` as `Fix bug`, without it']);
    expect(ds.map((d) => [d.suggestion?.applicability, d.suggestion?.edits.map((e) => [e.range.start.column, e.range.end.column, e.text])])).toEqual([['MaybeIncorrect', [[14, 30, '"Fix bug #12 fast"']]]]);
  });

  it('a `---` inside a value ends Claude Code\'s frontmatter there', () => {
    expect(brief(run({ '.claude/agents/a.md': '---\nname: a\ndescription: one --- two\nmodel: opus\n---\nBody\n' }))).toEqual([
      '3:18 warn the frontmatter ends at this `---` (Claude Code ends it at the first `---` anywhere): the text after it and every later line are not read as fields but as the body',
    ]);
  });

  it('a comment after a quoted value, and a `---` inside an OpenCode value, lose nothing', () => {
    expect(brief(run({ '.claude/agents/a.md': '---\nname: a\ndescription: "Fix #12" # a comment\n---\nBody\n' }))).toEqual([]);
    expect(brief(run({ '.opencode/agent/a.md': '---\ndescription: one --- two\n---\nBody\n' }))).toEqual([]);
  });
});

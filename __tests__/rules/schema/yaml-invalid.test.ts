import { describe, expect, it } from '@jest/globals';
import { yamlInvalid as rule } from '../../../src/rules/schema/parse-rules.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const run = (tree: Record<string, string>) => brief(findingsOf(rule, tree, ALL_RULES));

describe('schema/yaml-invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('a line without a colon breaks a skill\'s frontmatter: reported at that line, with what Claude Code loads instead', () => {
    expect(run({ '.claude/skills/a/SKILL.md': '---\nname: a\ndescription: Reviews\nwhen asked\n---\nBody\n' })).toEqual([
      '4:1 error Claude Code cannot read this frontmatter and drops every field: implicit map keys need to be followed by map values; this skill still loads, with its first body line as description and its `allowed-tools`, `disable-model-invocation` and other fields dropped',
    ]);
  });

  it('an opening `---` that nothing closes is reported at the opening line', () => {
    expect(run({ '.claude/commands/go.md': '---\ndescription: Go\nBody never closed\n' })).toEqual(['1:1 error frontmatter opened with `---` is never closed: Claude Code finds no frontmatter and loads no field']);
  });

  it('a quoted value with a colon is valid YAML: no finding', () => {
    expect(run({ '.claude/agents/a.md': '---\nname: a\ndescription: "Use when: asked"\n---\nBody\n' })).toEqual([]);
  });
});

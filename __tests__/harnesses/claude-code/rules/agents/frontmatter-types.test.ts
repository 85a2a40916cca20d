import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/agents/frontmatter-types.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }' };

describe('agents/frontmatter-types', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a list description keeps a project agent from loading', () => {
    const ds = findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: [a, b]\n---\n' });
    expect(brief(ds)).toEqual(['3:14 error `description` must be a string, not a list: Claude Code does not load this agent']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a boolean description in a plugin agent is read as text: a warning with a quoting fix', () => {
    const ds = findingsOf(rule, { ...plugin, 'p/agents/a.md': '---\nname: a\ndescription: true\n---\n' });
    expect(brief(ds)).toEqual(['3:14 warn `description` must be a string, not a boolean: at run time Claude Code reads it as the text `true` (the same file as a project agent is not loaded)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"true"']]);
  });

  it('a skill with a string hooks, a non-string tool and a string metadata', () => {
    const ds = findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: S\nhooks: Read, Grep\nallowed-tools: [Read, 3]\nmetadata: v1\n---\n' });
    expect(brief(ds)).toEqual([
      "4:8 error `hooks` must be a mapping of hook events to matcher groups, not a string: it has the shape of settings' `hooks`, and no hook runs from it (documented: https://code.claude.com/docs/en/hooks#hooks-in-skills-and-agents)",
      '5:16 error `allowed-tools` must be a string or a list of strings, not a list with non-string entries: `claude plugin validate` rejects it',
      '6:11 warn `metadata` must be a mapping (key: value pairs), not a string: Claude Code drops it at load time',
    ]);
  });

  it('quoted values, a numeric skill description and a number in the body are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\nname: "123"\ndescription: "true"\nallowed-tools:\n  - Read\nmetadata:\n  a: b\nhooks:\n  PreToolUse: []\n---\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: 42\n---\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/agents/a.md': '---\nname: a\ndescription: A\n---\nname: 123\n' }))).toEqual([]);
  });
});

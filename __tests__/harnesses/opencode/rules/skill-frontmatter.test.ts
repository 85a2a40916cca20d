import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/skill-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = (fm: string, path = '.opencode/skills/notes/SKILL.md') => ({ [path]: `---\n${fm}---\nWrite notes.\n` });

describe('opencode/skill-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a Claude Code skill without name, which OpenCode reads too, is skipped', () => {
    const tree = { 'opencode.json': '{}\n', ...skill('description: Writes notes\n', '.claude/skills/notes/SKILL.md') };
    expect(brief(findingsOf(rule, tree))).toEqual([
      '1:1 error OpenCode skips this skill without a word: it has no `name`',
    ]);
  });

  it('a flow list left open is reported at its bracket', () => {
    expect(brief(findingsOf(rule, skill('name: notes\ndescription: Writes notes\nallowed-tools: [read\n')))).toEqual([
      '4:16 error OpenCode skips this skill without a word: its frontmatter is not valid YAML (the list opened with `[` here has no `]` YAML accepts)',
    ]);
  });

  it('a name unlike its folder and an unquoted colon OpenCode mends load', () => {
    expect(brief(findingsOf(rule, skill('name: Meeting-Notes\ndescription: Use when: notes are asked for\n')))).toEqual([]);
  });
});

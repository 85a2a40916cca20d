import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/commands/shadowed-by-skill.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const md = (fm: string) => `---\n${fm}\n---\nBody\n`;
const said = (skill: string) => `info command \`/deploy\` is shadowed by the skill \`deploy\` (${skill}): Claude Code runs the skill, and this command is never used`;

describe('commands/shadowed-by-skill', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a nested command shares its name with a skill folder, whatever the skill calls itself', () => {
    const ds = findingsOf(rule, { '.claude/commands/ops/deploy.md': md('description: D'), '.claude/skills/deploy/SKILL.md': md('name: shipper\ndescription: S') });
    expect(brief(ds)).toEqual([`2:1 ${said('.claude/skills/deploy/SKILL.md')}`]);
    expect([ds[0]!.span.path, ds[0]!.related?.map((r) => r.span.path)]).toEqual(['.claude/commands/ops/deploy.md', ['.claude/skills/deploy/SKILL.md']]);
  });

  it('within one plugin the skill wins too', () => {
    const tree = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/commands/deploy.md': md('description: D'), 'p/skills/deploy/SKILL.md': md('name: deploy\ndescription: S') };
    expect(brief(findingsOf(rule, tree))).toEqual([`2:1 ${said('p/skills/deploy/SKILL.md')}`]);
  });

  it('a project command and a plugin skill of the same name are in different scopes', () => {
    const tree = { '.claude/commands/deploy.md': md('description: D'), 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/skills/deploy/SKILL.md': md('name: deploy\ndescription: S') };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/skills/name-matches-directory.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }' };
const md = (name: string) => `---\nname: ${name}\ndescription: S\n---\nBody\n`;

describe('skills/name-matches-directory', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a plugin skill named apart from its folder is offered under the folder', () => {
    const ds = findingsOf(rule, { ...plugin, 'p/skills/deploy/SKILL.md': md('deployer') });
    expect(brief(ds)).toEqual(['2:7 info skill name `deployer` differs from its folder `deploy`: Claude Code offers the skill as `/ops:deploy` (`name` is a display name), but claude.ai and API skill uploads and the Agent Skills specification (https://agentskills.io/specification) reject a name that does not match the folder']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['deploy']]);
  });

  it('a SKILL.md at a plugin root has no folder to match', () => {
    expect(brief(findingsOf(rule, { ...plugin, 'p/SKILL.md': md('ops-skill') }))).toEqual([]);
  });

  it('a matching name is clean', () => {
    expect(brief(findingsOf(rule, { '.claude/skills/pdf-tools/SKILL.md': md('pdf-tools') }))).toEqual([]);
  });
});

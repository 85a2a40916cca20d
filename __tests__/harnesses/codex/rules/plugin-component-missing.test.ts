import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/codex/rules/plugin-component-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = '---\nname: summarize\ndescription: Summarize notes\n---\n';

describe('codex/plugin-component-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a plugin at the repository root whose skills path names nothing loses skills/', () => {
    const tree = { '.codex-plugin/plugin.json': '{\n  "name": "notes",\n  "skills": "./agent-skills"\n}\n', 'skills/summarize/SKILL.md': skill };
    expect(brief(findingsOf(rule, tree))).toEqual(['3:13 warn `skills` names `./agent-skills`, which does not exist: Codex installs the plugin and lists none of its skills, not even those in `skills/`, which this path replaces']);
  });

  it('a skills path to an existing folder, or a missing one with no skills/ to lose, is clean', () => {
    expect(brief(findingsOf(rule, { 'notes/.codex-plugin/plugin.json': '{ "name": "notes", "skills": "./extra/" }\n', 'notes/extra/summarize/SKILL.md': skill, 'notes/skills/other/SKILL.md': skill }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'notes/.codex-plugin/plugin.json': '{ "name": "notes", "skills": "./skills/" }\n', 'notes/agents/helper.md': '# Helper\n' }))).toEqual([]);
  });
});

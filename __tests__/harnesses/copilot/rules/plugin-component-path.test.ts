import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/plugin-component-path.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const skill = { 'plugins/kit/skills/review/SKILL.md': '---\nname: review\ndescription: Reviews a change\n---\nReview it.\n' };
const manifest = (fields: string) => ({ ...skill, 'plugins/kit/.github/plugin/plugin.json': `{\n  "name": "kit",\n${fields}\n}\n` });

describe('copilot/plugin-component-path', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a boolean skills is reported at the value', () => {
    expect(brief(findingsOf(rule, manifest('  "skills": true')))).toEqual([
      '3:13 error `skills` is a boolean: Copilot CLI loads none of the plugin\'s skills, not even `skills/`, and `copilot plugin install` refuses the plugin ("Invalid skills object form")',
    ]);
  });

  it('an object without paths and a list item that is not a path are named with their article', () => {
    expect(brief(findingsOf(rule, manifest('  "agents": {},\n  "skills": [{ "dir": "skills" }, null]')))).toEqual([
      '3:13 error `agents` is an object: Copilot CLI loads none of the plugin\'s agents, not even `agents/`',
      '4:14 error `skills` lists an object, not a path: `copilot plugin install` refuses the plugin',
      '4:35 error `skills` lists `null`, not a path: `copilot plugin install` refuses the plugin',
    ]);
  });

  it('an agents path that leaves the plugin is reported at that item', () => {
    expect(brief(findingsOf(rule, manifest('  "agents": ["skills/review", "../shared"]')))).toEqual([
      '3:31 error `agents` path `../shared` is outside the plugin folder: Copilot CLI loads no agents from it',
    ]);
  });

  it('paths relative to the plugin folder, with or without ./, and an empty string are clean', () => {
    expect(brief(findingsOf(rule, manifest('  "skills": ["./skills", "skills/review"],\n  "agents": ""')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/formats/agent-plugins/rules/skill.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const PLUGIN = { 'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n' };

describe('agent-plugins/skill', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an upper-case name is a warning at the value, with the folder name as a likely fix', () => {
    const [d, ...rest] = findingsOf(rule, { ...PLUGIN, 'skills/summarize/SKILL.md': '---\nname: Summarize\ndescription: Summarize notes\n---\nBody\n' });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:7 warn the Agent Plugins specification has clients skip this skill: `name` `Summarize` may only hold lower-case letters, digits and single hyphens, not at either end (https://agentskills.io/specification)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['summarize']]);
  });

  it('a missing description and a numeric metadata value are reported', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, 'skills/summarize/SKILL.md': '---\nname: summarize\nmetadata:\n  version: 2\n---\nBody\n' }))).toEqual([
      '1:1 warn the Agent Plugins specification has clients skip this skill: `description` is required (https://agentskills.io/specification)',
      '4:12 warn the Agent Plugins specification has clients skip this skill: `metadata.version` is `2`; `metadata` maps strings to strings (quote the value) (https://agentskills.io/specification)',
    ]);
  });

  it('a skill with optional fields in the spec\'s shape is clean', () => {
    const text = '---\nname: summarize\ndescription: Summarize notes\nlicense: MIT\nallowed-tools: Read\nmetadata:\n  version: "2"\n---\nBody\n';
    expect(brief(findingsOf(rule, { ...PLUGIN, 'skills/summarize/SKILL.md': text }))).toEqual([]);
  });

  it('a skill nested two levels deep, or of a plugin without the Agent Plugins $schema, is not read', () => {
    expect(brief(findingsOf(rule, { ...PLUGIN, 'skills/group/summarize/SKILL.md': '---\nname: Other\n---\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'plugin.json': '{ "name": "notes" }\n', 'skills/summarize/SKILL.md': '---\nname: Other\n---\n' }))).toEqual([]);
  });
});

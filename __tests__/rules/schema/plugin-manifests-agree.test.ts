import { describe, expect, it } from '@jest/globals';
import rule from '../../../src/rules/schema/plugin-manifests-agree.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const claude = { 'p/.claude-plugin/plugin.json': '{ "name": "notes", "version": "1.0.0" }\n' };

describe('schema/plugin-manifests-agree', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a Cursor manifest with another name and version: information at each value, naming the other manifest', () => {
    expect(brief(findingsOf(rule, { ...claude, 'p/.cursor-plugin/plugin.json': '{\n  "name": "notes-cursor",\n  "version": "1.1.0"\n}\n' }))).toEqual([
      '2:11 info `name` differs from the Claude Code manifest\'s: that one (`p/.claude-plugin/plugin.json`) has "notes", and Cursor shows this plugin under another name',
      '3:14 info `version` differs from the Claude Code manifest\'s: that one (`p/.claude-plugin/plugin.json`) has "1.0.0", and Cursor shows this plugin at another version',
    ]);
  });

  it('descriptions worded per harness, with the same name, version and skills, are no finding', () => {
    const cursor = '{\n  "name": "notes",\n  "version": "1.0.0",\n  "description": "other words"\n}\n';
    expect(brief(findingsOf(rule, { ...claude, 'p/.cursor-plugin/plugin.json': cursor, 'p/skills/a/SKILL.md': '---\nname: a\ndescription: d\n---\n' }))).toEqual([]);
  });
});

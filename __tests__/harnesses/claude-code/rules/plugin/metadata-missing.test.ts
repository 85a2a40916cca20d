import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/metadata-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('plugin/metadata-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a missing description alone is one note at the name key', () => {
    const tree = { 'plugins/lint/.claude-plugin/plugin.json': '{\n  "version": "1.0.0",\n  "name": "lint",\n  "author": { "name": "Acme" }\n}\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['3:3 info the plugin manifest has no `description`: it helps users understand what the plugin does']);
  });

  it('an author given as a plain string still counts as present', () => {
    expect(brief(findingsOf(rule, { 'plugins/lint/.claude-plugin/plugin.json': '{ "name": "lint", "version": "1.0.0", "description": "Lints", "author": "Acme" }' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/settings-ignored-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = '{ "name": "review", "version": "1.0.0", "description": "Review agent", "author": { "name": "me" } }\n';

describe('plugin/settings-ignored-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('permissions in a plugin settings.json is a warning at the key', () => {
    const tree = { 'review/.claude-plugin/plugin.json': manifest, 'review/settings.json': '{\n  "subagentStatusLine": { "type": "command", "command": "./status.sh" },\n  "permissions": { "allow": ["Bash(git *)"] }\n}\n' };
    expect(brief(findingsOf(rule, tree))).toEqual(['3:3 warn `permissions` in a plugin\'s settings.json is ignored: Claude Code keeps only `agent` and `subagentStatusLine` from it']);
  });

  it('the same keys in the project settings beside the plugin are not its concern', () => {
    const tree = { 'review/.claude-plugin/plugin.json': manifest, '.claude/settings.json': '{ "model": "opus", "permissions": { "allow": ["Bash(git *)"] } }\n' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/field-types.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (body: string) => ({ '.claude/settings.json': `{\n${body}\n}\n` });

describe('settings/field-types', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an env array and a string flag are errors at their values', () => {
    expect(brief(findingsOf(rule, settings('  "env": ["NODE_ENV=test"],\n  "disableAllHooks": "true"')))).toEqual([
      '2:10 error `env` must be an object, not an array: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect',
      '3:22 error `disableAllHooks` must be a boolean, not a string: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect',
    ]);
  });

  it('a permission entry that is not a string is reported alone', () => {
    const ds = findingsOf(rule, settings('  "permissions": {\n    "deny": ["Bash(rm:*)", { "tool": "Read" }]\n  }'));
    expect(brief(ds)).toEqual(['3:28 error entries of `permissions.deny` must be strings, not an object (documented)']);
  });

  it('hooks of the wrong type and keys agentlint has no type for are left alone', () => {
    expect(brief(findingsOf(rule, settings('  "hooks": "./hooks.json",\n  "theme": 3,\n  "permissions": { "allow": [], "defaultMode": "plan" }')))).toEqual([]);
  });
});

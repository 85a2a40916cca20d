import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/default-mode.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (mode: string, path = '.claude/settings.json') => ({ [path]: `{\n  "permissions": {\n    "defaultMode": ${JSON.stringify(mode)}\n  }\n}\n` });

describe('settings/default-mode', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a wrongly cased mode is an error at the value, with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, settings('BypassPermissions', '.claude/settings.local.json'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([
      '3:20 error `permissions.defaultMode` `BypassPermissions` is not a permission mode: Claude Code does not load this settings file at all, so none of its permission rules, hooks or other settings are in effect (did you mean `bypassPermissions`?)',
    ]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"bypassPermissions"']]);
  });

  it('every documented mode is clean, and so is a defaultMode outside `permissions`', () => {
    for (const mode of ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions']) expect(brief(findingsOf(rule, settings(mode)))).toEqual([]);
    expect(brief(findingsOf(rule, { '.claude/settings.json': '{ "env": { "defaultMode": "yolo" } }' }))).toEqual([]);
  });
});

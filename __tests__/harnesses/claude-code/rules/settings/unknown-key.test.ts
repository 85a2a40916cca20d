import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/settings/unknown-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const settings = (body: string) => ({ '.claude/settings.local.json': `{\n${body}\n}\n` });

describe('settings/unknown-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt key is a warning at the key, renamed as a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, settings('  "cleanupPeriodDay": 30'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:3 warn `cleanupPeriodDay` is not a Claude Code setting (did you mean `cleanupPeriodDays`?): Claude Code ignores it without a message and loads the rest of the file']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"cleanupPeriodDays"']]);
  });

  it('a key near no setting is only info', () => {
    expect(brief(findingsOf(rule, settings('  "x-team-owner": "platform"')))).toEqual([
      '2:3 info `x-team-owner` is not a setting agentlint knows: if Claude Code does not know it either, it ignores it without a message',
    ]);
  });

  it('$schema, documented keys and unknown keys nested below the top level are clean', () => {
    expect(brief(findingsOf(rule, settings('  "$schema": "https://json.schemastore.org/claude-code-settings.json",\n  "effortLevel": "high",\n  "env": { "MY_FLAG": "1" },\n  "permissions": { "denny": [] }')))).toEqual([]);
  });
});

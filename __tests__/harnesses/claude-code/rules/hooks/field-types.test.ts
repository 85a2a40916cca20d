import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/hooks/field-types.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const handler = (event: string, h: string) => `{\n  "hooks": {\n    "${event}": [\n      { "hooks": [ ${h} ] }\n    ]\n  }\n}\n`;
const pluginHooks = (text: string) => ({ '.claude-plugin/plugin.json': '{ "name": "guard" }', 'hooks/hooks.json': text });

describe('hooks/field-types', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a quoted timeout under a non-guard event skips the entry, with the number as a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, { '.claude/settings.json': handler('PostToolUse', '{ "type": "command", "command": "./fmt.sh", "timeout": "30" }') });
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['4:75 error `timeout` of a `command` hook must be a number of seconds, not a string: Claude Code skips this entry ("Invalid setting skipped")']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['30']]);
  });

  it('a bad http url under PreToolUse makes a plugin hooks.json refused', () => {
    expect(brief(findingsOf(rule, pluginHooks(handler('PreToolUse', '{ "type": "http", "url": "hooks.example.com/check" }'))))).toEqual([
      '4:45 error `url` `hooks.example.com/check` is not a URL ("Invalid URL"): `claude plugin validate` rejects the file, and nothing it sits in is applied',
    ]);
  });

  it('a hooks.json description that is not a string is refused', () => {
    expect(brief(findingsOf(rule, pluginHooks('{ "description": 3, "hooks": {} }')))).toEqual(['1:18 error `description` must be a string, not a number: `claude plugin validate` rejects the file']);
  });

  it('a numeric matcher under PreToolUse makes the settings file not load; a hooks array is skipped', () => {
    expect(brief(findingsOf(rule, { '.claude/settings.json': '{\n  "hooks": {\n    "PreToolUse": [ { "matcher": 3, "hooks": [] } ]\n  }\n}\n' }))).toEqual([
      '3:34 error `matcher` must be a string, not a number: Claude Code does not load this settings file at all ("These settings did not load")',
    ]);
    expect(brief(findingsOf(rule, { '.claude/settings.json': '{ "hooks": [] }' }))).toEqual([
      '1:12 error `hooks` must be an object of hook events, not an array: each event holds an array of `{ "matcher", "hooks": [...] }` groups; Claude Code skips it ("Invalid setting skipped")',
    ]);
  });

  it('well-typed handlers and a fractional timeout are clean', () => {
    const ok = '{ "type": "http", "url": "https://hooks.example.com/check", "timeout": 0.5 }, { "type": "prompt", "prompt": "Done?", "model": "haiku" }';
    expect(brief(findingsOf(rule, { '.claude/settings.json': handler('Stop', ok) }))).toEqual([]);
    expect(brief(findingsOf(rule, pluginHooks('{ "description": "Formats edits", "hooks": {} }')))).toEqual([]);
  });
});

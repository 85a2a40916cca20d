import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/opencode/rules/config-unknown-key.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('opencode/config-unknown-key', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt key is dropped, with a guess', () => {
    expect(brief(findingsOf(rule, { 'opencode.json': '{\n  "instruction": ["AGENTS.md"]\n}\n' }))).toEqual([
      '2:3 warn OpenCode does not know `instruction` and drops it without a warning (did you mean `instructions`?)',
    ]);
  });

  it('a key that moved out of opencode.json is dropped, also from .opencode/opencode.jsonc', () => {
    expect(brief(findingsOf(rule, { '.opencode/opencode.jsonc': '{\n  // the TUI reads this elsewhere now\n  "keybinds": {}\n}\n' }))).toEqual([
      '3:3 warn OpenCode does not know `keybinds` and drops it without a warning',
    ]);
  });

  it('the V2 plurals, permissions and $schema are not unknown', () => {
    expect(brief(findingsOf(rule, { 'opencode.json': '{\n  "$schema": "https://opencode.ai/config.json",\n  "agents": {},\n  "commands": {},\n  "permissions": []\n}\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/kilo-code/rules/legacy-modes.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const modes = (text: string) => ({ '.kilocodemodes': text });

describe('kilo-code/legacy-modes', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('groups that are a number drop every mode: an error at the value', () => {
    expect(brief(findingsOf(rule, modes('customModes:\n  - slug: docs\n    roleDefinition: You write docs.\n    groups: 3\n')))).toEqual(['4:13 error Kilo Code drops every mode of this file without a word: this mode\'s `groups` is `3`, not a list (`kilo-legacy-modes:/customModes/0/groups:remove`, `…:type:number`, `…:type:object`)']);
  });

  it('an unknown group and a missing slug and prompt are warnings', () => {
    expect(brief(findingsOf(rule, modes('customModes:\n  - name: Shell\n    groups: [read, terminal]\n')))).toEqual([
      '2:5 warn this mode has no `roleDefinition`: Kilo Code loads it with an empty prompt (case `modes-one-invalid`)',
      '2:5 warn this mode has no `slug`: Kilo Code loads it as the agent `undefined` (`kilo-legacy-modes:/customModes/0/slug:remove`)',
      '3:20 warn `terminal` is not a tool group (read, edit, browser, command, mcp): Kilo Code makes it a permission no tool asks for (case `modes-lenient`)',
    ]);
  });

  it('a slug or role that is an object is reported; a list, whose reading is not recorded, is not', () => {
    expect(brief(findingsOf(rule, modes('customModes:\n  - slug: {a: 1}\n    roleDefinition: [x]\n    groups: [read]\n')))).toEqual([
      '2:11 warn `slug` is an object: Kilo Code loads the mode as the agent `[object Object]` (`kilo-legacy-modes:/customModes/0/slug:type:object`)',
    ]);
    expect(brief(findingsOf(rule, modes('customModes:\n  - slug: [docs]\n    roleDefinition:\n      x: y\n    groups: [read]\n')))).toEqual([
      '4:7 error `roleDefinition` is an object: Kilo Code\'s prompt for this mode is `[object Object]` (`kilo-legacy-modes:/customModes/0/roleDefinition:type:object`)',
    ]);
  });

  it('modes written under another key give no agent', () => {
    expect(brief(findingsOf(rule, modes('modes:\n  - slug: docs\n')))).toEqual(['1:1 error Kilo Code reads no mode from this file: its modes go in a `customModes` list (case `modes-no-custommodes`)']);
  });

  it('JSON modes with a group restricted by fileRegex are clean', () => {
    expect(brief(findingsOf(rule, modes('{"customModes": [{"slug": "docs", "name": "Docs", "roleDefinition": "You write docs.", "groups": ["read", ["edit", {"fileRegex": "\\\\.md$"}]]}]}\n')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/kilo-code/rules/rules-mode-folder.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('kilo-code/rules-mode-folder', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a rule for the ask mode is a warning on its first line', () => {
    expect(brief(findingsOf(rule, { '.kilocode/rules-ask/no-commands.md': 'Never run commands.\n' }))).toEqual(['1:1 warn Kilo Code\'s CLI loads this file for every agent, not only for the mode `ask`: its folder names that mode, but the CLI loads the file as an instruction for every agent (oracle: oracle/kilo-code/cases.json, case `layout`)']);
  });

  it('an empty file in a mode folder is still reported, at its start', () => {
    expect(brief(findingsOf(rule, { '.kilocode/rules-code/empty.md': '' }))).toEqual(['1:1 warn Kilo Code\'s CLI loads this file for every agent, not only for the mode `code`: its folder names that mode, but the CLI loads the file as an instruction for every agent (oracle: oracle/kilo-code/cases.json, case `layout`)']);
  });

  it('rules in the shared rules folders are clean', () => {
    expect(brief(findingsOf(rule, { '.kilocode/rules/style.md': 'Use tabs.\n', '.kilo/rules/k.md': 'Keep it short.\n', '.kilocode/rules/rules-ask.md': 'Ask first.\n' }))).toEqual([]);
  });
});

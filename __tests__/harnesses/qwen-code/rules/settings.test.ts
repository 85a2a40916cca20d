import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/settings.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/settings', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a list as `ui.theme` stops every run, at the value', () => {
    expect(brief(findingsOf(rule, { '.qwen/settings.json': '{\n  "ui": { "theme": ["GitHub"] }\n}\n' }))).toEqual([
      '2:20 error Qwen Code stops every run with this settings file: `ui.theme` must be a string ("An unexpected critical error occurred: TypeError: themeName.endsWith is not a function", exit 1)',
    ]);
  });

  it('a misspelt top-level key is a warning with a hint', () => {
    expect(brief(findingsOf(rule, { '.qwen/settings.json': '{\n  "modle": { "name": "qwen3-coder" }\n}\n' }))).toEqual([
      '2:3 warn Qwen Code ignores `modle`: it is not a setting (its debug log says "Unknown setting \'modle\' will be ignored"); did you mean `model`?',
    ]);
  });

  it('known keys with a null theme, and a settings file outside the project root, are clean', () => {
    expect(brief(findingsOf(rule, { '.qwen/settings.json': '{\n  "$version": 3,\n  "ui": { "theme": null },\n  "context": { "fileName": ["CONTEXT.md"] }\n}\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'pkg/.qwen/settings.json': '{\n  "frobnicate": true\n}\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/output-style/fields.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const style = (fm: string, path = '.claude/output-styles/t.md') => ({ [path]: `---\n${fm}\n---\nAnswer briefly.\n` });

describe('output-style/fields', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a plain-spoken string is info with the boolean as a certain fix', () => {
    const ds = findingsOf(rule, style('name: T\nkeep-coding-instructions: "yes"'));
    expect(brief(ds)).toEqual(['3:27 info `keep-coding-instructions` must be a boolean, not a string: Claude Code reads it as `true` and keeps its coding instructions in the system prompt']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['true']]);
  });

  it('the number 2 is read as false: a warning without a fix', () => {
    const ds = findingsOf(rule, style('name: T\nkeep-coding-instructions: 2'));
    expect(brief(ds)).toEqual(['3:27 warn `keep-coding-instructions` must be a boolean, not a number: Claude Code reads it as `false` and leaves its coding instructions out of the system prompt (for models whose prompt has them)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('an empty value is reported at its key as empty, and an explicit null as `null`, without a claimed reading', () => {
    expect(brief(findingsOf(rule, style('name: T\nkeep-coding-instructions:')))).toEqual([
      '3:1 warn `keep-coding-instructions` must be a boolean, not empty (documented: `true` or `false`, default `false`)',
    ]);
    expect(brief(findingsOf(rule, style('description:\nkeep-coding-instructions: null')))).toEqual([
      '2:1 warn `description` must be a string, not empty (documented); Claude Code still loads the style',
      '3:27 warn `keep-coding-instructions` must be a boolean, not `null` (documented: `true` or `false`, default `false`)',
    ]);
  });

  it('an unknown key and wrongly typed name and description', () => {
    expect(brief(findingsOf(rule, style('name: 5\ndescription: [a]\ncolour: red')))).toEqual([
      '2:7 warn `name` must be a string, not a number (documented); Claude Code still loads the style',
      '3:14 warn `description` must be a string, not a list (documented); Claude Code still loads the style',
      '4:1 warn unknown output style field `colour`: Claude Code ignores it and loads the style',
    ]);
  });

  it("a plugin style with agentlint's own key is clean, and a file outside output-styles is not read", () => {
    const plugin = { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', ...style('name: T\ndescription: D\nkeep-coding-instructions: false\nlints:\n  x: off', 'p/output-styles/t.md') };
    expect(brief(findingsOf(rule, plugin))).toEqual([]);
    expect(brief(findingsOf(rule, style('colour: red', 'docs/output-styles/t.md')))).toEqual([]);
  });
});

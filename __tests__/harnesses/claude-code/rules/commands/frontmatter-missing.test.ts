import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/commands/frontmatter-missing.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

describe('commands/frontmatter-missing', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('the first text line is reported, and the fix turns the heading into a description', () => {
    const ds = findingsOf(rule, { '.claude/commands/c.md': '\n# Review the diff:\nDo it.\n' });
    expect(brief(ds)).toEqual(['2:1 info this command has no frontmatter block: Claude Code uses its first line as the description, and it can set no `allowed-tools`, `argument-hint` or `model`']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['---\ndescription: "Review the diff"\n---\n']]);
  });

  it('a plugin command without frontmatter is a warning: the model is not offered it', () => {
    const ds = findingsOf(rule, { 'p/.claude-plugin/plugin.json': '{ "name": "ops" }', 'p/commands/c.md': 'Deploy now.\n' });
    expect(brief(ds)).toEqual(["1:1 warn this plugin command has no frontmatter block, so no `description`: Claude Code does not offer it to the model (it is missing from the Skill tool's list; a user can still type it), and it can set no `allowed-tools`, `argument-hint` or `model`"]);
    expect(ds[0]!.suggestion?.edits.map((e) => e.text)).toEqual(['---\ndescription: "Deploy now"\n---\n']);
  });

  it('an empty frontmatter block, and plain Markdown outside .claude/commands, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude/commands/c.md': '---\n---\nBody\n' }))).toEqual([]);
    expect(brief(findingsOf(rule, { 'docs/commands/x.md': 'Deploy now.\n' }))).toEqual([]);
  });
});

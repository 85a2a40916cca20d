import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/gemini/rules/command-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const command = (toml: string) => ({ '.gemini/commands/git/commit.toml': toml });

describe('gemini/command-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a misspelt prompt in a namespaced command is an error at the key, with a certain rename', () => {
    const [d, ...rest] = findingsOf(rule, command('description = "Commit"\npromt = "Write a commit message for {{args}}"\n'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['2:1 error Gemini CLI skips /git:commit: `prompt` is required, and `promt` is not read as it (did you mean `prompt`?)']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['prompt']]);
  });

  it('a key Gemini does not read is a warning, and a numeric description an error', () => {
    expect(brief(findingsOf(rule, command('description = 3\nmodel = "gemini-2.5-pro"\nprompt = "Commit"\n')))).toEqual([
      '1:15 error Gemini CLI skips /git:commit: `description` must be a string',
      '2:1 warn Gemini CLI ignores `model` in /git:commit without a word',
    ]);
  });

  it('a multi-line prompt with shell and argument placeholders is clean', () => {
    expect(brief(findingsOf(rule, command('description = "Commit staged work"\nprompt = """\nStaged diff:\n!{git diff --staged}\nNotes: {{args}}\n"""\n')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/qwen-code/rules/command-schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('qwen-code/command-schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a TOML prompt that is a number skips the command, at the value', () => {
    expect(brief(findingsOf(rule, { '.qwen/commands/review.toml': 'prompt = 5\n' }))).toEqual(['1:10 error Qwen Code skips this command (/review): `prompt` must be a string']);
  });

  it('a misspelt prompt is named in the skip, with a certain rename; another key is ignored with a warning', () => {
    const ds = findingsOf(rule, { '.qwen/commands/git/commit.toml': 'promt = "Commit {{args}}"\nmodel = "qwen3-coder"\n' });
    expect(brief(ds)).toEqual([
      '1:1 error Qwen Code skips this command (/git:commit): `prompt` is required, and `promt` is not read as it (did you mean `prompt`?)',
      '2:1 warn Qwen Code ignores `model` in /git:commit without a word',
    ]);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['prompt']]);
  });

  it('a Markdown command with a string `yes` for a boolean is skipped', () => {
    expect(brief(findingsOf(rule, { '.qwen/commands/deploy.md': '---\ndescription: Deploy\ndisable-model-invocation: yes\n---\nDeploy {{args}}.\n' }))).toEqual([
      '3:27 error Qwen Code skips this command (/deploy): `disable-model-invocation` must be a boolean (`true` or `false`); it logs "Skipping invalid command file" in its debug log only',
    ]);
  });

  it('a Markdown command without frontmatter and a TOML command with an empty description are clean', () => {
    expect(brief(findingsOf(rule, { '.qwen/commands/plain.md': 'Explain {{args}}.\n', '.qwen/commands/x.toml': 'description = ""\nprompt = """\nReview {{args}}\n"""\n' }))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/auggie/rules/command-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

describe('auggie/command-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('Claude Code\'s allowed-tools is a warning at the key, without a fix', () => {
    const ds = findingsOf(rule, { '.augment/commands/deploy.md': '---\ndescription: Deploy\nallowed-tools: Bash\n---\nDeploy the app.\n' });
    expect(brief(ds)).toEqual(['3:1 warn Auggie does not read `allowed-tools` in a command: it reads `description`, `argument-hint`, `model` (oracle: oracle/auggie/cases.json, case `command-frontmatter`)']);
    expect(ds[0]!.suggestion).toBeUndefined();
  });

  it('a misspelt argument hint gets a possible rename', () => {
    const ds = findingsOf(rule, { '.augment/commands/fix.md': '---\nargument-hnt: <issue>\n---\nFix the issue.\n' });
    expect(brief(ds)).toEqual(['2:1 warn Auggie does not read `argument-hnt` in a command (did you mean `argument-hint`?): it reads `description`, `argument-hint`, `model` (oracle: oracle/auggie/cases.json, case `command-frontmatter`)']);
    expect([ds[0]!.suggestion?.applicability, ds[0]!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['argument-hint']]);
  });

  it('an upper-case .MD file is not listed', () => {
    expect(brief(findingsOf(rule, { '.augment/commands/review.MD': '---\ndescription: Review\n---\nReview.\n' }))).toEqual([
      '1:1 warn Auggie lists only `.md` command files (lower case): this file is not a command (rename it to `.md`; oracle: oracle/auggie/cases.json, case `command-layout`)',
    ]);
  });

  it('all three fields in a subfolder command are clean', () => {
    expect(brief(findingsOf(rule, { '.augment/commands/git/pr.md': '---\ndescription: Open a PR\nargument-hint: <branch>\nmodel: sonnet\n---\nOpen a PR.\n' }))).toEqual([]);
  });
});

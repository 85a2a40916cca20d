import { describe, expect, it } from '@jest/globals';
import rule from '../../../../src/harnesses/copilot/rules/instructions-frontmatter.js';
import { brief, expectExampleHolds, findingsOf } from '../../../helpers/rule-case.js';

const file = (text: string) => ({ '.github/instructions/go.instructions.md': text });

describe('copilot/instructions-frontmatter', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a number for applyTo is reported at the value', () => {
    expect(brief(findingsOf(rule, file('---\napplyTo: 5\n---\nUse gofmt.\n')))).toEqual([
      '2:10 warn `applyTo` must be a glob, a comma-separated string of globs or a list of globs: Copilot CLI drops this value and inlines the whole file, these lines included, into every request instead of scoping it to the files `applyTo` names (case instructions-frontmatter, `applyTo: 5`)',
    ]);
  });

  it('an unclosed list is taken as raw text that names no file', () => {
    expect(brief(findingsOf(rule, file('---\napplyTo: [1, 2\n---\nUse gofmt.\n')))).toEqual([
      '2:10 warn Copilot CLI reads this invalid YAML line by line, and `applyTo` names no file: it takes `applyTo` as the raw text `[1, 2`, which has an unclosed `[`; quote the glob or write a list',
    ]);
  });

  it('an unquoted glob and a comma-separated string are read as globs', () => {
    expect(brief(findingsOf(rule, file('---\napplyTo: **/*.py\n---\nUse black.\n')))).toEqual([]);
    expect(brief(findingsOf(rule, file('---\napplyTo: "**/*.go,**/*.mod"\n---\nUse gofmt.\n')))).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/manifest-values.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (field: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  ${field}\n}\n` });

describe('plugin/manifest-values', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an author without a name is an error at the author key', () => {
    expect(brief(findingsOf(rule, manifest('"author": { "email": "me@example.com" }')))).toEqual([
      '3:3 error `author` has no `name`: `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)',
    ]);
  });

  it('an empty author name is an error at the value', () => {
    expect(brief(findingsOf(rule, manifest('"author": { "name": "" }')))).toEqual([
      '3:23 error `author.name` is empty ("Author name cannot be empty"): `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still loads the plugin)',
    ]);
  });

  it('a repository and an author url that are not URLs pass validate: clean', () => {
    expect(brief(findingsOf(rule, manifest('"repository": "acme/lint", "author": { "name": "Acme", "url": "acme.dev" }, "homepage": "https://acme.dev/lint"')))).toEqual([]);
  });
});

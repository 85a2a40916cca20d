import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/semver.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = (version: string) => ({ '.claude-plugin/plugin.json': `{\n  "name": "lint",\n  "version": "${version}"\n}\n` });

describe('plugin/semver', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a two-part version is a warning with a guessed three-part fix', () => {
    const [d, ...rest] = findingsOf(rule, manifest('2.1'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['3:14 warn version `2.1` is not semver (MAJOR.MINOR.PATCH): plugin versions are compared as semver to offer updates (documented: https://code.claude.com/docs/en/plugins-reference), so updates may not be detected']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MaybeIncorrect', ['"2.1.0"']]);
  });

  it('a date version has no fix', () => {
    const [d] = findingsOf(rule, manifest('2024-05-01'));
    expect(d!.suggestion).toBeUndefined();
    expect(brief([d!])).toEqual(['3:14 warn version `2024-05-01` is not semver (MAJOR.MINOR.PATCH): plugin versions are compared as semver to offer updates (documented: https://code.claude.com/docs/en/plugins-reference), so updates may not be detected']);
  });

  it('a pre-release with build metadata is clean', () => {
    expect(brief(findingsOf(rule, manifest('1.2.0-beta.1+build.5')))).toEqual([]);
  });
});

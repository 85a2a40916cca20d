import { describe, expect, it } from '@jest/globals';
import { invalidConfig as rule } from '../../../src/rules/config/index.js';
import { ALL_RULES } from '../../../src/rules/index.js';
import { brief, expectExampleHolds, findingsOf } from '../../helpers/rule-case.js';

const config = (text: string) => findingsOf(rule, { '.agentlint.yml': text }, ALL_RULES);

describe('config/invalid', () => {
  it('holds its documented example', () => expectExampleHolds(rule, ALL_RULES));

  it('harnesses written as one name is an error at the value', () => {
    expect(brief(config('harnesses: claude-code\n'))).toEqual(['1:12 error $.harnesses must be a list, not a string']);
  });

  it('a configuration that is a list is an error', () => {
    expect(brief(config('- lints\n'))).toEqual(['1:1 error the configuration must be a mapping (lints, rules, ignore)']);
  });

  it('a valid configuration with every section is clean', () => {
    expect(brief(config('lints:\n  all: warn\nrules:\n  agents/name-format:\n    enabled: false\nignore: ["vendor/**"]\nharnesses: [claude-code]\n'))).toEqual([]);
  });

  it('a misspelt top-level key and an unknown harness are errors', () => {
    expect(brief(config('lint:\n  all: warn\n'))).toEqual(['1:1 error unknown key `lint` in $; expected `lints`, `rules`, `ignore`, `harnesses`, `surfaces`, `catalog`']);
    expect(brief(config('harnesses: [claude-cod]\n')).map((b) => b.split(' must be one of ')[0])).toEqual(['1:13 error $.harnesses[0]']);
  });
});

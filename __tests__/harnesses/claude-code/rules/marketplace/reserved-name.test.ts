import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/reserved-name.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (name: string) => ({ '.claude-plugin/marketplace.json': `{\n  "name": "${name}",\n  "owner": { "name": "me" },\n  "plugins": []\n}\n` });

describe('marketplace/reserved-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a reserved name in another case is an error at the value', () => {
    expect(brief(findingsOf(rule, market('Anthropic-Marketplace')))).toEqual([
      '2:11 error marketplace name `Anthropic-Marketplace` is reserved for official Anthropic marketplaces: Claude Code adds it only from a GitHub source of the `anthropics` organization (github.com/anthropics/...) and refuses it from anywhere else',
    ]);
  });

  it('a name that imitates an official one is an error', () => {
    expect(brief(findingsOf(rule, market('claude-plugins-v2')))).toEqual([
      '2:11 error marketplace name `claude-plugins-v2` looks like an official Anthropic/Claude marketplace: `claude plugin validate` and `claude plugin marketplace add` reject it ("Marketplace name impersonates an official Anthropic/Claude marketplace")',
    ]);
  });

  it('an internal name is an error', () => {
    expect(brief(findingsOf(rule, market('inline')))).toEqual([
      '2:11 error marketplace name `inline` is reserved for --plugin-dir session plugins: `claude plugin validate` and `claude plugin marketplace add` reject it',
    ]);
  });

  it('a reserved word inside a longer name, and claude as a plain prefix, are clean', () => {
    expect(brief(findingsOf(rule, market('acme-healthcare')))).toEqual([]);
    expect(brief(findingsOf(rule, market('claude-tools')))).toEqual([]);
  });
});

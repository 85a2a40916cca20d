import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/schema.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (entry: string, top = '') => ({
  '.claude-plugin/marketplace.json': `{\n  "name": "tools",\n  "owner": { "name": "me" },${top}\n  "plugins": [\n    ${entry}\n  ]\n}\n`,
});

describe('marketplace/schema', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a one-letter slip in the source type is an error with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, market('{ "name": "lint", "source": { "source": "githb", "repo": "acme/lint" } }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual(['5:45 error unknown source type `githb` (did you mean `github`?): Claude Code cannot install plugin `lint`']);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"github"']]);
  });

  it('a github source without repo is an error at the source type key', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": { "source": "github" } }')))).toEqual([
      '5:35 error a `github` source needs `repo`: Claude Code cannot install plugin `lint`',
    ]);
  });

  it('a missing owner is an error at the name key', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/marketplace.json': '{\n  "name": "tools",\n  "plugins": []\n}\n' }))).toEqual([
      '2:3 error the marketplace has no `owner`: Claude Code rejects it (`owner.name` is required)',
    ]);
  });

  it('a bare source under metadata.pluginRoot and a url source object are clean', () => {
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": "lint" }', '\n  "metadata": { "pluginRoot": "./plugins" },')))).toEqual([]);
    expect(brief(findingsOf(rule, market('{ "name": "lint", "source": { "source": "url", "url": "https://example.com/lint.git" } }')))).toEqual([]);
  });
});

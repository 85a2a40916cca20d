import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/reserved-name.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (name: string, plugin: string) => ({
  '.claude-plugin/marketplace.json': `{\n  "name": "${name}",\n  "owner": { "name": "me" },\n  "plugins": [\n    { "name": "${plugin}", "source": { "source": "github", "repo": "acme/x" } }\n  ]\n}\n`,
});

describe('plugin/reserved-name', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a reserved prefix in a marketplace entry is an error at the entry name', () => {
    expect(brief(findingsOf(rule, market('acme', 'anthropic-tools')))).toEqual([
      '5:15 error plugin name `anthropic-tools` is reserved: it passes as one of Anthropic\'s own (no "claude-", "anthropic-", "anthropics-" or "cc-plugin-" prefix, not "claude", "anthropic", "anthropics", "claude-code" or "claude-mods", no "official" beside claude or anthropic): `claude plugin validate` rejects the manifest (Claude Code 2.1.332 still installs and loads the plugin)',
    ]);
  });

  it('claude as one word of a name is a warning', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': '{\n  "name": "my-claude-tools"\n}\n' }))).toEqual([
      "2:11 warn plugin name `my-claude-tools` reads as one of Anthropic's own: `claude plugin validate` warns about it",
    ]);
  });

  it('claude inside a word, and a reserved name listed by an official marketplace, are clean', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': '{ "name": "claudette-helper" }' }))).toEqual([]);
    expect(brief(findingsOf(rule, market('claude-plugins-official', 'claude-helper')))).toEqual([]);
  });
});

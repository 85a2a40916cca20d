import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/version-mismatch.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const tree = (entryVersion: string, manifest: string) => ({
  '.claude-plugin/marketplace.json': `{\n  "name": "tools",\n  "owner": { "name": "me" },\n  "metadata": { "pluginRoot": "./plugins" },\n  "plugins": [\n    { "name": "lint", "source": "lint", "version": "${entryVersion}" }\n  ]\n}\n`,
  'plugins/lint/.claude-plugin/plugin.json': manifest,
});

describe('marketplace/version-mismatch', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('an entry version behind plugin.json under metadata.pluginRoot is a warning with a certain fix', () => {
    const [d, ...rest] = findingsOf(rule, tree('1.0.0', '{ "name": "lint", "version": "1.1.0" }'));
    expect(rest).toEqual([]);
    expect(brief([d!])).toEqual([
      "6:52 warn entry version `1.0.0` differs from `1.1.0` in plugins/lint/.claude-plugin/plugin.json: at install time plugin.json wins and Claude Code silently ignores the entry's version",
    ]);
    expect([d!.suggestion?.applicability, d!.suggestion?.edits.map((e) => e.text)]).toEqual(['MachineApplicable', ['"1.1.0"']]);
  });

  it('an entry version with no version in plugin.json is clean: the entry then gives the version', () => {
    expect(brief(findingsOf(rule, tree('1.0.0', '{ "name": "lint" }')))).toEqual([]);
  });
});

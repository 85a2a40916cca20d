import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/marketplace/source-exists.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const market = (entry: string, top = '') => `{\n  "name": "tools",\n  "owner": { "name": "me" },${top}\n  "plugins": [\n    ${entry}\n  ]\n}\n`;

describe('marketplace/source-exists', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a source naming a file is an error at the source', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./plugins/lint.md" }'), 'plugins/lint.md': '# Lint\n' }))).toEqual([
      '5:33 error source `./plugins/lint.md` of plugin `lint` is a file, not a plugin folder: Claude Code cannot install the plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)',
    ]);
  });

  it('a folder with no plugin files is an error', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./plugins/lint" }'), 'plugins/lint/README.md': '# Lint\n' }))).toEqual([
      '5:33 error source `./plugins/lint` of plugin `lint` is not a plugin root: it has no `.claude-plugin/plugin.json` and no commands, agents, skills or hooks, so Claude Code installs an empty plugin (documented: https://code.claude.com/docs/en/plugin-marketplaces)',
    ]);
  });

  it('a bare source under metadata.pluginRoot with only a skills folder, and a remote source, are clean', () => {
    const tree = {
      '.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "lint" }, { "name": "fmt", "source": { "source": "github", "repo": "acme/fmt" } }', '\n  "metadata": { "pluginRoot": "./plugins" },'),
      'plugins/lint/skills/lint/SKILL.md': '---\nname: lint\ndescription: Lints\n---\nLint.\n',
    };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });

  it('a source is read from the folder holding .claude-plugin, not from the scan root', () => {
    const tree = { 'market/.claude-plugin/marketplace.json': market('{ "name": "lint", "source": "./lint" }'), 'market/lint/.claude-plugin/plugin.json': '{ "name": "lint" }' };
    expect(brief(findingsOf(rule, tree))).toEqual([]);
  });
});

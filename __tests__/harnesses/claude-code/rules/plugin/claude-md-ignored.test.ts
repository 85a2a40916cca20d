import { describe, expect, it } from '@jest/globals';
import rule from '../../../../../src/harnesses/claude-code/rules/plugin/claude-md-ignored.js';
import { brief, expectExampleHolds, findingsOf } from '../../../../helpers/rule-case.js';

const manifest = '{ "name": "lint", "version": "1.0.0", "description": "d", "author": { "name": "a" } }';

describe('plugin/claude-md-ignored', () => {
  it('holds its documented example', () => expectExampleHolds(rule));

  it('a CLAUDE.local.md at a nested plugin root is a warning on its first line', () => {
    const ds = findingsOf(rule, { 'plugins/lint/.claude-plugin/plugin.json': manifest, 'plugins/lint/CLAUDE.local.md': '# Lint rules\n' });
    expect(brief(ds)).toEqual(['1:1 warn `CLAUDE.local.md` at the plugin root is not loaded as project context: Claude Code never shows it to the model']);
    expect(ds[0]!.span.path).toBe('plugins/lint/CLAUDE.local.md');
  });

  it('at the root of a repository that is itself a plugin, the message says it is project memory', () => {
    expect(brief(findingsOf(rule, { '.claude-plugin/plugin.json': manifest, 'CLAUDE.md': '# Lint rules\n' }))).toEqual([
      "1:1 warn `CLAUDE.md` is project memory, not part of the installed plugin: at the root of this repository, which is also a plugin, it is project memory for the people who work in it; an installed copy of the plugin does not load it (`claude plugin validate` warns), so it cannot ship instructions to the plugin's users",
    ]);
  });

  it('the CLAUDE.md of a repository root that holds plugins in subfolders is project memory: clean', () => {
    expect(brief(findingsOf(rule, { 'plugins/lint/.claude-plugin/plugin.json': manifest, 'CLAUDE.md': '# Always run the linter first\n' }))).toEqual([]);
  });
});

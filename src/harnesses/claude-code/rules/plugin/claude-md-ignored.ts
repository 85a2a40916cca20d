import { posix } from 'node:path';
import { artifactsOf } from '../../../../artifacts/model.js';
import { projectRule } from '../../../../diagnostics/rule.js';

export default projectRule({
  meta: {
    id: 'plugin/claude-md-ignored',
    effect: 'not-loaded',
    harness: 'claude-code',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A `CLAUDE.md` at a plugin root: Claude Code does not load it as context (at the root of a repository that is itself a plugin, the message says it is that repository\'s project memory).',
    kinds: ['plugin'],
    optIn: false,
    fixable: false,
    rationale:
      'A plugin cannot ship project memory: `claude plugin validate` 2.1.332 says "CLAUDE.md at the plugin root is not loaded as project context. To ship context with your plugin, use a skill (skills/<name>/SKILL.md) instead." The instructions in it never reach the model of the plugin\'s users. At the root of a repository that is itself a plugin, the same file is the project memory of the people who work in that repository (Claude Code loads a project\'s `CLAUDE.md`: https://code.claude.com/docs/en/memory), so the message says that there (still a warning, as the validator gives one).',
    examples: {
      wrong: '# Always run the linter first\n',
      right: '---\ndescription: Run the linter before changing code\n---\nAlways run the linter first.\n',
      file: 'CLAUDE.md',
      rightFile: 'skills/lint-first/SKILL.md',
      context: { '.claude-plugin/plugin.json': '{ "name": "my-plugin", "version": "1.0.0", "description": "d", "author": { "name": "a" } }' },
    },
  },
  check(project, ctx) {
    for (const plugin of artifactsOf(project, 'plugin')) {
      const pr = String(plugin.data.pluginRoot ?? '.');
      // `CLAUDE.local.md` too (rules-validator-sweep.json `CLAUDE.local.md at the plugin root`: "Remove it from the plugin root").
      for (const name of ['CLAUDE.md', 'CLAUDE.local.md']) {
        const path = pr === '.' ? name : posix.join(pr, name);
        if (project.stat(path) !== 'file') continue;
        const text = project.readText(path) ?? '';
        const first = text.split(/\r?\n/)[0] ?? '';
        // A repository that is itself a plugin: its root `CLAUDE.md` is the project memory of the people who work in it
        // (Claude Code loads it there), and only the installed plugin goes without it. Still a warning, as
        // `claude plugin validate` gives one (rules-validate.json `CLAUDE.md at the plugin root`).
        const repositoryRoot = pr === '.';
        ctx.report({
          path,
          element: plugin.element,
          message: repositoryRoot
            ? `\`${name}\` is project memory, not part of the installed plugin: at the root of this repository, which is also a plugin, it is project memory for the people who work in it; an installed copy of the plugin does not load it (\`claude plugin validate\` warns), so it cannot ship instructions to the plugin's users`
            : `\`${name}\` at the plugin root is not loaded as project context: Claude Code never shows it to the model`,
          range: { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: Math.max(1, first.length) + 1, offset: Math.max(1, first.length) } },
          help: name === 'CLAUDE.md' ? 'ship the instructions as a skill (`skills/<name>/SKILL.md`) instead' : 'remove it from the plugin root',
        });
      }
    }
  },
});

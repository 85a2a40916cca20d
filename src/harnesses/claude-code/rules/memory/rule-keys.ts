/** Frontmatter keys of a `.claude/rules/*.md` file other than `paths`: Claude Code ignores them. */
import { MEMORY_ORACLE_VERSION } from '../../known-values/claude-memory.js';
import { getPair } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

/** What another tool means by a key, and what that becomes in Claude Code. */
const HABITS: Record<string, string> = {
  alwaysApply: 'a rule file without `paths` is always loaded',
  globs: 'write the globs under `paths`',
  applyTo: 'write the globs under `paths`',
  description: 'the rule is loaded by its `paths`, never chosen by a description',
};

export default artifactRule({
  meta: {
    id: 'memory/rule-keys',
    effect: 'ignored',
    category: 'suspicious',
    defaultLevel: 'warn',
    description: 'A `.claude/rules/*.md` frontmatter key other than `paths` (Cursor and Copilot habits such as `alwaysApply`, `globs`, `description`): Claude Code ignores it.',
    kinds: ['memory'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale: `Claude Code reads only \`paths\` from a rule file's frontmatter (https://code.claude.com/docs/en/memory). Observed on ${MEMORY_ORACLE_VERSION} (oracle/claude-code/harness-memory.json, case rule-keys): a rule with \`alwaysApply: true\` and \`paths: app/**/*.ts\` was not sent at session start (\`alwaysApply\` ignored, the rule stayed path-scoped), and a rule with Cursor's \`globs: "src/**/*.ts"\` and a \`description\` was sent at every start (not scoped at all). Nothing is said.`,
    examples: {
      file: '.claude/rules/typescript.md',
      wrong: '---\nglobs: "src/**/*.ts"\nalwaysApply: false\n---\nUse strict types.\n',
      right: '---\npaths:\n  - "src/**/*.ts"\n---\nUse strict types.\n',
    },
  },
  check(artifact, ctx) {
    if (!artifact.data.rule) return;
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const scoped = getPair(root, 'paths') !== undefined;
    for (const p of root.pairs) {
      if (p.key === 'paths') continue;
      const habit = HABITS[p.key];
      ctx.report({
        message: `Claude Code reads only \`paths\` from a rule file's frontmatter: \`${p.key}\` is ignored${habit ? ` (${habit})` : ''}; this rule is loaded ${scoped ? 'only when a file its `paths` match is read' : 'at every session start'}`,
        range: p.keyRange,
        jsonPath: p.path,
      });
    }
  },
});

/** A `.md` file in `.cursor/rules`: Cursor's rules system ignores it. */
import { CURSOR_DOCS_RULES, CURSOR_RULE_EXTENSION } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'cursor/rule-extension',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A plain `.md` file in `.cursor/rules`: Cursor ignores it; project rules must use the `.mdc` extension.',
    kinds: ['cursor-rule'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_DOCS_RULES}): "Project rules must use the \`.mdc\` extension. A plain \`.md\` file in \`.cursor/rules\` is ignored by the rules system because it has no frontmatter to specify \`description\`, \`globs\`, and \`alwaysApply\`. If you prefer plain markdown, use AGENTS.md instead." Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/rules/style.md',
      rightFile: '.cursor/rules/style.mdc',
      wrong: '---\ndescription: Code style\n---\nUse two spaces.\n',
      right: '---\ndescription: Code style\n---\nUse two spaces.\n',
    },
  },
  check(artifact, ctx) {
    if (artifact.path.endsWith(CURSOR_RULE_EXTENSION)) return;
    ctx.report({
      message: `Cursor ignores \`${artifact.path.split('/').pop()}\`: files in \`.cursor/rules\` are read only with the \`${CURSOR_RULE_EXTENSION}\` extension (documented: ${CURSOR_DOCS_RULES})`,
      range: firstLine(artifact.file),
      help: `rename it to \`${artifact.path.split('/').pop()!.replace(/\.md$/, CURSOR_RULE_EXTENSION)}\`, or move plain instructions to AGENTS.md`,
    });
  },
});

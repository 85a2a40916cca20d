/** The legacy root `.cursorrules` file, which Cursor documents as legacy and to be deprecated. */
import { CURSOR_HELP_RULES } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'cursor/legacy-cursorrules',
    effect: 'style',
    category: 'migration',
    defaultLevel: 'info',
    description: 'A root `.cursorrules` file: Cursor documents it as legacy, to be deprecated in favour of `.cursor/rules/*.mdc`.',
    kinds: ['cursor-legacy-rules'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_HELP_RULES}): "The \`.cursorrules\` file in your project root is legacy and will be deprecated." The migration given there: copy its content into a rule file in \`.cursor/rules\`, then delete \`.cursorrules\`. The docs give no date or version at which Cursor stops reading it, so this is \`info\`. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursorrules',
      rightFile: '.cursor/rules/project.mdc',
      wrong: 'Use two spaces.\n',
      right: '---\nalwaysApply: true\n---\nUse two spaces.\n',
    },
  },
  check(artifact, ctx) {
    ctx.report({
      message: `\`.cursorrules\` is legacy and will be deprecated: move its content to a rule in \`.cursor/rules/*.mdc\` (documented: ${CURSOR_HELP_RULES})`,
      range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : firstLine(artifact.file),
    });
  },
});

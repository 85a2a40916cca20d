/** A Cursor rule longer than the documented 500-line guidance. */
import { CURSOR_DOCS_RULES, CURSOR_RULE_EXTENSION, CURSOR_RULE_MAX_LINES } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'cursor/rule-size',
    effect: 'style',
    category: 'style',
    defaultLevel: 'info',
    description: `A Cursor rule (\`.mdc\`) longer than ${CURSOR_RULE_MAX_LINES} lines, against Cursor's documented guidance.`,
    kinds: ['cursor-rule'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented guidance (${CURSOR_DOCS_RULES}): "Keep rules under 500 lines" and "Split large rules into multiple, composable rules". The docs state no hard limit and no truncation, so this is advice, reported at \`info\`. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/rules/style.mdc',
      wrong: `---\nalwaysApply: true\n---\n${'- Use two spaces.\n'.repeat(CURSOR_RULE_MAX_LINES)}`,
      right: '---\nalwaysApply: true\n---\n- Use two spaces.\n',
    },
  },
  check(artifact, ctx) {
    if (!artifact.path.endsWith(CURSOR_RULE_EXTENSION)) return;
    const { lines, text } = artifact.file;
    // A final line break does not start another line.
    const count = text.endsWith('\n') ? lines.lineCount - 1 : lines.lineCount;
    if (count <= CURSOR_RULE_MAX_LINES) return;
    const first = CURSOR_RULE_MAX_LINES + 1;
    ctx.report({
      message: `this rule has ${count} lines: Cursor's docs say to keep rules under ${CURSOR_RULE_MAX_LINES} lines and split large ones into composable rules (documented guidance: ${CURSOR_DOCS_RULES})`,
      range: lines.range(lines.lineStart(first), lines.lineEnd(count)),
    });
  },
});

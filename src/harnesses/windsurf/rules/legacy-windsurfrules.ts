/** The legacy root `.windsurfrules`: Windsurf's rules now live in `.windsurf/rules/`. */
import { WINDSURF_DOCS_RULES } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'windsurf/legacy-windsurfrules',
    effect: 'style',
    category: 'migration',
    defaultLevel: 'info',
    description: 'A root `.windsurfrules` file: the legacy single rules file, replaced by rule files in `.windsurf/rules/` with an activation mode each.',
    kinds: ['windsurf-legacy-rules'],
    harness: 'windsurf',
    optIn: false,
    fixable: false,
    rationale: `Documented (${WINDSURF_DOCS_RULES}): workspace rules live in \`.windsurf/rules\`, "a workspace level repo containing rules that are tied to globs or natural language descriptions", each with an activation mode (\`always_on\`, \`glob\`, \`model_decision\`, \`manual\`); earlier revisions of the page named \`.windsurfrules\` for workspace rules. The single file cannot be scoped by glob or description. No removal date is documented, so this is \`info\`. Not observed: Windsurf has no offline command-line build.`,
    examples: {
      file: '.windsurfrules',
      rightFile: '.windsurf/rules/style.md',
      wrong: 'Use two spaces.\n',
      right: '---\ntrigger: always_on\n---\nUse two spaces.\n',
    },
  },
  check(artifact, ctx) {
    ctx.report({
      message: `\`.windsurfrules\` is Windsurf's legacy rules file: move its content to a rule in \`.windsurf/rules/*.md\` with a \`trigger\` (documented: ${WINDSURF_DOCS_RULES})`,
      range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : firstLine(artifact.file),
    });
  },
});

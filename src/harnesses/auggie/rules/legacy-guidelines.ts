/** `.augment-guidelines` / `.augment/guidelines.md`: Auggie's legacy single guidelines file. */
import { AUGGIE_DOCS_RULES } from '../known-values.js';
import { firstLine } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'auggie/legacy-guidelines',
    effect: 'style',
    category: 'migration',
    defaultLevel: 'info',
    description: 'An Augment workspace guidelines file (`.augment-guidelines`, `.augment/guidelines.md`): the legacy format, replaced by rule files in `.augment/rules/`.',
    kinds: ['auggie-guidelines'],
    harness: 'auggie',
    optIn: false,
    fixable: false,
    rationale: `Documented (${AUGGIE_DOCS_RULES}): Auggie still reads "Workspace guidelines: <workspace_root>/.augment/guidelines.md (legacy format)" (\`.augment-guidelines\` in an earlier revision), after CLAUDE.md and AGENTS.md; the rules folder \`.augment/rules/\` replaces it and lets each rule say when it applies (\`type\`). No removal date is documented, so this is \`info\`. Not observed: Auggie did not run offline here.`,
    examples: { file: '.augment-guidelines', wrong: 'Use TypeScript.\n', right: 'Use TypeScript.\n', rightFile: '.augment/rules/style.md' },
  },
  check(artifact, ctx) {
    ctx.report({
      message: `\`${artifact.path}\` is Augment's legacy guidelines file: Auggie still reads it, but rules now live in \`.augment/rules/*.md\` (documented: ${AUGGIE_DOCS_RULES})`,
      range: artifact.file.text === '' ? artifact.file.lines.range(0, 0) : firstLine(artifact.file),
    });
  },
});

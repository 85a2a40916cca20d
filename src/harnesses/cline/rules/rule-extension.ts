/** A file in Cline's rules folder with an extension Cline does not read (`.mdc`, `.mdx`). */
import { firstLine } from '../../../artifacts/source.js';
import { CLINE_CASES, CLINE_DOCS_RULES, CLINE_RULE_EXTENSIONS, CLINE_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

const READ = CLINE_RULE_EXTENSIONS.map((e) => `\`${e}\``).join(', ');

export default artifactRule({
  meta: {
    id: 'cline/rule-extension',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A `.mdc` or `.mdx` file in `.clinerules/` or `.cline/rules/`: Cline does not read it as a rule.',
    kinds: ['cline-other-file'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Observed on Cline CLI ${CLINE_VERSION} (${CLINE_CASES}, case \`rule-extensions\`): \`cline config rules --json\` lists the ${READ} files of the rules folder (any case: \`.MD\` too) and none of \`.mdx\`, \`.mdc\`, \`.yaml\`, \`.json\` or a file without extension. The documentation (${CLINE_DOCS_RULES}) says "all .md files inside". A \`.mdc\` file is usually a Cursor rule copied over: its \`globs\`/\`alwaysApply\` frontmatter means nothing to Cline either (cline/rule-frontmatter).`,
    examples: { file: '.clinerules/style.mdc', wrong: 'Use two spaces.\n', right: 'Use two spaces.\n', rightFile: '.clinerules/style.md' },
  },
  check(artifact, ctx) {
    const ext = artifact.path.slice(artifact.path.lastIndexOf('.'));
    ctx.report({
      message: `Cline reads the ${READ} files of its rules folder, not this \`${ext}\` file: it is not a rule (rename it to \`.md\`; oracle: ${CLINE_CASES}, case \`rule-extensions\`)`,
      range: firstLine(artifact.file),
    });
  },
});

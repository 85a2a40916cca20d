/** A file in Cline's rules folder that is not Markdown: Cline reads only the `.md` files there. */
import { CLINE_DOCS_RULES } from '../../artifacts/known-values/index.js';
import { artifactRule } from '../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'cline/rule-extension',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A file in `.clinerules/` or `.cline/rules/` that is not Markdown (`.md`): Cline does not read it as a rule.',
    kinds: ['cline-other-file'],
    harness: 'cline',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CLINE_DOCS_RULES}): Cline loads "\`.clinerules/\` folder (all .md files inside)", combined into one ruleset. A \`.txt\`, \`.mdc\` or \`.mdx\` file there is not among them. Not observed: the \`cline\` CLI did not run offline here (docs/harnesses/cline.md).`,
    examples: { file: '.clinerules/style.txt', wrong: 'Use two spaces.\n', right: 'Use two spaces.\n', rightFile: '.clinerules/style.md' },
  },
  check(artifact, ctx) {
    const ext = artifact.path.slice(artifact.path.lastIndexOf('.'));
    ctx.report({ message: `Cline reads only the \`.md\` files of its rules folder: this \`${ext}\` file is not a rule (rename it to \`.md\`; documented: ${CLINE_DOCS_RULES})`, range: artifact.file.lines.range(0, artifact.file.lines.lineEnd(1)) });
  },
});

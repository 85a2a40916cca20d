/** A file in `.factory/droids/` that Droid does not read as a custom droid: in a subfolder, or not a lower-case `.md`. */
import { firstLine } from '../../../artifacts/source.js';
import { DROID_CASES, DROID_DOCS_DROIDS, DROID_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'droid/droid-location',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A custom droid in a subfolder of `.factory/droids/`, or with an extension other than a lower-case `.md`: Droid does not read it.',
    kinds: ['droid-droid'],
    harness: 'droid',
    optIn: false,
    fixable: false,
    rationale: `Observed on Droid ${DROID_VERSION} (${DROID_CASES}, case \`droids-layout\`): the request of a \`droid exec\` turn lists \`top.md\` among the custom droids, and not \`group/nested.md\`, \`upper.MD\` or \`notes.txt\` (nor Claude Code's \`.claude/agents/*.md\`). The documentation says the same of subfolders: "The CLI scans these folders (top-level files only)" (${DROID_DOCS_DROIDS}).`,
    examples: { file: '.factory/droids/review/strict.md', wrong: '---\nname: strict\ndescription: Strict review\n---\nReview every line.\n', right: '---\nname: strict\ndescription: Strict review\n---\nReview every line.\n', rightFile: '.factory/droids/strict.md' },
  },
  check(artifact, ctx) {
    const rest = artifact.path.slice('.factory/droids/'.length);
    const range = firstLine(artifact.file);
    if (rest.includes('/')) {
      ctx.report({ message: `Droid reads only the files directly in \`.factory/droids/\`: this droid in \`${rest.slice(0, rest.lastIndexOf('/'))}/\` is never listed (oracle: ${DROID_CASES}, case \`droids-layout\`)`, range });
    } else if (!rest.endsWith('.md')) {
      ctx.report({ message: `Droid reads \`.md\` droid files (lower case), not \`${rest.slice(rest.lastIndexOf('.'))}\`: this droid is never listed (rename it to \`.md\`; oracle: ${DROID_CASES}, case \`droids-layout\`)`, range });
    }
  },
});

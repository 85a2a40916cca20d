/** An Auggie custom command (`.augment/commands/*.md`) with a key Auggie does not read, or a file it does not list. */
import { firstLine } from '../../../artifacts/source.js';
import { AUGGIE_COMMAND_FIELDS, AUGGIE_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { closest } from '../../../diagnostics/suggest.js';

const CASES = 'oracle: oracle/auggie/cases.json';
const FIELDS = AUGGIE_COMMAND_FIELDS.map((f) => `\`${f}\``).join(', ');

export default artifactRule({
  meta: {
    id: 'auggie/command-frontmatter',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'An Auggie custom command (`.augment/commands/*.md`) whose frontmatter has a key Auggie does not read, or whose extension is not a lower-case `.md` (Auggie does not list it).',
    kinds: ['auggie-command'],
    harness: 'auggie',
    optIn: false,
    fixable: 'maybe',
    rationale: `Observed on Auggie ${AUGGIE_VERSION} (${CASES}): \`auggie command --help\` lists the commands of \`.augment/commands/\` (a subfolder's as \`dir:name\`) and \`.claude/commands/\`, the workspace one winning a name (case \`command-layout\`). It reads ${FIELDS} from the frontmatter; a misspelt \`descripton\` or Claude Code's \`allowed-tools\` is not read, so the command keeps the default description "Run command from <file>" (case \`command-frontmatter\`). A file named \`.MD\` is not listed (case \`command-layout\`). Frontmatter Auggie cannot read (broken YAML, a duplicate key, a scalar, a \`---\` never closed) loads the command with none of its fields, reported by the frontmatter problems as warnings (case \`command-frontmatter\`). A number or a list as \`description\` is shown as text, so it is not reported.`,
    examples: {
      file: '.augment/commands/review.md',
      wrong: '---\ndescripton: Review the diff\n---\nReview the staged diff.\n',
      right: '---\ndescription: Review the diff\n---\nReview the staged diff.\n',
    },
  },
  check(artifact, ctx) {
    if (!artifact.path.endsWith('.md')) {
      ctx.report({ message: `Auggie lists only \`.md\` command files (lower case): this file is not a command (rename it to \`.md\`; ${CASES}, case \`command-layout\`)`, range: firstLine(artifact.file) });
      return;
    }
    const root = artifact.root;
    if (root?.type !== 'map') return;
    for (const p of root.pairs) {
      if (p.key === 'lints' || AUGGIE_COMMAND_FIELDS.includes(p.key)) continue;
      const near = closest(p.key, AUGGIE_COMMAND_FIELDS);
      const to = near.length === 1 && near[0]!.distance <= 2 && !root.pairs.some((q) => q.key === near[0]!.value) ? near[0]!.value : undefined;
      ctx.report({
        message: `Auggie does not read \`${p.key}\` in a command${to ? ` (did you mean \`${to}\`?)` : ''}: it reads ${FIELDS} (${CASES}, case \`command-frontmatter\`)`,
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: to ? { msg: `rename to \`${to}\``, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: p.keyRange, text: to }] } : undefined,
      });
    }
  },
});

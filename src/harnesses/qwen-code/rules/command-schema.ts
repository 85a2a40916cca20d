/** Qwen Code custom commands (`.qwen/commands/**`, TOML or Markdown) that Qwen skips, or keys it ignores. */
import { QWEN_CASES, QWEN_COMMAND_FIELDS, QWEN_MD_COMMAND_TYPES, QWEN_MUTATIONS, QWEN_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { pairRange } from '../lib/ranges.js';
import { checkTomlCommand } from '../../../rules/shared/toml-command.js';

export default artifactRule({
  meta: {
    id: 'qwen-code/command-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Qwen Code custom command that Qwen skips: a `.toml` file that is not TOML or has no string `prompt` or a non-string `description`, or a `.md` file whose `description`, `argument-hint` or `when_to_use` is not a string or whose `disable-model-invocation` is not a boolean; and a TOML key Qwen ignores.',
    kinds: ['qwen-command', 'qwen-md-command'],
    harness: 'qwen-code',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Qwen Code ${QWEN_VERSION} (${QWEN_CASES}, case commands): the run's slash commands leave out a TOML command without \`prompt\`, with a misspelt \`promt\`, with \`prompt = 5\`, or that is not TOML, and a Markdown command with \`description: 5\`, \`argument-hint: [file]\` (a YAML list) or \`disable-model-invocation: yes\` (a string); each only gets an ERROR line in the debug log ("Skipping invalid command file", "Failed to parse TOML file"). An unknown key (\`model\`) is accepted and has no effect; a Markdown command without frontmatter, or with an empty body, loads. Commands in sub-folders are named with \`:\` (case layout: \`git/commit.toml\` is \`/git:commit\`), and \`{{args}}\` is replaced by what follows the command. The mutation probes (${QWEN_MUTATIONS}) add: a TOML \`description\` that is not a string skips the command too (\`qwen-command:/description:type:number\`), and empty strings load (\`qwen-md-command:/description:empty\`).`,
    examples: {
      file: '.qwen/commands/review.toml',
      wrong: 'description = "Review the diff"\nprompts = "Review {{args}}"\n',
      right: 'description = "Review the diff"\nprompt = "Review {{args}}"\n',
    },
  },
  check(artifact, ctx) {
    const name = `/${artifact.element.name}`;
    if (artifact.kind === 'qwen-md-command') {
      // A frontmatter Qwen cannot read at all is reported by the schema/ parse rules; here, the value types.
      for (const [key, type] of Object.entries(QWEN_MD_COMMAND_TYPES)) {
        const p = getPair(artifact.root, key);
        if (!p?.value) continue;
        const v = p.value;
        const ok = v.type === 'scalar' && (v.value === null || typeof v.value === type);
        if (!ok) ctx.report({ message: `Qwen Code skips this command (${name}): \`${key}\` must be a ${type}${type === 'string' ? ' (quote it)' : ' (`true` or `false`)'}; it logs "Skipping invalid command file" in its debug log only`, range: pairRange(p), jsonPath: p.path });
      }
      return;
    }
    checkTomlCommand(artifact, ctx, { fields: QWEN_COMMAND_FIELDS, skips: `Qwen Code skips this command (${name})`, title: 'Qwen Code', descriptionRange: pairRange });
  },
});

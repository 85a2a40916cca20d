/** Gemini CLI command files it skips (no `prompt`, not TOML) or whose keys it ignores. */
import { artifactRule } from '../../../diagnostics/rule.js';
import { checkTomlCommand } from '../../../rules/shared/toml-command.js';
import { GEMINI_COMMAND_FIELDS, GEMINI_VERSION } from '../known-values.js';

export default artifactRule({
  meta: {
    id: 'gemini/command-schema',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A Gemini CLI custom command (`.gemini/commands/**/*.toml`) that is not TOML or has no string `prompt` (skipped), or a key Gemini ignores.',
    kinds: ['gemini-command'],
    harness: 'gemini',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Gemini CLI ${GEMINI_VERSION} (oracle/gemini/cases.json): a command without \`prompt\` is skipped ("Skipping invalid command file"), a misspelt \`promt\` too (case command-misspelt-prompt: reported at that key, with the rename), a TOML error skips it too ("Failed to parse TOML file"), both only on stderr; an unknown key is accepted without a word and has no effect (reported as a warning).`,
    examples: {
      file: '.gemini/commands/review.toml',
      wrong: 'description = "Review the diff"\nprompts = "Review {{args}}"\n',
      right: 'description = "Review the diff"\nprompt = "Review {{args}}"\n',
    },
  },
  check(artifact, ctx) {
    checkTomlCommand(artifact, ctx, { fields: GEMINI_COMMAND_FIELDS, skips: `Gemini CLI skips /${artifact.element.name}`, title: 'Gemini CLI' });
  },
});

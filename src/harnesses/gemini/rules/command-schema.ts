/** Gemini CLI command files it skips (no `prompt`, not TOML) or whose keys it ignores. */
import { firstLine } from '../../../artifacts/source.js';
import { GEMINI_COMMAND_FIELDS, GEMINI_VERSION } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';

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
    const err = artifact.data.tomlError as { message: string; range: Range } | undefined;
    const name = `/${artifact.element.name}`;
    if (err) {
      ctx.report({ message: `Gemini CLI skips ${name}: the file is not valid TOML (${err.message})`, range: err.range });
      return;
    }
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    const prompt = root.pairs.find((p) => p.key === 'prompt');
    let misspelt = false;
    for (const p of root.pairs) {
      if (GEMINI_COMMAND_FIELDS.includes(p.key)) continue;
      const fix = certainCorrection(p.key, GEMINI_COMMAND_FIELDS);
      const near = closest(p.key, GEMINI_COMMAND_FIELDS);
      const rename = fix && !(fix === 'prompt' && prompt) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable' as const, edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined;
      if (fix === 'prompt' && !prompt && !misspelt) {
        // Gemini does not read the misspelt key, so the command has no prompt and is skipped (case command-misspelt-prompt).
        misspelt = true;
        ctx.report({ message: `Gemini CLI skips ${name}: \`prompt\` is required, and \`${p.key}\` is not read as it (did you mean \`prompt\`?)`, range: p.keyRange, jsonPath: p.path, suggestion: rename });
        continue;
      }
      ctx.report({
        effect: 'ignored',
        message: `Gemini CLI ignores \`${p.key}\` in ${name} without a word${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`,
        range: p.keyRange,
        jsonPath: p.path,
        level: 'warn',
        suggestion: rename,
      });
    }
    const description = root.pairs.find((p) => p.key === 'description');
    if (description && !(description.value?.type === 'scalar' && typeof description.value.value === 'string')) {
      // `gemini-command:/description:type:number`: "Skipping invalid command file … Validation errors".
      ctx.report({ message: `Gemini CLI skips ${name}: \`description\` must be a string`, range: description.value?.range ?? description.keyRange, jsonPath: description.path });
    }
    if (!prompt && !misspelt) ctx.report({ message: `Gemini CLI skips ${name}: \`prompt\` is required`, range: firstLine(artifact.file) });
    else if (prompt && !(prompt.value?.type === 'scalar' && typeof prompt.value.value === 'string')) {
      ctx.report({ message: `Gemini CLI skips ${name}: \`prompt\` must be a string`, range: prompt.value?.range ?? prompt.keyRange, jsonPath: prompt.path });
    }
  },
});

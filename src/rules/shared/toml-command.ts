/**
 * A TOML custom command (Gemini CLI's `.gemini/commands`, Qwen Code's `.qwen/commands`): both harnesses skip a file
 * that is not TOML or has no string `prompt` (a misspelt `promt` included) or a non-string `description`, and
 * ignore any other key without a word. The harness's rule gives the words and where it points.
 */
import type { Artifact } from '../../artifacts/model.js';
import { firstLine, type Range } from '../../artifacts/source.js';
import type { Pair } from '../../artifacts/tree.js';
import type { RuleContext } from '../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';

export interface TomlCommandHarness {
  /** The keys the harness reads. */
  fields: readonly string[];
  /** How a skip starts, before `: <why>` ("Gemini CLI skips /review"). */
  skips: string;
  /** The harness's name, in "<title> ignores `key` in /review". */
  title: string;
  /** Where a `description` that is not a string is reported (default: its value). */
  descriptionRange?: (p: Pair) => Range;
}

const isString = (p: Pair): boolean => p.value?.type === 'scalar' && typeof p.value.value === 'string';

export function checkTomlCommand(artifact: Artifact, ctx: RuleContext, h: TomlCommandHarness): void {
  const err = artifact.data.tomlError as { message: string; range: Range } | undefined;
  if (err) {
    ctx.report({ message: `${h.skips}: the file is not valid TOML (${err.message})`, range: err.range });
    return;
  }
  const root = artifact.root;
  if (!root || root.type !== 'map') return;
  const prompt = root.pairs.find((p) => p.key === 'prompt');
  const misspelt = reportUnknownKeys(artifact, ctx, h, root.pairs, prompt !== undefined);
  const description = root.pairs.find((p) => p.key === 'description');
  if (description?.value && !isString(description)) {
    ctx.report({ message: `${h.skips}: \`description\` must be a string`, range: (h.descriptionRange ?? ((p: Pair) => p.value!.range))(description), jsonPath: description.path });
  }
  if (!prompt && !misspelt) ctx.report({ message: `${h.skips}: \`prompt\` is required`, range: firstLine(artifact.file) });
  else if (prompt && !isString(prompt)) ctx.report({ message: `${h.skips}: \`prompt\` must be a string`, range: prompt.value?.range ?? prompt.keyRange, jsonPath: prompt.path });
}

/** Keys the harness does not read; the first near miss of a missing `prompt` is why the command is skipped. Returns whether there was one. */
function reportUnknownKeys(artifact: Artifact, ctx: RuleContext, h: TomlCommandHarness, pairs: readonly Pair[], hasPrompt: boolean): boolean {
  const name = `/${artifact.element.name}`;
  let misspelt = false;
  for (const p of pairs) {
    if (h.fields.includes(p.key)) continue;
    const fix = certainCorrection(p.key, h.fields);
    const near = closest(p.key, h.fields);
    const rename = fix && !(fix === 'prompt' && hasPrompt) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable' as const, edits: [{ path: artifact.path, range: p.keyRange, text: fix }] } : undefined;
    if (fix === 'prompt' && !hasPrompt && !misspelt) {
      // The misspelt key is not read, so the command has no prompt and is skipped (recorded for both harnesses).
      misspelt = true;
      ctx.report({ message: `${h.skips}: \`prompt\` is required, and \`${p.key}\` is not read as it (did you mean \`prompt\`?)`, range: p.keyRange, jsonPath: p.path, suggestion: rename });
      continue;
    }
    const hint = near.length ? ` (did you mean \`${near[0]!.value}\`?)` : '';
    ctx.report({ effect: 'ignored', message: `${h.title} ignores \`${p.key}\` in ${name} without a word${hint}`, range: p.keyRange, jsonPath: p.path, level: 'warn', suggestion: rename });
  }
  return misspelt;
}

/** Value checks Codex makes when it deserialises a role file or config.toml (shared by role-schema and config-schema). */
import { CODEX_ENUMS, CODEX_STRING_KEYS } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import type { Pair } from '../../../artifacts/tree.js';
import type { Report } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { jsonTypeWords } from '../../../rules/shared/json-type.js';

export interface ValueProblem { message: string; range: Range; jsonPath: string }

/** In TOML's words; only a value that is not a string is named (TOML has no null). */
const typeName = (p: Pair) => jsonTypeWords(p.value, { object: 'a table' });

/** Wrong types ("invalid type: …, expected a string") and values outside a closed set ("unknown variant"). */
export function valueProblems(pairs: readonly Pair[], { enums = true } = {}): ValueProblem[] {
  const out: ValueProblem[] = [];
  for (const p of pairs) {
    const v = p.value;
    if (!v) continue;
    const isString = v.type === 'scalar' && typeof v.value === 'string';
    if (CODEX_STRING_KEYS.includes(p.key) && !isString) {
      out.push({ message: `\`${p.key}\` must be a string, not ${typeName(p)} ("invalid type")`, range: v.range, jsonPath: p.path });
      continue;
    }
    const allowed = CODEX_ENUMS[p.key];
    if (enums && allowed && !(isString && allowed.includes(v.value as string))) {
      const shown = isString ? `\`${v.value as string}\`` : typeName(p);
      out.push({ message: `\`${p.key}\` is ${shown}; Codex accepts ${allowed.map((a) => `\`${a}\``).join(', ')} ("unknown variant")`, range: v.range, jsonPath: p.path });
    }
  }
  return out;
}

/** A key outside `known`: `message(didYouMean)` words the finding; a certain near miss becomes a machine-applicable rename. */
export function unknownKey(path: string, p: Pair, known: readonly string[], message: (didYouMean: string) => string): Report {
  const fix = certainCorrection(p.key, known);
  const near = closest(p.key, known);
  return {
    message: message(near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''),
    range: p.keyRange,
    jsonPath: p.path,
    suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.keyRange, text: fix }] } : undefined,
  };
}

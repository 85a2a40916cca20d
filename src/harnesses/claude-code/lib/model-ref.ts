/** The shared model-value validator (DESIGN-0005 §3): agents, skills, commands and model-policy use it. */
import { MODEL_ALIASES, MODEL_ID_SHAPES, MODEL_INHERIT, SESSION_MODEL_ALIASES } from '../known-values/claude-code.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';

export type ModelClass =
  | { kind: 'alias' | 'inherit' | 'session-alias' | 'id' }
  | { kind: 'typo'; suggestion: string; certain: boolean }
  | { kind: 'id-like' }
  | { kind: 'unknown' };

const ALIASES = [...MODEL_ALIASES, MODEL_INHERIT, ...SESSION_MODEL_ALIASES];

export function isValidModelRef(v: string): boolean {
  const k = classifyModel(v).kind;
  return k === 'alias' || k === 'inherit' || k === 'session-alias' || k === 'id';
}

export function classifyModel(v: string): ModelClass {
  // Aliases are case-insensitive (observed on Claude Code 2.1.332: `model: Opus` and `HAIKU` run on the alias's model).
  if (MODEL_ALIASES.includes(v.toLowerCase())) return { kind: 'alias' };
  if (v === MODEL_INHERIT) return { kind: 'inherit' };
  if (SESSION_MODEL_ALIASES.includes(v)) return { kind: 'session-alias' };
  if (MODEL_ID_SHAPES.some((re) => re.test(v))) return { kind: 'id' };
  const near = closest(v, ALIASES, 2);
  if (near.length > 0 && !/\d/.test(v)) {
    const fix = certainCorrection(v, ALIASES);
    return { kind: 'typo', suggestion: fix ?? near[0]!.value, certain: fix !== undefined };
  }
  // Something that looks like a model ID (has a version number or a vendor prefix).
  if (/\d/.test(v) && /^[A-Za-z0-9][A-Za-z0-9._:@/[\]-]*$/.test(v)) return { kind: 'id-like' };
  return { kind: 'unknown' };
}

export const MODEL_VALUES_TEXT = `${MODEL_ALIASES.join(', ')}, ${MODEL_INHERIT}, or a full model ID (claude-…, Bedrock or Vertex forms)`;

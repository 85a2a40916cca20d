/**
 * Value types of `.codex/config.toml` against Codex's configuration schema (not a rule; codex/config-schema reports
 * them). Known values: CODEX_CONFIG_TYPES and CODEX_CONFIG_NESTED_TYPES, each checked on the pinned Codex.
 */
import { CODEX_CONFIG_NESTED_TYPES, CODEX_CONFIG_TYPES, CODEX_FEATURE_TABLE_FLAGS, type CodexValueType } from '../known-values.js';
import type { MapNode, Pair, TreeNode } from '../../../artifacts/tree.js';
import { certainCorrection } from '../../../diagnostics/suggest.js';
import type { ValueProblem } from './config-values.js';

export interface TypeProblem extends ValueProblem { fix?: string }

const isStr = (v: TreeNode) => v.type === 'scalar' && typeof v.value === 'string';
const whole = (v: TreeNode) => v.type === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value);

/** How Codex names the type it expected, as its error does. */
const CODEX_WORDS: Record<string, string> = {
  string: 'a string', boolean: 'a boolean', uint: 'a whole number of 0 or more ("expected usize"/"u64")', int: 'a whole number ("expected i64")',
  port: 'a port number from 0 to 65535 ("expected u16")', strings: 'an array of strings', 'string|strings': 'a string or an array of strings', table: 'a table',
};

function shown(v: TreeNode): string {
  if (v.type === 'seq') return 'an array';
  if (v.type === 'map') return 'a table';
  if (typeof v.value === 'string') return `\`${JSON.stringify(v.value)}\``;
  return `\`${String(v.value)}\``;
}

/** Whether `v` has type `t`; for a closed set, whether it is one of its values (or a table). */
export function fitsType(v: TreeNode, t: CodexValueType): boolean {
  // A table only for `approval_policy = { granular = … }`; `{ x = "y" }` is "unknown variant `x`" (`codex-config:/sandbox_mode:type:object`).
  if (typeof t !== 'string') return (v.type === 'map' && t.includes('granular') && v.pairs.length === 1 && v.pairs[0]!.key === 'granular') || (isStr(v) && t.includes((v as { value: string }).value));
  switch (t) {
    case 'string': return isStr(v);
    case 'boolean': return v.type === 'scalar' && typeof v.value === 'boolean';
    case 'uint': return whole(v) && (v as { value: number }).value >= 0;
    case 'int': return whole(v);
    case 'port': return whole(v) && (v as { value: number }).value >= 0 && (v as { value: number }).value <= 65535;
    case 'strings': return v.type === 'seq' && v.items.every(isStr);
    case 'string|strings': return isStr(v) || (v.type === 'seq' && v.items.every(isStr));
    case 'table': return v.type === 'map';
  }
  return true;
}

function problem(p: Pair, name: string, t: CodexValueType): TypeProblem | undefined {
  const v = p.value;
  if (!v || fitsType(v, t)) return undefined;
  if (typeof t !== 'string') {
    const value = isStr(v) ? (v as { value: string }).value : undefined;
    return {
      message: `\`${name}\` is ${shown(v)}; Codex accepts ${t.map((x) => `\`${x}\``).join(', ')} (${value === undefined ? '"invalid type"' : '"unknown variant"'})`,
      range: v.range,
      jsonPath: p.path,
      fix: value === undefined ? undefined : certainCorrection(value, t),
    };
  }
  // An array of strings with one item of another type: point at that item, as Codex's line:col does.
  const item = v.type === 'seq' && (t === 'strings' || t === 'string|strings') ? v.items.find((x) => !isStr(x)) : undefined;
  return { message: `\`${name}\` must be ${CODEX_WORDS[t]}, not ${item ? `an array holding ${shown(item)}` : shown(v)}`, range: (item ?? v).range, jsonPath: p.path };
}

/** Every top-level (and known nested) value of config.toml whose type Codex refuses. */
export function configTypeProblems(root: MapNode): TypeProblem[] {
  const out: TypeProblem[] = [];
  for (const p of root.pairs) {
    const t = CODEX_CONFIG_TYPES[p.key];
    if (!t) continue;
    const bad = problem(p, p.key, t);
    if (bad) {
      out.push(bad);
      continue;
    }
    // Values Codex refuses although their type is right: a blank `model` ("No models are available",
    // `codex-config:/model:whitespace`) and an empty `model_reasoning_effort` ("reasoning_effort must not be empty").
    if ((p.key === 'model' && isStr(p.value!) && !String((p.value as { value: string }).value).trim()) || (p.key === 'model_reasoning_effort' && isStr(p.value!) && (p.value as { value: string }).value === '')) {
      out.push({ message: `\`${p.key}\` is empty (${p.key === 'model' ? '"No models are available. Set `model` explicitly"' : '"reasoning_effort must not be empty"'})`, range: p.value!.range, jsonPath: p.path });
      continue;
    }
    if (p.value?.type !== 'map') continue;
    if (p.key === 'mcp_servers') {
      for (const q of p.value.pairs) if (q.value && q.value.type !== 'map') out.push({ message: `MCP server \`${q.key}\` is ${shown(q.value)}, not a table ("expected struct RawMcpServerConfig")`, range: q.value.range, jsonPath: q.path });
      continue;
    }
    for (const q of p.value.pairs) {
      const name = `${p.key}.${q.key}`;
      const nt = CODEX_CONFIG_NESTED_TYPES[name] ?? (p.key === 'features' && !CODEX_FEATURE_TABLE_FLAGS.includes(q.key) ? 'boolean' : undefined);
      const nested = nt ? problem(q, name, nt) : undefined;
      if (nested) out.push(nested);
    }
  }
  return out;
}

/**
 * The field check shared by plugin LSP servers and monitors: one entry (a JSON object) against a table of
 * known keys and their types, as the Claude Code loader checks them. Each problem points at the key or value.
 */
import type { PartFieldType } from '../known-values/claude-code.js';
import type { MapNode, Pair, TreeNode } from '../../../artifacts/tree.js';
import { closest, listOf } from '../../../diagnostics/suggest.js';
import type { Range } from '../../../artifacts/source.js';

export interface FieldProblem {
  message: string;
  range: Range;
  jsonPath: string;
}

const isString = (n: TreeNode | null): boolean => n?.type === 'scalar' && typeof n.value === 'string';
const isInt = (n: TreeNode | null): n is TreeNode & { value: number } => n?.type === 'scalar' && typeof n.value === 'number' && Number.isInteger(n.value);

const EXPECT: Record<PartFieldType, string> = {
  any: 'any value',
  string: 'a string',
  path: 'a path string',
  'string[]': 'an array of strings',
  'string-map': 'an object of strings',
  object: 'an object',
  boolean: '`true` or `false`',
  'positive-int': 'a whole number above 0',
  'non-negative-int': 'a whole number, 0 or more',
};

function fits(n: TreeNode | null, t: PartFieldType): boolean {
  switch (t) {
    case 'any': return true;
    case 'string':
    case 'path': return isString(n);
    case 'string[]': return n?.type === 'seq' && n.items.every(isString);
    case 'string-map': return n?.type === 'map';
    case 'object': return n?.type === 'map';
    case 'boolean': return n?.type === 'scalar' && typeof n.value === 'boolean';
    case 'positive-int': return isInt(n) && n.value > 0;
    case 'non-negative-int': return isInt(n) && n.value >= 0;
  }
}

/** Problems of one entry: `label` names it in messages (`` `lspServers.go` ``). Values of a `string-map` must be strings. */
export function fieldProblems(entry: MapNode, keyRange: Range, label: string, fields: Readonly<Record<string, PartFieldType>>, required: readonly string[]): FieldProblem[] {
  const out: FieldProblem[] = [];
  const missing = required.filter((f) => !entry.pairs.some((p) => p.key === f));
  if (missing.length > 0) out.push({ message: `${label} has no ${listOf(missing, 'and')}`, range: keyRange, jsonPath: entry.path });
  for (const pair of entry.pairs) {
    const t = fields[pair.key];
    if (!t) {
      const near = closest(pair.key, Object.keys(fields));
      out.push({ message: `unknown key \`${pair.key}\` in ${label}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`, range: pair.keyRange, jsonPath: pair.path });
      continue;
    }
    const v = pair.value;
    if (!fits(v, t)) {
      out.push({ message: `\`${pair.key}\` in ${label} must be ${EXPECT[t]}`, range: v ? v.range : pair.keyRange, jsonPath: pair.path });
    } else if (t === 'string-map' && v?.type === 'map') {
      for (const sub of v.pairs) {
        if (!isString(sub.value)) out.push({ message: `\`${pair.key}.${sub.key}\` in ${label} must be a string`, range: sub.value ? sub.value.range : sub.keyRange, jsonPath: sub.path });
      }
    }
  }
  return out;
}

/** The pair of `key` in `node`, when `node` is an object. */
export function pairIn(node: TreeNode | null | undefined, key: string): Pair | undefined {
  return node?.type === 'map' ? node.pairs.find((p) => p.key === key) : undefined;
}

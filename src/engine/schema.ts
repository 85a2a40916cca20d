/**
 * A small JSON Schema (draft-07 subset) validator over the range-keeping tree:
 * type, properties, additionalProperties, required, enum, items, minimum. Enough for the
 * configuration schema shipped in `schema/agentlint.schema.json`, with errors
 * positioned at the offending key or value.
 */
import type { Range } from '../artifacts/source.js';
import type { ScalarNode, TreeNode } from '../artifacts/tree.js';
import { jsonType } from '../rules/shared/json-type.js';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  items?: JsonSchema;
  required?: string[];
  minimum?: number;
  description?: string;
  [k: string]: unknown;
}

export interface SchemaError {
  message: string;
  range: Range;
  path: string;
}

/** The JSON type of a node, a whole number being `integer` (as JSON Schema's `type` names it). */
function typeOf(n: TreeNode): string {
  const t = jsonType(n);
  return t === 'number' && Number.isInteger((n as ScalarNode).value) ? 'integer' : t;
}

function typeMatches(actual: string, want: string | string[]): boolean {
  const wants = Array.isArray(want) ? want : [want];
  return wants.some((w) => w === actual || (w === 'number' && actual === 'integer'));
}

export function validateSchema(node: TreeNode | null, schema: JsonSchema, path = '$'): SchemaError[] {
  // An empty value (`key:`) is left to the code that reads it.
  if (!node) return [];
  const errors: SchemaError[] = [];
  const actual = typeOf(node);
  if (schema.type && !typeMatches(actual, schema.type)) {
    const want = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
    errors.push({ message: `${path} must be ${want === 'array' ? 'a list' : want === 'object' ? 'a mapping' : `a ${want}`}, not ${actual === 'object' ? 'a mapping' : actual === 'array' ? 'a list' : `a ${actual}`}`, range: node.range, path });
    return errors;
  }
  if (schema.enum && node.type === 'scalar' && !schema.enum.includes(node.value)) {
    errors.push({ message: `${path} must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(', ')}`, range: node.range, path });
  }
  if (schema.minimum !== undefined && node.type === 'scalar' && typeof node.value === 'number' && node.value < schema.minimum) {
    errors.push({ message: `${path} must be at least ${schema.minimum}`, range: node.range, path });
  }
  if (node.type === 'map') {
    for (const key of schema.required ?? []) {
      if (!node.pairs.some((p) => p.key === key)) errors.push({ message: `${path} needs a \`${key}\` key`, range: node.pairs[0]?.keyRange ?? node.range, path: `${path}.${key}` });
    }
    for (const p of node.pairs) {
      const child = `${path}.${p.key}`;
      const prop = schema.properties?.[p.key];
      if (prop) errors.push(...validateSchema(p.value, prop, child));
      else if (schema.additionalProperties === false) {
        const known = Object.keys(schema.properties ?? {});
        errors.push({ message: `unknown key \`${p.key}\` in ${path}${known.length ? `; expected ${known.map((k) => `\`${k}\``).join(', ')}` : ''}`, range: p.keyRange, path: child });
      } else if (typeof schema.additionalProperties === 'object') errors.push(...validateSchema(p.value, schema.additionalProperties, child));
    }
  }
  if (node.type === 'seq' && schema.items) {
    node.items.forEach((item, i) => errors.push(...validateSchema(item, schema.items!, `${path}[${i}]`)));
  }
  return errors;
}

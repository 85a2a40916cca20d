/** What a JSON value is, in the words Copilot CLI's messages use (not a rule). */
import type { TreeNode } from '../../../artifacts/tree.js';
import { jsonType } from '../../../rules/shared/json-type.js';

export type JsonType = 'string' | 'boolean' | 'number' | 'integer' | 'object' | 'array' | 'string[]' | 'string-map';

/** `received …` in the CLI's messages: string, number, boolean, null, array, object. */
export function received(n: TreeNode | null): string {
  return jsonType(n);
}

const isString = (n: TreeNode) => n.type === 'scalar' && typeof n.value === 'string';

/**
 * The CLI's complaint about `n` when it should be `want` (`Expected string`, `env.X: Expected
 * string`), with the node it is about; undefined when the value has the type.
 */
export function typeMismatch(want: JsonType, n: TreeNode | null, key: string): { what: string; node: TreeNode | null } | undefined {
  const got = received(n);
  const simple: Record<string, (x: TreeNode) => boolean> = {
    string: isString,
    boolean: (x) => x.type === 'scalar' && typeof x.value === 'boolean',
    number: (x) => x.type === 'scalar' && typeof x.value === 'number',
    integer: (x) => x.type === 'scalar' && typeof x.value === 'number' && Number.isInteger(x.value),
    object: (x) => x.type === 'map',
    array: (x) => x.type === 'seq',
  };
  if (want in simple) return n && simple[want]!(n) ? undefined : { what: `${key}: Expected ${want}, received ${got}`, node: n };
  if (want === 'string[]') {
    if (!n || n.type !== 'seq') return { what: `${key}: Expected array, received ${got}`, node: n };
    const i = n.items.findIndex((x) => !isString(x));
    return i < 0 ? undefined : { what: `${key}.${i}: Expected string, received ${received(n.items[i]!)}`, node: n.items[i]! };
  }
  // string-map: an object whose values are strings
  if (!n || n.type !== 'map') return { what: `${key}: Expected object, received ${got}`, node: n };
  const p = n.pairs.find((x) => !x.value || !isString(x.value));
  return p ? { what: `${key}.${p.key}: Expected string, received ${received(p.value)}`, node: p.value ?? n } : undefined;
}

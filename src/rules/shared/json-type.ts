/**
 * The JSON type name of a tree node (`object`, `array`, `string`, …) for "must be X, not Y" messages: the one helper
 * every rule (and the configuration schema) names a value's type with. Each harness's own words for a type (`a
 * mapping`, `a list`, `a table`) are a mapping over it, so messages keep the wording the harness uses.
 */
import type { TreeNode } from '../../artifacts/tree.js';

export type JsonTypeName = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** The JSON type of a node; no node (a key with nothing after it) is `null`. */
export function jsonType(n: TreeNode | null | undefined): JsonTypeName {
  if (!n) return 'null';
  if (n.type === 'map') return 'object';
  if (n.type === 'seq') return 'array';
  return n.value === null ? 'null' : (typeof n.value as 'string' | 'number' | 'boolean');
}

/** `a string`, `an object`. */
export const withArticle = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

/**
 * The JSON type of a node with its article (`a string`, `an array`), or the call site's own words for some types
 * (`{ object: 'a mapping', array: 'a list' }`).
 */
export function jsonTypeWords(n: TreeNode | null | undefined, words: Partial<Record<JsonTypeName, string>> = {}): string {
  const t = jsonType(n);
  return words[t] ?? withArticle(t);
}

/**
 * A value as a "must be X, not Y" message shows it: `` `"x"` ``, `` `7` ``, `` `null` ``, `an object`, `a list` (or
 * `seq`, e.g. `an array` where the harness says array), `nothing` when there is none.
 */
export function shownValue(n: TreeNode | null | undefined, seq = 'a list'): string {
  if (!n) return 'nothing';
  if (n.type === 'map') return 'an object';
  if (n.type === 'seq') return seq;
  return n.value === null ? '`null`' : `\`${JSON.stringify(n.value)}\``;
}

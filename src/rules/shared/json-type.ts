/** The JSON type name of a tree node (`object`, `array`, `string`, …) for "must be X, not Y" messages. */
import type { TreeNode } from '../../artifacts/tree.js';

export function jsonType(n: TreeNode): string {
  if (n.type === 'map') return 'object';
  if (n.type === 'seq') return 'array';
  return n.value === null ? 'null' : typeof n.value;
}

/** `a string`, `an object`. */
export const withArticle = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

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

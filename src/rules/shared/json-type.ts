/** The JSON type name of a tree node (`object`, `array`, `string`, …) for "must be X, not Y" messages. */
import type { TreeNode } from '../../artifacts/tree.js';

export function jsonType(n: TreeNode): string {
  if (n.type === 'map') return 'object';
  if (n.type === 'seq') return 'array';
  return n.value === null ? 'null' : typeof n.value;
}

/** `a string`, `an object`. */
export const withArticle = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

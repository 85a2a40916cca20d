/** Where a finding about a pair's value points (not a rule). */
import type { Range } from '../../artifacts/source.js';
import type { TreeNode } from '../../artifacts/tree.js';

/**
 * The value's range, or the key's when there is nothing to point at: no value, or the zero-width null scalar the
 * YAML parser gives `key:` with nothing after it (which sits just past the colon, at the end of the line).
 */
export function valueOrKeyRange(p: { keyRange: Range; value: TreeNode | null }): Range {
  const v = p.value;
  if (!v || (v.type === 'scalar' && v.value === null && v.range.start.offset === v.range.end.offset)) return p.keyRange;
  return v.range;
}

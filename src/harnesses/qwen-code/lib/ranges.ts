/** Where the qwen-code rules point at a frontmatter or TOML pair (not a rule). */
import type { Range } from '../../../artifacts/source.js';
import type { TreeNode } from '../../../artifacts/tree.js';

/** A pair's key and value together: a block list or mapping starts on the line after its key. */
export function pairRange(p: { keyRange: Range; value: TreeNode | null }): Range {
  return p.value && p.value.type !== 'scalar' ? { start: p.keyRange.start, end: p.value.range.end } : (p.value?.range ?? p.keyRange);
}

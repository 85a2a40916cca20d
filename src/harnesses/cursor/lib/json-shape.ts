/** Shared wording for JSON values of the wrong shape in Cursor's files (not a rule). */
import type { Range } from '../../../artifacts/source.js';
import type { TreeNode } from '../../../artifacts/tree.js';
import type { RuleContext } from '../../../diagnostics/rule.js';
import { jsonType, shownValue } from '../../../rules/shared/json-type.js';

/** A value with its type, as written (`the number \`5\``); a collection or a null as shownValue words it. */
export const kindOf = (v: TreeNode): string => (v.type === 'scalar' && v.value !== null ? `the ${jsonType(v)} \`${v.raw}\`` : shownValue(v, 'an array'));

export const isScalar = (v: TreeNode | null | undefined, t: 'string' | 'number' | 'boolean'): boolean => v?.type === 'scalar' && typeof v.value === t;

/** Reports `v`: "<what> must be <want>, not <what it is>". */
export function reportShape(ctx: RuleContext, v: TreeNode, what: string, want: string, docs: string): void {
  ctx.report({ message: `${what} must be ${want}: it is ${kindOf(v)} (documented: ${docs})`, range: v.range, jsonPath: v.path });
}

/** The opening brace of an object: where a missing key belongs. */
export function openingBrace(node: TreeNode): Range {
  const s = node.range.start;
  return { start: s, end: { line: s.line, column: s.column + 1, offset: s.offset + 1 } };
}

/**
 * Checks OpenCode applies alike to `opencode.json` and to agent files (a value its schema rejects stops every opencode
 * command with "Configuration is invalid"): the permission map, and the helpers that report such a value.
 */
import { OPENCODE_PERMISSION_ACTIONS } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import type { Pair, TreeNode } from '../../../artifacts/tree.js';
import type { RuleContext } from '../../../diagnostics/rule.js';
import { certainCorrection } from '../../../diagnostics/suggest.js';

export const FATAL = 'OpenCode refuses to start (every command exits 1 with "Configuration is invalid")';

export function typeOf(n: TreeNode | null): string {
  if (!n) return 'nothing';
  if (n.type !== 'scalar') return n.type === 'map' ? 'an object' : 'an array';
  return n.value === null ? 'null' : typeof n.value === 'string' ? `\`${JSON.stringify(n.value)}\`` : `\`${String(n.value)}\``;
}
export const isString = (n: TreeNode | null) => n?.type === 'scalar' && typeof n.value === 'string';

export type Ctx = RuleContext;
export const bad = (ctx: Ctx, a: Artifact, node: TreeNode | null, range: Pair['keyRange'], jsonPath: string, what: string, fix?: string, fate = FATAL) =>
  ctx.report({
    message: `${fate}: ${what}`,
    range: node?.range ?? range,
    jsonPath,
    suggestion: fix !== undefined && node ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
  });

function checkAction(ctx: Ctx, a: Artifact, n: TreeNode | null, range: Pair['keyRange'], path: string, label: string) {
  if (isString(n) && OPENCODE_PERMISSION_ACTIONS.includes(String((n as { value: string }).value))) return;
  const fix = isString(n) ? certainCorrection(String((n as { value: string }).value), OPENCODE_PERMISSION_ACTIONS) : undefined;
  bad(ctx, a, n, range, path, `${label} is ${typeOf(n)}; a permission is \`allow\`, \`ask\` or \`deny\``, fix);
}

export function checkPermission(ctx: Ctx, a: Artifact, p: Pair) {
  if (p.value?.type !== 'map') return checkAction(ctx, a, p.value, p.keyRange, p.path, '`permission`');
  for (const tool of p.value.pairs) {
    if (tool.value?.type !== 'map') checkAction(ctx, a, tool.value, tool.keyRange, tool.path, `\`permission.${tool.key}\``);
    else for (const pat of tool.value.pairs) checkAction(ctx, a, pat.value, pat.keyRange, pat.path, `\`permission.${tool.key}\` for \`${pat.key}\``);
  }
}


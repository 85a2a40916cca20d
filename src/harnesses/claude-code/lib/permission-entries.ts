/** The permission rules of a settings artifact, parsed (shared by the settings/* rules; not a rule). */
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import { getNode, type TreeNode } from '../../../artifacts/tree.js';
import { PERMISSION_LISTS } from '../known-values/claude-settings.js';

export interface PermissionEntry {
  list: string;
  /** The rule as written. */
  text: string;
  range: Range;
  jsonPath: string;
  /** `Bash` in `Bash(npm test)`; the whole rule for `mcp__server__tool`. */
  tool: string;
  /** The text inside the parentheses; undefined for a bare tool name. */
  specifier?: string;
  /** The rule does not have the `Tool` / `Tool(specifier)` shape. */
  malformed: boolean;
}

const RULE = /^([A-Za-z][A-Za-z0-9_-]*\*?)(?:\((.*)\))?$/s;
/** Every tool of one MCP server: Claude Code's own message recommends `mcp__github__*`. */
const MCP_SERVER_WILDCARD = /^mcp__[A-Za-z0-9_-]+__\*$/;

export function parsePermission(text: string): Pick<PermissionEntry, 'tool' | 'specifier' | 'malformed'> {
  const m = RULE.exec(text.trim());
  if (!m) return { tool: text, malformed: true };
  if (m[1]!.endsWith('*') && (m[2] !== undefined || !MCP_SERVER_WILDCARD.test(m[1]!))) return { tool: text, malformed: true };
  return { tool: m[1]!, specifier: m[2], malformed: false };
}

/** Every string in `permissions.deny`, `ask` and `allow`, in evaluation order. */
export function permissionEntries(artifact: Artifact): PermissionEntry[] {
  const perms = getNode(artifact.root, 'permissions');
  const out: PermissionEntry[] = [];
  for (const list of PERMISSION_LISTS) {
    const node = getNode(perms, list);
    if (!node || node.type !== 'seq') continue;
    for (const item of node.items as TreeNode[]) {
      if (item.type !== 'scalar' || typeof item.value !== 'string') continue;
      out.push({ list, text: item.value, range: item.range, jsonPath: item.path, ...parsePermission(item.value) });
    }
  }
  return out;
}

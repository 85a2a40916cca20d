/**
 * Files at fixed places in a Claude Code plugin besides plugin.json: `.lsp.json` (LSP servers),
 * `monitors/monitors.json` (background monitors) and the plugin's own `settings.json`.
 * Each yields one artifact whose root is the parsed JSON (rules look inside). The LSP and monitors files
 * may also sit where plugin.json points (`"lspServers": "./lsp.json"`): discovery reads those as these kinds.
 */
import { parseJsonFile } from '../../../artifacts/json.js';
import type { ArtifactKind } from '../../../artifacts/model.js';
import { getNode, type TreeNode } from '../../../artifacts/tree.js';
import { jsonArtifact } from './json-kinds.js';
import { exactPath, type KindSpec } from '../../../artifacts/kinds/spec.js';

function pluginPart(id: ArtifactKind, pathInPlugin: string): KindSpec {
  // pathInPlugin: where Claude Code looks when plugin.json names no file.
  return {
    id,
    harness: 'claude-code',
    matchesInPlugin: exactPath(pathInPlugin),
    parse(file, ctx) {
      const { root, problems } = parseJsonFile(file);
      const pr = ctx.pluginRoot ?? '.';
      // Where the file sits in its plugin: the fixed place, or the path plugin.json gives.
      const inPlugin = pr !== '.' && file.path.startsWith(`${pr}/`) ? file.path.slice(pr.length + 1) : file.path;
      const artifacts = root ? [jsonArtifact(id, file, root, `${pr}/${inPlugin}`, ctx, { pluginRoot: pr, inPlugin })] : [];
      return { file, kind: id, artifacts, problems };
    },
  };
}

export const pluginLspKind = pluginPart('plugin-lsp', '.lsp.json');
export const pluginMonitorsKind = pluginPart('plugin-monitors', 'monitors/monitors.json');
export const pluginSettingsKind = pluginPart('plugin-settings', 'settings.json');

/** Manifest values that name a plugin part's JSON file: `lspServers`, `monitors`, `experimental.monitors` (string values only). */
export function partPathNodes(manifest: TreeNode | null): Array<[TreeNode, 'plugin-lsp' | 'plugin-monitors']> {
  const out: Array<[TreeNode, 'plugin-lsp' | 'plugin-monitors']> = [];
  const add = (node: TreeNode | null | undefined, kind: 'plugin-lsp' | 'plugin-monitors') => {
    if (node?.type === 'scalar' && typeof node.value === 'string') out.push([node, kind]);
  };
  add(getNode(manifest, 'lspServers'), 'plugin-lsp');
  add(getNode(manifest, 'monitors'), 'plugin-monitors');
  add(getNode(getNode(manifest, 'experimental'), 'monitors'), 'plugin-monitors');
  return out;
}

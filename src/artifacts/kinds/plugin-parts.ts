/**
 * Files at fixed places in a Claude Code plugin besides plugin.json: `.lsp.json` (LSP servers),
 * `monitors/monitors.json` (background monitors) and the plugin's own `settings.json`.
 * Each yields one artifact whose root is the parsed JSON (rules look inside).
 */
import { parseJsonFile } from '../json.js';
import type { ArtifactKind } from '../model.js';
import { jsonArtifact } from './json-kinds.js';
import type { KindSpec } from './spec.js';

function pluginPart(id: ArtifactKind, pathInPlugin: string): KindSpec {
  return {
    id,
    harness: 'claude-code',
    matchesInPlugin: (p) => p === pathInPlugin,
    parse(file, ctx) {
      const { root, problems } = parseJsonFile(file);
      const name = `${ctx.pluginRoot ?? '.'}/${pathInPlugin}`;
      const artifacts = root ? [jsonArtifact(id, file, root, name, ctx, { pluginRoot: ctx.pluginRoot ?? '.' })] : [];
      return { file, kind: id, artifacts, problems };
    },
  };
}

export const pluginLspKind = pluginPart('plugin-lsp', '.lsp.json');
export const pluginMonitorsKind = pluginPart('plugin-monitors', 'monitors/monitors.json');
export const pluginSettingsKind = pluginPart('plugin-settings', 'settings.json');

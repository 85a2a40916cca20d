/** Claude Code's JSON artifacts: plugin manifests, marketplaces, MCP configs, hooks. */
import { parseJsonFile } from '../../../artifacts/json.js';
import type { Artifact, ArtifactKind } from '../../../artifacts/model.js';
import type { SourceFile } from '../../../artifacts/source.js';
import { getNode, getPair, scalarString, type TreeNode } from '../../../artifacts/tree.js';
import { settingsArtifact, SETTINGS_PATH } from './claude-settings.js';
import { pathAsRead } from '../../../artifacts/catalog.js';
import { exactPath, pathTest, type KindSpec, type ParseContext } from '../../../artifacts/kinds/spec.js';

export function jsonArtifact(kind: ArtifactKind, file: SourceFile, root: TreeNode | null, name: string, ctx: ParseContext, data: Record<string, unknown> = {}): Artifact {
  return {
    kind,
    path: file.path,
    file,
    element: { type: kind, name },
    root,
    nameRange: getPair(root, 'name')?.value?.range,
    pluginRoot: ctx.pluginRoot,
    pluginDistributed: ctx.pluginRoot !== undefined,
    data,
  };
}

/** Where an MCP server was declared. */
export type McpSource = 'mcp.json' | 'plugin' | 'agent';

/**
 * One `mcp` artifact per server of an `mcpServers` value. A string entry (an
 * agent naming a configured server) becomes a reference artifact: it has a
 * name but no config (`data.reference`).
 */
export function mcpServerArtifacts(file: SourceFile, servers: TreeNode, source: McpSource, ctx: ParseContext, owner?: string): Artifact[] {
  const out: Artifact[] = [];
  const add = (name: string, nameRange: Artifact['nameRange'], config: TreeNode | null, reference: boolean) => {
    out.push({
      kind: 'mcp',
      path: file.path,
      file,
      element: { type: 'mcp', name },
      root: config,
      nameRange,
      pluginRoot: ctx.pluginRoot,
      pluginDistributed: ctx.pluginRoot !== undefined,
      data: { source, reference, owner },
    });
  };
  if (servers.type === 'map') {
    for (const p of servers.pairs) add(p.key, p.keyRange, p.value, false);
  } else if (servers.type === 'seq') {
    for (const item of servers.items) {
      if (item.type === 'scalar' && item.value !== null) add(String(item.value), item.range, null, true);
      else if (item.type === 'map') for (const p of item.pairs) add(p.key, p.keyRange, p.value, false);
    }
  }
  return out;
}

function pluginRootOf(manifestPath: string): string {
  // <root>/.claude-plugin/plugin.json
  const parts = manifestPath.split('/');
  return parts.slice(0, -2).join('/') || '.';
}

export const pluginKind: KindSpec = {
  id: 'plugin',
  harness: 'claude-code',
  readFirst: true,
  yields: ['plugin', 'mcp'],
  matches: pathTest(/(^|\/)\.claude-plugin\/plugin\.json$/),
  locations: ['.claude-plugin/plugin.json'],
  parse(file, ctx) {
    const { root, problems } = parseJsonFile(file);
    const pluginRoot = ctx.pluginRoot ?? pluginRootOf(file.path);
    const c = { ...ctx, pluginRoot };
    const name = scalarString(getNode(root, 'name')) ?? pluginRoot.split('/').pop()!;
    const artifacts = root ? [jsonArtifact('plugin', file, root, name, c, { pluginRoot })] : [];
    const servers = getNode(root, 'mcpServers');
    if (servers && servers.type === 'map') artifacts.push(...mcpServerArtifacts(file, servers, 'plugin', c, name));
    return { file, kind: 'plugin', artifacts, problems };
  },
};

export const marketplaceKind: KindSpec = {
  id: 'marketplace',
  harness: 'claude-code',
  readFirst: true,
  matches: pathTest(/(^|\/)\.claude-plugin\/marketplace\.json$/),
  parse(file, ctx) {
    const { root, problems } = parseJsonFile(file);
    const name = scalarString(getNode(root, 'name')) ?? 'marketplace';
    const artifacts = root ? [jsonArtifact('marketplace', file, root, name, ctx, { marketplaceRoot: pluginRootOf(file.path) })] : [];
    return { file, kind: 'marketplace', artifacts, problems };
  },
};

export const mcpKind: KindSpec = {
  id: 'mcp',
  harness: 'claude-code',
  matches: pathTest(/(^|\/)\.mcp\.json$/),
  parse(file, ctx) {
    const { root, problems } = parseJsonFile(file);
    // A plugin's `.mcp.json` may hold its servers at the top level: Claude Code's plugin loader reads `mcpServers`
    // when present, else the object itself (2.1.332: "adding an \"mcpServers\" key would stop a plugin from loading them").
    const servers = getNode(root, 'mcpServers') ?? (ctx.pluginRoot !== undefined && root?.type === 'map' ? root : undefined);
    const artifacts = servers ? mcpServerArtifacts(file, servers, 'mcp.json', ctx) : [];
    return { file, kind: 'mcp', artifacts, problems };
  },
};

/** settings.json holds hooks among other things; hooks.json holds `{hooks: {...}}`. */
export const hooksKind: KindSpec = {
  id: 'hooks',
  harness: 'claude-code',
  yields: ['hooks', 'settings'],
  matches: pathTest(/(^|\/)\.claude\/settings(\.local)?\.json$/),
  matchesInPlugin: exactPath('hooks/hooks.json'),
  parse(file, ctx) {
    const { root, problems } = parseJsonFile(file);
    const hooks = getPair(root, 'hooks');
    const artifacts = hooks && hooks.value ? [jsonArtifact('hooks', file, hooks.value, file.path, ctx, { hooksKeyRange: hooks.keyRange })] : [];
    if (root && SETTINGS_PATH.test(pathAsRead(file.path, ctx.catalog))) artifacts.push(settingsArtifact(file, root, ctx));
    return { file, kind: 'hooks', artifacts, problems };
  },
};

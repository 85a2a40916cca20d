/** Shared walk over `.cursor/mcp.json` servers (not a rule). */
import type { Artifact } from '../../../artifacts/model.js';
import { getPair, type MapNode, type Pair } from '../../../artifacts/tree.js';

export interface McpServer {
  pair: Pair;
  config: MapNode;
}

/** The `mcpServers` pairs whose value is an object. */
export function mcpServers(a: Artifact): McpServer[] {
  const servers = getPair(a.root, 'mcpServers')?.value;
  if (servers?.type !== 'map') return [];
  return servers.pairs.flatMap((pair) => (pair.value?.type === 'map' ? [{ pair, config: pair.value }] : []));
}

/** The hooks object, wherever it is declared: settings / hooks.json, agent, skill or command frontmatter, plugin manifest. */
import type { Artifact } from '../../../artifacts/model.js';
import { getNode, type MapNode, type Pair, type TreeNode } from '../../../artifacts/tree.js';

/** The `{ "<Event>": [...] }` map of an artifact, if it has one. */
export function hooksMap(artifact: Artifact): MapNode | undefined {
  const node: TreeNode | null | undefined = artifact.kind === 'hooks' ? artifact.root : getNode(artifact.root, 'hooks');
  return node && node.type === 'map' ? node : undefined;
}

export interface MatcherGroup {
  event: Pair;
  group: MapNode;
}

/** Every `{ matcher, hooks: [...] }` group under every event. */
export function matcherGroups(map: MapNode): MatcherGroup[] {
  const out: MatcherGroup[] = [];
  for (const event of map.pairs) {
    const v = event.value;
    if (!v || v.type !== 'seq') continue;
    for (const g of v.items) if (g.type === 'map') out.push({ event, group: g });
  }
  return out;
}

export const HOOK_KINDS = ['hooks', 'agent', 'skill', 'command', 'plugin'];

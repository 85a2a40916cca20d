/** Shared walk over `.github/hooks/*.json` (not a rule). */
import type { Artifact } from '../../artifacts/model.js';
import { getPair, type Pair, type TreeNode } from '../../artifacts/tree.js';

export interface HookEntry {
  event: Pair;
  entry: TreeNode;
}

export function hookEvents(a: Artifact): Pair[] {
  const hooks = getPair(a.root, 'hooks')?.value;
  return hooks?.type === 'map' ? hooks.pairs : [];
}

export function hookEntries(a: Artifact): HookEntry[] {
  return hookEvents(a).flatMap((event) => (event.value?.type === 'seq' ? event.value.items.map((entry) => ({ event, entry })) : []));
}

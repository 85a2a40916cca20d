/** Shared walk over `.github/hooks/*.json` (not a rule). */
import { hooksMap } from './unknown-keys.js';
import type { Artifact } from '../../artifacts/model.js';
import type { Pair, TreeNode } from '../../artifacts/tree.js';

export interface HookEntry {
  event: Pair;
  entry: TreeNode;
}

export function hookEvents(a: Artifact): Pair[] {
  return hooksMap(a)?.pairs ?? [];
}

export function hookEntries(a: Artifact): HookEntry[] {
  return hookEvents(a).flatMap((event) => (event.value?.type === 'seq' ? event.value.items.map((entry) => ({ event, entry })) : []));
}

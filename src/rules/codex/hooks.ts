/** Shared walk over `.codex/hooks.json` (not a rule): the handlers of the events Codex knows. */
import { CODEX_HOOK_EVENTS } from '../../artifacts/known-values/index.js';
import { hooksMap } from '../shared/unknown-keys.js';
import type { Artifact } from '../../artifacts/model.js';
import { getPair, type MapNode, type Pair } from '../../artifacts/tree.js';

export function codexHookEvents(a: Artifact): Pair[] {
  return hooksMap(a)?.pairs ?? [];
}

/** The handler objects (`{type, command, …}`) of every matcher group of every known event. */
export function codexHookHandlers(a: Artifact): MapNode[] {
  const out: MapNode[] = [];
  for (const e of codexHookEvents(a)) {
    if (!CODEX_HOOK_EVENTS.includes(e.key) || e.value?.type !== 'seq') continue;
    for (const group of e.value.items) {
      const handlers = group.type === 'map' ? getPair(group, 'hooks')?.value : undefined;
      if (handlers?.type === 'seq') for (const h of handlers.items) if (h.type === 'map') out.push(h);
    }
  }
  return out;
}

/** Keys of a map outside a closed set, each with its nearest known key and, when certain, its rename. */
import type { Artifact } from '../../artifacts/model.js';
import { getPair, type MapNode, type Pair } from '../../artifacts/tree.js';
import { certainCorrection, closest } from '../../diagnostics/suggest.js';

export interface UnknownKey {
  pair: Pair;
  /** The nearest known key, for "did you mean". */
  near?: string;
  /** The certain rename, unless the map already has that key or another unknown key takes it. */
  fix?: string;
}

export function unknownKeys(map: MapNode, known: readonly string[], ignore: readonly string[] = []): UnknownKey[] {
  const unknown = map.pairs.filter((p) => !known.includes(p.key) && !ignore.includes(p.key));
  const fixes = unknown.map((pair) => ({ pair, fix: certainCorrection(pair.key, known) }));
  return fixes.map(({ pair, fix }) => {
    // Renaming onto a key the map already has (or another key is renamed to) would write a duplicate key.
    const taken = fix !== undefined && (map.pairs.some((p) => p.key === fix) || fixes.some((o) => o.pair !== pair && o.fix === fix));
    return { pair, near: fix ?? closest(pair.key, known)[0]?.value, fix: taken ? undefined : fix };
  });
}

/** The `hooks` object of a hooks file (`{"hooks": {<event>: …}}`: Copilot, Codex, Cursor), if it is one. */
export function hooksMap(a: Artifact): MapNode | undefined {
  const hooks = getPair(a.root, 'hooks')?.value;
  return hooks?.type === 'map' ? hooks : undefined;
}

/** The event keys of a hooks file outside the harness's events, with did-you-mean and a certain rename. */
export function unknownHookEvents(a: Artifact, known: readonly string[]): UnknownKey[] {
  const hooks = hooksMap(a);
  return hooks ? unknownKeys(hooks, known) : [];
}

/** Keys of a map outside a closed set, each with its nearest known key and, when certain, its rename. */
import type { MapNode, Pair } from '../../artifacts/tree.js';
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

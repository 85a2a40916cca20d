/** Edits on JSON / YAML maps shared by the catalogue rules: rename a key, delete a pair, add a pair. */
import type { SourceFile, TextEdit } from '../../../artifacts/source.js';
import type { MapNode, Pair } from '../../../artifacts/tree.js';
import { deleteLines } from '../../../diagnostics/edits.js';

/** Replace a key's text, keeping its quotes. */
export function renameKey(file: SourceFile, pair: Pair, key: string): TextEdit {
  const raw = file.text.slice(pair.keyRange.start.offset, pair.keyRange.end.offset);
  const text = raw.startsWith('"') ? JSON.stringify(key) : raw.startsWith("'") ? `'${key}'` : key;
  return { path: file.path, range: pair.keyRange, text };
}

/**
 * Delete one pair of a map. Flow maps (JSON) lose the pair and one adjoining
 * comma; block maps (YAML) lose the pair's lines.
 */
export function deletePair(file: SourceFile, map: MapNode, pair: Pair): TextEdit {
  if (!map.flow) {
    // `- matcher: x` opening a sequence item: keep the `- ` and let the next key take its place.
    const lineStart = file.lines.lineStart(pair.keyRange.start.line);
    const before = file.text.slice(lineStart, pair.keyRange.start.offset);
    const next = map.pairs[map.pairs.indexOf(pair) + 1];
    if (/-\s*$/.test(before) && next) return { path: file.path, range: file.lines.range(pair.keyRange.start.offset, next.keyRange.start.offset), text: '' };
    return deleteLines(file, pair.range);
  }
  const i = map.pairs.indexOf(pair);
  const next = map.pairs[i + 1];
  const prev = map.pairs[i - 1];
  const { lines } = file;
  if (next) return { path: file.path, range: lines.range(pair.range.start.offset, next.range.start.offset), text: '' };
  if (prev) return { path: file.path, range: lines.range(prev.range.end.offset, pair.range.end.offset), text: '' };
  return { path: file.path, range: pair.range, text: '' };
}

/** Add `"key": value` (JSON text) as the first pair of a flow map, matching the next pair's indentation. */
export function addJsonPair(file: SourceFile, map: MapNode, key: string, jsonValue: string): TextEdit {
  const first = map.pairs[0];
  const { lines } = file;
  if (!first) {
    const at = map.range.start.offset + 1;
    return { path: file.path, range: lines.range(at, at), text: ` ${JSON.stringify(key)}: ${jsonValue} ` };
  }
  const at = first.range.start.offset;
  const between = file.text.slice(map.range.start.offset + 1, at);
  const nl = between.lastIndexOf('\n');
  const sep = nl >= 0 ? `,\n${between.slice(nl + 1)}` : ', ';
  return { path: file.path, range: lines.range(at, at), text: `${JSON.stringify(key)}: ${jsonValue}${sep}` };
}

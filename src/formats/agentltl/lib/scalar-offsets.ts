/**
 * Where a character of a YAML string value sits in the file: the column of an
 * error inside an `ltl:` formula. Plain and single-quoted scalars on one line
 * map directly (`''` is one `'`); double-quoted ones are decoded escape by
 * escape. When the mapping is not certain (multi-line or block scalars, or a
 * decoding that does not give back the parsed value), `undefined` is returned
 * and callers point at the whole scalar.
 */
import type { ScalarNode } from '../../../artifacts/tree.js';

/** Offsets in the scalar's raw text of each value index 0..value.length (the last: just past the content). */
export function valueToRawOffsets(node: ScalarNode): number[] | undefined {
  const raw = node.raw;
  const value = typeof node.value === 'string' ? node.value : undefined;
  if (value === undefined || /[\r\n]/.test(raw)) return undefined;
  if (raw.startsWith("'")) return singleQuoted(raw, value);
  if (raw.startsWith('"')) return doubleQuoted(raw, value);
  if (/^[|>&!*]/.test(raw)) return undefined;
  if (raw !== value) return undefined;
  return Array.from({ length: value.length + 1 }, (_, i) => i);
}

function singleQuoted(raw: string, value: string): number[] | undefined {
  const map: number[] = [];
  let out = '';
  let i = 1;
  while (i < raw.length - 1) {
    map.push(i);
    if (raw[i] === "'" && raw[i + 1] === "'") {
      out += "'";
      i += 2;
    } else {
      out += raw[i];
      i++;
    }
  }
  map.push(i);
  return out === value ? map : undefined;
}

const SIMPLE: Record<string, string> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ',
  '"': '"', '/': '/', '\\': '\\', N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029',
};
const HEX: Record<string, number> = { x: 2, u: 4, U: 8 };

function doubleQuoted(raw: string, value: string): number[] | undefined {
  const map: number[] = [];
  let out = '';
  let i = 1;
  while (i < raw.length - 1) {
    const c = raw[i]!;
    if (c !== '\\') {
      map.push(i);
      out += c;
      i++;
      continue;
    }
    const e = raw[i + 1];
    if (e === undefined) return undefined;
    if (SIMPLE[e] !== undefined) {
      map.push(i);
      out += SIMPLE[e];
      i += 2;
      continue;
    }
    const width = HEX[e];
    if (width === undefined) return undefined;
    const hex = raw.slice(i + 2, i + 2 + width);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== width) return undefined;
    const s = String.fromCodePoint(parseInt(hex, 16));
    for (let k = 0; k < s.length; k++) map.push(i);
    out += s;
    i += 2 + width;
  }
  map.push(i);
  return out === value ? map : undefined;
}

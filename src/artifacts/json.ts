/**
 * JSON files with ranges: a small strict JSON parser (RFC 8259) that builds
 * the range-keeping tree directly. It is several times faster than reading
 * JSON through the YAML parser, and its errors point at the failing character.
 */
import { charAt, charEnd } from './limits.js';
import type { SourceFile } from './source.js';
import { childPath, type MapNode, type Pair, type ParsedTree, type ParseProblem, type ScalarNode, type SeqNode, type TreeNode } from './tree.js';

const MAX_DEPTH = 200;

class JsonError extends Error {
  constructor(message: string, readonly at: number) {
    super(message);
  }
}

export function parseJsonFile(file: SourceFile): ParsedTree {
  const { text, lines } = file;
  if (text.trim() === '') {
    return { root: null, problems: [{ code: 'json-invalid', message: 'file is empty; expected a JSON object', range: lines.range(0, 0) }] };
  }
  const problems: ParseProblem[] = [];
  let i = 0;
  const range = (s: number, e: number) => lines.range(s, e);

  const ws = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
  };
  const describe = (at: number) => (at >= text.length ? 'end of file' : `\`${charAt(text, at)}\``);
  const fail = (what: string): never => {
    throw new JsonError(`invalid JSON: expected ${what}, found ${describe(i)}`, i);
  };

  const string = (): string => {
    // At the opening quote.
    const start = i;
    i++;
    let out = '';
    let chunk = i;
    for (;;) {
      if (i >= text.length) throw new JsonError('invalid JSON: unterminated string', start);
      const c = text.charCodeAt(i);
      if (c === 34) {
        out += text.slice(chunk, i);
        i++;
        return out;
      }
      if (c < 32) throw new JsonError('invalid JSON: control character in string (escape it)', i);
      if (c === 92) {
        out += text.slice(chunk, i);
        const e = text[i + 1];
        const map: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
        if (e !== undefined && map[e] !== undefined) {
          out += map[e];
          i += 2;
        } else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else throw new JsonError('invalid JSON: bad escape in string', i);
        chunk = i;
        continue;
      }
      i++;
    }
  };

  const value = (path: string, depth: number): TreeNode => {
    if (depth > MAX_DEPTH) throw new JsonError(`invalid JSON: nesting deeper than ${MAX_DEPTH} levels`, i);
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const pairs: Pair[] = [];
      const seen = new Map<string, Pair>();
      ws();
      if (text[i] === '}') i++;
      else {
        for (;;) {
          ws();
          if (text[i] !== '"') fail('a double-quoted property name');
          const ks = i;
          const key = string();
          const ke = i;
          ws();
          if (text[i] !== ':') fail('`:` after the property name');
          i++;
          const ppath = childPath(path, key);
          const v = value(ppath, depth + 1);
          const pair: Pair = { key, keyRange: range(ks, ke), value: v, range: range(ks, v.range.end.offset), path: ppath };
          const prev = seen.get(key);
          if (prev) {
            problems.push({
              code: 'duplicate-key',
              message: `duplicate key \`${key}\` (first at line ${prev.keyRange.start.line}); the last value wins, so the first is silently ignored`,
              range: pair.keyRange,
            });
          }
          seen.set(key, pair);
          pairs.push(pair);
          ws();
          if (text[i] === ',') {
            i++;
            ws();
            if (text[i] === '}') fail('another property after `,` (trailing commas are not JSON)');
            continue;
          }
          if (text[i] === '}') {
            i++;
            break;
          }
          fail('`,` or `}`');
        }
      }
      const node: MapNode = { type: 'map', pairs, flow: true, range: range(start, i), path };
      return node;
    }
    if (c === '[') {
      i++;
      const items: TreeNode[] = [];
      ws();
      if (text[i] === ']') i++;
      else {
        for (;;) {
          items.push(value(childPath(path, items.length), depth + 1));
          ws();
          if (text[i] === ',') {
            i++;
            ws();
            if (text[i] === ']') fail('another value after `,` (trailing commas are not JSON)');
            continue;
          }
          if (text[i] === ']') {
            i++;
            break;
          }
          fail('`,` or `]`');
        }
      }
      const node: SeqNode = { type: 'seq', items, flow: true, range: range(start, i), path };
      return node;
    }
    let v: ScalarNode['value'];
    let quoted = false;
    if (c === '"') {
      v = string();
      quoted = true;
    } else if (text.startsWith('true', i)) {
      v = true;
      i += 4;
    } else if (text.startsWith('false', i)) {
      v = false;
      i += 5;
    } else if (text.startsWith('null', i)) {
      v = null;
      i += 4;
    } else {
      const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
      m.lastIndex = i;
      const r = m.exec(text);
      if (!r) fail('a value');
      v = Number(r![0]);
      i += r![0].length;
    }
    const node: ScalarNode = { type: 'scalar', value: v, raw: text.slice(start, i), quoted, range: range(start, i), path };
    return node;
  };

  try {
    const root = value('$', 0);
    ws();
    if (i < text.length) fail('end of file after the JSON value');
    return { root, problems };
  } catch (err) {
    if (!(err instanceof JsonError)) throw err;
    const at = Math.min(err.at, text.length);
    return { root: null, problems: [{ code: 'json-invalid', message: err.message, range: lines.range(at, charEnd(text, at)) }] };
  }
}

/**
 * A small schema checker for the parts of `opencode.json` described in OPENCODE_CONFIG_SHAPES (not a rule;
 * opencode/config-invalid reports what it finds). Each problem is worded as OpenCode's own "Expected …, got …" line.
 */
import { OPENCODE_CONFIG_SHAPES, type OpencodeShape } from '../known-values.js';
import type { Range } from '../../../artifacts/source.js';
import type { Pair, TreeNode } from '../../../artifacts/tree.js';
import { shownValue } from '../../../rules/shared/json-type.js';

export interface ShapeProblem { message: string; range: Range; jsonPath: string }

const shown = (n: TreeNode | null) => shownValue(n, 'an array');

function words(s: OpencodeShape): string {
  if (typeof s === 'string') return { string: 'a string', number: 'a number', 'int+': 'a whole number above 0', boolean: '`true` or `false`', false: '`false`', true: '`true`', any: 'anything' }[s];
  if ('array' in s) return `an array of ${words(s.array).replace(/^an? /, '')}s`.replace('`true` or `false`s', 'booleans');
  if ('record' in s || 'object' in s) return 'an object';
  if ('enum' in s) return s.enum.map((x) => `\`${x}\``).join(', ');
  return s.union.map(words).join(' or ');
}

/** Whether `n` fits `s`; problems of the deepest part that does not, in `out`. */
function check(n: TreeNode | null, s: OpencodeShape, path: string, name: string, at: Range, out: ShapeProblem[]): boolean {
  const fail = (what = `\`${name}\` is ${shown(n)}; OpenCode expects ${words(s)}`) => {
    out.push({ message: what, range: n?.range ?? at, jsonPath: path });
    return false;
  };
  if (typeof s === 'string') {
    if (s === 'any') return true;
    if (!n || n.type !== 'scalar') return fail();
    const v = n.value;
    const ok = s === 'string' ? typeof v === 'string' : s === 'boolean' ? typeof v === 'boolean' : s === 'false' ? v === false : s === 'true' ? v === true
      : s === 'number' ? typeof v === 'number' : typeof v === 'number' && Number.isInteger(v) && v > 0;
    return ok || fail();
  }
  if ('enum' in s) return (n?.type === 'scalar' && typeof n.value === 'string' && s.enum.includes(n.value)) || fail();
  if ('array' in s) {
    if (n?.type !== 'seq') return fail();
    return n.items.every((item, i) => check(item, s.array, `${path}[${i}]`, `${name}[${i}]`, item.range, out));
  }
  if ('record' in s) {
    if (n?.type !== 'map') return fail();
    return n.pairs.every((p) => check(p.value, s.record, p.path, `${name}.${p.key}`, p.keyRange, out));
  }
  if ('object' in s) {
    if (n?.type !== 'map') return fail();
    let ok = true;
    for (const p of n.pairs) {
      const sub = s.object[p.key];
      if (sub && !check(p.value, sub, p.path, `${name}.${p.key}`, p.keyRange, out)) ok = false;
    }
    for (const req of s.required ?? []) {
      if (!n.pairs.some((p) => p.key === req)) {
        out.push({ message: `\`${name}\` has no \`${req}\` (OpenCode expects ${words(s.object[req]!)} there)`, range: at, jsonPath: path });
        ok = false;
      }
    }
    return ok;
  }
  // A union: fits when one member fits; else the problems of the member of the same JSON type, or one line for all.
  const trial = s.union.map((m) => {
    const probs: ShapeProblem[] = [];
    return { m, ok: check(n, m, path, name, at, probs), probs };
  });
  if (trial.some((t) => t.ok)) return true;
  // Several objects: the member that declares most of the keys written (an LSP server with `command` is not `{ disabled: true }`).
  const declared = (m: OpencodeShape) => (typeof m === 'object' && 'object' in m && n?.type === 'map' ? n.pairs.filter((p) => p.key in m.object).length : -1);
  const sameType = trial.filter((t) => t.probs.every((p) => p.jsonPath !== path)).sort((x, y) => declared(y.m) - declared(x.m));
  if (sameType.length === 1 || (sameType.length > 1 && declared(sameType[0]!.m) > declared(sameType[1]!.m))) out.push(...sameType[0]!.probs);
  else fail();
  return false;
}

/** The problems of one value against a shape (`name` as the message shows it). */
export function shapeProblemsOf(p: Pair, s: OpencodeShape, name: string): ShapeProblem[] {
  const out: ShapeProblem[] = [];
  check(p.value, s, p.path, name, p.keyRange, out);
  return out;
}

/** The problems of each top-level key of the config that has a shape. */
export function shapeProblems(pairs: readonly Pair[]): ShapeProblem[] {
  const out: ShapeProblem[] = [];
  for (const p of pairs) {
    const s = OPENCODE_CONFIG_SHAPES[p.key];
    if (s) check(p.value, s, p.path, p.key, p.keyRange, out);
  }
  return out;
}

/**
 * Can the guard enforce a formula? The guard judges each call on the trace so
 * far (the calls made plus the one being made), so it can only enforce a
 * formula whose violation is final the moment it happens.
 *
 * Abstract domain. On a partial trace a formula takes one of five values,
 * ordered
 *
 *   FALSE    < NOT_YET   < PENDING < SO_FAR  < TRUE
 *   violated   not met     not        holds     holds, and no
 *   for good   yet (can    decided    so far    later call can
 *              be repaired)            (can break) change that
 *
 * The guard refuses a call when the value is below PENDING. The issue names
 * four of them (definitely false, not-yet-true, pending, true); SO_FAR is the
 * mirror image of NOT_YET, which negation needs: `!` maps v to 4 - v, `&`
 * takes the minimum, `|` the maximum, so `->` needs no case of its own.
 *
 * For each subformula, bottom-up, we compute two sets of values:
 *   - `all`: the values it can take at some position of some partial trace;
 *   - `unrelated`: the values it can take on a trace made only of calls the
 *     formula does not name (where every `now("x")` is false).
 * Atoms get their sets from their meaning on a growing trace; operators lift
 * pointwise (G is a minimum over the positions seen, capped at PENDING for
 * the calls still to come; F the maximum, X adds PENDING for a successor not
 * made yet; U/W/R and the past operators likewise). Both sets over-approximate
 * (correlations between subformulas are dropped), so a verdict that needs a
 * value to be absent (`never-fails`) is sound, and `fails-until` needs only
 * one reachable value.
 *
 * Verdicts:
 *   - `fails-until`: NOT_YET is reachable on unrelated calls: the formula is
 *     false, but repairable, before some call happens (a bare `called("x")`),
 *     so the guard would refuse every call until then.
 *   - `never-fails`: neither FALSE nor NOT_YET is reachable, and the formula
 *     is not constantly TRUE: it can never be refused (liveness: `F(...)`).
 *   - `safe`: a refusal always points at a violation made by the refused call.
 *   - `constant` (true/false), `unknown` (a part we cannot judge): accepted.
 */
import type { Formula } from './ast.js';

export const FALSE = 0;
export const NOT_YET = 1;
export const PENDING = 2;
export const SO_FAR = 3;
export const TRUE = 4;
export type Value = 0 | 1 | 2 | 3 | 4;

/** A set of values as a 5-bit mask. */
export type VSet = number;

export const VALUE_NAMES = ['violated', 'not met yet', 'pending', 'holds so far', 'holds'] as const;

const bit = (v: number): VSet => 1 << v;
export const set = (...vs: Value[]): VSet => vs.reduce<number>((m, v) => m | bit(v), 0);
export const has = (s: VSet, v: Value): boolean => (s & bit(v)) !== 0;
export function values(s: VSet): Value[] {
  const out: Value[] = [];
  for (let v = 0; v <= 4; v++) if (has(s, v as Value)) out.push(v as Value);
  return out;
}
const ALL: VSet = 0b11111;

function map(s: VSet, f: (v: Value) => number): VSet {
  let out = 0;
  for (const v of values(s)) out |= bit(f(v));
  return out;
}
function pairs(a: VSet, b: VSet, f: (x: Value, y: Value) => number): VSet {
  let out = 0;
  for (const x of values(a)) for (const y of values(b)) out |= bit(f(x, y));
  return out;
}
const neg = (s: VSet) => map(s, (v) => TRUE - v);
const min = Math.min;
const max = Math.max;

export interface Abstract {
  all: VSet;
  unrelated: VSet;
  /** Holds a part whose values we cannot derive (`count_before`). */
  unknown: boolean;
}

const atom = (all: VSet, unrelated: VSet): Abstract => ({ all, unrelated, unknown: false });

/** `φ U ψ` over value sets: a ψ seen after φ held, or (for the calls to come) φ so far, capped at PENDING. */
function until(phi: VSet, psi: VSet): VSet {
  const hits = pairs(psi, phi | bit(TRUE), min) | bit(FALSE);
  const tails = map(phi, (v) => min(v, PENDING)) | bit(PENDING);
  return pairs(hits, tails, max);
}

/** `φ S ψ` over value sets: the past is known, so no PENDING tail. */
function since(phi: VSet, psi: VSet): VSet {
  return pairs(psi, phi | bit(TRUE), min) | bit(FALSE);
}

function cmp(c: number, op: string, n: number): boolean {
  switch (op) {
    case '==': return c === n;
    case '>=': return c >= n;
    case '<=': return c <= n;
    case '>': return c > n;
    default: return c < n;
  }
}

/** `called_n("t", op n)` when t has been called `c` times so far. */
function countValue(c: number, op: string, n: number): Value {
  const ok = cmp(c, op, n);
  if (op === '<=' || op === '<') return ok ? SO_FAR : FALSE;
  if (op === '>=' || op === '>') return ok ? TRUE : NOT_YET;
  if (c > n) return FALSE;
  return ok ? SO_FAR : NOT_YET;
}

export function abstract(f: Formula): Abstract {
  switch (f.op) {
    case 'const':
      return atom(set(f.value ? TRUE : FALSE), set(f.value ? TRUE : FALSE));
    // The call at this position: decided once it is made, PENDING beyond the last call (under X).
    case 'now':
      return atom(set(FALSE, PENDING, TRUE), set(FALSE, PENDING));
    // Facts about the whole trace: not met yet until the call is made, then for good.
    case 'called':
    case 'called_with':
      return atom(set(NOT_YET, TRUE), set(NOT_YET));
    case 'eventually':
      return abstract({ op: 'unary', kind: 'F', arg: { op: 'called', tool: f.tool, span: f.span }, span: f.span });
    case 'always':
      return abstract({ op: 'unary', kind: 'G', arg: { op: 'called', tool: f.tool, span: f.span }, span: f.span });
    case 'called_n': {
      const counts = [0, f.n - 1, f.n, f.n + 1].filter((c) => c >= 0);
      return atom(counts.reduce((m, c) => m | bit(countValue(c, f.cmp, f.n)), 0), bit(countValue(0, f.cmp, f.n)));
    }
    // Orderings: not triggered until their last tool runs, then decided for good.
    case 'before':
    case 'all_before':
    case 'instance_before':
    case 'within_steps':
      return atom(set(FALSE, PENDING, TRUE), set(PENDING));
    // a after b: an obligation until a runs (FALSE when a came first).
    case 'after':
      return atom(set(FALSE, NOT_YET, TRUE), set(NOT_YET));
    case 'branch_called':
      return f.wrong !== undefined ? atom(set(FALSE, PENDING, SO_FAR), set(PENDING)) : atom(set(PENDING, TRUE), set(PENDING));
    // A subsequence a later call can always complete.
    case 'in_order':
      return atom(set(PENDING, TRUE), set(PENDING));
    case 'count_before':
      return { all: ALL, unrelated: ALL, unknown: true };
    case 'unary':
      return abstractUnary(f);
    case 'binary':
      return abstractBinary(f);
  }
  return unknownAbstract();
}

/** Nothing known: every value possible. */
const unknownAbstract = (): Abstract => ({ all: ALL, unrelated: ALL, unknown: true });

function abstractUnary(f: Extract<Formula, { op: 'unary' }>): Abstract {
  const a = abstract(f.arg);
  const lift = (g: (s: VSet) => VSet): Abstract => ({ all: g(a.all), unrelated: g(a.unrelated), unknown: a.unknown });
  switch (f.kind) {
    case '!':
      return lift(neg);
    case 'G':
      return lift((s) => map(s, (v) => min(v, PENDING)) | bit(PENDING));
    case 'F':
      return lift((s) => map(s, (v) => max(v, PENDING)) | bit(PENDING));
    case 'X':
      return lift((s) => s | bit(PENDING));
    case 'Y': // no previous call at the first position: false for good
      return lift((s) => s | bit(FALSE));
    case 'O':
    case 'H': // a maximum / minimum over the positions so far: one of their values
      return lift((s) => s);
  }
  return unknownAbstract();
}

function abstractBinary(f: Extract<Formula, { op: 'binary' }>): Abstract {
  const l = abstract(f.left);
  const r = abstract(f.right);
  const lift = (g: (x: VSet, y: VSet) => VSet): Abstract => ({
    all: g(l.all, r.all),
    unrelated: g(l.unrelated, r.unrelated),
    unknown: l.unknown || r.unknown,
  });
  switch (f.kind) {
    case '&':
      return lift((x, y) => pairs(x, y, min));
    case '|':
      return lift((x, y) => pairs(x, y, max));
    case '->':
      return lift((x, y) => pairs(neg(x), y, max));
    case 'U':
    case 'W': // on a partial trace, U and W differ only once the trace is complete
      return lift(until);
    case 'R': // φ R ψ = !(!φ U !ψ)
      return lift((x, y) => neg(until(neg(x), neg(y))));
    case 'S':
      return lift(since);
  }
  return unknownAbstract();
}

export type Verdict = 'safe' | 'constant' | 'unknown' | 'fails-until' | 'never-fails';

export interface Classification {
  verdict: Verdict;
  abstract: Abstract;
}

export function classify(f: Formula): Classification {
  const a = abstract(f);
  let verdict: Verdict;
  if (a.unknown) verdict = 'unknown';
  else if (has(a.unrelated, NOT_YET)) verdict = 'fails-until';
  else if (!has(a.all, FALSE) && !has(a.all, NOT_YET)) verdict = a.all === set(TRUE) ? 'constant' : 'never-fails';
  else if (a.all === set(FALSE)) verdict = 'constant';
  else verdict = 'safe';
  return { verdict, abstract: a };
}

/** Rejected verdicts. */
export function isUnenforceable(v: Verdict): v is 'fails-until' | 'never-fails' {
  return v === 'fails-until' || v === 'never-fails';
}

import { describe, expect, it } from '@jest/globals';
import { abstract, classify, FALSE, has, NOT_YET, PENDING, set, SO_FAR, TRUE, values } from '../../../src/formats/agentltl/lib/ltl/classify.js';
import { parseLtl } from '../../../src/formats/agentltl/lib/ltl/parser.js';

const verdict = (s: string) => classify(parseLtl(s)).verdict;
const abs = (s: string) => {
  const a = abstract(parseLtl(s));
  return { all: values(a.all), unrelated: values(a.unrelated) };
};

describe('enforceability classifier: must accept', () => {
  it.each([
    'before("a","b")',
    '!before("a","b")',
    'G(now("deploy") -> X(G(!now("deploy"))))',
    'G(now("rm") -> X(now("log")))',
    'G(now("WebFetch") -> G(!now("curl")))',
    'G(called("git_rebase") -> before("git_fetch","git_rebase"))',
    'G(now("deploy") -> called("pytest"))',
    'within_steps("a","b",3)',
    'before("git_fetch", "git_rebase")',
  ])('%s is safe', (f) => {
    expect(verdict(f)).toBe('safe');
  });
  it.each(['true', 'false', '!false', 'true & true'])('%s is a constant, accepted', (f) => {
    expect(verdict(f)).toBe('constant');
  });
  it('accepts what it cannot classify (count_before)', () => {
    expect(verdict('count_before(now("a"), < 2)')).toBe('unknown');
    expect(verdict('F(count_before(now("a"), < 2))')).toBe('unknown');
  });
  it('accepts other safety properties', () => {
    for (const f of ['!called("x")', 'G(!now("x"))', 'called_n("deploy", <= 1)', 'branch_called("ok","wrong")', 'G(now("b") -> Y(O(now("a"))))', 'H(!now("x"))', '!F(now("x"))', 'now("a") W now("b")', 'all_before(["a","b"],"c")', 'instance_before("a"[1],"b"[1])']) {
      expect([f, verdict(f)]).toEqual([f, 'safe']);
    }
  });
});

describe('enforceability classifier: rejects', () => {
  it.each([
    'called("x")',
    'always("x")',
    'called_with("deploy", env="prod")',
    'called_n("pytest", >= 1)',
    'after("a","b")',
    'called("a") & before("a","b")',
  ])('%s fails until some call happens', (f) => {
    expect(verdict(f)).toBe('fails-until');
  });
  it.each([
    'F(called("pytest"))',
    'F(now("x"))',
    'eventually("pytest")',
    'in_order(["a","b","c"])',
    'G(now("a") -> F(now("b")))',
    'branch_called("ok")',
    'G(true)',
  ])('%s can never fail', (f) => {
    expect(verdict(f)).toBe('never-fails');
  });
});

describe('enforceability classifier: the abstract values', () => {
  it('orders the five values and negates by mirroring', () => {
    expect([FALSE, NOT_YET, PENDING, SO_FAR, TRUE]).toEqual([0, 1, 2, 3, 4]);
    expect(abs('called("x")')).toEqual({ all: [NOT_YET, TRUE], unrelated: [NOT_YET] });
    expect(abs('!called("x")')).toEqual({ all: [FALSE, SO_FAR], unrelated: [SO_FAR] });
    expect(abs('before("a","b")')).toEqual({ all: [FALSE, PENDING, TRUE], unrelated: [PENDING] });
    expect(abs('!before("a","b")')).toEqual({ all: [FALSE, PENDING, TRUE], unrelated: [PENDING] });
  });
  it('computes now() as decided when made and pending beyond the last call', () => {
    expect(abs('now("a")')).toEqual({ all: [FALSE, PENDING, TRUE], unrelated: [FALSE, PENDING] });
  });
  it('caps G at pending and raises F to pending', () => {
    expect(abs('G(!now("x"))')).toEqual({ all: [FALSE, PENDING], unrelated: [PENDING] });
    expect(abs('F(called("x"))')).toEqual({ all: [PENDING, TRUE], unrelated: [PENDING] });
  });
  it('keeps a deploy-guarded called() from failing on unrelated calls', () => {
    const a = abs('G(now("deploy") -> called("pytest"))');
    expect(a.unrelated).toEqual([PENDING]);
    expect(a.all).toContain(NOT_YET);
  });
  it('counts called_n by comparison', () => {
    expect(abs('called_n("x", <= 1)')).toEqual({ all: [FALSE, SO_FAR], unrelated: [SO_FAR] });
    expect(abs('called_n("x", == 2)')).toEqual({ all: [FALSE, NOT_YET, SO_FAR], unrelated: [NOT_YET] });
    expect(abs('called_n("x", >= 0)')).toEqual({ all: [TRUE], unrelated: [TRUE] });
  });
  it('exposes set/has helpers over a bit mask', () => {
    const s = set(FALSE, TRUE);
    expect(has(s, FALSE) && has(s, TRUE) && !has(s, PENDING)).toBe(true);
  });
});

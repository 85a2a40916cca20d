import { describe, expect, it } from '@jest/globals';
import { show } from '../../../src/formats/agentltl/lib/ltl/ast.js';
import { LtlSyntaxError, parseLtl, tryParseLtl } from '../../../src/formats/agentltl/lib/ltl/parser.js';

const p = (s: string) => show(parseLtl(s));
const err = (s: string) => {
  const r = tryParseLtl(s);
  if (r.ok) throw new Error(`parsed: ${s}`);
  return { message: r.error.message, start: r.error.start, end: r.error.end, at: s.slice(r.error.start, r.error.end) };
};

describe('ltl parser: precedence and associativity', () => {
  it('binds & tighter than |, and | tighter than ->', () => {
    expect(p('now("a") | now("b") & now("c")')).toBe('(now("a") | (now("b") & now("c")))');
    expect(p('now("a") & now("b") | now("c")')).toBe('((now("a") & now("b")) | now("c"))');
    expect(p('now("a") | now("b") -> now("c")')).toBe('((now("a") | now("b")) -> now("c"))');
  });
  it('makes -> right-associative and |, & left-associative', () => {
    expect(p('now("a") -> now("b") -> now("c")')).toBe('(now("a") -> (now("b") -> now("c")))');
    expect(p('now("a") | now("b") | now("c")')).toBe('((now("a") | now("b")) | now("c"))');
    expect(p('now("a") & now("b") & now("c")')).toBe('((now("a") & now("b")) & now("c"))');
  });
  it('binds prefix operators tighter than &, and binary U/W/R/S tighter than prefix operators', () => {
    expect(p('!now("a") & now("b")')).toBe('(!now("a") & now("b"))');
    expect(p('G now("a") U now("b")')).toBe('G(now("a") U now("b"))');
    expect(p('now("a") U now("b") & now("c")')).toBe('((now("a") U now("b")) & now("c"))');
    expect(p('now("a") W G now("b")')).toBe('(now("a") W Gnow("b"))');
    expect(p('now("a") R now("b")')).toBe('(now("a") R now("b"))');
    expect(p('now("a") S now("b")')).toBe('(now("a") S now("b"))');
    expect(p('G F X Y O H !now("a")')).toBe('GFXYOH!now("a")');
  });
  it('lets parentheses override precedence', () => {
    expect(p('(now("a") | now("b")) & now("c")')).toBe('((now("a") | now("b")) & now("c"))');
    expect(p('(now("a") -> now("b")) -> now("c")')).toBe('((now("a") -> now("b")) -> now("c"))');
  });
  it('reads the must-accept formulas of the issue', () => {
    expect(p('G(now("deploy") -> X(G(!now("deploy"))))')).toBe('G(now("deploy") -> XG!now("deploy"))');
    expect(p('G(called("git_rebase") -> before("git_fetch","git_rebase"))')).toBe('G(called("git_rebase") -> before("git_fetch","git_rebase"))');
  });
});

describe('ltl parser: case-insensitivity', () => {
  it('accepts operators and function names in any case', () => {
    expect(p('g(NOW("a") -> x(Now("b")))')).toBe('G(now("a") -> Xnow("b"))');
    expect(p('Before("a","b") & TRUE | False')).toBe('((before("a","b") & true) | false)');
    expect(p('o(now("a")) u h(now("b"))')).toBe('O(now("a") U Hnow("b"))');
    expect(p('now("a") u h(now("b"))')).toBe('(now("a") U Hnow("b"))');
  });
  it('keeps tool names as written', () => {
    expect(p('called("WebFetch")')).toBe('called("WebFetch")');
  });
});

describe('ltl parser: every function form', () => {
  it.each([
    ['called("t")', 'called("t")'],
    ['now("t")', 'now("t")'],
    ['before("a", "b")', 'before("a","b")'],
    ['after("a","b")', 'after("a","b")'],
    ['eventually("t")', 'eventually("t")'],
    ['always("t")', 'always("t")'],
    ['all_before(["t", "u"], "x")', 'all_before(["t","u"],"x")'],
    ['branch_called("ok")', 'branch_called("ok")'],
    ['branch_called("ok", "wrong")', 'branch_called("ok","wrong")'],
    ['called_with("t", force=true, n=3, name="x", v=null, off=FALSE, r=1.5, neg=-2)', 'called_with("t",force=true,n=3,name="x",v=null,off=false,r=1.5,neg=-2)'],
    ['called_with("t")', 'called_with("t")'],
    ['called_n("t", >= 2)', 'called_n("t",>=2)'],
    ['called_n("t", == 0)', 'called_n("t",==0)'],
    ['called_n("t",<3)', 'called_n("t",<3)'],
    ['called_n("t", <= 1)', 'called_n("t",<=1)'],
    ['called_n("t", > 1)', 'called_n("t",>1)'],
    ['in_order(["a","b","c"])', 'in_order(["a","b","c"])'],
    ['within_steps("a","b",3)', 'within_steps("a","b",3)'],
    ['instance_before("a"[2], "b"[1])', 'instance_before("a"[2],"b"[1])'],
    ['count_before(now("a") & now("b"), < 2)', 'count_before((now("a") & now("b")),<2)'],
  ])('%s', (src, expected) => {
    expect(p(src)).toBe(expected);
  });
});

describe('ltl parser: errors at the exact offset', () => {
  it('points at an unknown function, with did-you-mean', () => {
    expect(err('G(now("deploy") -> calld("pytest"))')).toEqual({ message: 'unknown function `calld` (did you mean `called`?)', start: 19, end: 24, at: 'calld' });
  });
  it('points at single-quoted strings', () => {
    expect(err("before('a', 'b')")).toMatchObject({ start: 7, at: "'", message: expect.stringContaining('double quotes') });
  });
  it('points at an unclosed string', () => {
    expect(err('called("x)')).toMatchObject({ start: 7, message: expect.stringContaining('never closed') });
  });
  it('points at the end of a formula missing its `)`', () => {
    const e = err('G(now("a")');
    expect(e.start).toBe(10);
    expect(e.message).toBe('expected `)` to close the `(`, found the end of the formula');
  });
  it('points at a stray token after a complete formula', () => {
    expect(err('now("a") now("b")')).toMatchObject({ start: 9, at: 'now', message: expect.stringContaining('after a complete formula') });
    expect(err('now("a"))')).toMatchObject({ start: 8, at: ')', message: expect.stringContaining('unbalanced') });
  });
  it('points at an unexpected character', () => {
    expect(err('now("a") => now("b")')).toEqual({ message: 'unexpected `=` after a complete formula (join formulas with `&`, `|` or `->`)', start: 9, end: 10, at: '=' });
    expect(err('now("a") # note')).toEqual({ message: 'unexpected character `#`', start: 9, end: 10, at: '#' });
    expect(err('~now("a")')).toEqual({ message: 'unexpected character `~` (negation is `!`)', start: 0, end: 1, at: '~' });
  });
  it('checks argument shapes', () => {
    expect(err('before("a")')).toMatchObject({ start: 10, at: ')', message: 'expected `,`, found `)`' });
    expect(err('called(x)')).toMatchObject({ start: 7, at: 'x', message: 'expected a string in double quotes, found `x`' });
    expect(err('called_n("t", 2)')).toMatchObject({ start: 14, at: '2', message: expect.stringContaining('comparison') });
    expect(err('within_steps("a","b",-1)')).toMatchObject({ start: 21, at: '-1', message: expect.stringContaining('whole number') });
    expect(err('instance_before("a"[0],"b"[1])')).toMatchObject({ start: 20, at: '0', message: expect.stringContaining('at least 1') });
    expect(err('instance_before("a","b")')).toMatchObject({ start: 19, at: ',', message: expect.stringContaining('[N]') });
    expect(err('all_before("a","b")')).toMatchObject({ start: 11, message: expect.stringContaining('`[`') });
    expect(err('called_with("t", force)')).toMatchObject({ start: 22, at: ')', message: 'expected `=` after `force`, found `)`' });
    expect(err('called_with("t", x=[1])')).toMatchObject({ start: 19, at: '[', message: expect.stringContaining('a value') });
  });
  it('says an empty formula is empty', () => {
    expect(err('   ')).toMatchObject({ start: 0, message: 'the formula is empty' });
  });
  it('throws LtlSyntaxError from parseLtl', () => {
    expect(() => parseLtl('G(')).toThrow(LtlSyntaxError);
  });
});

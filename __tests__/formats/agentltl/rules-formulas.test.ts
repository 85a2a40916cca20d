import { describe, expect, it } from '@jest/globals';
import formulaStructured from '../../../src/formats/agentltl/rules/formula-structured.js';
import formulaSyntax from '../../../src/formats/agentltl/rules/formula-syntax.js';
import formulaUnenforceable from '../../../src/formats/agentltl/rules/formula-unenforceable.js';
import ruleKind from '../../../src/formats/agentltl/rules/rule-kind.js';
import { valueToRawOffsets } from '../../../src/formats/agentltl/lib/scalar-offsets.js';
import { at } from '../../helpers/index.js';
import { lint, yamlFile } from './helpers.js';

const rule = (ltl: string) => `rules:\n  - id: r\n    ltl: ${ltl}\n    why: w\n`;

describe('agentltl/formula-syntax', () => {
  const run = (t: string) => lint(formulaSyntax, t);
  it('accepts well-formed formulas in every scalar style', () => {
    expect(run(rule(`'before("a", "b")'`))).toEqual([]);
    expect(run(rule(`"G(now(\\"a\\") -> X(now(\\"b\\")))"`))).toEqual([]);
    expect(run(rule('G(now("a") -> X(now("b")))'))).toEqual([]);
  });
  it('points at the character in a single-quoted scalar', () => {
    const [r, ...rest] = run(rule(`'G(now("deploy") -> calld("pytest"))'`));
    expect(rest).toEqual([]);
    expect(r!.id).toBe('agentltl/formula-syntax');
    expect(r!.effectiveLevel).toBe('error');
    expect(at(r!)).toBe('3:30-3:35');
    expect(r!.message).toBe('cannot parse the formula: unknown function `calld` (did you mean `called`?) (at character 20)');
    expect(r!.notes).toEqual([]);
    expect(r!.suggestion).toBeUndefined();
  });
  it('maps a doubled quote of a single-quoted scalar', () => {
    const [r] = run(rule(`'now(''a'')'`));
    expect(at(r!)).toBe('3:15-3:17');
    expect(r!.message).toContain('double quotes');
  });
  it('decodes the escapes of a double-quoted scalar', () => {
    const [r] = run(rule(`"G(now(\\"a\\") -> calld(\\"b\\"))"`));
    expect(at(r!)).toBe('3:27-3:32');
  });
  it('points into a plain scalar', () => {
    const [r] = run(rule('G(now("a") -> calld("b"))'));
    expect(at(r!)).toBe('3:24-3:29');
  });
  it('marks the whole scalar when the mapping is not certain (block scalar)', () => {
    const [r] = run('rules:\n  - id: r\n    ltl: |\n      G(now("a") -> calld("b"))\n    why: w\n');
    expect(at(r!)).toBe('3:10-5:1');
    expect(r!.notes?.[0]).toContain('could not be mapped');
  });
  it('leaves an empty formula to agentltl/rule-kind', () => {
    expect(run(rule(`''`))).toEqual([]);
    const [r] = lint(ruleKind, rule(`''`));
    expect(at(r!)).toBe('3:10-3:12');
    expect(r!.message).toBe('`ltl:` takes a formula string, not an empty string');
  });
  it('points at the end of an unfinished formula', () => {
    const [r] = run(rule(`'G(now("a")'`));
    expect(at(r!)).toBe('3:21-3:21');
    expect(r!.message).toContain('found the end of the formula');
  });
});

describe('scalar offsets', () => {
  const scalarOf = (yaml: string) => {
    const root = yamlFile(`v: ${yaml}\n`).root;
    if (!root || root.type !== 'map' || root.pairs[0]!.value?.type !== 'scalar') throw new Error('no scalar');
    return root.pairs[0]!.value;
  };
  it('maps double-quoted escapes, including \\x and \\u', () => {
    expect(valueToRawOffsets(scalarOf('"a\\x41\\u00e9\\"b"'))).toEqual([1, 2, 6, 12, 14, 15]);
  });
  it('gives up on multi-line scalars', () => {
    expect(valueToRawOffsets(scalarOf('"a\n  b"'))).toBeUndefined();
  });
});

describe('agentltl/formula-unenforceable', () => {
  const run = (t: string) => lint(formulaUnenforceable, t);
  it('accepts the formulas the issue says must be accepted', () => {
    for (const f of [
      'before("a","b")', '!before("a","b")', 'G(now("deploy") -> X(G(!now("deploy"))))', 'G(now("rm") -> X(now("log")))',
      'G(now("WebFetch") -> G(!now("curl")))', 'G(called("git_rebase") -> before("git_fetch","git_rebase"))',
      'G(now("deploy") -> called("pytest"))', 'within_steps("a","b",3)', 'true', 'false',
    ]) {
      expect([f, run(rule(`'${f}'`))]).toEqual([f, []]);
    }
  });
  it('rejects a formula that fails until some call happens, saying which and suggesting the enforceable form', () => {
    const [r, ...rest] = run(rule(`'called("pytest")'`));
    expect(rest).toEqual([]);
    expect(r!.id).toBe('agentltl/formula-unenforceable');
    expect(r!.effectiveLevel).toBe('error');
    expect(at(r!)).toBe('3:10-3:28');
    expect(r!.message).toContain('fails until some call happens');
    expect(r!.help).toContain('G(now("deploy") -> called("pytest"))');
    expect(r!.suggestion).toBeUndefined();
  });
  it('rejects a formula that can never fail, suggesting a bounded form', () => {
    const rs = run([
      'rules:',
      `  - {id: a, ltl: 'F(called("pytest"))'}`,
      `  - {id: b, ltl: 'G(now("a") -> F(now("b")))'}`,
      `  - {id: c, ltl: 'in_order(["a","b"])'}`,
      `  - {id: d, ltl: 'eventually("x")'}`,
    ].join('\n'));
    expect(rs.map(at)).toEqual(['2:18-2:39', '3:18-3:46', '4:18-4:39', '5:18-5:35']);
    for (const r of rs) expect(r.message).toContain('can never fail before the session ends');
    expect(rs[0]!.help).toContain('within_steps("deploy","notify",3)');
    expect(rs[0]!.help).toContain('before("pytest","git_push")');
    expect(rs[2]!.help).toContain('before("a","b")');
  });
  it('classifies structured formulas too', () => {
    const rs = run([
      'rules:',
      '  - {id: a, formula: {type: Called, args: {tool: x}}}',
      '  - {id: b, formula: {type: Eventually, args: {operand: {type: Now, args: {tool: x}}}}}',
      '  - {id: c, formula: {type: Before, args: {a: x, b: y}}}',
    ].join('\n'));
    expect(rs.map((r) => [at(r), r.message.split(':')[0]])).toEqual([
      ['2:22-2:53', 'this structured formula fails until some call happens'],
      ['3:22-3:87', 'this structured formula can never fail before the session ends (a liveness property)'],
    ]);
  });
  it('leaves formulas that do not parse to formula-syntax', () => {
    expect(run(rule(`'F(calld("x"))'`))).toEqual([]);
  });
});

describe('agentltl/formula-structured', () => {
  const run = (t: string) => lint(formulaStructured, t);
  it('accepts known types with their arguments, nested', () => {
    expect(run([
      'rules:',
      '  - {id: a, formula: {type: Before, args: {a: x, b: y}}}',
      '  - {id: b, formula: {type: Globally, args: {operand: {type: Implies, args: {left: {type: Now, args: {tool: deploy}}, right: {type: Called, args: {tool: pytest}}}}}}}',
      '  - {id: c, formula: {type: CalledNTimes, args: {tool: x, n: 1, op: "<="}}}',
      '  - {id: d, formula: {type: AllBefore, args: {tools: [a, b], target: c}}}',
    ].join('\n'))).toEqual([]);
  });
  it('fixes a case-only type, and names unknown and missing arguments', () => {
    const rs = run('rules:\n  - {id: a, formula: {type: before, args: {first: x, b: y}}}\n');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['2:29-2:35', 'unknown formula type `before` (did you mean `Before`?): the guard rejects the file'],
    ]);
    expect(rs[0]!.id).toBe('agentltl/formula-structured');
    expect(rs[0]!.effectiveLevel).toBe('error');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'Before' }] });
    const rs2 = run('rules:\n  - {id: a, formula: {type: Before, args: {first: x, b: y}}}\n');
    expect(rs2.map((r) => [at(r), r.message])).toEqual([
      ['2:37-2:41', '`Before` needs `a` in `args`'],
      ['2:44-2:49', 'unknown key `first` in the arguments of `Before`: the guard rejects the file'],
    ]);
  });
  it('checks argument values and nested formulas', () => {
    const rs = run('rules:\n  - {id: a, formula: {type: Not, args: {operand: {type: CalledNTimes, args: {tool: x, n: two, op: "=<"}}}}}\n');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['2:90-2:93', '`CalledNTimes.n` takes a whole number, not the string `"two"`'],
      ['2:99-2:103', '`CalledNTimes.op` cannot be the string `"=<"`: it must be one of `==`, `>=`, `<=`, `>` or `<` (did you mean `<`?)'],
    ]);
  });
});

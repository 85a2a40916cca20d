import { describe, expect, it } from '@jest/globals';
import duplicateId from '../../../src/formats/agentltl/rules/duplicate-id.js';
import idFormat, { toKebab } from '../../../src/formats/agentltl/rules/id-format.js';
import ruleKind from '../../../src/formats/agentltl/rules/rule-kind.js';
import ruleLevelFilter from '../../../src/formats/agentltl/rules/rule-level-filter.js';
import whyMissing from '../../../src/formats/agentltl/rules/why-missing.js';
import { at } from '../../helpers/index.js';
import { lint } from './helpers.js';

describe('agentltl/rule-kind', () => {
  const run = (t: string) => lint(ruleKind, t);
  it('accepts each kind in its documented shapes', () => {
    const text = [
      'rules:',
      '  - {id: a, never: x}',
      '  - {id: b, before: [x, y]}',
      '  - {id: c, before: {first: x, then: y, since: z}}',
      '  - {id: d, require: {tool: x, with: {k: v}}}',
      '  - {id: e, at_most: {call: x, times: 0}}',
      '  - {id: f, finally: x}',
      '  - {id: g, finally: {call: x, since: [y, z]}}',
      '  - {id: h, ltl: \'before("a","b")\'}',
      '  - {id: i, formula: {type: Before, args: {a: x, b: y}}}',
      '  - {id: j, never: x, from: 674054a6cf}',
      '  - {id: k, never: x, from: [{file: CLAUDE.md, line: 9, id: abc, text: never push}, abc]}',
    ].join('\n');
    expect(run(text)).toEqual([]);
  });
  it('says none was found, at the id', () => {
    const [r, ...rest] = run('rules:\n  - id: lonely\n    why: no kind\n');
    expect(rest).toEqual([]);
    expect(r!.id).toBe('agentltl/rule-kind');
    expect(r!.effectiveLevel).toBe('error');
    expect(at(r!)).toBe('2:9-2:15');
    expect(r!.message).toBe('rule `lonely` has no kind: it needs exactly one of `never`, `before`, `require`, `at_most`, `finally`, `ltl` or `formula`');
    expect(r!.suggestion).toBeUndefined();
  });
  it('names the extra kind, at its key', () => {
    const [r] = run('rules:\n  - id: two\n    never: x\n    require: {tool: x, with: {k: v}}\n');
    expect(at(r!)).toBe('4:5-4:12');
    expect(r!.message).toContain('`never` and `require`');
    expect(r!.related?.[0]!.span.range.start.line).toBe(3);
  });
  it('checks the before, at_most, finally, ltl and formula shapes', () => {
    const rs = run([
      'rules:',
      '  - {id: a, before: [x]}',
      '  - {id: b, before: {frist: x, then: y}}',
      '  - {id: c, at_most: {call: x, times: 1, since: y}}',
      '  - {id: d, finally: {since: y}}',
      '  - {id: e, ltl: 42}',
      '  - {id: f, formula: {args: {}}}',
    ].join('\n'));
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['2:21-2:24', '`before:` takes `[A, B]` or `{first: A, then: B, since: S}`, not a list of 1'],
      ['3:22-3:27', 'unknown key `frist` in `before:` (did you mean `first`?): the guard rejects the file'],
      ['3:13-3:19', '`before:` needs `first` (`{first: A, then: B, since: S}`)'],
      ['4:42-4:47', 'unknown key `since` in `at_most:`: the guard rejects the file'],
      ['5:13-5:20', '`finally:` needs `call` (`{call: T, since: S}`)'],
      ['6:18-6:20', '`ltl:` takes a formula string, not the number `42`'],
      ['7:13-7:20', '`formula:` needs `type` (`{type: Before, args: {a: x, b: y}}`)'],
    ]);
    // `frist` -> `first` is the one key within reach, and `first` is not there yet.
    expect(rs[1]!.suggestion?.edits[0]!.text).toBe('first');
  });
  it('checks from:', () => {
    const rs = run('rules:\n  - {id: a, never: x, from: {file: CLAUDE.md, lines: 9}}\n');
    expect(rs.map(at)).toEqual(['2:47-2:52']);
    expect(rs[0]!.message).toContain('did you mean `line`?');
    expect(rs[0]!.suggestion?.edits[0]!.text).toBe('line');
  });
});

describe('agentltl/duplicate-id', () => {
  const run = (t: string) => lint(duplicateId, t);
  it('accepts distinct ids', () => {
    expect(run('rules:\n  - {id: a, never: x}\n  - {id: b, never: y}\n')).toEqual([]);
  });
  it('flags the second id, relating the first', () => {
    const [r, ...rest] = run('rules:\n  - id: same\n    never: x\n  - id: same\n    never: y\n');
    expect(rest).toEqual([]);
    expect(r!.id).toBe('agentltl/duplicate-id');
    expect(r!.effectiveLevel).toBe('error');
    expect(at(r!)).toBe('4:9-4:13');
    expect(r!.message).toBe('duplicate rule id `same` (first at line 2): the guard rejects the file');
    expect(at({ range: r!.related![0]!.span.range })).toBe('2:9-2:13');
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('agentltl/id-format', () => {
  const run = (t: string) => lint(idFormat, t);
  it('accepts short kebab-case ids', () => {
    expect(run('rules:\n  - {id: tests-before-push, never: x}\n  - {id: rule2, never: x}\n')).toEqual([]);
  });
  it('flags CamelCase with a MaybeIncorrect kebab rename', () => {
    const [r] = run('rules:\n  - id: NoForcePush\n    never: x\n');
    expect(r!.id).toBe('agentltl/id-format');
    expect(r!.effectiveLevel).toBe('warn');
    expect(at(r!)).toBe('2:9-2:20');
    expect(r!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'no-force-push' }] });
  });
  it('keeps the quoting style in the rename', () => {
    const [r] = run('rules:\n  - id: "Tests before push!"\n    never: x\n');
    expect(at(r!)).toBe('2:9-2:29');
    expect(r!.suggestion?.edits[0]!.text).toBe('"tests-before-push"');
  });
  it('flags a long id without a fix', () => {
    const id = 'a'.repeat(30) + '-' + 'b'.repeat(30);
    const [r] = run(`rules:\n  - id: ${id}\n    never: x\n`);
    expect(r!.message).toContain('61 characters long');
    expect(r!.suggestion).toBeUndefined();
  });
  it('kebab-cases', () => {
    expect(toKebab('No_Force__Push')).toBe('no-force-push');
  });
});

describe('agentltl/rule-level-filter', () => {
  const run = (t: string) => lint(ruleLevelFilter, t);
  it('accepts rule-level with/where on never, require and at_most', () => {
    expect(run([
      'rules:',
      '  - {id: a, never: git_push, with: {force: true}}',
      '  - {id: b, require: rm, where: {paths: "build/**"}}',
      '  - {id: c, at_most: {call: deploy, times: 1}, with: {env: prod}}',
    ].join('\n'))).toEqual([]);
  });
  it('flags them on before, finally and ltl, at the key', () => {
    const rs = run([
      'rules:',
      '  - id: a',
      '    before: [pytest, git_push]',
      '    with: {force: true}',
      '  - {id: b, ltl: \'before("a","b")\', where: {x: y}}',
    ].join('\n'));
    expect(rs.map(at)).toEqual(['4:5-4:9', '5:37-5:42']);
    expect(rs[0]!.id).toBe('agentltl/rule-level-filter');
    expect(rs[0]!.effectiveLevel).toBe('error');
    expect(rs[0]!.message).toContain('`before` rule');
    expect(rs[0]!.help).toContain('move it onto the target');
    expect(rs[1]!.help).toContain('called_with');
    expect(rs.map((r) => r.suggestion)).toEqual([undefined, undefined]);
  });
});

describe('agentltl/why-missing', () => {
  const run = (t: string) => lint(whyMissing, t);
  it('is opt-in (the reference recommends rules without why)', () => {
    expect(whyMissing.meta.optIn).toBe(true);
  });
  it('accepts a rule with a why', () => {
    expect(run('rules:\n  - {id: a, never: x, why: because}\n')).toEqual([]);
  });
  it('flags a missing why at the id, and an empty one at its key', () => {
    const rs = run('rules:\n  - id: a\n    never: x\n  - id: b\n    never: y\n    why: ""\n');
    expect(rs.map(at)).toEqual(['2:9-2:10', '6:5-6:8']);
    expect(rs[0]!.id).toBe('agentltl/why-missing');
    expect(rs[0]!.effectiveLevel).toBe('info');
    expect(rs[0]!.message).toBe('rule `a` has no `why`: a refused agent gets no reason');
    expect(rs[1]!.message).toBe('rule `b` has an empty `why`: a refused agent gets no reason');
    expect(rs[0]!.suggestion).toBeUndefined();
  });
});

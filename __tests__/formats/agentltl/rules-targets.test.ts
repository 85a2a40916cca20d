import { describe, expect, it } from '@jest/globals';
import requireWithoutCondition from '../../../src/formats/agentltl/rules/require-without-condition.js';
import succeeded from '../../../src/formats/agentltl/rules/succeeded-on-current-call.js';
import target from '../../../src/formats/agentltl/rules/target.js';
import variableBinding from '../../../src/formats/agentltl/rules/variable-binding.js';
import { at } from '../../helpers/index.js';
import { parseAs } from '../../helpers/index.js';
import { lint } from './helpers.js';

describe('agentltl/target', () => {
  const run = (t: string) => lint(target, t);
  it('accepts every target form', () => {
    expect(run([
      'rules:',
      '  - {id: a, never: git_push}',
      '  - {id: b, never: "kubectl_*"}',
      '  - {id: c, never: [Edit, Write]}',
      '  - {id: d, never: {tool: [Edit, Write], where: {file_path: ["*.lock", "**/.env"]}, exists: true}}',
      '  - {id: e, never: [{tool: rm, with: {recursive: true, paths: [a, b]}}, {tool: Write, where: {"*": "x/**"}}]}',
      '  - {id: f, before: {first: {tool: pytest, succeeded: false}, then: git_push, since: [Edit, Write]}}',
      '  - {id: g, never: git_push, with: {force: true}, where: {remote: "origin*"}}',
    ].join('\n'))).toEqual([]);
  });
  it('flags a mapping without tool, at its first key', () => {
    const [r, ...rest] = run('rules:\n  - id: a\n    never: {with: {force: true}}\n');
    expect(rest).toEqual([]);
    expect(r!.id).toBe('agentltl/target');
    expect(r!.effectiveLevel).toBe('error');
    expect(at(r!)).toBe('3:13-3:17');
    expect(r!.message).toContain('has no `tool`');
  });
  it('flags non-boolean exists/succeeded, fixing a quoted boolean', () => {
    const rs = run('rules:\n  - id: a\n    never: {tool: rm, exists: "true", succeeded: sometimes}\n');
    expect(rs.map(at)).toEqual(['3:31-3:37', '3:50-3:59']);
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'true' }] });
    expect(rs[1]!.suggestion).toBeUndefined();
  });
  it('flags non-text tool names and globs, and nested lists', () => {
    const rs = run('rules:\n  - id: a\n    never: [[Edit], {tool: [42], where: {file_path: 7, "*": {x: y}}}]\n');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['3:13-3:19', 'a list item of a target is a tool name or a `{tool: ...}` mapping, not a list (write the names in one list)'],
      ['3:29-3:31', 'a tool name must be non-empty text (a `*` makes it a glob), not the number `42`'],
      ['3:53-3:54', '`where.file_path` takes a glob (text) or a list of globs, not the number `7`'],
      ['3:61-3:67', '`where.*` takes a glob (text) or a list of globs, not a mapping'],
    ]);
  });
  it('leaves an unquoted glob that YAML reads as an alias to schema/yaml-invalid, and reads it as the glob meant', () => {
    const text = 'rules:\n  - id: a\n    never: {tool: Edit, where: {file_path: *.env }}\n';
    expect(run(text)).toEqual([]);
    const [p] = parseAs('agentltl', 'AGENTLTL.yaml', text).problems;
    expect(p!.code).toBe('yaml-invalid');
    expect(at(p!)).toBe('3:44-3:49');
    expect(p!.message).toContain('`*.env` is a YAML alias to an anchor that is never defined');
    expect(p!.fix).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"*.env"' }] });
  });
  it('flags an empty target list', () => {
    const [r] = run('rules:\n  - {id: a, never: []}\n');
    expect(at(r!)).toBe('2:20-2:22');
    expect(r!.message).toContain('matches no call');
  });
  it('checks rule-level with values', () => {
    const [r] = run('rules:\n  - {id: a, never: x, with: {force: {really: true}}}\n');
    expect(at(r!)).toBe('2:37-2:51');
  });
});

describe('agentltl/require-without-condition', () => {
  const run = (t: string) => lint(requireWithoutCondition, t);
  it('accepts a require with a condition on the target or at rule level', () => {
    expect(run([
      'rules:',
      '  - {id: a, require: {tool: rm, where: {paths: "build/**"}}}',
      '  - {id: b, require: [rm, cp], where: {paths: "build/**"}}',
    ].join('\n'))).toEqual([]);
  });
  it('flags a bare name at the name and a mapping at its tool key', () => {
    const rs = run('rules:\n  - id: a\n    require: [rm, {tool: cp}, {tool: mv, with: {force: false}}]\n');
    expect(rs.map(at)).toEqual(['3:15-3:17', '3:20-3:24']);
    expect(rs[0]!.id).toBe('agentltl/require-without-condition');
    expect(rs[0]!.effectiveLevel).toBe('error');
    expect(rs[0]!.message).toBe('`require` target `rm` has no `with` or `where`: rule `a` would refuse every call to it');
    expect(rs[1]!.message).toContain('`cp`');
    expect(rs[0]!.suggestion).toBeUndefined();
  });
});

describe('agentltl/succeeded-on-current-call', () => {
  const run = (t: string) => lint(succeeded, t);
  it('accepts succeeded on the sides that look back', () => {
    expect(run([
      'rules:',
      '  - {id: a, before: {first: {tool: pytest, succeeded: true}, then: git_push}}',
      '  - {id: b, finally: {call: {tool: pytest, succeeded: true}, since: Edit}}',
      '  - {id: c, before: [{tool: pytest, succeeded: true}, git_push]}',
    ].join('\n'))).toEqual([]);
  });
  it('flags it on never, require and then, at the key', () => {
    const rs = run([
      'rules:',
      '  - {id: a, never: {tool: git_push, succeeded: false}}',
      '  - {id: b, before: [pytest, {tool: git_push, succeeded: true}]}',
    ].join('\n'));
    expect(rs.map(at)).toEqual(['2:37-2:46', '3:47-3:56']);
    expect(rs[0]!.id).toBe('agentltl/succeeded-on-current-call');
    expect(rs[0]!.effectiveLevel).toBe('warn');
    expect(rs[0]!.message).toContain('a `never` target');
    expect(rs[1]!.message).toContain('the `then` side of a `before`');
    expect(rs[1]!.suggestion).toBeUndefined();
  });
});

describe('agentltl/variable-binding', () => {
  const run = (t: string) => lint(variableBinding, t);
  it('accepts a variable bound on every target of both sides', () => {
    expect(run([
      'rules:',
      '  - id: a',
      '    before:',
      '      first: {tool: Read, with: {file_path: $f}}',
      '      then: [{tool: [Edit, Write], with: {file_path: $f}, exists: true}, {tool: rm, with: {paths: $f}}]',
    ].join('\n'))).toEqual([]);
  });
  it('flags a target that does not bind it', () => {
    const rs = run([
      'rules:',
      '  - id: a',
      '    before:',
      '      first: {tool: Read, with: {file_path: $f}}',
      '      then: [rm, {tool: Write, with: {mode: w}}]',
    ].join('\n'));
    expect(rs.map(at)).toEqual(['5:14-5:16', '5:32-5:36']);
    expect(rs[0]!.id).toBe('agentltl/variable-binding');
    expect(rs[0]!.effectiveLevel).toBe('error');
    expect(rs[0]!.message).toBe('`rm` (the `then` side) does not bind `$f`: every target of both sides of a `before` must bind each variable');
    expect(rs[0]!.help).toBe('write it as `{tool: rm, with: {<argument>: $f}}`');
    expect(rs[0]!.suggestion).toBeUndefined();
  });
  it('flags variables outside before, where on the first side, and since', () => {
    const rs = run([
      'rules:',
      '  - {id: a, never: rm, with: {paths: $f}}',
      '  - id: b',
      '    before:',
      '      first: {tool: Read, with: {file_path: $f}, where: {file_path: "*.py"}}',
      '      then: {tool: Write, with: {file_path: $f}}',
      '      since: Edit',
    ].join('\n'));
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['2:38-2:40', '`$f` is a variable, and variables only work in `before` rules: in rule `a` it is compared as the literal text `$f`'],
      ['5:50-5:55', 'with a variable, the `first` side of a `before` takes `with` values only, not `where`'],
      ['7:7-7:12', '`since` cannot be combined with a variable (`$f`) yet: the guard rejects rule `b`'],
    ]);
  });
});

describe('agentltl/target: keys without values', () => {
  it('points at the key of an empty tool or where value', () => {
    const rs = lint(target, 'rules:\n  - id: a\n    never:\n      tool:\n      where:\n        file_path:\n');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['4:7-4:11', '`tool` has no value'],
      ['6:9-6:18', '`where.file_path` takes a glob (text) or a list of globs, not nothing'],
    ]);
  });
});

describe('agentltl/target: null sides', () => {
  it('accepts `since:` left empty (the guard treats null as absent) and leaves an empty kind to rule-kind', () => {
    expect(lint(target, 'rules:\n  - id: a\n    before: {first: pytest, then: git_push, since: }\n    why: w\n')).toEqual([]);
    expect(lint(target, 'rules:\n  - id: a\n    never:\n    why: w\n')).toEqual([]);
  });
});

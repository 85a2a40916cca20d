import { describe, expect, it } from '@jest/globals';
import { AGENTLTL_LIBRARY } from '../../../src/formats/agentltl/known-values.js';
import disableUnknown from '../../../src/formats/agentltl/rules/disable-unknown.js';
import toolSpec from '../../../src/formats/agentltl/rules/tool-spec.js';
import useUnknown from '../../../src/formats/agentltl/rules/use-unknown.js';
import { at } from '../../helpers/index.js';
import { lint } from './helpers.js';

describe('agentltl/use-unknown', () => {
  const run = (t: string) => lint(useUnknown, t);
  it('accepts every packaged library entry, as a name or with options', () => {
    expect(run(`use: [${AGENTLTL_LIBRARY.join(', ')}]\n`)).toEqual([]);
    expect(run('use:\n  - {devops-secrets: {mode: warn}}\n')).toEqual([]);
  });
  it('flags an unknown name with a certain fix, at the name or the key', () => {
    const rs = run('use:\n  - no-force-pushes\n  - {test-before-push: {mode: warn}}\n  - my-own-rule\n');
    expect(rs.map(at)).toEqual(['2:5-2:20', '3:6-3:22', '4:5-4:16']);
    expect(rs[0]!.id).toBe('agentltl/use-unknown');
    expect(rs[0]!.effectiveLevel).toBe('error');
    expect(rs[0]!.message).toBe('`no-force-pushes` is not a packaged library rule (did you mean `no-force-push`?): the guard rejects the file');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'no-force-push' }] });
    expect(rs[1]!.suggestion?.edits[0]!.text).toBe('tests-before-push');
    expect(rs[2]!.suggestion).toBeUndefined();
  });
  it('gives neither a guess nor a fix for a name near no entry', () => {
    const [r] = run('use: [no-cla-coauthor]\n');
    expect(at(r!)).toBe('1:7-1:22');
    expect(r!.message).not.toContain('did you mean');
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('agentltl/disable-unknown', () => {
  const run = (t: string) => lint(disableUnknown, t);
  it('accepts own ids, packaged rule ids and the built-in', () => {
    expect(run('disable: [memory-first, no-force-push, subagents-on-sonnet-no-fork, mine]\nrules:\n  - {id: mine, never: x}\n')).toEqual([]);
  });
  it('notes an unknown id, saying a user-level file may define it', () => {
    const rs = run('disable: [memory-frist, team-rule]\n');
    expect(rs.map(at)).toEqual(['1:11-1:23', '1:25-1:34']);
    expect(rs[0]!.id).toBe('agentltl/disable-unknown');
    expect(rs[0]!.effectiveLevel).toBe('info');
    expect(rs[0]!.message).toContain('did you mean `memory-first`?');
    expect(rs[0]!.message).toContain('~/.claude/AGENTLTL.yaml');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: 'memory-first' }] });
    expect(rs[1]!.suggestion).toBeUndefined();
  });
  it('says a bundle is not a rule id', () => {
    const [r] = run('disable: [devops-secrets]\n');
    expect(r!.message).toContain('is a library bundle, not a rule id');
  });
});

describe('agentltl/tool-spec', () => {
  const run = (t: string) => lint(toolSpec, t);
  it('accepts the reference specs and every documented key', () => {
    expect(run([
      'tools:',
      '  deploy: {options: [{flags: [--prod], type: bool}]}',
      '  helm:',
      '    extend: true',
      '    options:',
      '      - {flags: [-n, --namespace], global: true, dest: ns}',
      '    subcommands:',
      '      upgrade: {positionals: [{name: release}, {name: chart, nargs: "?"}], aliases: [up]}',
      '  mytool:',
    ].join('\n'))).toEqual([]);
  });
  it('flags flags written as a string with a certain fix, an unknown type and an unknown key', () => {
    const rs = run([
      'tools:',
      '  alembic:',
      '    subcommands:',
      '      revision:',
      '        options:',
      '          - {flags: --autogenerate, type: boolean}',
      '  helm:',
      '    subcommand: {}',
    ].join('\n'));
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['6:21-6:35', '`flags` must be a list: a single string would be read one character at a time'],
      ['6:43-6:50', '`type` cannot be the string `"boolean"`: it must be one of `str`, `bool`, `count`, `list` or `int`'],
      ['8:5-8:15', 'unknown key `subcommand` in the spec of `helm` (did you mean `subcommands`?): the guard rejects the file'],
    ]);
    expect(rs[0]!.id).toBe('agentltl/tool-spec');
    expect(rs[0]!.effectiveLevel).toBe('error');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '[--autogenerate]' }] });
    expect(rs[2]!.suggestion?.edits[0]!.text).toBe('subcommands');
  });
  it('flags an option without flags, a flag without a dash and a positional without a name', () => {
    const rs = run('tools:\n  x: {options: [{type: bool}, {flags: [prod]}], positionals: [{nargs: 2}]}\n');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['2:18-2:22', 'this option has no `flags`: list how it is written, e.g. `flags: [-n, --namespace]`'],
      ['2:40-2:44', 'a flag starts with `-` (`-m`, `--message`), not the string `"prod"`'],
      ['2:64-2:69', 'this positional has no `name`: the argument would have no name for rules to use'],
    ]);
  });
});

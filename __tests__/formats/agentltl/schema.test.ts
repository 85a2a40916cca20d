import { describe, expect, it } from '@jest/globals';
import schema from '../../../src/formats/agentltl/rules/schema.js';
import { at } from '../../helpers/index.js';
import { lint } from './helpers.js';

const run = (text: string) => lint(schema, text);

describe('agentltl/schema', () => {
  it('accepts every documented setting', () => {
    const text = [
      'version: 1',
      'settings:',
      '  mode: retry',
      '  retries: 2',
      '  retry_counting: hybrid',
      '  report: 1',
      '  finish_retries: 0',
      '  unparseable: deny',
      '  announce: false',
      '  scope: project',
      '  memory_first: no',
      '  scan_output: yes',
      'use: [no-force-push, {tests-before-push: {mode: log, scope: project, from: abc123}}]',
      'disable: []',
      'rules: []',
      'tools: {}',
    ].join('\n');
    expect(run(text)).toEqual([]);
  });

  it('accepts an empty file', () => {
    expect(run('')).toEqual([]);
    expect(run('# only a comment\n')).toEqual([]);
  });

  it('flags an unknown top-level key at the key, with a certain rename', () => {
    const [r, ...rest] = run('setings:\n  mode: warn\n');
    expect(rest).toEqual([]);
    expect(r!.id).toBe('agentltl/schema');
    expect(r!.effectiveLevel).toBe('error');
    expect(at(r!)).toBe('1:1-1:8');
    expect(r!.message).toBe('unknown key `setings` in the top level (did you mean `settings`?): the guard rejects the file');
    expect(r!.suggestion?.applicability).toBe('MachineApplicable');
    expect(r!.suggestion?.edits[0]!.text).toBe('settings');
  });

  it('names the nearest key of a short misspelling (`rule` -> `rules`)', () => {
    const [r] = run('rule: []\n');
    expect(at(r!)).toBe('1:1-1:5');
    expect(r!.message).toBe('unknown key `rule` in the top level (did you mean `rules`?): the guard rejects the file');
  });

  it('offers no rename when the corrected key already exists', () => {
    const [r] = run('settings: {}\nsetings: {}\n');
    expect(at(r!)).toBe('2:1-2:8');
    expect(r!.suggestion).toBeUndefined();
  });

  it('flags a misspelt closed-enum value with did-you-mean and a unique fix', () => {
    const [r, ...rest] = run('settings:\n  retry_counting: consecutiv\n');
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('2:19-2:29');
    expect(r!.message).toContain('did you mean `consecutive`?');
    expect(r!.suggestion?.applicability).toBe('MachineApplicable');
    expect(r!.suggestion?.edits[0]!.text).toBe('consecutive');
  });

  it('fixes a case-only mismatch of a rule mode', () => {
    const [r] = run('rules:\n  - id: a\n    never: x\n    why: y\n    mode: Warn\n');
    expect(at(r!)).toBe('5:11-5:15');
    expect(r!.suggestion?.edits[0]!.text).toBe('warn');
  });

  it('gives no fix when two values are equally close', () => {
    const [r] = run('settings:\n  mode: stock\n');
    expect(at(r!)).toBe('2:9-2:14');
    expect(r!.message).toContain('did you mean `block`?');
    expect(r!.suggestion).toBeUndefined();
  });

  it('flags an enum key with no value at the key', () => {
    const [r] = run('settings:\n  mode:\n');
    expect(at(r!)).toBe('2:3-2:7');
    expect(r!.message).toBe('`settings.mode` has no value: it takes one of `block`, `warn`, `retry`, `ask`, `stop` or `log`');
  });

  it('checks integers and their bounds, unquoting a quoted number', () => {
    const rs = run('settings:\n  retries: "3"\n  report: 0\n  finish_retries: -1\n');
    expect(rs.map(at)).toEqual(['2:12-2:15', '3:11-3:12', '4:19-4:21']);
    expect(rs[0]!.message).toBe('`settings.retries` must be a whole number >= 1, not the string `"3"`');
    expect(rs[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '3' }] });
    expect(rs[1]!.message).toBe('`settings.report` must be >= 1, not 0');
    expect(rs[2]!.message).toBe('`settings.finish_retries` must be >= 0, not -1');
  });

  it('checks booleans (YAML 1.1 yes/no are booleans to the guard)', () => {
    const rs = run('settings:\n  announce: "true"\n  scan_output: 1\n  memory_first: off\n');
    expect(rs.map(at)).toEqual(['2:13-2:19', '3:16-3:17']);
    expect(rs[0]!.suggestion?.edits[0]!.text).toBe('true');
    expect(rs[1]!.suggestion).toBeUndefined();
  });

  it('checks unparseable as a value or {interactive, auto}', () => {
    const rs = run('settings:\n  unparseable: {interactive: ask, autom: note, auto: maybe}\n');
    expect(rs.map(at)).toEqual(['2:35-2:40', '2:54-2:59']);
    expect(rs[0]!.message).toContain('did you mean `auto`?');
    expect(rs[0]!.suggestion).toBeUndefined(); // `auto` already present
    expect(rs[1]!.message).toContain('must be one of `ask`, `note`, `allow` or `deny`');
  });

  it('checks the at_most count', () => {
    const [r] = run('rules:\n  - id: a\n    at_most: {call: x, times: -1}\n    why: y\n');
    expect(at(r!)).toBe('3:31-3:33');
    expect(r!.message).toBe('`at_most.times` must be >= 0, not -1');
  });

  it('flags unknown rule and target keys', () => {
    const rs = run('rules:\n  - id: a\n    never: {tool: x, whith: {force: true}}\n    why: y\n    mdoe: warn\n');
    expect(rs.map(at).sort()).toEqual(['3:22-3:27', '5:5-5:9']);
    const byAt = Object.fromEntries(rs.map((r) => [at(r), r]));
    expect(byAt['3:22-3:27']!.suggestion?.edits[0]!.text).toBe('with');
    expect(byAt['5:5-5:9']!.suggestion?.edits[0]!.text).toBe('mode');
  });

  it('flags a rule without id, and a non-mapping rule', () => {
    const rs = run('rules:\n  - never: x\n    why: y\n  - just-a-name\n');
    expect(rs.map((r) => [at(r), r.message])).toEqual([
      ['4:5-4:16', 'a rule must be a mapping with an `id` and one rule kind, not the string `"just-a-name"`'],
      ['2:5-2:10', 'this rule has no `id`: the guard rejects it (every rule needs a unique short kebab-case id)'],
    ]);
  });

  it('makes a single disable id a list', () => {
    const [r] = run('disable: memory-first\n');
    expect(at(r!)).toBe('1:10-1:22');
    expect(r!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '[memory-first]' }] });
  });

  it('checks use entries and their options', () => {
    const rs = run('use:\n  - 42\n  - {no-force-push: {mode: wran, colour: red}}\n');
    expect(rs.map(at)).toEqual(['2:5-2:7', '3:28-3:32', '3:34-3:40']);
    expect(rs[1]!.suggestion?.edits[0]!.text).toBe('warn');
  });

  it('flags a root that is not a mapping', () => {
    const [r] = run('- id: a\n');
    expect(at(r!)).toBe('1:1-2:1');
    expect(r!.message).toContain('must be a mapping');
  });
});

/**
 * The frontmatter model of issue 10 §2, each case backed by a recorded oracle case
 * (oracle/claude-code/constructs.json, Claude Code 2.1.332): exact rule ids, levels, lines, columns, fixes.
 */
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../../src/engine/run.js';
import { at, removeTree, writeTree } from '../../helpers/index.js';

const recorded = JSON.parse(readFileSync('oracle/claude-code/constructs.json', 'utf8')) as {
  cases: Array<{ id: string; verdict: { pluginAgent: { parse: string; loaded: string | null }; projectAgent: { loaded: string | null } } }>;
};
const oracle = (id: string) => recorded.cases.find((c) => c.id === id)!.verdict;

let roots: string[] = [];
afterEach(() => { roots.forEach(removeTree); roots = []; });
function findings(path: string, text: string) {
  const root = writeTree({ [path]: text });
  roots.push(root);
  return lint({ root }).diagnostics.map((d) => ({ kind: d.kind, level: d.level, at: at(d.span), message: d.message, fix: d.suggestion?.edits.map((e) => e.text) }));
}
const AGENT = '.claude/agents/a.md';

describe('text Claude Code reads only through its re-read', () => {
  test('an unquoted `: ` is schema/yaml-strict (warn) with a quoting fix, and every field is read', () => {
    expect(oracle('x-colon-space').projectAgent.loaded).toBe('Use when: the user asks (Tools: All tools)');
    const f = findings(AGENT, '---\nname: a\ndescription: Use when: the user asks\n---\nbody\n');
    expect(f.map((x) => [x.kind, x.level, x.at, x.fix])).toEqual([['schema/yaml-strict', 'warn', '3:14-3:15', ['"Use when: the user asks"']]]);
  });
  test.each([['x-colon-space', 'x-colon-space-fixed'], ['x-lead-star', 'x-lead-star-fixed'], ['x-hash-plus-retry', 'x-hash-plus-retry-fixed']])(
    'oracle: %s and its quoted fix %s load the same value', (orig, fixed) => {
      expect(oracle(fixed).projectAgent.loaded).toBe(oracle(orig).projectAgent.loaded);
      expect(oracle(fixed).pluginAgent.loaded).toBe(oracle(orig).pluginAgent.loaded);
    });
  test('the fixed file reads the same value (the fix quotes what the re-read quotes)', () => {
    const f = findings(AGENT, '---\nname: a\ndescription: "Use when: the user asks"\n---\nbody\n');
    expect(f).toEqual([]);
  });
});

describe('one finding per unreadable file', () => {
  test('a continuation line at column 0: one schema/yaml-invalid at that line, no field-level finding', () => {
    expect(oracle('x-continuation-col0').pluginAgent.parse).toBe('failed');
    expect(oracle('x-continuation-col0').projectAgent.loaded).toBeNull();
    expect(oracle('x-continuation-col0').pluginAgent.loaded).toBe('Agent from oracle plugin (Tools: All tools)');
    const f = findings(AGENT, '---\nname: a\ndescription: line one\nline two\nContext: x\nuser: y\ntools: Nope, Bad(\n---\nbody\n');
    expect(f.map((x) => [x.kind, x.level, x.at])).toEqual([['schema/yaml-invalid', 'error', '4:1-4:9']]);
    expect(f[0]!.message).toMatch(/^Claude Code cannot read this frontmatter and drops every field: [^;]+; this project agent is not loaded at all$/);
  });
  test('the message says what happens to the kind of the file (plugin agent, skill, command)', () => {
    const broken = '---\nname: a\ndescription: line one\nline two\n---\nFirst body line\n';
    const plugin = { '.claude-plugin/plugin.json': '{ "name": "p" }' };
    const message = (files: Record<string, string>, path: string) => {
      const root = writeTree(files);
      roots.push(root);
      return lint({ root }).diagnostics.filter((d) => d.kind === 'schema/yaml-invalid' && d.span.path === path).map((d) => [at(d.span), d.message.replace(/^.*drops every field: [^;]*; /, '')]);
    };
    expect(oracle('x-continuation-col0').pluginAgent.loaded).toBe('Agent from oracle plugin (Tools: All tools)');
    expect(message({ ...plugin, 'agents/a.md': broken }, 'agents/a.md')).toEqual([
      ['4:1-4:9', 'this plugin agent still loads, under its file name, with a placeholder description ("Agent from <plugin> plugin") and all tools'],
    ]);
    const skillOrCommand = (kind: string) => `this ${kind} still loads, with its first body line as description and its \`allowed-tools\`, \`disable-model-invocation\` and other fields dropped`;
    expect(message({ '.claude/skills/s/SKILL.md': broken }, '.claude/skills/s/SKILL.md')).toEqual([['4:1-4:9', skillOrCommand('skill')]]);
    expect(message({ '.claude/commands/c.md': broken }, '.claude/commands/c.md')).toEqual([['4:1-4:9', skillOrCommand('command')]]);
  });
  test('CRLF plus a value that needs the re-read fails, and the message says why', () => {
    expect(oracle('x-crlf-colon').pluginAgent.parse).toBe('failed');
    expect(oracle('x-crlf-plain').pluginAgent.parse).toBe('ok');
    const f = findings(AGENT, '---\r\nname: a\r\ndescription: Use when: needed\r\n---\r\nbody\r\n');
    expect(f.map((x) => [x.kind, x.level, x.at])).toEqual([['schema/yaml-invalid', 'error', '3:14-3:15']]);
    expect(f[0]!.message).toContain('CRLF');
  });
});

describe('silent value loss', () => {
  test('` #` cuts an unquoted value: schema/value-cut at the comment, naming what Claude Code reads', () => {
    expect(oracle('x-hash-comment').projectAgent.loaded).toBe('Handles issue (Tools: All tools)');
    const f = findings(AGENT, '---\nname: a\ndescription: Handles issue #42 and more\n---\nbody\n');
    expect(f.map((x) => [x.kind, x.level, x.at, x.fix])).toEqual([['schema/value-cut', 'warn', '3:28-3:40', ['"Handles issue #42 and more"']]]);
    expect(f[0]!.message).toBe('`#42 and more` is a YAML comment: Claude Code reads `description` as `Handles issue`, without it');
  });
  test('`---` inside a value ends the frontmatter there', () => {
    expect(oracle('x-dashes-in-value').projectAgent.loaded).toBe('foo (Tools: All tools)');
    const f = findings(AGENT, '---\nname: a\ndescription: foo --- bar\nmodel: sonnet\n---\nbody\n');
    expect(f.filter((x) => x.kind.startsWith('schema/')).map((x) => [x.kind, x.level, x.at])).toEqual([['schema/value-cut', 'warn', '3:18-3:21']]);
  });
  test('a `...` line does not end the frontmatter: Claude Code fails to read it', () => {
    expect(oracle('x-dots-line').pluginAgent.parse).toBe('failed');
    const f = findings(AGENT, '---\nname: a\ndescription: d\n...\nmodel: sonnet\n---\nbody\n');
    expect(f.map((x) => [x.kind, x.level])).toEqual([['schema/yaml-invalid', 'error']]);
  });
  test('duplicate keys: a warning naming the value that wins (the last one)', () => {
    expect(oracle('x-dup-key').projectAgent.loaded).toBe('second (Tools: All tools)');
    const f = findings(AGENT, '---\nname: a\ndescription: first\ndescription: second\n---\nbody\n');
    expect(f.map((x) => [x.kind, x.level, x.at])).toEqual([['schema/duplicate-key', 'warn', '4:1-4:12']]);
    expect(f[0]!.message).toContain('keep the last value (here `second`)');
  });
  test('duplicate keys in a file only the re-read loads: still reported, naming the last value', () => {
    // x-dup-key-retry: `model: a: b` sends the file through the re-read, which keeps `description: second`.
    expect(oracle('x-dup-key-retry').projectAgent.loaded).toBe('second (Tools: All tools)');
    const f = findings(AGENT, '---\nname: a\ndescription: first\ndescription: second\nmodel: a: b\n---\nbody\n');
    const dup = f.filter((x) => x.kind === 'schema/duplicate-key');
    expect(dup.map((x) => [x.kind, x.level, x.at])).toEqual([['schema/duplicate-key', 'warn', '4:1-4:12']]);
    expect(dup[0]!.message).toContain('Claude Code keeps the last value (here `second`)');
    expect(f.map((x) => x.kind)).toContain('schema/yaml-strict');
  });
  test('a duplicate `name` in a file only the re-read loads: the agent is registered under the last one', () => {
    // x-dup-name-retry: no agent is found under the first name; the skill (found by its folder) loads.
    expect(oracle('x-dup-name-retry').projectAgent.loaded).toBeNull();
    const f = findings(AGENT, '---\nname: first\nname: second\ndescription: a: b\n---\nbody\n');
    const dup = f.filter((x) => x.kind === 'schema/duplicate-key');
    expect(dup.map((x) => [x.kind, x.level, x.at])).toEqual([['schema/duplicate-key', 'warn', '3:1-3:5']]);
    expect(dup[0]!.message).toBe('duplicate key `name` (first at line 2): Claude Code keeps the last value (here `second`) and silently drops the earlier one; strict YAML parsers reject the file');
  });
});

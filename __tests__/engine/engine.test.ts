import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

const AGENT = '---\nname: a\ndescription: d\nmodel: opus\ncolor: magenta\n---\nbody\n';
function run(config: string | undefined, files: Record<string, string> = {}, callSite: Array<{ key: string; setting: 'allow' | 'warn' | 'deny' }> = []) {
  const root = writeTree({ '.claude/agents/a.md': AGENT, ...(config !== undefined ? { '.agentlint.yml': config } : {}), ...files });
  roots.push(root);
  return lint({ root, callSite });
}
const kinds = (r: ReturnType<typeof run>) => r.diagnostics.map((d) => `${d.kind}:${d.level}`);

describe('opt-in rules', () => {
  it('do not run without a block', () => {
    expect(kinds(run(undefined))).toEqual(['agents/field-enums:warn']);
  });
  it('run with an empty-options block and report loudly per artifact when options are unusable', () => {
    const r = run('rules:\n  agents/model-policy:\n');
    const cfg = r.diagnostics.filter((d) => d.kind === 'config/rule-options');
    expect(cfg).toHaveLength(1);
    expect(cfg[0]!.span).toMatchObject({ path: '.agentlint.yml', range: { start: { line: 2, column: 3 }, end: { line: 2, column: 22 } } });
    expect(cfg[0]!.message).toContain('agent `a` (.claude/agents/a.md) was not checked');
    expect(cfg[0]!.level).toBe('error');
  });
  it('run with usable options', () => {
    const r = run('rules:\n  agents/model-policy:\n    require: inherit\n');
    const d = r.diagnostics.find((x) => x.kind === 'agents/model-policy')!;
    expect(d.level).toBe('error');
    expect(d.span.range.start).toMatchObject({ line: 4, column: 8 });
  });
  it('stay off with enabled: false', () => {
    expect(kinds(run('rules:\n  agents/model-policy:\n    enabled: false\n    require: inherit\n'))).toEqual(['agents/field-enums:warn']);
  });
  it('mcp/server-allowlist keeps its loud error when enabled without allowlist', () => {
    const r = run('rules:\n  mcp/server-allowlist: {}\n', { '.mcp.json': '{"mcpServers": {"gh": {"type": "http", "url": "https://x"}}}' });
    expect(r.diagnostics.filter((d) => d.kind === 'config/rule-options').map((d) => d.span.element)).toEqual([{ type: 'mcp', name: 'gh' }]);
  });
  it('always-on rules can be disabled with enabled: false', () => {
    expect(kinds(run('rules:\n  agents/field-enums:\n    enabled: false\n'))).toEqual([]);
  });
});

describe('level layers', () => {
  it('config lints: exact kind beats category beats all', () => {
    expect(kinds(run('lints:\n  all: allow\n  category:correctness: deny\n'))).toEqual(['agents/field-enums:error']);
    expect(kinds(run('lints:\n  category:correctness: deny\n  agents/field-enums: warn\n'))).toEqual(['agents/field-enums:warn']);
  });
  it('allow moves findings to suppressed[] with their source', () => {
    const r = run('lints:\n  agents/field-enums: allow\n');
    expect(r.diagnostics).toEqual([]);
    expect(r.suppressed.map((s) => [s.kind, s.source])).toEqual([['agents/field-enums', 'config']]);
  });
  it('the artifact layer beats config, and call-site beats both, first layer with any match wins outright', () => {
    const files = { '.claude/agents/a.md': AGENT.replace('---\nbody', 'lints:\n  all: deny\n---\nbody') };
    expect(kinds(run('lints:\n  agents/field-enums: allow\n', files))).toEqual(['agents/field-enums:error']);
    const r = run('lints:\n  agents/field-enums: deny\n', files, [{ key: 'category:correctness', setting: 'allow' }]);
    expect(r.diagnostics).toEqual([]);
    expect(r.suppressed.map((s) => s.source)).toEqual(['call-site']);
    const art = run(undefined, { '.claude/agents/a.md': AGENT.replace('---\nbody', 'lints:\n  agents/field-enums: allow\n---\nbody') });
    expect(art.suppressed.map((s) => s.source)).toEqual(['artifact:.claude/agents/a.md']);
  });
});

describe('meta diagnostics', () => {
  it('config/unknown-lint-kind for keys and values, with did-you-mean', () => {
    const r = run('lints:\n  agents/feild-enums: deny\n  all: loud\n');
    const m = r.diagnostics.filter((d) => d.kind === 'config/unknown-lint-kind');
    expect(m.map((d) => [d.span.range.start.line, d.span.range.start.column])).toEqual([[2, 3], [3, 8]]);
    expect(m[0]!.message).toContain('did you mean `agents/field-enums`?');
    expect(m[0]!.suggestion!.edits[0]!.text).toBe('agents/field-enums');
  });
  it('config/unknown-rule for a block naming no rule', () => {
    const r = run('rules:\n  agents/model-polcy:\n    require: inherit\n');
    const d = r.diagnostics.find((x) => x.kind === 'config/unknown-rule')!;
    expect(d.span.range.start).toMatchObject({ line: 2, column: 3 });
    expect(d.message).toContain('did you mean `agents/model-policy`?');
  });
  it('config/non-suppressible-lint for an exact allow of a config kind, which stays reported', () => {
    const r = run('lints:\n  config/unknown-rule: allow\nrules:\n  nope/nope: {}\n');
    expect(kinds(r)).toEqual(expect.arrayContaining(['config/non-suppressible-lint:warn', 'config/unknown-rule:warn']));
    expect(r.suppressed).toEqual([]);
  });
  it('config/invalid with positions for schema errors', () => {
    const r = run('ignore: vendor/**\nlintz: {}\n');
    expect(r.diagnostics.filter((d) => d.kind === 'config/invalid').map((d) => [d.span.range.start.line, d.span.range.start.column])).toEqual([[1, 9], [2, 1]]);
  });
  it('unknown keys in an artifact lints map are reported in the artifact', () => {
    const r = run(undefined, { '.claude/agents/a.md': AGENT.replace('---\nbody', 'lints:\n  agents/nope: allow\n---\nbody') });
    const d = r.diagnostics.find((x) => x.kind === 'config/unknown-lint-kind')!;
    expect(d.span.path).toBe('.claude/agents/a.md');
    expect(d.notes).toEqual(['declared by: artifact:.claude/agents/a.md']);
  });
});

describe('output document and fingerprints', () => {
  it('always has every field', () => {
    const root = writeTree({ 'README.md': 'nothing here' });
    roots.push(root);
    const r = lint({ root });
    expect(Object.keys(r).sort()).toEqual(['diagnostics', 'filesChecked', 'ruleset', 'schemaVersion', 'skipped', 'suppressed', 'tool']);
    expect(r).toMatchObject({ schemaVersion: 1, filesChecked: 0, diagnostics: [], suppressed: [], skipped: [] });
  });
  it('pins the default ruleset fingerprint so any change to the registry is deliberate', () => {
    // Update this value on purpose when a rule is added, removed or changes level, kinds or category.
    expect(run(undefined).ruleset.fingerprint).toBe(PINNED_FINGERPRINT);
  });
  it('changes the ruleset fingerprint when config changes a level or enables a rule', () => {
    const base = run(undefined).ruleset.fingerprint;
    expect(run('lints:\n  agents/field-enums: deny\n').ruleset.fingerprint).not.toBe(base);
    expect(run('rules:\n  agents/model-policy:\n    require: inherit\n').ruleset.fingerprint).not.toBe(base);
  });
  it('gives findings fingerprints that survive line moves', () => {
    const a = run(undefined).diagnostics[0]!;
    const b = run(undefined, { '.claude/agents/a.md': AGENT.replace('model: opus\n', 'model: opus\ntools: Read\n\n') }).diagnostics[0]!;
    expect(a.span.range.start.line).not.toBe(b.span.range.start.line);
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });
});

const PINNED_FINGERPRINT = 'fec4ff63';

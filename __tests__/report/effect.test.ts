/**
 * A finding's effect (src/diagnostics/effect.ts): every rule declares a valid one, the engine puts the report's
 * or the rule's on each diagnostic, and the JSON report, SARIF and the language server carry it.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { lint } from '../../src/engine/run.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { EFFECTS, EFFECT_VALUES, isEffect } from '../../src/diagnostics/effect.js';
import { formatJson } from '../../src/report/json.js';
import { toSarif } from '../../src/report/sarif.js';
import { toLspDiagnostic } from '../../src/lsp/convert.js';
import { sourceFile } from '../../src/artifacts/source.js';
import { removeTree, writeTree } from '../helpers/index.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
function run(files: Record<string, string>): Diagnostic[] {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root, suppressionsFile: false }).diagnostics;
}
const effectsOf = (ds: Diagnostic[], kind: string) => ds.filter((d) => d.kind === kind).map((d) => d.effect);

describe('every rule declares its effect', () => {
  it('is one of the closed set, each documented', () => {
    expect(EFFECT_VALUES).toEqual(['not-loaded', 'refused', 'ignored', 'fails-at-run-time', 'style', 'unsafe', 'config']);
    for (const e of EFFECT_VALUES) expect(EFFECTS[e].length).toBeGreaterThan(20);
    const bad = ALL_RULES.filter((r) => !isEffect(r.meta.effect)).map((r) => r.meta.id);
    expect(bad).toEqual([]);
  });

  it('configuration rules are `config`, and only they', () => {
    const config = ALL_RULES.filter((r) => r.meta.effect === 'config').map((r) => r.meta.id);
    expect(config.length).toBeGreaterThan(0);
    expect(config.every((id) => id.startsWith('config/'))).toBe(true);
  });

  it('representative rules', () => {
    const meta = (id: string) => ALL_RULES.find((r) => r.meta.id === id)!.meta.effect;
    expect(meta('schema/unknown-field')).toBe('ignored');
    expect(meta('agents/model-valid')).toBe('fails-at-run-time');
    expect(meta('copilot/agent-dropped')).toBe('not-loaded');
    expect(meta('codex/config-schema')).toBe('refused');
    expect(meta('skills/body-size')).toBe('style');
    expect(meta('hooks/command-script-missing')).toBe('fails-at-run-time');
  });
});

describe('a diagnostic carries the report\'s effect, else the rule\'s', () => {
  it('agents/tools-known: one unknown tool is ignored, no known tool at all fails at run time', () => {
    const ds = run({
      '.claude/agents/one.md': '---\nname: one\ndescription: One unknown tool.\ntools: Read, Wrte\n---\nBody.\n',
      '.claude/agents/none.md': '---\nname: none\ndescription: No known tool.\ntools: Wrte, Raed\n---\nBody.\n',
    });
    const one = ds.filter((d) => d.kind === 'agents/tools-known' && d.span.path.endsWith('/one.md'));
    const none = ds.filter((d) => d.kind === 'agents/tools-known' && d.span.path.endsWith('/none.md'));
    expect(one.map((d) => d.effect)).toEqual(['ignored']);
    expect(none.map((d) => d.effect)).toContain('fails-at-run-time');
  });

  it('schema/frontmatter-required: a project agent without name is not loaded, a plugin agent without name is style', () => {
    const ds = run({
      '.claude/agents/a.md': '---\ndescription: No name.\n---\nBody.\n',
      'plug/.claude-plugin/plugin.json': '{ "name": "plug" }\n',
      'plug/agents/b.md': '---\ndescription: No name.\n---\nBody.\n',
    });
    const by = (p: string) => ds.filter((d) => d.kind === 'schema/frontmatter-required' && d.span.path === p).map((d) => d.effect);
    expect(by('.claude/agents/a.md')).toEqual(['not-loaded']);
    expect(by('plug/agents/b.md')).toEqual(['style']);
  });

  it('schema/yaml-invalid: a project agent is not loaded, a skill loads with its fields dropped', () => {
    const ds = run({
      '.claude/agents/a.md': '---\nname: a\ndescription: x\n  bad: [\n---\nBody.\n',
      '.claude/skills/s/SKILL.md': '---\nname: s\ndescription: x\n  bad: [\n---\nBody.\n',
    });
    const by = (p: string) => ds.filter((d) => d.kind === 'schema/yaml-invalid' && d.span.path === p).map((d) => d.effect);
    expect(by('.claude/agents/a.md')).toEqual(['not-loaded']);
    expect(by('.claude/skills/s/SKILL.md')).toEqual(['ignored']);
  });

  it('a rule without overrides gives its meta effect', () => {
    const ds = run({ '.claude/agents/a.md': '---\nname: a\ndescription: A.\nmodle: sonnet\n---\nBody.\n' });
    expect(effectsOf(ds, 'schema/unknown-field')).toEqual(['ignored']);
  });
});

describe('the reports carry it', () => {
  const files = { '.claude/agents/a.md': '---\nname: a\ndescription: A.\ntools: Read, Wrte\n---\nBody.\n' };

  it('JSON: `effect` on each diagnostic', () => {
    const root = writeTree(files);
    roots.push(root);
    const doc = JSON.parse(formatJson(lint({ root, suppressionsFile: false }))) as { diagnostics: Array<{ kind: string; effect: string }> };
    expect(doc.diagnostics.find((d) => d.kind === 'agents/tools-known')?.effect).toBe('ignored');
    expect(doc.diagnostics.every((d) => isEffect(d.effect))).toBe(true);
  });

  it('SARIF: result.properties.effect and the rule\'s in rules[].properties.effect', () => {
    const root = writeTree(files);
    roots.push(root);
    const log = toSarif(lint({ root, suppressionsFile: false }), ALL_RULES);
    const run0 = log.runs[0]!;
    const result = run0.results.find((r) => r.ruleId === 'agents/tools-known')!;
    expect(result.properties?.effect).toBe('ignored');
    const rule = run0.tool.driver.rules!.find((r) => r.id === 'agents/model-valid')!;
    expect(rule.properties.effect).toBe('fails-at-run-time');
  });

  it('LSP: Diagnostic.data.effect', () => {
    const ds = run(files);
    const d = ds.find((x) => x.kind === 'agents/tools-known')!;
    const lsp = toLspDiagnostic(d, (p) => sourceFile(p, files['.claude/agents/a.md']), (p) => `file:///${p}`, 'utf-16');
    expect(lsp.data).toEqual({ effect: 'ignored' });
  });
});

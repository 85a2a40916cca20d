/** fixtures/valid-catalogue uses every documented skill, command, plugin, marketplace, hooks and MCP field and value correctly. */
import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { discover } from '../../../src/engine/discover.js';
import { HOOK_EVENTS, HOOK_HANDLER_TYPES, MARKETPLACE_SOURCE_TYPES, PLUGIN_FIELDS, SKILL_FIELDS, EFFORT_LEVELS, SKILL_SHELLS } from '../../../src/harnesses/claude-code/known-values/claude-code.js';
import { getNode, getPair, scalarString, toValue } from '../../../src/artifacts/tree.js';
import { CATALOGUE_RULES, runAll } from './all-rules.js';

const { project, skipped } = discover(resolve('fixtures/valid-catalogue'));

describe('fixtures/valid-catalogue', () => {
  it('is read completely', () => {
    expect(skipped).toEqual([]);
    expect(project.files.every((f) => f.problems.length === 0)).toBe(true);
    const kinds = new Set(project.artifacts.map((a) => a.kind));
    for (const k of ['skill', 'command', 'agent', 'plugin', 'marketplace', 'hooks', 'mcp']) expect(kinds.has(k)).toBe(true);
  });

  it('covers every documented field and value', () => {
    const skillKeys = new Set(project.artifacts.filter((a) => a.kind === 'skill').flatMap((a) => (a.root?.type === 'map' ? a.root.pairs.map((p) => p.key) : [])));
    expect(SKILL_FIELDS.filter((f) => !skillKeys.has(f))).toEqual([]);
    const efforts = new Set(project.artifacts.map((a) => scalarString(getNode(a.root, 'effort'))));
    expect(EFFORT_LEVELS.filter((e) => !efforts.has(e))).toEqual([]);
    const shells = new Set(project.artifacts.map((a) => scalarString(getNode(a.root, 'shell'))));
    expect(SKILL_SHELLS.filter((s) => !shells.has(s))).toEqual([]);
    const plugin = project.artifacts.find((a) => a.kind === 'plugin' && a.element.name === 'docs')!;
    expect(PLUGIN_FIELDS.filter((f) => !getPair(plugin.root, f))).toEqual([]);
    const market = project.artifacts.find((a) => a.kind === 'marketplace')!;
    const sources = (toValue(getNode(market.root, 'plugins')) as Array<{ source: unknown }>).map((p) => p.source);
    expect(MARKETPLACE_SOURCE_TYPES.filter((t) => !sources.some((s) => typeof s === 'object' && (s as { source: string }).source === t))).toEqual([]);
    const settings = project.artifacts.find((a) => a.kind === 'hooks' && a.path === '.claude/settings.json')!;
    expect(HOOK_EVENTS.filter((e) => !getPair(settings.root, e))).toEqual([]);
    const handlerTypes = new Set(JSON.stringify(toValue(settings.root)).match(/"type":"[a-z_]+"/g)!.map((m) => m.slice(8, -1)));
    expect(HOOK_HANDLER_TYPES.filter((t) => !handlerTypes.has(t))).toEqual([]);
    // `sse` is documented but deprecated: mcp/transport-deprecated reports it on purpose, so it is not in this tree.
    const types = new Set(project.artifacts.filter((a) => a.kind === 'mcp').map((a) => scalarString(getNode(a.root, 'type')) ?? 'stdio'));
    expect([...types].sort()).toEqual(['http', 'stdio', 'ws']);
  });

  it('gives zero reports from every catalogue rule', () => {
    const findings = runAll(project);
    expect(findings.map((f) => `${f.rule} ${f.path}:${f.range.start.line}:${f.range.start.column} ${f.message}`)).toEqual([]);
    expect(CATALOGUE_RULES.length).toBe(53); // 28 of issue 6, 10 of issue 10, 6 of issue 12 (plugin parts), 8 of issue 19, hooks/once-ignored
  });
});

/**
 * One plugin with a manifest per harness (fixtures/plugins/multi-manifest{,-drift}): each harness's inventory lists
 * the plugin and its skills; a skill only one manifest reaches is a not-loaded row for the others
 * (schema/plugin-manifests-agree).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const RULE = 'schema/plugin-manifests-agree';

async function rowsOf(root: string) {
  const { inventory } = await inventoryOf({ root });
  return Object.fromEntries(
    inventory.harnesses.map((h) => [
      h.harness,
      [...h.loaded.map((e) => `${e.kind} ${e.name} ${e.path}`), ...h.notLoaded.map((e) => `NOT ${e.kind} ${e.name} ${e.path} (${e.reason.rule})`)],
    ]),
  );
}
const findings = (root: string) =>
  lint({ root }).diagnostics.filter((d) => d.kind === RULE).map((d) => `${d.harness} ${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.level}`);

describe('a plugin with a Claude Code, a Codex and a Cursor manifest', () => {
  it('each harness lists the plugin, its marketplace and its skill', async () => {
    expect(await rowsOf('fixtures/plugins/multi-manifest')).toEqual({
      'claude-code': ['marketplace team-tools .claude-plugin/marketplace.json', 'plugin notes plugins/notes/.claude-plugin/plugin.json', 'skill notes:summarize plugins/notes/skills/summarize/SKILL.md'],
      codex: ['marketplace team-tools .agents/plugins/marketplace.json', 'plugin notes plugins/notes/.codex-plugin/plugin.json', 'skill notes:summarize plugins/notes/skills/summarize/SKILL.md'],
      cursor: ['marketplace team-tools .cursor-plugin/marketplace.json', 'plugin notes plugins/notes/.cursor-plugin/plugin.json', 'skill summarize plugins/notes/skills/summarize/SKILL.md'],
    });
    expect(findings('fixtures/plugins/multi-manifest')).toEqual([]);
  });

  it('a skill only Claude Code’s `skills` reaches is a not-loaded row for Codex and Cursor; a differing version is information', async () => {
    const rows = await rowsOf('fixtures/plugins/multi-manifest-drift');
    expect(rows['claude-code']).toContain('skill notes:draft plugins/notes/extra-skills/draft/SKILL.md');
    expect(rows['codex']).toContain(`NOT skill draft plugins/notes/extra-skills/draft/SKILL.md (${RULE})`);
    expect(rows['cursor']).toContain(`NOT skill draft plugins/notes/extra-skills/draft/SKILL.md (${RULE})`);
    // The plugins themselves still load.
    expect(rows['codex']).toContain('plugin notes plugins/notes/.codex-plugin/plugin.json');
    expect(findings('fixtures/plugins/multi-manifest-drift')).toEqual([
      'codex plugins/notes/.codex-plugin/plugin.json 2:3-2:9 warn',
      'cursor plugins/notes/.cursor-plugin/plugin.json 2:3-2:9 warn',
      'undefined plugins/notes/.cursor-plugin/plugin.json 3:14-3:21 info',
    ]);
  });

  it('Codex ignores its own manifest beside an Agent Plugins one (`agent-plugin-beside-codex-manifest`)', () => {
    const root = writeTree({
      'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n',
      '.codex-plugin/plugin.json': '{\n  "name": "notes",\n  "skills": "./skills/"\n}\n',
      'skills/a/SKILL.md': '---\nname: a\ndescription: x\n---\n',
    });
    roots.push(root);
    const d = lint({ root }).diagnostics.filter((x) => x.kind === RULE);
    expect(d.map((x) => `${x.span.path} ${x.span.range.start.line}:${x.span.range.start.column} ${x.level}`)).toEqual(['.codex-plugin/plugin.json 3:3 warn']);
    expect(d[0]!.message).toBe('Codex reads the Agent Plugins manifest `plugin.json` of this folder and ignores this file: its `skills` has no effect in Codex');
  });
});

/** Cursor plugins and marketplaces (documented only): fixtures/plugins/cursor-marketplace{,-broken}. */
import { describe, expect, it } from '@jest/globals';
import { lint } from '../../../src/engine/run.js';
import { inventoryOf } from '../../../src/engine/inventory/run.js';

const rows = (root: string) =>
  lint({ root }).diagnostics.map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.kind} ${d.level}`);

describe('Cursor plugins and marketplaces', () => {
  it('a valid marketplace with `metadata.pluginRoot`, a remote source and a plugin with globs says nothing', () => {
    expect(rows('fixtures/plugins/cursor-marketplace')).toEqual([]);
  });

  it('the broken fixture: each mistake at its value', () => {
    expect(rows('fixtures/plugins/cursor-marketplace-broken')).toEqual([
      '.cursor-plugin/marketplace.json 5:34-5:40 cursor/marketplace error',
      '.cursor-plugin/marketplace.json 6:7-6:13 cursor/marketplace error',
      '.cursor-plugin/marketplace.json 7:7-7:15 cursor/marketplace error',
      'plugins/notes/.cursor-plugin/plugin.json 2:11-2:26 cursor/plugin-manifest error',
      'plugins/notes/.cursor-plugin/plugin.json 3:13-3:23 cursor/plugin-manifest warn',
      'plugins/notes/.cursor-plugin/plugin.json 4:15-4:22 cursor/plugin-manifest warn',
      'plugins/notes/.cursor-plugin/plugin.json 5:12-5:27 cursor/plugin-manifest warn',
    ]);
    const fix = lint({ root: 'fixtures/plugins/cursor-marketplace-broken' }).diagnostics.find((d) => d.kind === 'cursor/plugin-manifest' && d.level === 'error')!.suggestion!;
    expect([fix.applicability, fix.edits[0]!.text]).toEqual(['MaybeIncorrect', '"meeting-notes"']);
  });

  it('the inventory lists the marketplace, the plugin, its skill and its rule for Cursor', async () => {
    const inv = (await inventoryOf({ root: 'fixtures/plugins/cursor-marketplace' })).inventory.harnesses.find((h) => h.harness === 'cursor')!;
    expect(inv.loaded.map((e) => `${e.kind} ${e.name} ${e.path}`)).toEqual([
      'marketplace team-tools .cursor-plugin/marketplace.json',
      'plugin notes plugins/notes/.cursor-plugin/plugin.json',
      'skill summarize plugins/notes/skills/summarize/SKILL.md',
      // The rules its `rules` glob names.
      'instructions style.mdc plugins/notes/rules/style.mdc',
    ]);
  });
});

/**
 * The harnesses read from their documentation only (Kiro, Windsurf, Roo Code) are in the inventory too: their
 * rule and steering files are listed as instructions, workflows as commands.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

async function listed(files: Record<string, string>, harness: string) {
  const root = writeTree(files);
  roots.push(root);
  const { inventory } = await inventoryOf({ root }, ALL_RULES);
  const h = inventory.harnesses.find((x) => x.harness === harness);
  return { loaded: h?.loaded.map((e) => `${e.kind} ${e.name}`).sort(), notLoaded: h?.notLoaded.map((e) => `${e.kind} ${e.name}`).sort() };
}

describe('inventory of the harnesses read from their documentation', () => {
  it('Kiro: each steering file is an instruction', async () => {
    expect(await listed({ '.kiro/steering/style.md': '---\ninclusion: always\n---\nUse tabs.\n', '.kiro/steering/api.md': '---\ninclusion: fileMatch\nfileMatchPattern: "src/api/**"\n---\nREST only.\n' }, 'kiro')).toEqual({
      loaded: ['instructions api', 'instructions style'],
      notLoaded: [],
    });
  });

  it('Windsurf: rules are instructions and workflows commands', async () => {
    expect(await listed({ '.windsurf/rules/style.md': '---\ntrigger: always_on\n---\nUse tabs.\n', '.windsurf/workflows/release.md': 'Tag and push.\n' }, 'windsurf')).toEqual({
      loaded: ['command release', 'instructions style'],
      notLoaded: [],
    });
  });

  it('Roo Code: rule files are instructions', async () => {
    expect(await listed({ '.roo/rules/style.md': 'Use tabs.\n' }, 'roo-code')).toEqual({ loaded: ['instructions .roo/rules/style.md'], notLoaded: [] });
  });
});

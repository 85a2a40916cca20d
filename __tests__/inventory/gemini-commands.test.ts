/**
 * A Gemini CLI command its rule says Gemini skips ("Gemini CLI skips /name: …", cases commands-and-agents and the
 * mutation probe) is listed as not loaded, with the reason after the command's name; a nested command's name keeps
 * its colon (`git:unk`).
 */
import { expect, it } from '@jest/globals';
import { inventoryOf } from '../../src/engine/inventory/run.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';

it('lists the commands Gemini skips as not loaded, with the reason', async () => {
  const root = writeTree({
    '.gemini/commands/ok.toml': 'prompt = "Hi {{args}}"\n',
    '.gemini/commands/noprompt.toml': 'description = "d"\n',
    '.gemini/commands/git/unk.toml': 'description = 7\nprompt = "x"\n',
    '.gemini/settings.json': '{}\n',
  });
  try {
    const { inventory } = await inventoryOf({ root }, ALL_RULES);
    const g = inventory.harnesses.find((h) => h.harness === 'gemini')!;
    expect(g.loaded.filter((e) => e.kind === 'command').map((e) => e.name)).toEqual(['ok']);
    expect(g.notLoaded.map((e) => [e.kind, e.name, e.reason.short, e.reason.rule])).toEqual([
      ['command', 'git:unk', '`description` must be a string', 'gemini/command-schema'],
      ['command', 'noprompt', '`prompt` is required', 'gemini/command-schema'],
    ]);
  } finally {
    removeTree(root);
  }
});

/**
 * `init` on a Codex, Cursor or Agent Plugins marketplace repository: the plugins' skills are read where they are (as
 * the plugin's components), so init proposes no `catalog:` entry for them, and selects the harness.
 */
import { describe, expect, it } from '@jest/globals';
import { detectSetup } from '../../src/cli/init.js';

describe('init recognises plugin layouts without a catalogue', () => {
  it.each([
    ['fixtures/plugins/codex-marketplace', 'codex'],
    ['fixtures/plugins/cursor-marketplace', 'cursor'],
    ['fixtures/plugins/multi-manifest', 'codex'],
    ['fixtures/plugins/agent-plugin', 'codex'],
  ])('%s', (root, harness) => {
    const { harnesses, catalog } = detectSetup(root);
    expect(catalog).toEqual([]);
    expect(harnesses).toContain(harness);
  });
});

/** Amp: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { AMP_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'amp'> = {
  type: 'harness',
  id: 'amp',
  title: 'Amp',
  release: PINS['amp'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.amp/settings.json',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'amp-settings': 'settings', 'amp-skill': 'skill' },
    mcpServers: { 'amp-settings': ['amp.mcpServers'] },
  },
  kinds: AMP_KINDS,
  extensions: {
    'amp-skill': ['.md'],
    'amp-settings': ['.json'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

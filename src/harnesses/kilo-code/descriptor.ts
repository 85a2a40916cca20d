/** Kilo Code: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { KILO_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'kilo-code'> = {
  type: 'harness',
  id: 'kilo-code',
  title: 'Kilo Code',
  release: PINS['kilo-code'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.kilo/**/*.md',
    '.kilocode/**/*.md',
    '.kilocodemodes',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'kilo-rule': 'instructions' },
  },
  kinds: KILO_KINDS,
  extensions: {
    'kilo-agent': ['.md'],
    'kilo-command': ['.md'],
    'kilo-rule': ['.md'],
    'kilo-legacy-modes': ['.kilocodemodes'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

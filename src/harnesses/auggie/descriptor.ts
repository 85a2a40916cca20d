/** Auggie: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { AUGGIE_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'auggie'> = {
  type: 'harness',
  id: 'auggie',
  title: 'Auggie',
  release: PINS['auggie'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.augment/rules/**/*.md',
    '.augment/guidelines.md',
    '.augment-guidelines',
    '.augment/commands/**/*.md',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'auggie-command': 'command' },
  },
  kinds: AUGGIE_KINDS,
  extensions: {
    'auggie-rule': ['.md'],
    'auggie-guidelines': ['.augment-guidelines', '.md'],
    'auggie-command': ['.md'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

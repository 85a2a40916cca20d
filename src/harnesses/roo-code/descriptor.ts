/** Roo Code: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { ROO_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'roo-code'> = {
  type: 'harness',
  id: 'roo-code',
  title: 'Roo Code',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.roomodes',
    '.roo/**/*.md',
  ],
  /** What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed). */
  inventory: { entries: { 'roo-rule': 'instructions' } },
  kinds: ROO_KINDS,
  extensions: {
    'roo-modes': ['.roomodes'],
    'roo-rule': ['.md'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

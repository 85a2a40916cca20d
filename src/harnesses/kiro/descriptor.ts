/** Kiro: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { KIRO_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'kiro'> = {
  type: 'harness',
  id: 'kiro',
  title: 'Kiro',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.kiro/steering/*.md',
  ],
  /** What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed). */
  inventory: { entries: { 'kiro-steering': 'instructions' } },
  kinds: KIRO_KINDS,
  extensions: {
    'kiro-steering': ['.md'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

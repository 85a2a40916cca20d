/** Windsurf: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { WINDSURF_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'windsurf'> = {
  type: 'harness',
  id: 'windsurf',
  title: 'Windsurf',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.windsurf/**/*.md',
    '.windsurfrules',
  ],
  /** What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed). */
  inventory: { entries: { 'windsurf-rule': 'instructions', 'windsurf-workflow': 'command', 'windsurf-legacy-rules': 'instructions' } },
  kinds: WINDSURF_KINDS,
  extensions: {
    'windsurf-rule': ['.md'],
    'windsurf-workflow': ['.md'],
    'windsurf-legacy-rules': ['.windsurfrules'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

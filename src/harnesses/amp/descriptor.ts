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
  kinds: AMP_KINDS,
  extensions: {
    'amp-skill': ['.md'],
    'amp-settings': ['.json'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

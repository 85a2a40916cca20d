/** Factory Droid: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { DROID_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'droid'> = {
  type: 'harness',
  id: 'droid',
  title: 'Factory Droid',
  release: PINS['droid'],
  kinds: DROID_KINDS,
  extensions: {
    'droid-droid': ['.md'],
    'droid-skill': ['.md'],
    'droid-shared-skill': ['.md'],
    'droid-agents-md': ['.md'],
    'droid-mcp': ['.json'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

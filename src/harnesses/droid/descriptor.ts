/** Factory Droid: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { DROID_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'droid'> = {
  type: 'harness',
  id: 'droid',
  title: 'Factory Droid',
  shortTitle: 'Droid',
  release: PINS['droid'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.factory/droids/**/*.md',
    '.factory/skills/**/SKILL.md',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'droid-droid': 'agent', 'droid-skill': 'skill' },
  },
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

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
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'droid-agents-md': {
      how: 'the root AGENTS.md, and also `.factory/AGENTS.md` and the root CLAUDE.md; a nested or lower-case one is not sent from the root',
      source: 'Droid case instructions',
    },
    'droid-skill': {
      how: 'offered with its description, beside `.factory/skills`; one without `description` is not offered; `.claude/skills` is not read',
      source: 'Droid case skills',
    },
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

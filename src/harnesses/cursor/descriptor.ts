/** Cursor: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { CURSOR_KINDS } from './kinds.js';
import { CURSOR_ROOTS } from './plugin-kinds.js';

export const descriptor: HarnessDescriptor<'cursor'> = {
  type: 'harness',
  id: 'cursor',
  title: 'Cursor',
  kinds: CURSOR_KINDS,
  extensions: {
    'cursor-rule': ['.md', '.mdc'],
    'cursor-agent': ['.md'],
    'cursor-skill': ['.md'],
    'cursor-legacy-rules': ['.cursorrules'],
    'cursor-mcp': ['.json'],
    'cursor-hooks': ['.json'],
    'cursor-environment': ['.json'],
    'cursor-agents-md': ['.md'],
    'cursor-claude-agent': ['.md'],
    'cursor-other-skill': ['.md'],
    'cursor-plugin': ['.json'],
    'cursor-marketplace': ['.json'],
    'cursor-plugin-hooks': ['.json'],
    'cursor-plugin-mcp': ['.json'],
  },
  roots: CURSOR_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

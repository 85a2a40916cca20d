/** OpenAI Codex CLI: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { CODEX_KINDS } from './kinds.js';
import { CODEX_ROOTS } from './plugin-kinds.js';

export const descriptor: HarnessDescriptor<'codex'> = {
  type: 'harness',
  id: 'codex',
  title: 'OpenAI Codex CLI',
  release: PINS['codex'],
  kinds: CODEX_KINDS,
  extensions: {
    'codex-agents-md': ['.md'],
    'codex-role': ['.toml'],
    'codex-config': ['.toml'],
    'codex-skill': ['.md'],
    'codex-hooks': ['.json'],
    'codex-plugin': ['.json'],
    'codex-marketplace': ['.json'],
    'codex-agent-plugin': ['.json'],
    'codex-plugin-skill': ['.md'],
  },
  roots: CODEX_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

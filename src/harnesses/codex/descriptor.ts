/** OpenAI Codex CLI: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { CODEX_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'codex'> = {
  type: 'harness',
  id: 'codex',
  title: 'OpenAI Codex CLI',
  kinds: CODEX_KINDS,
  extensions: {
    'codex-agents-md': ['.md'],
    'codex-role': ['.toml'],
    'codex-config': ['.toml'],
    'codex-skill': ['.md'],
    'codex-hooks': ['.json'],
    'codex-plugin': ['.json'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

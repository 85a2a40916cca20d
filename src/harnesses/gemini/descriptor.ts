/** Gemini CLI: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { GEMINI_KINDS } from './kinds.js';
import { GEMINI_ROOTS } from './roots.js';

export const descriptor: HarnessDescriptor<'gemini'> = {
  type: 'harness',
  id: 'gemini',
  title: 'Gemini CLI',
  release: PINS['gemini'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.gemini/**/*.{toml,md,json}',
    'GEMINI.md',
    'gemini-extension.json',
  ],
  kinds: GEMINI_KINDS,
  extensions: {
    'gemini-command': ['.toml'],
    'gemini-agent': ['.md'],
    'gemini-skill': ['.md'],
    'gemini-shared-skill': ['.md'],
    'gemini-memory': ['.md'],
    'gemini-settings': ['.json'],
    'gemini-extension': ['.json'],
    'gemini-policy': ['.toml'],
  },
  roots: GEMINI_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

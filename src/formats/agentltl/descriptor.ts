/** AGENTLTL.yaml (tool format): its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { FormatDescriptor } from '../../harnesses/descriptor.js';
import { agentltlKind } from './kinds.js';

export const descriptor: FormatDescriptor<'agentltl'> = {
  type: 'format',
  id: 'agentltl',
  title: 'AGENTLTL.yaml (tool format)',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    'AGENTLTL.{yaml,yml}',
  ],
  kinds: [agentltlKind],
  extensions: {
    agentltl: ['.yaml'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

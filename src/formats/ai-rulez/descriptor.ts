/** ai-rulez (tool format): its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { FormatDescriptor } from '../../harnesses/descriptor.js';
import { aiRulezAgentKind, aiRulezConfigKind } from './kinds.js';

export const descriptor: FormatDescriptor<'ai-rulez'> = {
  type: 'format',
  id: 'ai-rulez',
  title: 'ai-rulez (tool format)',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.ai-rulez/**/*.{md,toml,yaml,yml}',
  ],
  kinds: [aiRulezConfigKind, aiRulezAgentKind],
  extensions: {
    'ai-rulez-config': ['.toml', '.yaml', '.yml'],
    'ai-rulez-agent': ['.md'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

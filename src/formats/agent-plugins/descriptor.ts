/** Agent Plugins 1.0.0 (tool format, read by several clients): its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { FormatDescriptor } from '../../harnesses/descriptor.js';
import { AGENT_PLUGINS_KINDS, AGENT_PLUGINS_ROOTS } from './kinds.js';

export const descriptor: FormatDescriptor<'agent-plugins'> = {
  type: 'format',
  id: 'agent-plugins',
  title: 'Agent Plugins 1.0 (tool format)',
  /** No file name of its own to open agentlint for: its manifests are found by discovery (VS Code opens it for the others). */
  editorGlobs: [],
  kinds: AGENT_PLUGINS_KINDS,
  extensions: {
    'agent-plugin': ['.json'],
    'agent-plugin-mcp': ['.json'],
    'agent-plugin-skill': ['.md'],
    'agent-plugin-extension': ['.md', '.json', '.yaml', '.yml', '.toml'],
  },
  roots: AGENT_PLUGINS_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

/** GitHub Copilot CLI: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { COPILOT_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'copilot'> = {
  type: 'harness',
  id: 'copilot',
  title: 'GitHub Copilot CLI',
  shortTitle: 'Copilot',
  release: PINS['copilot'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.github/agents/**/*.md',
    '.github/skills/*/SKILL.md',
    '.github/hooks/**/*.json',
    '.github/mcp.json',
    '.github/copilot/*.json',
    '.github/copilot-instructions.md',
    '.github/instructions/**/*.instructions.md',
    '.github/plugin/*.json',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'copilot-agent': 'agent', 'copilot-skill': 'skill', 'copilot-hooks': 'hook', 'copilot-mcp': 'mcp-server', 'copilot-instructions': 'instructions', 'copilot-plugin': 'plugin', 'copilot-marketplace': 'marketplace', 'copilot-settings': 'settings', 'copilot-setup-steps': 'settings', 'copilot-prompt': 'command' },
    mcpServers: { 'copilot-mcp': ['mcpServers', 'servers'] },
    hookHolders: ['copilot-hooks'],
  },
  kinds: COPILOT_KINDS,
  extensions: {
    'copilot-agent': ['.md'],
    'copilot-claude-agent': ['.md'],
    'copilot-skill': ['.md'],
    'copilot-claude-skill': ['.md'],
    'copilot-instructions': ['.md'],
    'copilot-shared-instructions': ['.md'],
    'copilot-hooks': ['.json'],
    'copilot-workspace-mcp': ['.json'],
    'copilot-mcp': ['.json'],
    'copilot-settings': ['.json'],
    'copilot-plugin': ['.json'],
    'copilot-claude-plugin': ['.json'],
    'copilot-marketplace': ['.json'],
    'copilot-claude-marketplace': ['.json'],
    'copilot-prompt': ['.md'],
    'copilot-setup-steps': ['.yml'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

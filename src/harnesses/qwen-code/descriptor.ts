/** Qwen Code: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { QWEN_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'qwen-code'> = {
  type: 'harness',
  id: 'qwen-code',
  title: 'Qwen Code',
  release: PINS['qwen-code'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.qwen/**/*.{toml,md,json}',
    'QWEN.md',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'qwen-agent': 'agent', 'qwen-nested-agent': 'agent', 'qwen-skill': 'skill', 'qwen-command': 'command', 'qwen-md-command': 'command', 'qwen-memory': 'instructions', 'qwen-settings': 'settings' },
  },
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'qwen-memory': {
      how: 'read with QWEN.md (QWEN.md first), sent as `--- Context from: … ---`; `@./file` imports are inlined; `context.fileName` in settings replaces both',
      source: 'Qwen Code cases layout, settings-context-filename, memory-imports',
    },
    'qwen-skill': {
      how: '`name` and `description` required and not blank, `name` matching `^[\\p{L}\\p{N}_:.-]+$`; otherwise dropped with an ERROR in the debug log',
      source: 'Qwen Code case skills',
    },
  },
  kinds: QWEN_KINDS,
  extensions: {
    'qwen-agent': ['.md'],
    'qwen-nested-agent': ['.md'],
    'qwen-command': ['.toml'],
    'qwen-md-command': ['.md'],
    'qwen-skill': ['.md'],
    'qwen-shared-skill': ['.md'],
    'qwen-memory': ['.md'],
    'qwen-agents-md': ['.md'],
    'qwen-settings': ['.json'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

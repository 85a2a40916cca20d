/** OpenCode: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { OPENCODE_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'opencode'> = {
  type: 'harness',
  id: 'opencode',
  title: 'OpenCode',
  release: PINS['opencode'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    'opencode.{json,jsonc}',
    '.opencode/**/*.{md,json,jsonc}',
  ],
  /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
  installTargets: [
    { id: 'opencode/agent', spec: 'opencode-agent', title: 'an OpenCode agent (.opencode/agent/)', folder: '.opencode/agent', shape: 'flat' },
    { id: 'opencode/command', spec: 'opencode-command', title: 'an OpenCode command (.opencode/command/)', folder: '.opencode/command', shape: 'flat' },
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'opencode-agent': 'agent', 'opencode-skill': 'skill', 'opencode-command': 'command', 'opencode-instructions': 'instructions', 'opencode-config': 'settings' },
    mcpServers: { 'opencode-config': ['mcp'] },
  },
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'opencode-instructions': {
      how: 'the root AGENTS.md only; CLAUDE.md beside it is then not sent (without AGENTS.md, CLAUDE.md is)',
      source: 'OpenCode cases agents-md, claude-md-fallback',
    },
    'opencode-skill': {
      how: 'no `name` or broken YAML drops the skill; without `description` it is kept out of the request',
      source: 'OpenCode case skills',
    },
  },
  kinds: OPENCODE_KINDS,
  extensions: {
    'opencode-config': ['.json', '.jsonc'],
    'opencode-agent': ['.md'],
    'opencode-command': ['.md'],
    'opencode-skill': ['.md'],
    'opencode-claude-skill': ['.md'],
    'opencode-instructions': ['.md'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

/** Claude Code: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { hooksKind, marketplaceKind, mcpKind, pluginKind } from './kinds/json-kinds.js';
import { agentKind, commandKind, skillKind } from './kinds/markdown.js';
import { pluginLspKind, pluginMonitorsKind, pluginSettingsKind } from './kinds/plugin-parts.js';
import { memoryKind } from './kinds/claude-memory.js';
import { outputStyleKind } from './kinds/claude-output-style.js';
import { CLAUDE_CODE_ROOTS } from './roots.js';

export const descriptor: HarnessDescriptor<'claude-code'> = {
  type: 'harness',
  id: 'claude-code',
  title: 'Claude Code',
  release: PINS['claude-code'],
  alwaysLoaded: true,
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.claude/**/*.{md,json}',
    '.claude-plugin/*.json',
    '.mcp.json',
    '.lsp.json',
    'CLAUDE.md',
    'CLAUDE.local.md',
    // A plugin's components (a folder holding .claude-plugin/plugin.json).
    'agents/**/*.md',
    'skills/*/SKILL.md',
    'commands/**/*.md',
    'hooks/hooks.json',
    'output-styles/*.md',
    'monitors/monitors.json',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { agent: 'agent', skill: 'skill', command: 'command', hooks: 'hook', mcp: 'mcp-server', memory: 'instructions', 'output-style': 'output-style', plugin: 'plugin', marketplace: 'marketplace', 'plugin-lsp': 'lsp-server', 'plugin-monitors': 'monitor', settings: 'settings', 'plugin-settings': 'settings' },
    hookHolders: ['hooks'],
  },
  /** Its PostToolUse hook: `tool_input.file_path`, `CLAUDE_PROJECT_DIR`, and a "block" decision the model reads. */
  hook: { writeTools: ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'], argumentKeys: ['tool_input', 'toolArgs'], projectDirEnv: ['CLAUDE_PROJECT_DIR'], answer: 'block-reason' },
  /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
  installTargets: [
    { id: 'claude-code/agent', spec: 'agent', title: 'a Claude Code project agent (.claude/agents/)', folder: '.claude/agents', shape: 'flat' },
    { id: 'claude-code/command', spec: 'command', title: 'a Claude Code project command (.claude/commands/)', folder: '.claude/commands', shape: 'flat' },
    { id: 'claude-code/skill', spec: 'skill', title: 'a Claude Code project skill (.claude/skills/)', folder: '.claude/skills', shape: 'skill' },
    { id: 'claude-code/settings', spec: 'hooks', title: 'Claude Code project settings (.claude/settings.json)', folder: '.claude/settings.json', shape: 'fixed' },
    { id: 'claude-code/mcp', spec: 'mcp', title: "a Claude Code project's .mcp.json", folder: '.mcp.json', shape: 'fixed' },
  ],
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    skill: {
      how: 'listed under its folder as `/<folder>` (`name` is only a display name); the description is cut at 1,536 characters in the listing',
      source: 'Claude Code rules-runtime cases (skills/name-matches-directory, skills/description-length)',
    },
  },
  /** The programs that read its files (`surfaces:` in the configuration narrows them; src/artifacts/surfaces.ts names them). */
  surfaces: ['cli'],
  kinds: [pluginKind, marketplaceKind, agentKind, skillKind, commandKind, mcpKind, hooksKind, pluginLspKind, pluginMonitorsKind, pluginSettingsKind, memoryKind, outputStyleKind],
  extensions: {
    plugin: ['.json'],
    marketplace: ['.json'],
    agent: ['.md'],
    skill: ['.md'],
    command: ['.md'],
    mcp: ['.json'],
    hooks: ['.json'],
    'plugin-lsp': ['.json'],
    'plugin-monitors': ['.json'],
    'plugin-settings': ['.json'],
    memory: ['.md'],
    'output-style': ['.md'],
  },
  roots: CLAUDE_CODE_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

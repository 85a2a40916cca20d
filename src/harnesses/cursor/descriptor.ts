/** Cursor: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { CURSOR_KINDS } from './kinds.js';
import { CURSOR_ROOTS } from './plugin-kinds.js';

export const descriptor: HarnessDescriptor<'cursor'> = {
  type: 'harness',
  id: 'cursor',
  title: 'Cursor',
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.cursor/**/*.{mdc,md,json}',
    '.cursorrules',
    '.cursor-plugin/*.json',
  ],
  /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
  installTargets: [{ id: 'cursor/rule', spec: 'cursor-rule', title: 'a Cursor project rule (.cursor/rules/)', folder: '.cursor/rules', shape: 'flat' }],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'cursor-agent': 'agent', 'cursor-skill': 'skill', 'cursor-hooks': 'hook', 'cursor-plugin-hooks': 'hook', 'cursor-mcp': 'mcp-server', 'cursor-plugin-mcp': 'mcp-server', 'cursor-rule': 'instructions', 'cursor-legacy-rules': 'instructions', 'cursor-agents-md': 'instructions', 'cursor-plugin': 'plugin', 'cursor-marketplace': 'marketplace' },
    mcpServers: { 'cursor-mcp': ['mcpServers'], 'cursor-plugin-mcp': ['mcpServers'] },
    hookHolders: ['cursor-hooks', 'cursor-plugin-hooks'],
  },
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'cursor-agents-md': {
      how: 'the root and subfolder AGENTS.md files, plain Markdown, no documented size limit',
      source: 'documented: https://cursor.com/docs/rules',
    },
    'cursor-skill': {
      how: 'any folder holding a SKILL.md, found recursively; the frontmatter fields Cursor honours are not documented',
      source: 'documented: https://cursor.com/docs/skills',
    },
  },
  /** The programs that read its files (`surfaces:` in the configuration narrows them; src/artifacts/surfaces.ts names them). */
  surfaces: ['editor', 'cli'],
  kinds: CURSOR_KINDS,
  extensions: {
    'cursor-rule': ['.md', '.mdc'],
    'cursor-agent': ['.md'],
    'cursor-skill': ['.md'],
    'cursor-legacy-rules': ['.cursorrules'],
    'cursor-mcp': ['.json'],
    'cursor-hooks': ['.json'],
    'cursor-environment': ['.json'],
    'cursor-agents-md': ['.md'],
    'cursor-claude-agent': ['.md'],
    'cursor-other-skill': ['.md'],
    'cursor-plugin': ['.json'],
    'cursor-marketplace': ['.json'],
    'cursor-plugin-hooks': ['.json'],
    'cursor-plugin-mcp': ['.json'],
  },
  roots: CURSOR_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

/** OpenAI Codex CLI: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { CODEX_KINDS } from './kinds.js';
import { CODEX_ROOTS } from './plugin-kinds.js';

export const descriptor: HarnessDescriptor<'codex'> = {
  type: 'harness',
  id: 'codex',
  title: 'OpenAI Codex CLI',
  shortTitle: 'Codex',
  release: PINS['codex'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    'AGENTS.md',
    'AGENTS.override.md',
    '.codex/**/*.{toml,json}',
    '.agents/skills/*/SKILL.md',
    '.codex-plugin/plugin.json',
    '.agents/plugins/marketplace.json',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'codex-role': 'agent', 'codex-skill': 'skill', 'codex-plugin-skill': 'skill', 'codex-hooks': 'hook', 'codex-agents-md': 'instructions', 'codex-plugin': 'plugin', 'codex-agent-plugin': 'plugin', 'codex-marketplace': 'marketplace', 'codex-config': 'settings' },
    mcpServers: { 'codex-config': ['mcp_servers'] },
    hookHolders: ['codex-hooks'],
  },
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'codex-agents-md': {
      how: 'every AGENTS.md from the repository root down to the folder Codex runs in, joined; the chain is cut at 32,768 bytes (`project_doc_max_bytes`), mid-word; an AGENTS.override.md beside one replaces it',
      source: 'Codex cases agents-md-cap, agents-md-nested-cap',
    },
    'codex-skill': {
      how: 'listed for the model within a character budget; a skill whose frontmatter fails is left out with an ERROR line in `codex exec` only',
      source: 'Codex cases skill-verdicts, skill-empty-frontmatter (codex/skill-load, codex/skill-list-budget)',
    },
  },
  kinds: CODEX_KINDS,
  extensions: {
    'codex-agents-md': ['.md'],
    'codex-role': ['.toml'],
    'codex-config': ['.toml'],
    'codex-skill': ['.md'],
    'codex-hooks': ['.json'],
    'codex-plugin': ['.json'],
    'codex-marketplace': ['.json'],
    'codex-agent-plugin': ['.json'],
    'codex-plugin-skill': ['.md'],
  },
  roots: CODEX_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

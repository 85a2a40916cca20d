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
  /** Its postToolUse hook: `toolArgs` (`path`), as JSON text or an object, and `COPILOT_PROJECT_DIR`. */
  hook: { writeTools: ['create', 'edit'], argumentKeys: ['toolArgs', 'tool_input'], projectDirEnv: ['COPILOT_PROJECT_DIR'], answer: 'additional-context' },
  /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
  installTargets: [
    { id: 'copilot/agent', spec: 'copilot-agent', title: 'a Copilot custom agent (.github/agents/)', folder: '.github/agents', shape: 'flat' },
    { id: 'copilot/instructions', spec: 'copilot-instructions', title: 'Copilot path-specific instructions (.github/instructions/)', folder: '.github/instructions', shape: 'flat' },
    { id: 'copilot/prompt', spec: 'copilot-prompt', title: 'a Copilot prompt file (.github/prompts/)', folder: '.github/prompts', shape: 'flat' },
    { id: 'copilot/skill', spec: 'copilot-skill', title: 'a Copilot skill (.github/skills/)', folder: '.github/skills', shape: 'skill' },
    { id: 'copilot/hooks', spec: 'copilot-hooks', title: 'a Copilot hooks file (.github/hooks/)', folder: '.github/hooks', shape: 'rest' },
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
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'copilot-instructions': {
      how: 'the root AGENTS.md only, inlined verbatim with no size limit (a nested one is not read when Copilot starts at the root)',
      source: 'Copilot CLI cases agent-names, cloud-files',
    },
    'copilot-skill': {
      how: 'listed by `copilot skill list` when other files show the repository uses Copilot; one without frontmatter, or whose description is over 1,024 characters, is listed as failed',
      source: 'Copilot CLI case skills',
    },
  },
  /** The programs that read its files (`surfaces:` in the configuration narrows them; src/artifacts/surfaces.ts names them). */
  surfaces: ['cli', 'vscode', 'github'],
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

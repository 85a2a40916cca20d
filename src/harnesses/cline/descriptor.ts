/** Cline: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { CLINE_KINDS } from './kinds.js';

export const descriptor: HarnessDescriptor<'cline'> = {
  type: 'harness',
  id: 'cline',
  title: 'Cline',
  release: PINS['cline'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.clinerules',
    '.clinerules/**/*',
    '.cline/rules/**/*',
    '.cline/workflows/**/*',
    '.cline/skills/*/SKILL.md',
    '.cline/agents/**/*',
  ],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'cline-agent': 'agent', 'cline-skill': 'skill', 'cline-workflow': 'command', 'cline-hook': 'hook', 'cline-rule': 'instructions', 'cline-other-file': 'instructions' },
  },
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'cline-agents-md': {
      how: 'the root AGENTS.md only, as the last rule ("Workspace AGENTS.md"), after the .clinerules rules; a nested AGENTS.md or a lower-case agents.md is not read',
      source: 'Cline CLI case agents-md',
    },
    'cline-skill': {
      how: 'listed by `cline config skills`, also from `.cline/skills` and `.clinerules/skills`; no frontmatter or no `name` takes the folder name, no `description` is listed without one; broken YAML drops it',
      source: 'Cline CLI case skills',
    },
  },
  kinds: CLINE_KINDS,
  extensions: {
    'cline-rule': ['.md', '.markdown', '.txt'],
    'cline-workflow': ['.md', '.markdown', '.txt'],
    'cline-rules-file': ['.clinerules'],
    'cline-other-file': ['.mdc', '.mdx'],
    'cline-skill': ['.md'],
    'cline-shared-skill': ['.md'],
    'cline-agents-md': ['.md'],
    // A hook is named after its event and its extension picks the interpreter: the script ones, and the ones people
    // mistakenly use (cline/hook-name reports those).
    'cline-hook': ['', '.sh', '.bash', '.zsh', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.py', '.ps1', '.txt', '.md', '.json', '.yaml', '.yml', '.rb', '.pl', '.bat', '.cmd', '.exe'],
    'cline-agent': ['.yaml', '.yml', '.md'],
  },
  rules: async () => (await import('./rules/index.js')).RULES,
};

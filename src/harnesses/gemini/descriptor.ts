/** Gemini CLI: its kinds, known values and rules sit in this folder; registry.ts lists this descriptor. */
import type { HarnessDescriptor } from '../descriptor.js';
import { PINS } from '../pins.generated.js';
import { GEMINI_KINDS } from './kinds.js';
import { GEMINI_ROOTS } from './roots.js';

export const descriptor: HarnessDescriptor<'gemini'> = {
  type: 'harness',
  id: 'gemini',
  title: 'Gemini CLI',
  release: PINS['gemini'],
  /** The files an editor opens agentlint for (VS Code's activation events and document selector). */
  editorGlobs: [
    '.gemini/**/*.{toml,md,json}',
    'GEMINI.md',
    'gemini-extension.json',
  ],
  /** Its AfterTool hook: `tool_input.file_path`, and `GEMINI_PROJECT_DIR` (it also sets Claude Code's variable). */
  hook: { writeTools: ['write_file', 'replace'], argumentKeys: ['tool_input', 'toolArgs'], projectDirEnv: ['GEMINI_PROJECT_DIR', 'CLAUDE_PROJECT_DIR'], answer: 'after-tool-context' },
  /** What a catalogue's files can install as (`catalog:` entries' `as:`). */
  installTargets: [{ id: 'gemini/command', spec: 'gemini-command', title: 'a Gemini CLI custom command (.gemini/commands/)', folder: '.gemini/commands', shape: 'rest' }],
  /**
   * What the inventory lists of this harness: the entry kind of each artifact kind (others are not listed), the
   * keys of a file that hold MCP servers, and the kinds whose `hooks` map holds hook events.
   */
  inventory: {
    entries: { 'gemini-agent': 'agent', 'gemini-skill': 'skill', 'gemini-command': 'command', 'gemini-memory': 'instructions', 'gemini-extension': 'plugin', 'gemini-settings': 'settings', 'gemini-policy': 'policy' },
    mcpServers: { 'gemini-settings': ['mcpServers'] },
    hookHolders: ['gemini-settings', 'gemini-extension'],
  },
  /** How this harness reads the files many harnesses share (AGENTS.md, shared SKILL.md folders), by the artifact kind it gives them. */
  sharedFiles: {
    'gemini-memory': {
      how: 'only because `context.fileName` lists it, beside GEMINI.md; `@./file` imports are inlined',
      source: 'Gemini CLI cases memory-agents-md-unlisted, settings-jsonc',
    },
    'gemini-skill': {
      how: 'listed by `gemini skills list`; one without `name` or `description` is left out without a word; a frontmatter strict YAML rejects is still read line by line',
      source: 'Gemini CLI cases agents-skills, skills, skill-yaml',
    },
  },
  kinds: GEMINI_KINDS,
  extensions: {
    'gemini-command': ['.toml'],
    'gemini-agent': ['.md'],
    'gemini-skill': ['.md'],
    'gemini-shared-skill': ['.md'],
    'gemini-memory': ['.md'],
    'gemini-settings': ['.json'],
    'gemini-extension': ['.json'],
    'gemini-policy': ['.toml'],
  },
  roots: GEMINI_ROOTS,
  rules: async () => (await import('./rules/index.js')).RULES,
};

/** Every file kind discovery knows, in match order. */
import { aiRulezAgentKind, aiRulezConfigKind } from '../../formats/ai-rulez/kinds.js';
import { agentltlKind } from '../../formats/agentltl/kinds.js';
import { memoryKind } from '../../harnesses/claude-code/kinds/claude-memory.js';
import { outputStyleKind } from '../../harnesses/claude-code/kinds/claude-output-style.js';
import { COPILOT_KINDS } from '../../harnesses/copilot/kinds.js';
import { CODEX_KINDS } from '../../harnesses/codex/kinds.js';
import { GEMINI_KINDS } from '../../harnesses/gemini/kinds.js';
import { OPENCODE_KINDS } from '../../harnesses/opencode/kinds.js';
import { CURSOR_KINDS } from '../../harnesses/cursor/kinds.js';
import { KILO_KINDS } from '../../harnesses/kilo-code/kinds.js';
import { QWEN_KINDS } from '../../harnesses/qwen-code/kinds.js';
import { CLINE_KINDS } from '../../harnesses/cline/kinds.js';
import { AUGGIE_KINDS } from '../../harnesses/auggie/kinds.js';
import { AMP_KINDS } from '../../harnesses/amp/kinds.js';
import { DROID_KINDS } from '../../harnesses/droid/kinds.js';
import { KIRO_KINDS } from '../../harnesses/kiro/kinds.js';
import { ROO_KINDS } from '../../harnesses/roo-code/kinds.js';
import { WINDSURF_KINDS } from '../../harnesses/windsurf/kinds.js';
import { hooksKind, marketplaceKind, mcpKind, pluginKind } from '../../harnesses/claude-code/kinds/json-kinds.js';
import { agentKind, commandKind, skillKind } from '../../harnesses/claude-code/kinds/markdown.js';
import { pluginLspKind, pluginMonitorsKind, pluginSettingsKind } from '../../harnesses/claude-code/kinds/plugin-parts.js';
import type { KindSpec } from './spec.js';

export const KIND_SPECS: KindSpec[] = [
  pluginKind,
  marketplaceKind,
  aiRulezConfigKind,
  aiRulezAgentKind,
  agentKind,
  skillKind,
  commandKind,
  mcpKind,
  hooksKind,
  pluginLspKind,
  pluginMonitorsKind,
  pluginSettingsKind,
  memoryKind,
  outputStyleKind,
  ...COPILOT_KINDS,
  ...CODEX_KINDS,
  ...GEMINI_KINDS,
  ...OPENCODE_KINDS,
  ...CURSOR_KINDS,
  ...KILO_KINDS,
  ...WINDSURF_KINDS,
  ...KIRO_KINDS,
  ...ROO_KINDS,
  ...QWEN_KINDS,
  ...CLINE_KINDS,
  ...AUGGIE_KINDS,
  ...AMP_KINDS,
  ...DROID_KINDS,
  agentltlKind,
];

/**
 * The extensions of each kind's files (what its `matches`, `matchesInPlugin` and
 * `matchesInGeminiExtension` can accept): discovery asks a kind only about such files,
 * which saves most of the matcher calls on a large tree. __tests__/core/kind-extensions.test.ts
 * checks that every kind has an entry and that discovery finds the same files without them.
 */
const EXTENSIONS: Record<string, readonly string[]> = {
  plugin: ['.json'],
  marketplace: ['.json'],
  'ai-rulez-config': ['.toml', '.yaml', '.yml'],
  'ai-rulez-agent': ['.md'],
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
  'codex-agents-md': ['.md'],
  'codex-role': ['.toml'],
  'codex-config': ['.toml'],
  'codex-skill': ['.md'],
  'codex-hooks': ['.json'],
  'gemini-command': ['.toml'],
  'gemini-agent': ['.md'],
  'gemini-skill': ['.md'],
  'gemini-shared-skill': ['.md'],
  'gemini-memory': ['.md'],
  'gemini-settings': ['.json'],
  'gemini-extension': ['.json'],
  'gemini-policy': ['.toml'],
  'opencode-config': ['.json', '.jsonc'],
  'opencode-agent': ['.md'],
  'opencode-command': ['.md'],
  'opencode-skill': ['.md'],
  'opencode-claude-skill': ['.md'],
  'opencode-instructions': ['.md'],
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
  'kilo-agent': ['.md'],
  'kilo-command': ['.md'],
  'kilo-rule': ['.md'],
  'kilo-legacy-modes': ['.kilocodemodes'],
  'windsurf-rule': ['.md'],
  'windsurf-workflow': ['.md'],
  'windsurf-legacy-rules': ['.windsurfrules'],
  'kiro-steering': ['.md'],
  'roo-modes': ['.roomodes'],
  'roo-rule': ['.md'],
  'qwen-agent': ['.md'],
  'qwen-nested-agent': ['.md'],
  'qwen-command': ['.toml'],
  'qwen-md-command': ['.md'],
  'qwen-skill': ['.md'],
  'qwen-shared-skill': ['.md'],
  'qwen-memory': ['.md'],
  'qwen-agents-md': ['.md'],
  'qwen-settings': ['.json'],
  'cline-rule': ['.md', '.markdown', '.txt'],
  'cline-workflow': ['.md', '.markdown', '.txt'],
  'cline-rules-file': ['.clinerules'],
  'cline-other-file': ['.mdc', '.mdx'],
  'cline-skill': ['.md'],
  'cline-shared-skill': ['.md'],
  'cline-agents-md': ['.md'],
  'cline-agent': ['.yaml', '.yml', '.md'],
  // A hook is named after its event and its extension picks the interpreter: the script ones, and the ones people
  // mistakenly use (cline/hook-name reports those).
  'cline-hook': ['', '.sh', '.bash', '.zsh', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.py', '.ps1', '.txt', '.md', '.json', '.yaml', '.yml', '.rb', '.pl', '.bat', '.cmd', '.exe'],
  'auggie-rule': ['.md'],
  'auggie-guidelines': ['.augment-guidelines', '.md'],
  'auggie-command': ['.md'],
  'amp-skill': ['.md'],
  'amp-settings': ['.json'],
  'droid-droid': ['.md'],
  'droid-skill': ['.md'],
  'droid-shared-skill': ['.md'],
  'droid-agents-md': ['.md'],
  'droid-mcp': ['.json'],
  agentltl: ['.yaml'],
};
for (const k of KIND_SPECS) k.extensions ??= EXTENSIONS[k.id];

/** The extension discovery files a path under (see `KindSpec.extensions`): `.md`, `.cursorrules`, `''`. */
export function extensionOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
}

export type { KindSpec, ParseContext } from './spec.js';

/** Artifact kinds each harness reads (the README's harness table). */
export function kindsByHarness(specs: readonly KindSpec[] = KIND_SPECS): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const k of specs) {
    if (!k.harness) continue;
    const list = (out[k.harness] ??= []);
    for (const y of k.yields ?? [k.id]) if (!list.includes(y)) list.push(y);
  }
  return out;
}

/** Claude Code's rule families, in registry order: one folder per family, one rule per file. */
import type { Rule } from '../../../diagnostics/rule.js';
import { AGENT_RULES } from './agents/index.js';
import { COMMAND_RULES } from './commands/index.js';
import { HOOK_RULES } from './hooks/index.js';
import { MARKETPLACE_RULES } from './marketplace/index.js';
import { MCP_RULES } from './mcp/index.js';
import { MEMORY_RULES } from './memory/index.js';
import { OUTPUT_STYLE_RULES } from './output-style/index.js';
import { PLUGIN_RULES } from './plugin/index.js';
import { SETTINGS_RULES } from './settings/index.js';
import { SKILL_RULES } from './skills/index.js';

export const CLAUDE_CODE_RULES: readonly Rule[] = [
  ...AGENT_RULES,
  ...COMMAND_RULES,
  ...SKILL_RULES,
  ...PLUGIN_RULES,
  ...MARKETPLACE_RULES,
  ...HOOK_RULES,
  ...MCP_RULES,
  ...SETTINGS_RULES,
  ...MEMORY_RULES,
  ...OUTPUT_STYLE_RULES,
];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { CLAUDE_CODE_RULES as RULES };

/**
 * The lint registry: every rule agentlint knows, one family per folder, one
 * rule per file. Docs, `agentlint rules`, SARIF `rules[]` and the README
 * table are all generated from this list.
 */
import type { Harness } from '../artifacts/harness.js';
import type { Rule } from '../diagnostics/rule.js';
import { AGENTLTL_RULES } from './agentltl/index.js';
import { AGENT_RULES } from './agents/index.js';
import { AI_RULEZ_RULES } from './ai-rulez/index.js';
import { COMMAND_RULES } from './commands/index.js';
import { CONFIG_RULES } from './config/index.js';
import { HOOK_RULES } from './hooks/index.js';
import { MARKETPLACE_RULES } from './marketplace/index.js';
import { MCP_RULES } from './mcp/index.js';
import { PLUGIN_RULES } from './plugin/index.js';
import { SCHEMA_RULES } from './schema/index.js';
import { CODEX_RULES } from './codex/index.js';
import { COPILOT_RULES } from './copilot/index.js';
import { GEMINI_RULES } from './gemini/index.js';
import { OPENCODE_RULES } from './opencode/index.js';
import { CURSOR_RULES } from './cursor/index.js';
import { MEMORY_RULES } from './memory/index.js';
import { SETTINGS_RULES } from './settings/index.js';
import { OUTPUT_STYLE_RULES } from './output-style/index.js';
import { SKILL_RULES } from './skills/index.js';

/** Families about one harness: their rules declare it (a rule's own `harness` wins). */
function ofHarness(harness: Harness, rules: readonly Rule[]): Rule[] {
  for (const r of rules) r.meta.harness ??= harness;
  return [...rules];
}

export const ALL_RULES: readonly Rule[] = [
  ...SCHEMA_RULES,
  ...ofHarness('claude-code', [...AGENT_RULES, ...COMMAND_RULES, ...SKILL_RULES, ...PLUGIN_RULES, ...MARKETPLACE_RULES, ...HOOK_RULES, ...MCP_RULES]),
  ...SETTINGS_RULES,
  ...MEMORY_RULES,
  ...OUTPUT_STYLE_RULES,
  ...COPILOT_RULES,
  ...CODEX_RULES,
  ...GEMINI_RULES,
  ...OPENCODE_RULES,
  ...CURSOR_RULES,
  ...AI_RULEZ_RULES,
  ...AGENTLTL_RULES,
  ...CONFIG_RULES,
];

const BY_ID = new Map(ALL_RULES.map((r) => [r.meta.id, r]));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}

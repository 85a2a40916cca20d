/**
 * The rule families every run loads: the parse and schema rules, Claude Code's families
 * and the engine's configuration rules. The other families (Copilot CLI, Codex, Gemini
 * CLI, OpenCode, Cursor, ai-rulez, AGENTLTL) are loaded when a run needs them
 * (./families.ts); ./index.ts lists every rule, in registry order.
 */
import type { Harness } from '../artifacts/harness.js';
import type { Rule } from '../diagnostics/rule.js';
import { AGENT_RULES } from '../harnesses/claude-code/rules/agents/index.js';
import { COMMAND_RULES } from '../harnesses/claude-code/rules/commands/index.js';
import { CONFIG_RULES } from './config/index.js';
import { HOOK_RULES } from '../harnesses/claude-code/rules/hooks/index.js';
import { MARKETPLACE_RULES } from '../harnesses/claude-code/rules/marketplace/index.js';
import { MCP_RULES } from '../harnesses/claude-code/rules/mcp/index.js';
import { MEMORY_RULES } from '../harnesses/claude-code/rules/memory/index.js';
import { OUTPUT_STYLE_RULES } from '../harnesses/claude-code/rules/output-style/index.js';
import { PLUGIN_RULES } from '../harnesses/claude-code/rules/plugin/index.js';
import { SCHEMA_RULES } from './schema/index.js';
import { SETTINGS_RULES } from '../harnesses/claude-code/rules/settings/index.js';
import { SKILL_RULES } from '../harnesses/claude-code/rules/skills/index.js';

/** Families about one harness: their rules declare it (a rule's own `harness` wins). */
function ofHarness(harness: Harness, rules: readonly Rule[]): Rule[] {
  for (const r of rules) r.meta.harness ??= harness;
  return [...rules];
}

/** The registry's first rules, before the lazily loaded families. */
export const LEADING_RULES: readonly Rule[] = [
  ...SCHEMA_RULES,
  ...ofHarness('claude-code', [...AGENT_RULES, ...COMMAND_RULES, ...SKILL_RULES, ...PLUGIN_RULES, ...MARKETPLACE_RULES, ...HOOK_RULES, ...MCP_RULES]),
  ...SETTINGS_RULES,
  ...MEMORY_RULES,
  ...OUTPUT_STYLE_RULES,
];

/** The registry's last rules: the engine's findings about the configuration. */
export const TRAILING_RULES: readonly Rule[] = CONFIG_RULES;

const CONFIG_BY_ID = new Map(CONFIG_RULES.map((r) => [r.meta.id, r]));

/** A `config/*` rule (the engine reports them whatever rules a run has). */
export function configRule(id: string): Rule {
  const r = CONFIG_BY_ID.get(id);
  if (!r) throw new Error(`no configuration rule ${id}`);
  return r;
}

/**
 * The rules every run loads: the parse, schema and security rules (every file), the rules of the harness loaded on every
 * run (Claude Code, `alwaysLoaded` in its descriptor) and the engine's configuration rules. The other families
 * are loaded when a run needs them (./families.ts); ./index.ts lists every rule, in registry order.
 */
import type { Rule } from '../diagnostics/rule.js';
import { CLAUDE_CODE_RULES } from '../harnesses/claude-code/rules/index.js';
import { CONFIG_RULES } from './config/index.js';
import { SCHEMA_RULES } from './schema/index.js';
import { SECURITY_RULES } from './security/index.js';

/** The registry's first rules, before the lazily loaded families. */
export const LEADING_RULES: readonly Rule[] = [...SCHEMA_RULES, ...SECURITY_RULES, ...CLAUDE_CODE_RULES];

/** The registry's last rules: the engine's findings about the configuration. */
export const TRAILING_RULES: readonly Rule[] = CONFIG_RULES;

const CONFIG_BY_ID = new Map(CONFIG_RULES.map((r) => [r.meta.id, r]));

/** A `config/*` rule (the engine reports them whatever rules a run has). */
export function configRule(id: string): Rule {
  const r = CONFIG_BY_ID.get(id);
  if (!r) throw new Error(`no configuration rule ${id}`);
  return r;
}

/**
 * The lint registry: every rule agentlint knows, in registry order: the rules every run loads (./core.ts), then
 * each lazily loaded family in the order of src/harnesses/registry.ts (./all-rules.generated.ts), then the
 * configuration rules. Docs, `agentlint rules`, SARIF `rules[]` and the rule index are generated from this list.
 * The CLI loads only the families a run needs (./families.ts); everything else uses this list whole.
 */
import type { Rule } from '../diagnostics/rule.js';
import { LAZY_FAMILY_RULES } from './all-rules.generated.js';
import { LEADING_RULES, TRAILING_RULES } from './core.js';

export { LAZY_FAMILY_RULES };

export const ALL_RULES: readonly Rule[] = [...LEADING_RULES, ...LAZY_FAMILY_RULES.flatMap(([, rules]) => rules), ...TRAILING_RULES];

const BY_ID = new Map(ALL_RULES.map((r) => [r.meta.id, r]));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}

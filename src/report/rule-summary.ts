/** A rule as `agentlint rules --json` and the MCP server's `explain` tool describe it. */
import { ruleGroup } from '../artifacts/harness.js';
import { docsUrl, type Rule } from '../diagnostics/rule.js';

export function ruleSummary(r: Rule) {
  return {
    id: r.meta.id,
    harness: r.meta.harness ?? null,
    group: ruleGroup(r.meta),
    category: r.meta.category,
    defaultLevel: r.meta.defaultLevel,
    effect: r.meta.effect,
    kinds: [...r.meta.kinds],
    optIn: r.meta.optIn,
    fixable: r.meta.fixable,
    scope: r.scope,
    description: r.meta.description,
    docs: docsUrl(r.meta.id),
    options: r.meta.options ?? null,
  };
}

/**
 * Auggie (Augment Code's CLI): every value here is DOCUMENTED, none is observed (docs/harnesses/auggie.md records the
 * offline attempt: Auggie talks to Augment's own backend protocol). Read 2026-12-05 through stored copies of
 * docs.augmentcode.com.
 */

/** https://docs.augmentcode.com/cli/rules — where Auggie reads rules, and the rule frontmatter. */
export const AUGGIE_DOCS_RULES = 'https://docs.augmentcode.com/cli/rules';
/** https://docs.augmentcode.com/setup-augment/guidelines — the IDE extensions' rule types. */
export const AUGGIE_DOCS_GUIDELINES = 'https://docs.augmentcode.com/setup-augment/guidelines';

/**
 * The rules page, "Frontmatter Configuration for Rules": `type` controls when the rule is applied, `always_apply`
 * (the default) or `agent_requested`; `description` is "required for agent_requested type". "Manual rules are not yet
 * supported in the CLI. In the CLI, all rules in .augment/rules/ are currently treated as always_apply rules": the
 * `manual` type works only in the IDE extensions (guidelines page: Always, Manual, Auto).
 */
export const AUGGIE_RULE_TYPES: readonly string[] = ['always_apply', 'agent_requested', 'manual'];
export const AUGGIE_RULE_FIELDS: readonly string[] = ['type', 'description'];

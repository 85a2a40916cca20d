/**
 * Cline: every value here is DOCUMENTED, none is observed (docs/harnesses/cline.md records the offline attempt:
 * the `cline` CLI 3.0.65 waits for a terminal). Read 2026-12-05 through stored copies of docs.cline.bot.
 */

/** https://docs.cline.bot/features/cline-rules/overview — where rules live and in which order they load. */
export const CLINE_DOCS_RULES = 'https://docs.cline.bot/features/cline-rules/overview';
/** https://docs.cline.bot/features/cline-rules/conditional-rules — the `paths` frontmatter. */
export const CLINE_DOCS_CONDITIONAL = 'https://docs.cline.bot/features/cline-rules/conditional-rules';

/**
 * Conditional rules page: "Currently, `paths` is the supported conditional" — a rule file's frontmatter scopes the
 * rule with `paths:`, a list of globs; the rule "activates only when your current files match".
 */
export const CLINE_RULE_FIELDS: readonly string[] = ['paths'];

/**
 * Overview page: "`.clinerules/` folder (all .md files inside)", "Single `.clinerules` file"; the customization page:
 * "Workspace rules go in `.clinerules/` or `.cline/rules/` at your project root".
 */
export const CLINE_RULE_EXTENSION = '.md';

/**
 * Windsurf (Cascade): every value here is DOCUMENTED, none is observed. Windsurf is an editor with
 * no command-line build on npm, so agentlint has no oracle for it; each Windsurf rule says
 * "documented" and links the page.
 *
 * [D] = Windsurf's own documentation (docs.windsurf.com), read 2026-12-04 through stored copies of the
 * page in several revisions (English, and the pt-BR, es and zh translations of the same page).
 * [3P] = a third-party page; no rule rests on a [3P] claim alone.
 */

/** https://docs.windsurf.com/windsurf/cascade/memories — rules, activation modes, limits. */
export const WINDSURF_DOCS_RULES = 'https://docs.windsurf.com/windsurf/cascade/memories';
/** https://docs.windsurf.com/windsurf/cascade/workflows — workflows. */
export const WINDSURF_DOCS_WORKFLOWS = 'https://docs.windsurf.com/windsurf/cascade/workflows';

/**
 * [D] memories page, "Memories, Rules, Workflows, or Skills?": rules are activated by
 * "always_on, glob, model_decision, or manual"; "Activation Modes": "At the rule level, you can define
 * how a rule should be activated for Cascade" — Manual ("@mention in Cascade's input box"), Always On,
 * Model Decision ("Based on a natural language description of the rule the user defines, the model
 * decides whether to apply the rule"), Glob ("the rule will be applied to all files that match the
 * pattern (e.g. *.js, src/**\/*.ts)"). The mode is the `trigger` frontmatter key [D: the rule editor
 * writes `trigger:`; 3P guides quote `trigger: glob` / `globs:`].
 */
export const WINDSURF_TRIGGERS = ['always_on', 'manual', 'model_decision', 'glob'] as const;
export const WINDSURF_RULE_FIELDS = ['trigger', 'globs', 'description'] as const;

/**
 * [D] memories page: "Rules files are limited to 6000 characters each. Any content above 6000
 * characters will be truncated and Cascade will not be aware of it" (an earlier revision, also in its
 * zh translation: "If your global rules and local rules total more than 12,000 characters, global
 * rules take priority, then workspace rules. Any rule beyond 12,000 characters is truncated").
 * Later revisions raise the per-file limit of workspace rules to 12,000 [3P: skillwright.app
 * "12,000 chars per workspace rule file"]. agentlint reports only what is cut under every revision:
 * a file over 12,000 characters.
 */
export const WINDSURF_RULE_MAX_CHARS = 12_000;

/**
 * [D] memories page, "Rules discovery": "All `.windsurf/rules` directories within your current workspace
 * and its subdirectories", and up to the git root. The legacy single file `.windsurfrules` at the
 * workspace root predates the folder [D: earlier revisions of the page: "`.windsurfrules` — local rules
 * applied to the workspace"; 3P: "legacy `.windsurfrules` at the workspace root"].
 */
export const WINDSURF_LEGACY_RULES_FILE = '.windsurfrules';

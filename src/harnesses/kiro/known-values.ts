/**
 * Kiro: every value here is DOCUMENTED, none is observed. Kiro is an editor (and a CLI that needs a
 * sign-in) with no offline build here, so agentlint has no oracle for it; each Kiro rule says "documented"
 * and links the page. Read 2026-12-04 through stored copies of kiro.dev/docs/steering and mirrors of it.
 */

/** https://kiro.dev/docs/steering/ */
export const KIRO_DOCS_STEERING = 'https://kiro.dev/docs/steering/';

/**
 * [D] steering page, "Inclusion modes": `inclusion: always` ("Always included (default)"), `inclusion:
 * fileMatch` with `fileMatchPattern: "components/**\/*.tsx"` ("Conditional inclusion": loaded only when a
 * matching file is in context), `inclusion: manual` (referenced in chat with `#steering-file-name`), and
 * `inclusion: auto` (loaded when the request matches the file's `description`; with `name` and `description`).
 */
export const KIRO_INCLUSION_MODES = ['always', 'fileMatch', 'manual', 'auto'] as const;

/**
 * Auggie (Augment Code's CLI). Rules are DOCUMENTED (a session needs Augment's own backend protocol:
 * docs/harnesses/auggie.md); custom commands are OBSERVED on Auggie 0.36.0 with `auggie command --help`, which lists
 * them without a session (oracle/auggie/probe.mjs, oracle/auggie/cases.json, 2026-12-05).
 * Documentation read 2026-12-05 through stored copies of docs.augmentcode.com.
 */
import { PINS } from '../pins.generated.js';

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

/** The pinned CLI the command cases were recorded with (oracle/auggie/probe.mjs). */
export const AUGGIE_VERSION = PINS['auggie'].version;
/**
 * A custom command's frontmatter keys, as `auggie command help` prints them (Auggie 0.36.0): "description: Your command
 * description", "argument-hint: Optional argument description", "model: Optional model to use (display name or model
 * ID)". Another key is not read (case `command-frontmatter`: `descripton` left the default description).
 */
export const AUGGIE_COMMAND_FIELDS: readonly string[] = ['description', 'argument-hint', 'model'];

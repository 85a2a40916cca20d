/** The plugin family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';

export const PLUGIN_RULES: Rule[] = [];

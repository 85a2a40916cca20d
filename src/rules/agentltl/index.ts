/** The agentltl family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';

export const AGENTLTL_RULES: Rule[] = [];

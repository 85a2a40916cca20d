/** The ai-rulez family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';

export const AI_RULEZ_RULES: Rule[] = [];

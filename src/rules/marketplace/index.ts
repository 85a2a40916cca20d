/** The marketplace family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';

export const MARKETPLACE_RULES: Rule[] = [];

/** The schema family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';
import { PARSE_RULES } from './parse-rules.js';

export const SCHEMA_RULES: Rule[] = [...PARSE_RULES];

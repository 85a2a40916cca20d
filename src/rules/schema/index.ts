/** The schema family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';
import frontmatterRequired from './frontmatter-required.js';
import { PARSE_RULES } from './parse-rules.js';
import unknownField from './unknown-field.js';
import pluginManifestsAgree from './plugin-manifests-agree.js';

export const SCHEMA_RULES: Rule[] = [...PARSE_RULES, frontmatterRequired, unknownField, pluginManifestsAgree];

/** Cline (documented: src/artifacts/known-values/cline.ts). */
import ruleExtension from './rule-extension.js';
import ruleFrontmatter from './rule-frontmatter.js';

export const CLINE_RULES = [ruleFrontmatter, ruleExtension];

/** Auggie, Augment Code's CLI (rules documented, commands observed: src/harnesses/auggie/known-values.ts). */
import commandFrontmatter from './command-frontmatter.js';
import legacyGuidelines from './legacy-guidelines.js';
import ruleType from './rule-type.js';

export const AUGGIE_RULES = [ruleType, legacyGuidelines, commandFrontmatter];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { AUGGIE_RULES as RULES };

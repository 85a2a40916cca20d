/** Auggie, Augment Code's CLI (documented: src/artifacts/known-values/auggie.ts). */
import legacyGuidelines from './legacy-guidelines.js';
import ruleType from './rule-type.js';

export const AUGGIE_RULES = [ruleType, legacyGuidelines];

/** Roo Code (documentation and published source only: no Roo Code build runs here, so none of these is observed). */
import modesSchema from './modes-schema.js';
import rulesModeUnknown from './rules-mode-unknown.js';

export const ROO_CODE_RULES = [modesSchema, rulesModeUnknown];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { ROO_CODE_RULES as RULES };

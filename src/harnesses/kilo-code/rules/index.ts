/** Kilo Code (observed on its CLI 7.7.7: oracle/kilo-code/). */
import legacyModes from './legacy-modes.js';
import rulesModeFolder from './rules-mode-folder.js';

export const KILO_RULES = [rulesModeFolder, legacyModes];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { KILO_RULES as RULES };

/** The ai-rulez family: one rule per file in this folder. */
import type { Rule } from '../../../diagnostics/rule.js';
import builtinNotLoaded from './builtin-not-loaded.js';
import configInvalid from './config-invalid.js';
import extendsCycle from './extends-cycle.js';
import extendsUnresolved from './extends-unresolved.js';
import fullRedefinition from './full-redefinition.js';
import include from './include.js';
import remoteInclude from './remote-include.js';

export const AI_RULEZ_RULES: Rule[] = [
  configInvalid,
  include,
  remoteInclude,
  extendsUnresolved,
  extendsCycle,
  builtinNotLoaded,
  fullRedefinition,
];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { AI_RULEZ_RULES as RULES };

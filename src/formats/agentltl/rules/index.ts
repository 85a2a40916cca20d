/** The agentltl family: one rule per file in this folder (helpers in `lib/`, the formula logic in `ltl/`). */
import type { Rule } from '../../../diagnostics/rule.js';
import disableUnknown from './disable-unknown.js';
import duplicateId from './duplicate-id.js';
import formulaStructured from './formula-structured.js';
import formulaSyntax from './formula-syntax.js';
import formulaUnenforceable from './formula-unenforceable.js';
import idFormat from './id-format.js';
import requireWithoutCondition from './require-without-condition.js';
import ruleKind from './rule-kind.js';
import ruleLevelFilter from './rule-level-filter.js';
import schema from './schema.js';
import succeededOnCurrentCall from './succeeded-on-current-call.js';
import target from './target.js';
import toolSpec from './tool-spec.js';
import useUnknown from './use-unknown.js';
import variableBinding from './variable-binding.js';
import whyMissing from './why-missing.js';

export const AGENTLTL_RULES: Rule[] = [
  schema,
  ruleKind,
  duplicateId,
  idFormat,
  ruleLevelFilter,
  requireWithoutCondition,
  target,
  succeededOnCurrentCall,
  variableBinding,
  formulaSyntax,
  formulaUnenforceable,
  formulaStructured,
  useUnknown,
  disableUnknown,
  toolSpec,
  whyMissing,
];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { AGENTLTL_RULES as RULES };

/** Windsurf (documentation only: no Windsurf build runs offline, so none of these is observed). */
import legacyWindsurfrules from './legacy-windsurfrules.js';
import ruleSize from './rule-size.js';
import ruleTrigger from './rule-trigger.js';

export const WINDSURF_RULES = [ruleTrigger, ruleSize, legacyWindsurfrules];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { WINDSURF_RULES as RULES };

/** Kiro (documentation only: no Kiro build runs offline here, so none of these is observed). */
import steeringInclusion from './steering-inclusion.js';

export const KIRO_RULES = [steeringInclusion];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { KIRO_RULES as RULES };

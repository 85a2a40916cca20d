/** Kiro (documentation only: no Kiro build runs offline here, so none of these is observed). */
import steeringInclusion from './steering-inclusion.js';

export const KIRO_RULES = [steeringInclusion];

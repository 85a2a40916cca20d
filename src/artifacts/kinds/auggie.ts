/**
 * Auggie's repository files (documentation only: src/artifacts/known-values/auggie.ts): workspace rules
 * `.augment/rules/**\/*.md` (searched recursively) and the legacy guidelines files `.augment-guidelines` and
 * `.augment/guidelines.md`.
 */
import { markdownKind, textKind } from './simple.js';
import type { KindSpec } from './spec.js';

export const auggieRuleKind = markdownKind('auggie-rule', 'auggie', 'Auggie', /^\.augment\/rules\/(?:.+\/)?[^/]+\.md$/);
export const auggieGuidelinesKind = textKind('auggie-guidelines', 'auggie', /^(?:\.augment-guidelines|\.augment\/guidelines\.md)$/);

export const AUGGIE_KINDS: KindSpec[] = [auggieRuleKind, auggieGuidelinesKind];

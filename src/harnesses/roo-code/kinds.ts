/**
 * Roo Code's repository files (documentation only: src/harnesses/roo-code/known-values.ts): custom modes in the
 * root `.roomodes` (YAML, or JSON which YAML reads too), and rule files `.roo/rules/**` and `.roo/rules-{slug}/**`.
 */
import { textKind, yamlKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const rooModesKind = yamlKind('roo-modes', 'roo-code', /^\.roomodes$/);
/** Roo Code reads every file of these folders as plain text (no frontmatter); the walker lists their `.md` files. */
export const rooRuleKind = textKind('roo-rule', 'roo-code', /^\.roo\/rules(-[^/]+)?\/(.+\/)?[^/]+\.md$/);

export const ROO_KINDS: KindSpec[] = [rooModesKind, rooRuleKind];

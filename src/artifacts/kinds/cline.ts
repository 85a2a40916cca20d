/**
 * Cline's repository files (documentation only: src/artifacts/known-values/cline.ts): rule files in `.clinerules/`
 * and `.cline/rules/` (every Markdown file, combined into one ruleset; optional `paths` frontmatter), the single
 * `.clinerules` file, and any other file in those folders (Cline reads only the `.md` ones).
 */
import { markdownKind, textKind } from './simple.js';
import type { KindSpec } from './spec.js';

// `.clinerules/workflows/` holds workflows and `.clinerules/hooks/` hooks (documented), not rules.
export const clineRuleKind = markdownKind('cline-rule', 'cline', 'Cline', /^(?:\.clinerules\/(?!workflows\/|hooks\/)|\.cline\/rules\/)(?:.+\/)?[^/]+\.md$/);
export const clineRulesFileKind = textKind('cline-rules-file', 'cline', /^\.clinerules$/);
/**
 * A file in a rules folder with another text extension people write rules in (`.txt`, `.mdc`, `.mdx`, `.markdown`):
 * listed so that `cline/rule-extension` can say Cline skips it.
 */
export const clineOtherFileKind = textKind('cline-other-file', 'cline', /^(?:\.clinerules|\.cline\/rules)\/(?:.+\/)?[^/]+\.(?:txt|mdc|mdx|markdown)$/);

export const CLINE_KINDS: KindSpec[] = [clineRuleKind, clineRulesFileKind, clineOtherFileKind];

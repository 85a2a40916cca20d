/**
 * Windsurf's repository files (documentation only: src/harnesses/windsurf/known-values.ts): workspace rules
 * `.windsurf/rules/*.md` in any folder, the legacy root `.windsurfrules`, and workflows `.windsurf/workflows/*.md`.
 */
import { markdownKind, textKind } from '../../artifacts/kinds/simple.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';

export const windsurfRuleKind = markdownKind('windsurf-rule', 'windsurf', 'Windsurf', /(^|\/)\.windsurf\/rules\/(.+\/)?[^/]+\.md$/);
export const windsurfWorkflowKind = markdownKind('windsurf-workflow', 'windsurf', 'Windsurf', /(^|\/)\.windsurf\/workflows\/(.+\/)?[^/]+\.md$/);
export const windsurfLegacyRulesKind = textKind('windsurf-legacy-rules', 'windsurf', /^\.windsurfrules$/);

export const WINDSURF_KINDS: KindSpec[] = [windsurfRuleKind, windsurfWorkflowKind, windsurfLegacyRulesKind];

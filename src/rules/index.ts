/**
 * The lint registry: every rule agentlint knows, one family per folder, one
 * rule per file. Docs, `agentlint rules`, SARIF `rules[]` and the README
 * table are all generated from this list. The CLI loads only the families a
 * run needs (./families.ts); everything else uses this list whole.
 */
import type { Rule } from '../diagnostics/rule.js';
import { AGENTLTL_RULES } from '../formats/agentltl/rules/index.js';
import { AI_RULEZ_RULES } from '../formats/ai-rulez/rules/index.js';
import { CODEX_RULES } from '../harnesses/codex/rules/index.js';
import { COPILOT_RULES } from '../harnesses/copilot/rules/index.js';
import { CURSOR_RULES } from '../harnesses/cursor/rules/index.js';
import { GEMINI_RULES } from '../harnesses/gemini/rules/index.js';
import { KILO_RULES } from '../harnesses/kilo-code/rules/index.js';
import { KIRO_RULES } from '../harnesses/kiro/rules/index.js';
import { OPENCODE_RULES } from '../harnesses/opencode/rules/index.js';
import { QWEN_RULES } from '../harnesses/qwen-code/rules/index.js';
import { CLINE_RULES } from '../harnesses/cline/rules/index.js';
import { AUGGIE_RULES } from '../harnesses/auggie/rules/index.js';
import { AMP_RULES } from '../harnesses/amp/rules/index.js';
import { DROID_RULES } from '../harnesses/droid/rules/index.js';
import { ROO_CODE_RULES } from '../harnesses/roo-code/rules/index.js';
import { WINDSURF_RULES } from '../harnesses/windsurf/rules/index.js';
import { LEADING_RULES, TRAILING_RULES } from './core.js';

/** The families ./families.ts loads on demand, by name, in registry order. */
export const LAZY_FAMILY_RULES: ReadonlyArray<readonly [string, readonly Rule[]]> = [
  ['copilot', COPILOT_RULES],
  ['codex', CODEX_RULES],
  ['gemini', GEMINI_RULES],
  ['opencode', OPENCODE_RULES],
  ['cursor', CURSOR_RULES],
  ['kilo-code', KILO_RULES],
  ['windsurf', WINDSURF_RULES],
  ['kiro', KIRO_RULES],
  ['roo-code', ROO_CODE_RULES],
  ['qwen-code', QWEN_RULES],
  ['cline', CLINE_RULES],
  ['auggie', AUGGIE_RULES],
  ['amp', AMP_RULES],
  ['droid', DROID_RULES],
  ['ai-rulez', AI_RULEZ_RULES],
  ['agentltl', AGENTLTL_RULES],
];

export const ALL_RULES: readonly Rule[] = [...LEADING_RULES, ...LAZY_FAMILY_RULES.flatMap(([, rules]) => rules), ...TRAILING_RULES];

const BY_ID = new Map(ALL_RULES.map((r) => [r.meta.id, r]));

export function ruleById(id: string): Rule | undefined {
  return BY_ID.get(id);
}

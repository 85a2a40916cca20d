/** The commands family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import allowedToolsKnown from './allowed-tools-known.js';
import argumentHint from './argument-hint.js';
import frontmatterMissing from './frontmatter-missing.js';
import positionalArguments from './positional-arguments.js';
import shadowedBySkill from './shadowed-by-skill.js';
import shellInjectionApproval from './shell-injection-approval.js';

export const COMMAND_RULES: Rule[] = [
  allowedToolsKnown,
  positionalArguments,
  shellInjectionApproval,
  argumentHint,
  shadowedBySkill,
  frontmatterMissing,
];

/**
 * The engine with the whole registry: `lint` discovers a tree and runs every
 * rule on it. The pieces (plan, runPlan, …) are in ./pipeline.ts; the CLI
 * loads only the rule families a run needs (./lint-loading.ts).
 */
import type { Harness } from '../artifacts/harness.js';
import type { Rule } from '../diagnostics/rule.js';
import { ALL_RULES } from '../rules/index.js';
import { plan as planWith, startLint, type LintOptions, type LintResult, type Plan } from './pipeline.js';

export * from './pipeline.js';

/** Read the configuration and decide which rules run (default: the whole registry). */
export function plan(root: string, configPath?: string, rules: readonly Rule[] = ALL_RULES, harnesses?: readonly Harness[]): Plan {
  return planWith(root, configPath, rules, harnesses);
}

/** Lint a tree: the whole pipeline. */
export function lint(options: LintOptions): LintResult {
  const p = plan(options.root, options.configPath, options.rules ?? ALL_RULES, options.harnesses);
  return startLint(p, options).finish(p);
}

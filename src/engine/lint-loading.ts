/**
 * `lint` for the CLI: the same pipeline and the same result as ./run.ts, but
 * the rule families of other harnesses and tool formats are loaded only when
 * the tree needs them (src/rules/families.ts). The configuration is read with
 * every family's metadata, discovery decides the harnesses, then the needed
 * families are loaded and the plan is made again with their rules.
 */
import { assembleRules, familiesNeeded, loadFamilies } from '../rules/families.js';
import { plan, startLint, type LintOptions, type LintResult } from './pipeline.js';

export async function lintLoadingRules(options: Omit<LintOptions, 'rules'>): Promise<LintResult> {
  let p = plan(options.root, options.configPath, assembleRules(new Map()), options.harnesses);
  // Discovery says what the tree holds before it parses the bulk; the families are loaded in between.
  const run = startLint(p, options);
  const needed = familiesNeeded({ ...run.facts, configured: p.config.rules.keys() });
  if (needed.length > 0) p = plan(options.root, options.configPath, assembleRules(await loadFamilies(needed)), options.harnesses);
  return run.finish(p);
}

/**
 * `lint` for the CLI: the same pipeline and the same result as ./run.ts, but
 * the rule families of other harnesses and tool formats are loaded only when
 * the tree needs them (src/rules/families.ts). The configuration is read with
 * every family's metadata, discovery decides the harnesses, then the needed
 * families are loaded and the plan is made again with their rules.
 */
import { assembleRules, familiesNeeded, loadFamilies } from '../rules/families.js';
import { plan, startLint, type LintOptions, type LintResult, type Plan } from './pipeline.js';

async function lintWithPlan(options: Omit<LintOptions, 'rules'>): Promise<{ result: LintResult; plan: Plan }> {
  let p = plan(options.root, options.configPath, assembleRules(new Map()), options.harnesses);
  // Discovery says what the tree holds before it parses the bulk; the families are loaded in between.
  const run = startLint(p, options);
  const needed = familiesNeeded({ ...run.facts, configured: p.config.rules.keys() });
  if (needed.length > 0) p = plan(options.root, options.configPath, assembleRules(await loadFamilies(needed)), options.harnesses);
  return { result: run.finish(p), plan: p };
}

export async function lintLoadingRules(options: Omit<LintOptions, 'rules'>): Promise<LintResult> {
  return (await lintWithPlan(options)).result;
}

/**
 * The after-write hook's lint of a few files: first with only what can bear on them (`around`: another plugin's
 * or extension's files are not parsed), which decides every artifact rule's findings. A project rule reads the
 * whole tree (a reference to another plugin's agent or skill), so when one of them has something to say the
 * files are linted again with the whole tree: the answer is always the whole tree's, and most writes, with no
 * cross-file finding, cost only their neighbourhood.
 */
export async function lintAround(options: Omit<LintOptions, 'rules' | 'around'>): Promise<LintResult> {
  const near = await lintWithPlan({ ...options, around: true });
  const crossFile = new Set(near.plan.active.filter((a) => a.rule.scope === 'project').map((a) => a.rule.meta.id));
  const saysCrossFile = [...near.result.diagnostics, ...near.result.suppressed].some((d) => crossFile.has(d.kind));
  return saysCrossFile ? lintLoadingRules(options) : near.result;
}

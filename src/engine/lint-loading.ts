/**
 * `lint` for the CLI: the same pipeline and the same result as ./run.ts, but
 * the rule families of other harnesses and tool formats are loaded only when
 * the tree needs them (src/rules/families.ts). The configuration is read with
 * every family's metadata, discovery decides the harnesses, then the needed
 * families are loaded and the plan is made again with their rules.
 */
import { discover } from '../artifacts/discover.js';
import { assembleRules, familiesNeeded, loadFamilies } from '../rules/families.js';
import { inPaths, plan, runPlan, type LintOptions, type LintResult } from './pipeline.js';

export async function lintLoadingRules(options: Omit<LintOptions, 'rules'>): Promise<LintResult> {
  const stubbed = assembleRules(new Map());
  let p = plan(options.root, options.configPath, stubbed, options.harnesses);
  // Not `only` here: cross-file rules need the whole tree (a skill the named agent uses lives elsewhere).
  const { project, skipped } = discover(options.root, { ignore: p.config.ignore, harnesses: p.config.harnesses });
  if (options.repository !== undefined) project.repository = options.repository;
  const needed = familiesNeeded({
    harnesses: project.harnesses ?? [],
    kinds: new Set(project.artifacts.map((a) => a.kind)),
    configured: p.config.rules.keys(),
  });
  if (needed.length > 0) p = plan(options.root, options.configPath, assembleRules(await loadFamilies(needed)), options.harnesses);
  return runPlan(p, project, skipped, options.callSite ?? [], options.fileBudgetMs, options.only && inPaths(options.only));
}

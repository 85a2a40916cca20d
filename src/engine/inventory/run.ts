/**
 * Lint a tree and take its inventory from the same discovery and findings.
 * Without `rules`, the rule families the tree needs are loaded as the CLI's
 * lint does (../lint-loading.ts); the Action passes the whole registry.
 */
import type { Rule } from '../../diagnostics/rule.js';
import { assembleRules, factsOf, familiesNeeded, loadFamilies } from '../../rules/families.js';
import { discoverFor, plan, runFor, type LintOptions, type LintResult } from '../pipeline.js';
import { computeInventory } from './compute.js';
import type { Inventory } from './model.js';

export interface InventoryRun {
  inventory: Inventory;
  result: LintResult;
}

export async function inventoryOf(options: Omit<LintOptions, 'only'>, rules?: readonly Rule[]): Promise<InventoryRun> {
  let p = plan(options.root, options.configPath, rules ?? assembleRules(new Map()), options.harnesses);
  const d = discoverFor(p, options);
  if (!rules) {
    const needed = familiesNeeded(factsOf(d.project, p.config.rules.keys()));
    if (needed.length > 0) p = plan(options.root, options.configPath, assembleRules(await loadFamilies(needed)), options.harnesses);
  }
  // What each harness loads does not depend on what the suppressions file hides (findings of both kinds are read).
  const result = runFor(p, d, { ...options, suppressionsFile: false });
  const inventory = computeInventory({ project: d.project, findings: [...result.diagnostics, ...result.suppressed], harnesses: options.harnesses ?? d.project.harnesses });
  return { inventory, result };
}

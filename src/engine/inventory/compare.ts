/**
 * `inventory --diff REV` and the Action's pull-request comment: the inventory
 * of a git revision's tree against the working tree's. Both sides list the
 * same harnesses (those either tree uses, unless the caller chose some), and
 * the base is read with its own configuration.
 */
import { statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { HARNESSES, type Harness } from '../../artifacts/harness.js';
import type { Rule } from '../../diagnostics/rule.js';
import type { LintOptions, LintResult } from '../pipeline.js';
import { extractRevision } from './base-tree.js';
import { diffInventories, type InventoryDiff } from './diff.js';
import type { Inventory } from './model.js';
import { inventoryOf } from './run.js';

export interface Comparison {
  diff: InventoryDiff;
  base: Inventory;
  head: Inventory;
  /** The working tree's lint (with the harnesses of the comparison). */
  result: LintResult;
  /** The revision's lint (with its own configuration; the harnesses of its first inventory). */
  baseResult: LintResult;
  /** The commit `rev` named. */
  commit: string;
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** Throws RevisionError (./base-tree.ts) when the revision cannot be read. */
export async function compareWithRevision(options: Omit<LintOptions, 'only'>, rev: string, rules?: readonly Rule[]): Promise<Comparison> {
  const tree = extractRevision(options.root, rev);
  try {
    let configPath: string | undefined;
    if (options.configPath) {
      const rel = relative(options.root, options.configPath);
      // A configuration inside the tree is read at the same place in the base; one outside applies to both.
      configPath = rel.startsWith('..') ? options.configPath : join(tree.root, rel);
      if (!isFile(configPath)) configPath = undefined;
    }
    const baseOpts = { ...options, root: tree.root, configPath };
    const baseRun = await inventoryOf(baseOpts, rules);
    let base = baseRun.inventory;
    let headRun = await inventoryOf(options, rules);
    if (!options.harnesses) {
      const union: Harness[] = HARNESSES.filter((h) => [base, headRun.inventory].some((inv) => inv.harnesses.some((x) => x.harness === h)));
      if (base.harnesses.length < union.length) base = (await inventoryOf({ ...baseOpts, harnesses: union }, rules)).inventory;
      if (headRun.inventory.harnesses.length < union.length) headRun = await inventoryOf({ ...options, harnesses: union }, rules);
    }
    return { diff: diffInventories(base, headRun.inventory, rev), base, head: headRun.inventory, result: headRun.result, baseResult: baseRun.result, commit: tree.commit };
  } finally {
    tree.dispose();
  }
}

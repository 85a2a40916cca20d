/**
 * The engine as the playground runs it: the same `src/` as the CLI, over a virtual tree. The
 * files live at `/repo/<path>` in an in-memory file system (./shims/fs.ts, which esbuild puts in
 * place of `node:fs`), so discovery decides each file's kind by its path, as on disk.
 */
import { setFiles } from './shims/fs.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { discoverFor, plan, runFor, type LintResult } from '../../src/engine/run.js';
import { applyEdits, fixableEdits, selectFixes } from '../../src/engine/fix.js';
import { noWorse, parseHealth } from '../../src/engine/fix-check.js';
import { computeInventory } from '../../src/engine/inventory/compute.js';
import { formatInventoryText } from '../../src/report/inventory-text.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';

export const ROOT = '/repo';

export interface Check {
  result: LintResult;
  /** What each harness would load (the CLI's `agentlint inventory` text). */
  inventory: string;
  /** A configuration or suppressions file the engine could not use. */
  error?: string;
  ms: number;
}

/** Lint the virtual tree (root-relative path → text) and take its inventory from the same run. */
export function check(files: Record<string, string>): Check {
  const started = performance.now();
  setFiles(Object.entries(files).map(([path, text]) => [`${ROOT}/${path.replace(/^\/+/, '')}`, text]));
  try {
    const p = plan(ROOT, undefined, ALL_RULES);
    const d = discoverFor(p, { root: ROOT });
    const result = runFor(p, d, { root: ROOT });
    const inv = computeInventory({ project: d.project, findings: [...result.diagnostics, ...result.suppressed], harnesses: d.project.harnesses });
    return { result, inventory: formatInventoryText(inv), ms: performance.now() - started };
  } catch (err) {
    const empty: LintResult = { schemaVersion: 1, tool: { name: 'agentlint', version: '' }, ruleset: { fingerprint: '' }, filesChecked: 0, diagnostics: [], suppressed: [], skipped: [] };
    return { result: empty, inventory: '', error: (err as Error).message, ms: performance.now() - started };
  }
}

/** Where the engine's offsets start in a text: after a byte order mark, which discovery leaves out (as `--fix` does). */
export function offsetBase(text: string): number {
  return text.charCodeAt(0) === 0xfeff ? 1 : 0;
}

/** The files after one finding's whole suggestion is applied (only the files it edits change; a BOM is kept). */
export function applyFix(files: Record<string, string>, d: Diagnostic): Record<string, string> {
  return applyFixes(files, [d]);
}

/** The files after the suggestions of `ds` (which must not overlap) are applied together, on the same texts. */
function applyFixes(files: Record<string, string>, ds: Diagnostic[]): Record<string, string> {
  const out = { ...files };
  const edits = ds.flatMap((d) => d.suggestion?.edits ?? []);
  for (const path of new Set(edits.map((e) => e.path))) {
    const text = out[path];
    if (text === undefined) continue;
    const base = offsetBase(text);
    out[path] = text.slice(0, base) + applyEdits(text.slice(base), edits.filter((e) => e.path === path));
  }
  return out;
}

/** Fix passes, as `--fix` makes them: each pass lints again, so fixes that unblock others land too. */
const MAX_FIX_PASSES = 10;

/** The parse problems of a file's text, read without its byte order mark (as `--fix` reads it). */
const healthOf = (path: string, text: string) => parseHealth(path, text.slice(offsetBase(text)));

/**
 * Every certain (`MachineApplicable`) fix of the tree, as `agentlint --fix` applies them: non-overlapping
 * fixes in one pass, each taken whole or not at all, none that leaves a file parsing worse than before the
 * pass, and passes until none is left. Returns the files and how many findings' fixes were applied.
 */
export function fixAll(files: Record<string, string>): { files: Record<string, string>; applied: number } {
  let current = { ...files };
  let applied = 0;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    const { result } = check(current);
    const taken: Diagnostic[] = [];
    let next = current;
    for (const d of fixableEdits(result.diagnostics, false)) {
      // `selectFixes` leaves out a fix that overlaps one taken before it.
      if (selectFixes([...taken, d], false).applied !== taken.length + 1) continue;
      const trial = applyFixes(current, [...taken, d]);
      if (Object.keys(trial).every((path) => trial[path] === current[path] || noWorse(healthOf(path, current[path]!), healthOf(path, trial[path]!)))) {
        taken.push(d);
        next = trial;
      }
    }
    if (taken.length === 0) break;
    applied += taken.length;
    current = next;
  }
  return { files: current, applied };
}

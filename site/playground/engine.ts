/**
 * The engine as the playground runs it: the same `src/` as the CLI, over a virtual tree. The
 * files live at `/repo/<path>` in an in-memory file system (./shims/fs.ts, which esbuild puts in
 * place of `node:fs`), so discovery decides each file's kind by its path, as on disk.
 */
import { setFiles } from './shims/fs.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { discoverFor, plan, runFor, type LintResult } from '../../src/engine/run.js';
import { applyEdits } from '../../src/engine/fix.js';
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
  const out = { ...files };
  for (const path of new Set(d.suggestion?.edits.map((e) => e.path) ?? [])) {
    const text = out[path];
    if (text === undefined) continue;
    const base = offsetBase(text);
    out[path] = text.slice(0, base) + applyEdits(text.slice(base), d.suggestion!.edits.filter((e) => e.path === path));
  }
  return out;
}

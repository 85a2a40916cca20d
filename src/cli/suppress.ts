/**
 * The CLI's side of the suppressions file: `--suppress-all`, `--suppress-rule`,
 * `--prune-suppressions` write it from the run's findings (after `--fix`, so fixable findings are
 * fixed rather than suppressed), and a plain run says when some of it no longer matches anything.
 */
import { leaves, workspaceRoot, writeGated } from '../artifacts/gate.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { closest } from '../diagnostics/suggest.js';
import { needsReason } from '../engine/levels.js';
import { inPaths, sortDiagnostics, type LintOptions, type LintResult } from '../engine/pipeline.js';
import { applySuppressions, suppressible, unusedSuppressions } from '../engine/suppressions/apply.js';
import { formatSuppressions, readSuppressions, suppressionTotal, SUPPRESSIONS_FILE, SUPPRESSIONS_SOURCE, type Suppressions } from '../engine/suppressions/file.js';
import { pruneSuppressions, suppressAll, suppressRules } from '../engine/suppressions/record.js';
import { loadAllRules } from '../rules/families.js';
import { UsageError, type CliArgs } from './args.js';
import type { CliIO } from './io.js';

/** The suppressions file of a run: `--suppressions-location` (from the current directory), else in the scan root. */
export function suppressionsPath(args: CliArgs, io: CliIO, root: string): string {
  return args.suppressionsLocation !== undefined ? io.fs.resolve(io.cwd, args.suppressionsLocation) : io.fs.resolve(root, SUPPRESSIONS_FILE);
}

export const writesSuppressions = (args: CliArgs): boolean => args.suppressAll === true || args.pruneSuppressions === true || (args.suppressRules?.length ?? 0) > 0;

/** `--suppress-rule` ids must name rules whose findings can be suppressed. */
export async function checkSuppressRules(ids: readonly string[]): Promise<void> {
  const known = (await loadAllRules()).map((r) => r.meta.id);
  for (const id of ids) {
    if (id.startsWith('config/')) throw new UsageError(`--suppress-rule ${id}: configuration findings cannot be suppressed (fix the configuration)`);
    if (!known.includes(id)) {
      const near = closest(id, known);
      throw new UsageError(`--suppress-rule: no rule \`${id}\`${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`);
    }
  }
}

/** The result as the file `s` would leave it: the findings it suppresses move to `suppressed[]`. */
export function reapply(result: LintResult, s: Suppressions): LintResult {
  const byFile = result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE);
  const all: Diagnostic[] = [...result.diagnostics, ...byFile.map(({ source: _source, ...d }) => d)];
  sortDiagnostics(all);
  const applied = applySuppressions(all, s);
  const suppressed = [...result.suppressed.filter((d) => d.source !== SUPPRESSIONS_SOURCE), ...applied.suppressed];
  sortDiagnostics(suppressed);
  return { ...result, diagnostics: applied.diagnostics, suppressed };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Write the file for `--suppress-all`, `--suppress-rule` or `--prune-suppressions`; the result as it now reads. */
export function updateSuppressions(args: CliArgs, result: LintResult, where: Pick<LintOptions, 'root' | 'only'>, io: CliIO): LintResult {
  const abs = suppressionsPath(args, io, where.root);
  const shown = io.fs.relative(io.cwd, abs).split('\\').join('/') || abs;
  const inScope = where.only ? inPaths(where.only) : () => true;
  const old = readSuppressions(abs, where.root) ?? new Map();
  const next = args.pruneSuppressions
    ? pruneSuppressions(old, result, inScope)
    : args.suppressAll
      ? suppressAll(old, result, inScope)
      : suppressRules(old, result, new Set(args.suppressRules), inScope);
  writeGated(workspaceRoot(where.root), abs, formatSuppressions(next), { explicit: leaves(io.fs.relative(where.root, abs)) });
  const total = suppressionTotal(next);
  if (args.pruneSuppressions) {
    io.stderr(`agentlint: pruned ${shown}: ${suppressionTotal(old)} → ${plural(total, 'suppressed finding')}\n`);
  } else {
    const rules = new Set([...next.values()].flatMap((r) => [...r.keys()]));
    io.stderr(`agentlint: ${shown} suppresses ${plural(total, 'finding')} of ${plural(rules.size, 'rule')} in ${plural(next.size, 'file')}; later runs report only new ones (commit it)\n`);
  }
  const left = result.diagnostics.filter((d) => !suppressible(d)).length;
  if (left > 0) io.stderr(`agentlint: ${plural(left, 'configuration finding')} cannot be suppressed (fix .agentlint.yml)\n`);
  const now = reapply(result, next);
  const unexplained = now.diagnostics.filter((d) => suppressible(d) && needsReason(d)).length;
  if (unexplained > 0) io.stderr(`agentlint: ${plural(unexplained, 'security finding')} not suppressed: a security finding is suppressed only by an entry with a \`reason\` (write one by hand; review shows it)\n`);
  return now;
}

/** A plain run: say on stderr when entries of the file matched nothing (a fixed problem leaves room for a new one). */
export function noteUnusedSuppressions(args: CliArgs, result: LintResult, where: Pick<LintOptions, 'root' | 'only'>, io: CliIO): void {
  const abs = suppressionsPath(args, io, where.root);
  const s = readSuppressions(abs, where.root);
  if (!s) return;
  const unused = unusedSuppressions(s, result.suppressed, where.only ? inPaths(where.only) : () => true);
  const n = unused.reduce((sum, u) => sum + u.count, 0);
  if (n === 0) return;
  const shown = io.fs.relative(io.cwd, abs).split('\\').join('/') || abs;
  const location = args.suppressionsLocation !== undefined ? ` --suppressions-location ${args.suppressionsLocation}` : '';
  io.stderr(`agentlint: ${plural(n, 'suppressed finding')} in ${shown} no longer ${n === 1 ? 'occurs' : 'occur'} (fixed, or the file or rule is gone): \`agentlint --prune-suppressions${location}\` removes ${n === 1 ? 'it' : 'them'}\n`);
}

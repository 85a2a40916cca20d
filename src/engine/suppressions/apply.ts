/**
 * Applying a suppressions file to a run's findings, and what is left of it unused.
 *
 * Within one file and rule, when the run has no more findings than the entry's count, they are
 * all suppressed: a finding that moved, or whose message changed, is still the old one. When it
 * has more, the count alone cannot tell the new ones: the findings whose fingerprint the file
 * recorded stay suppressed (at most `count` of them) and every other one is reported, so a new
 * mistake shows alone. (ESLint reports every finding of the rule in the file in that case.)
 */
import type { Diagnostic, SuppressedDiagnostic } from '../../diagnostics/diagnostic.js';
import { needsReason } from '../levels.js';
import { SUPPRESSIONS_FILE, SUPPRESSIONS_SOURCE, type SuppressionEntry, type Suppressions } from './file.js';

/** Configuration findings are always reported: an `allow` cannot take them out, nor can the suppressions file. */
export const suppressible = (d: Diagnostic): boolean => !d.kind.startsWith('config/');

export interface Applied {
  diagnostics: Diagnostic[];
  /** The findings the file took out, with source `suppressions`. */
  suppressed: SuppressedDiagnostic[];
}

/** Group findings by file and rule (each group in the order given). */
export function byFileAndRule(ds: readonly Diagnostic[]): Map<string, Map<string, Diagnostic[]>> {
  const out = new Map<string, Map<string, Diagnostic[]>>();
  for (const d of ds) {
    if (!suppressible(d)) continue;
    const rules = out.get(d.span.path) ?? new Map<string, Diagnostic[]>();
    out.set(d.span.path, rules);
    const group = rules.get(d.kind);
    if (group) group.push(d);
    else rules.set(d.kind, [d]);
  }
  return out;
}

/** The findings of one group the entry suppresses. */
export function suppressedOf(group: readonly Diagnostic[], entry: SuppressionEntry): Set<Diagnostic> {
  if (group.length <= entry.count) return new Set(group);
  const recorded = new Set(entry.fingerprints);
  return new Set(group.filter((d) => d.fingerprint !== undefined && recorded.has(d.fingerprint)).slice(0, entry.count));
}

/**
 * Move the findings the file suppresses out of `diagnostics` (engine order kept on both sides). A security finding
 * whose entry gives no `reason` stays reported, with a note saying why.
 */
export function applySuppressions(diagnostics: readonly Diagnostic[], s: Suppressions): Applied {
  const taken = new Map<Diagnostic, string | undefined>();
  const unexplained = new Set<Diagnostic>();
  for (const [path, rules] of byFileAndRule(diagnostics)) {
    for (const [rule, group] of rules) {
      const entry = s.get(path)?.get(rule);
      if (!entry) continue;
      for (const d of suppressedOf(group, entry)) {
        if (needsReason(d) && !entry.reason) unexplained.add(d);
        else taken.set(d, entry.reason);
      }
    }
  }
  return {
    diagnostics: diagnostics.filter((d) => !taken.has(d)).map((d) => (unexplained.has(d) ? { ...d, notes: [...d.notes, NEEDS_REASON] } : d)),
    suppressed: diagnostics.filter((d) => taken.has(d)).map((d) => ({ ...d, source: SUPPRESSIONS_SOURCE, ...(taken.get(d) ? { reason: taken.get(d) } : {}) })),
  };
}

export const NEEDS_REASON = `not suppressed: the entry of a security finding in ${SUPPRESSIONS_FILE} needs a \`reason\`, which review shows`;

export interface Unused {
  path: string;
  rule: string;
  /** How many of the entry's count matched no finding. */
  count: number;
}

/**
 * Entries (or parts of their counts) that matched no finding of this run: the problem was fixed,
 * or the file or rule is gone. `inScope` limits it to the paths the run reported on.
 */
export function unusedSuppressions(s: Suppressions, suppressed: readonly SuppressedDiagnostic[], inScope: (path: string) => boolean): Unused[] {
  const used = new Map<string, number>();
  const key = (path: string, rule: string) => `${path}\u0000${rule}`;
  for (const d of suppressed) if (d.source === SUPPRESSIONS_SOURCE) used.set(key(d.span.path, d.kind), (used.get(key(d.span.path, d.kind)) ?? 0) + 1);
  const out: Unused[] = [];
  for (const [path, rules] of s) {
    if (!inScope(path)) continue;
    for (const [rule, e] of rules) {
      const left = e.count - (used.get(key(path, rule)) ?? 0);
      if (left > 0) out.push({ path, rule, count: left });
    }
  }
  return out;
}

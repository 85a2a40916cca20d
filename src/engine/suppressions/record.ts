/**
 * Writing the suppressions file from a run: `--suppress-all` records every finding,
 * `--suppress-rule` the findings of some rules, `--prune-suppressions` keeps only what the run
 * matched. Entries outside the run's scope (paths not named on the command line) are kept as
 * they were.
 */
import type { Diagnostic } from '../../diagnostics/diagnostic.js';
import { needsReason } from '../levels.js';
import type { LintResult } from '../pipeline.js';
import { byFileAndRule } from './apply.js';
import { SUPPRESSIONS_SOURCE, type SuppressionEntry, type Suppressions } from './file.js';

/** Every finding the run would report without the file: the reported ones and those the file took out. */
function currentFindings(result: LintResult): Diagnostic[] {
  return [...result.diagnostics, ...result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE)];
}

function entryOf(group: readonly Diagnostic[]): SuppressionEntry {
  return { count: group.length, fingerprints: group.flatMap((d) => (d.fingerprint ? [d.fingerprint] : [])) };
}

/** A copy of `old` without the entries `drop` names (files left empty go too). */
function without(old: Suppressions, drop: (path: string, rule: string) => boolean): Suppressions {
  const out: Suppressions = new Map();
  for (const [path, rules] of old) {
    const kept = new Map([...rules].filter(([rule]) => !drop(path, rule)));
    if (kept.size > 0) out.set(path, kept);
  }
  return out;
}

/**
 * Entries for the findings, one per file and rule. A reason written by hand is kept; a security finding gets an
 * entry only where one has a reason (agentlint cannot give one).
 */
function add(s: Suppressions, findings: readonly Diagnostic[], wanted: (rule: string) => boolean, old: Suppressions): Suppressions {
  for (const [path, rules] of byFileAndRule(findings)) {
    for (const [rule, group] of rules) {
      const reason = old.get(path)?.get(rule)?.reason;
      if (!wanted(rule) || (needsReason(group[0]!) && !reason)) continue;
      const entries = s.get(path) ?? new Map<string, SuppressionEntry>();
      entries.set(rule, reason ? { ...entryOf(group), reason } : entryOf(group));
      s.set(path, entries);
    }
  }
  return s;
}

/** The findings a write left out for want of a reason: security findings with no entry that gives one. */
export function unsuppressedForReason(s: Suppressions, findings: readonly Diagnostic[]): number {
  return findings.filter((d) => needsReason(d) && !s.get(d.span.path)?.get(d.kind)?.reason).length;
}

/** `--suppress-all`: the in-scope entries become the run's findings, one entry per file and rule. */
export function suppressAll(old: Suppressions, result: LintResult, inScope: (path: string) => boolean): Suppressions {
  return add(without(old, (path) => inScope(path)), currentFindings(result), () => true, old);
}

/** `--suppress-rule`: the in-scope entries of these rules become the run's findings of them; other rules are kept. */
export function suppressRules(old: Suppressions, result: LintResult, rules: ReadonlySet<string>, inScope: (path: string) => boolean): Suppressions {
  return add(without(old, (path, rule) => inScope(path) && rules.has(rule)), currentFindings(result), (rule) => rules.has(rule), old);
}

/** `--prune-suppressions`: the in-scope entries shrink to the findings the file suppressed in this run; none is added. */
export function pruneSuppressions(old: Suppressions, result: LintResult, inScope: (path: string) => boolean): Suppressions {
  const matched = result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE);
  return add(without(old, (path) => inScope(path)), matched, () => true, old);
}

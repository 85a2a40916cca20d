/**
 * The output document as JSON: every field present, empty arrays rather than absent ones. Each finding names its
 * rule in `rule`; `kind`, the same id under its first name, stays for one major version (deprecated).
 */
import type { LintResult } from '../engine/run.js';

export function formatJson(result: LintResult): string {
  const withRule = <T extends { kind: string }>(d: T) => ({ rule: d.kind, ...d });
  return JSON.stringify({ ...result, diagnostics: result.diagnostics.map(withRule), suppressed: result.suppressed.map(withRule) }, null, 2) + '\n';
}

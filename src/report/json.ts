/** The output document as JSON: every field present, empty arrays rather than absent ones. */
import type { LintResult } from '../engine/run.js';

export function formatJson(result: LintResult): string {
  return JSON.stringify(result, null, 2) + '\n';
}

/**
 * The output document as JSON: every field present, empty arrays rather than absent ones. Each finding names its
 * rule in `rule`; `kind`, the same id under its first name, stays for one major version (deprecated). Its message
 * comes whole (`message`) and in its two parts as the terminal and the pull request show them: `headline`, what is
 * wrong in a few words, and `why`, what the harness does (empty when the message is one part).
 */
import type { LintResult } from '../engine/run.js';
import { messageParts } from './message.js';

export function formatJson(result: LintResult): string {
  const withRule = <T extends { kind: string; message: string }>(d: T) => {
    const { headline, why } = messageParts(d.message);
    return { rule: d.kind, ...d, headline, why };
  };
  return JSON.stringify({ ...result, diagnostics: result.diagnostics.map(withRule), suppressed: result.suppressed.map(withRule) }, null, 2) + '\n';
}

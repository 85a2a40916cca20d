/**
 * Findings on catalogue files (`catalog:` in the configuration) are about the file as installed: each says so
 * ("when installed as …"), and a rule whose answer depends on the repository around the file (a glob that
 * must match a file, a referenced file that must exist) is not reported there: the repository that decides
 * is the one the file installs into, which the catalogue does not hold.
 */
import type { Rule } from '../diagnostics/rule.js';
import type { RawFinding } from './file-lint.js';

export function asInstalled(raw: RawFinding[], ruleOf: (id: string) => Rule | undefined): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of raw) {
    const placement = r.file?.artifacts[0]?.catalog;
    if (!placement || r.d.span.path !== r.file!.file.path) {
      out.push(r);
      continue;
    }
    if (ruleOf(r.d.kind)?.meta.readsRepository) continue;
    out.push({ ...r, d: { ...r.d, message: `${r.d.message} (when installed as ${placement.title})` } });
  }
  return out;
}

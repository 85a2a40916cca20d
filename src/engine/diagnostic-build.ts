/**
 * Building findings: a rule's report becomes a Diagnostic (`makeDiagnostic`), a rule that throws becomes an
 * internal-error finding, and a list of findings takes the one order every report uses (`sortDiagnostics`).
 */
import type { Harness } from '../artifacts/harness.js';
import type { Artifact } from '../artifacts/model.js';
import { plainRange, type Range } from '../artifacts/source.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { effectOf } from '../diagnostics/effect.js';
import { docsUrl, type Report, type Rule } from '../diagnostics/rule.js';

export function makeDiagnostic(rule: Rule, r: Report, defaultPath: string, element?: Artifact['element'], harness?: Harness): Diagnostic {
  const about = r.harness ?? harness ?? rule.meta.harness;
  // A finding carries plain ranges: a tree's ranges compute their positions when read (OffsetRange).
  const suggestion = r.suggestion && { ...r.suggestion, edits: r.suggestion.edits.map((e) => ({ ...e, range: plainRange(e.range) })) };
  const related = (r.related ?? []).map((l) => ({ ...l, span: { ...l.span, range: plainRange(l.span.range) } }));
  return {
    ...(about ? { harness: about } : {}),
    kind: rule.meta.id,
    category: rule.meta.category,
    level: r.level ?? rule.meta.defaultLevel,
    effect: effectOf(rule.meta, r),
    message: r.message,
    notes: r.notes ?? [],
    help: r.help,
    suggestion,
    docs: docsUrl(rule.meta.id),
    span: { path: r.path ?? defaultPath, range: plainRange(r.range), element: r.element ?? element, jsonPath: r.jsonPath, ...(r.subject ? { subject: r.subject } : {}) },
    related,
  };
}

/** The finding for a rule that threw: an error at `range`, so a crash is seen rather than read as "no finding". */
export function internalError(rule: Rule, path: string, range: Range, err: unknown): Diagnostic {
  return {
    kind: rule.meta.id,
    category: rule.meta.category,
    level: 'error',
    effect: 'config',
    message: `internal error in ${rule.meta.id}: ${(err as Error)?.message ?? String(err)} (please report it; other rules still ran)`,
    notes: [],
    docs: docsUrl(rule.meta.id),
    span: { path, range: plainRange(range) },
    related: [],
  };
}

export function sortDiagnostics(ds: Diagnostic[]): void {
  ds.sort(
    (a, b) =>
      (a.span.path < b.span.path ? -1 : a.span.path > b.span.path ? 1 : 0) ||
      a.span.range.start.line - b.span.range.start.line ||
      a.span.range.start.column - b.span.range.start.column ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

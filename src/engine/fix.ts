/** Applying suggestion edits to files: non-overlapping edits per file, last first, BOM kept. */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Applicability, Diagnostic, TextEdit } from '../diagnostics/diagnostic.js';

export interface FixOutcome {
  /** Diagnostics whose whole suggestion was applied. */
  applied: number;
  files: string[];
}

export function fixableEdits(diagnostics: Diagnostic[], unsafe: boolean): Diagnostic[] {
  const ok: Applicability[] = unsafe ? ['MachineApplicable', 'MaybeIncorrect'] : ['MachineApplicable'];
  return diagnostics.filter((d) => d.suggestion && d.suggestion.edits.length > 0 && ok.includes(d.suggestion.applicability));
}

/** Apply edits to text (offsets in UTF-16 code units); edits that overlap an earlier one are skipped. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.range.start.offset - a.range.start.offset || b.range.end.offset - a.range.end.offset);
  let out = text;
  let floor = Infinity;
  for (const e of sorted) {
    if (e.range.end.offset > floor) continue;
    out = out.slice(0, e.range.start.offset) + e.text + out.slice(e.range.end.offset);
    floor = e.range.start.offset;
  }
  return out;
}

/**
 * Apply the suggestions of `diagnostics` under `root`. A diagnostic's edits are
 * taken all or none; one that overlaps an edit already taken waits for the
 * next pass.
 */
export function applyFixes(root: string, diagnostics: Diagnostic[], unsafe: boolean): FixOutcome {
  const { applied, byFile } = selectFixes(diagnostics, unsafe);
  for (const [path, edits] of byFile) {
    const abs = resolve(root, path);
    const raw = readFileSync(abs, 'utf8');
    const bom = raw.charCodeAt(0) === 0xfeff;
    const text = bom ? raw.slice(1) : raw;
    writeFileSync(abs, (bom ? '\uFEFF' : '') + applyEdits(text, edits));
  }
  return { applied, files: [...byFile.keys()].sort() };
}

/**
 * The edits one fix pass takes, by file (`applyFixes` writes them; the language
 * server applies them in memory for `source.fixAll`).
 */
export function selectFixes(diagnostics: Diagnostic[], unsafe: boolean): { applied: number; byFile: Map<string, TextEdit[]> } {
  const byFile = new Map<string, TextEdit[]>();
  const taken = new Map<string, Array<[number, number]>>();
  let applied = 0;
  // Two edits clash when their ranges intersect or they start at the same place (order unknown).
  const overlaps = (path: string, e: TextEdit) =>
    (taken.get(path) ?? []).some(([s, t]) => (e.range.start.offset < t && s < e.range.end.offset) || e.range.start.offset === s);
  for (const d of fixableEdits(diagnostics, unsafe)) {
    const edits = d.suggestion!.edits;
    if (edits.some((e) => overlaps(e.path, e))) continue;
    for (const e of edits) {
      byFile.set(e.path, [...(byFile.get(e.path) ?? []), e]);
      taken.set(e.path, [...(taken.get(e.path) ?? []), [e.range.start.offset, e.range.end.offset]]);
    }
    applied++;
  }
  return { applied, byFile };
}

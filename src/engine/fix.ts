/** Applying suggestion edits to files: non-overlapping edits per file, last first, BOM kept. */
import { realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { confinement, readGatedOrUndefined, writeGated } from '../artifacts/gate.js';
import { noWorse, parseHealth } from './fix-check.js';
import type { Applicability, Diagnostic, TextEdit } from '../diagnostics/diagnostic.js';

export interface FixOutcome {
  /** Diagnostics whose whole suggestion was applied. */
  applied: number;
  /** Diagnostics whose fix was left out: it would have made a file parse worse, or written out of the root. */
  rejected: number;
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
 * next pass. Each file is written once, through its real identity (a file
 * reached by two paths gets its edits once), never through a link that leads
 * out of the root, and only when it parses no worse than before: otherwise the
 * diagnostics are tried one by one and those that would break it are left out.
 */
export function applyFixes(root: string, diagnostics: Diagnostic[], unsafe: boolean): FixOutcome {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = resolve(root);
  }
  // Non-overlapping diagnostics, in order, and which of them touch each file.
  const chosen: TextEdit[][] = [];
  const taken = new Map<string, Array<[number, number]>>();
  const overlaps = (e: TextEdit) =>
    (taken.get(e.path) ?? []).some(([s, t]) => (e.range.start.offset < t && s < e.range.end.offset) || e.range.start.offset === s);
  for (const d of fixableEdits(diagnostics, unsafe)) {
    const edits = d.suggestion!.edits;
    if (edits.some(overlaps)) continue;
    for (const e of edits) taken.set(e.path, [...(taken.get(e.path) ?? []), [e.range.start.offset, e.range.end.offset]]);
    chosen.push(edits);
  }
  const byFile = new Map<string, number[]>();
  chosen.forEach((edits, i) => {
    for (const path of new Set(edits.map((e) => e.path))) byFile.set(path, [...(byFile.get(path) ?? []), i]);
  });

  const rejected = new Set<number>();
  const writes = new Map<string, { abs: string; bom: boolean; text: string; wanted: number[] }>();
  const identities = new Set<string>();
  const editsIn = (path: string, ids: number[]) => ids.flatMap((i) => chosen[i]!.filter((e) => e.path === path));
  for (const [path, ids] of byFile) {
    const abs = writableTarget(realRoot, resolve(root, path), identities);
    const raw = abs === undefined ? undefined : readGatedOrUndefined(realRoot, abs, { keepBom: true });
    if (abs === undefined || raw === undefined) {
      ids.forEach((i) => rejected.add(i));
      continue;
    }
    const bom = raw.charCodeAt(0) === 0xfeff;
    const text = bom ? raw.slice(1) : raw;
    const before = parseHealth(path, text);
    let wanted = ids;
    if (!noWorse(before, parseHealth(path, applyEdits(text, editsIn(path, ids))))) {
      // One by one (bounded), keeping those that leave the file no worse.
      wanted = [];
      for (const i of ids.slice(0, MAX_CHECKED_ONE_BY_ONE)) {
        if (noWorse(before, parseHealth(path, applyEdits(text, editsIn(path, [...wanted, i]))))) wanted.push(i);
      }
      ids.filter((i) => !wanted.includes(i)).forEach((i) => rejected.add(i));
    }
    writes.set(path, { abs, bom, text, wanted });
  }
  const files: string[] = [];
  for (const [path, w] of writes) {
    // A diagnostic refused in one of its files is left out of all of them.
    const edits = editsIn(path, w.wanted.filter((i) => !rejected.has(i)));
    if (edits.length === 0) continue;
    const after = applyEdits(w.text, edits);
    if (!noWorse(parseHealth(path, w.text), parseHealth(path, after))) continue;
    writeGated(realRoot, w.abs, (w.bom ? '\uFEFF' : '') + after);
    files.push(path);
  }
  const applied = chosen.filter((edits, i) => !rejected.has(i) && edits.every((e) => files.includes(e.path))).length;
  return { applied, rejected: rejected.size, files: files.sort() };
}

/** Diagnostics checked one at a time when a file's fixes together would break it. */
const MAX_CHECKED_ONE_BY_ONE = 50;

/**
 * Where to write `abs`: its real path when that is a regular file inside the
 * root not written yet this pass (by device and inode); undefined otherwise.
 */
function writableTarget(realRoot: string, abs: string, identities: Set<string>): string | undefined {
  try {
    const real = realpathSync(abs);
    if (confinement(realRoot, real) !== undefined) return undefined;
    const st = statSync(real);
    if (!st.isFile()) return undefined;
    const id = st.ino ? `${st.dev}:${st.ino}` : real;
    if (identities.has(id)) return undefined;
    identities.add(id);
    return real;
  } catch {
    return undefined;
  }
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

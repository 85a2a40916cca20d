/**
 * reviewdog's Diagnostic Result JSON (`reviewdog -f=rdjson`), which reviewdog posts as review
 * comments on GitHub, GitLab, Bitbucket and Gitea. Lines and columns are 1-based and a column
 * counts UTF-8 bytes (reviewdog.proto, `Position`), so agentlint's UTF-16 columns are converted
 * with the file's text; ends are exclusive in both. A `MachineApplicable` fix whose edits are all
 * in the finding's file becomes one suggestion (reviewdog's suggestion has no path of its own, and
 * it posts each suggestion of a diagnostic as an alternative, so a fix of several edits becomes one
 * replacement of the text from its first edit to its last).
 */
import { sourceFile, type SourceFile } from '../artifacts/source.js';
import type { Diagnostic, Level, Position, Range } from '../diagnostics/diagnostic.js';
import { INFORMATION_URI, TOOL_NAME } from '../engine/version.js';
import { joinPath } from './workflow-commands.js';

export type RdSeverity = 'ERROR' | 'WARNING' | 'INFO';
export const RD_SEVERITY: Record<Level, RdSeverity> = { error: 'ERROR', warn: 'WARNING', info: 'INFO' };

export interface RdPosition {
  line: number;
  column: number;
}
export interface RdRange {
  start: RdPosition;
  end: RdPosition;
}
export interface RdLocation {
  path: string;
  range: RdRange;
}
export interface RdDiagnostic {
  message: string;
  location: RdLocation;
  severity: RdSeverity;
  code: { value: string; url: string };
  suggestions?: Array<{ range: RdRange; text: string }>;
  related_locations?: Array<{ message: string; location: RdLocation }>;
}
export interface RdResult {
  source: { name: string; url: string };
  severity?: RdSeverity;
  diagnostics: RdDiagnostic[];
}

export interface RdjsonOptions {
  /** Prefix for every path, so paths are relative to the repository root (reviewdog's working directory). */
  pathPrefix?: string;
  /** The text of a file by scan-root-relative path (undefined when unreadable: columns are then left in UTF-16 units). */
  readText(path: string): string | undefined;
}

/** A column in UTF-8 bytes from one in UTF-16 code units, on the position's line of `file`. */
export function byteColumn(file: SourceFile | undefined, pos: Position): number {
  if (!file) return pos.column;
  const lineStart = file.lines.lineStart(pos.line);
  const before = file.text.slice(lineStart, lineStart + pos.column - 1);
  // A position past the line (or a file changed since the lint) keeps its column rather than guessing.
  if (before.length !== pos.column - 1 || /[\r\n]/.test(before)) return pos.column;
  // reviewdog counts the bytes of the file's line: a byte-order mark is 3 bytes of line 1.
  return Buffer.byteLength(before, 'utf8') + 1 + (pos.line === 1 && file.bom ? 3 : 0);
}

function rdRange(file: SourceFile | undefined, r: Range): RdRange {
  return { start: { line: r.start.line, column: byteColumn(file, r.start) }, end: { line: r.end.line, column: byteColumn(file, r.end) } };
}

/** The fix as one replacement in the finding's file, or undefined when it has none reviewdog can post. */
function suggestionOf(d: Diagnostic, file: SourceFile | undefined): { range: RdRange; text: string } | undefined {
  const s = d.suggestion;
  if (s?.applicability !== 'MachineApplicable' || s.edits.length === 0 || s.edits.some((e) => e.path !== d.span.path)) return undefined;
  const edits = [...s.edits].sort((a, b) => a.range.start.offset - b.range.start.offset);
  if (edits.length === 1) return { range: rdRange(file, edits[0]!.range), text: edits[0]!.text };
  // Several edits need the text between them, which must be the text they were computed on.
  if (!file || edits[edits.length - 1]!.range.end.offset > file.text.length) return undefined;
  let text = '';
  for (const [i, e] of edits.entries()) {
    const next = edits[i + 1];
    if (next && next.range.start.offset < e.range.end.offset) return undefined;
    text += e.text + (next ? file.text.slice(e.range.end.offset, next.range.start.offset) : '');
  }
  return { range: rdRange(file, { start: edits[0]!.range.start, end: edits[edits.length - 1]!.range.end }), text };
}

const RANK: Record<RdSeverity, number> = { ERROR: 0, WARNING: 1, INFO: 2 };

export function toRdjson(diagnostics: readonly Diagnostic[], opts: RdjsonOptions): RdResult {
  const files = new Map<string, SourceFile | undefined>();
  const fileOf = (path: string) => {
    if (!files.has(path)) {
      const text = opts.readText(path);
      files.set(path, text === undefined ? undefined : sourceFile(path, text));
    }
    return files.get(path);
  };
  const location = (path: string, range: Range): RdLocation => ({ path: joinPath(opts.pathPrefix, path), range: rdRange(fileOf(path), range) });
  const out: RdResult = { source: { name: TOOL_NAME, url: INFORMATION_URI }, diagnostics: [] };
  for (const d of diagnostics) {
    const rd: RdDiagnostic = { message: d.message, location: location(d.span.path, d.span.range), severity: RD_SEVERITY[d.level], code: { value: d.kind, url: d.docs } };
    const suggestion = suggestionOf(d, fileOf(d.span.path));
    if (suggestion) rd.suggestions = [suggestion];
    if (d.related.length > 0) rd.related_locations = d.related.map((r) => ({ message: r.message, location: location(r.span.path, r.span.range) }));
    out.diagnostics.push(rd);
  }
  // The result's overall severity is its most severe finding's.
  const worst = out.diagnostics.map((d) => d.severity).sort((a, b) => RANK[a] - RANK[b])[0];
  if (worst) out.severity = worst;
  return out;
}

/**
 * agentlint positions (1-based line and column, UTF-16 code units, with offsets)
 * to LSP positions (0-based line, character in the negotiated encoding) and back.
 */
import type { Position as AlPosition, Range as AlRange, SourceFile } from '../artifacts/source.js';
import type { Diagnostic as AlDiagnostic } from '../diagnostics/diagnostic.js';
import {
  DiagnosticSeverity,
  DiagnosticTag,
  type Diagnostic,
  type Position,
  type Range,
} from 'vscode-languageserver';

export type Encoding = 'utf-8' | 'utf-16' | 'utf-32';

/** The client's first supported preference; UTF-16 when it states none (the LSP default). */
export function negotiateEncoding(offered: readonly string[] | undefined): Encoding {
  for (const e of offered ?? []) if (e === 'utf-8' || e === 'utf-16' || e === 'utf-32') return e;
  return 'utf-16';
}

/** Width of a UTF-16 slice in the target encoding. */
function width(s: string, enc: Encoding): number {
  if (enc === 'utf-16') return s.length;
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    n += enc === 'utf-32' ? 1 : cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

export function toLspPosition(p: AlPosition, file: SourceFile | undefined, enc: Encoding): Position {
  const line = p.line - 1;
  if (enc === 'utf-16' || !file) return { line, character: p.column - 1 };
  const start = file.lines.lineStart(p.line);
  return { line, character: width(file.text.slice(start, p.offset), enc) };
}

export function toLspRange(r: AlRange, file: SourceFile | undefined, enc: Encoding): Range {
  return { start: toLspPosition(r.start, file, enc), end: toLspPosition(r.end, file, enc) };
}

/** An LSP position as a UTF-16 offset into `file` (clamped to the line). */
export function toOffset(p: Position, file: SourceFile, enc: Encoding): number {
  const lines = file.lines;
  if (p.line >= lines.lineCount) return file.text.length;
  const start = lines.lineStart(p.line + 1);
  const end = lines.lineEnd(p.line + 1);
  if (enc === 'utf-16') return Math.min(start + p.character, end);
  let units = 0;
  let off = start;
  for (const ch of file.text.slice(start, end)) {
    if (units >= p.character) break;
    units += width(ch, enc);
    off += ch.length;
  }
  return off;
}

const SEVERITY = { error: DiagnosticSeverity.Error, warn: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;

/**
 * One agentlint finding as an LSP diagnostic. `fileOf` gives the source of a
 * path (for the range and for related locations), `uriOf` its URI.
 */
export function toLspDiagnostic(
  d: AlDiagnostic,
  fileOf: (path: string) => SourceFile | undefined,
  uriOf: (path: string) => string,
  enc: Encoding,
): Diagnostic {
  const out: Diagnostic = {
    range: toLspRange(d.span.range, fileOf(d.span.path), enc),
    severity: SEVERITY[d.level],
    code: d.kind,
    codeDescription: { href: d.docs },
    source: 'agentlint',
    message: d.help ? `${d.message}\n${d.help}` : d.message,
    // What the finding means (not loaded, ignored, style only, …): for clients that filter or group.
    data: { effect: d.effect },
  };
  if (d.related.length > 0) {
    out.relatedInformation = d.related.map((r) => ({
      message: r.message,
      location: { uri: uriOf(r.span.path), range: toLspRange(r.span.range, fileOf(r.span.path), enc) },
    }));
  }
  // Migration findings are about a form that still works but is on its way out.
  if (d.category === 'migration') out.tags = [DiagnosticTag.Deprecated];
  return out;
}

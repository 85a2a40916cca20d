/**
 * Findings as an agent reads them: the MCP tools' structured results and the
 * short text both the tools and the harness hooks hand to the model.
 */
import type { Diagnostic, Range } from '../diagnostics/diagnostic.js';

/** A 1-based line and column (offsets are left out: a model edits by line). */
export interface Place {
  line: number;
  column: number;
}

export interface FindingRange {
  start: Place;
  end: Place;
}

export interface Finding {
  rule: string;
  level: Diagnostic['level'];
  category: Diagnostic['category'];
  /** The harness the finding is about; absent for tool formats and the configuration. */
  harness?: string;
  message: string;
  help?: string;
  notes: string[];
  path: string;
  range: FindingRange;
  jsonPath?: string;
  docs: string;
  fix?: {
    message: string;
    /** MachineApplicable fixes are certain (`fix_file` applies them); the others need a look. */
    applicability: string;
    edits: Array<{ path: string; range: FindingRange; text: string }>;
  };
}

const place = (r: Range): FindingRange => ({ start: { line: r.start.line, column: r.start.column }, end: { line: r.end.line, column: r.end.column } });

export function toFinding(d: Diagnostic): Finding {
  return {
    rule: d.kind,
    level: d.level,
    category: d.category,
    ...(d.harness ? { harness: d.harness } : {}),
    message: d.message,
    ...(d.help ? { help: d.help } : {}),
    notes: d.notes,
    path: d.span.path,
    range: place(d.span.range),
    ...(d.span.jsonPath ? { jsonPath: d.span.jsonPath } : {}),
    docs: d.docs,
    ...(d.suggestion && d.suggestion.edits.length > 0
      ? { fix: { message: d.suggestion.msg, applicability: d.suggestion.applicability, edits: d.suggestion.edits.map((e) => ({ path: e.path, range: place(e.range), text: e.text })) } }
      : {}),
  };
}

/** One line per finding (`path:line:col level rule: message`), its help and its fix indented below. */
export function findingsText(findings: readonly Finding[]): string {
  const out: string[] = [];
  for (const f of findings) {
    out.push(`${f.path}:${f.range.start.line}:${f.range.start.column} ${f.level} ${f.rule}${f.harness ? ` (${f.harness})` : ''}: ${f.message}`);
    if (f.help) out.push(`  help: ${f.help}`);
    if (f.fix) out.push(`  fix (${f.fix.applicability}): ${f.fix.message}`);
  }
  return out.join('\n');
}

export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** `2 findings (1 error, 1 warning) in 1 file` or `no findings in 3 files`. */
export function countLine(findings: readonly Finding[], files: number): string {
  if (findings.length === 0) return `no findings in ${plural(files, 'file')}`;
  const n = (l: Finding['level']) => findings.filter((f) => f.level === l).length;
  const parts = [n('error') && plural(n('error'), 'error'), n('warn') && plural(n('warn'), 'warning'), n('info') && `${n('info')} info`].filter(Boolean);
  return `${plural(findings.length, 'finding')} (${parts.join(', ')}) in ${plural(files, 'file')}`;
}

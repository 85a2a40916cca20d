/** Building text edits for suggestions. */
import type { Range, SourceFile, TextEdit } from '../artifacts/source.js';
import type { TreeNode } from '../artifacts/tree.js';

export function replaceRange(file: SourceFile, range: Range, text: string): TextEdit {
  return { path: file.path, range, text };
}

/** Replace a scalar value, keeping its quoting style where the new text allows. */
export function replaceScalar(file: SourceFile, node: TreeNode, value: string): TextEdit {
  const raw = file.lines.slice(node.range.start.offset, node.range.end.offset);
  let text: string;
  if (raw.startsWith('"')) text = JSON.stringify(value);
  else if (raw.startsWith("'")) text = `'${value.replace(/'/g, "''")}'`;
  else text = yamlPlainSafe(value) ? value : JSON.stringify(value);
  return { path: file.path, range: node.range, text };
}

/** Can `s` be written as a plain YAML scalar and read back as the same string? */
export function yamlPlainSafe(s: string): boolean {
  if (s === '' || s.trim() !== s) return false;
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s)) return false;
  if (/: |:$| #/.test(s)) return false;
  if (/^(true|false|null|yes|no|on|off|~|[-+]?\d[\d._]*(e[-+]?\d+)?|0x[0-9a-f]+|\.inf|\.nan)$/i.test(s)) return false;
  return true;
}

/** Delete a whole `key: value` line range of a block mapping entry (through the line break). */
export function deleteLines(file: SourceFile, range: Range): TextEdit {
  const { lines } = file;
  const start = lines.lineStart(range.start.line);
  // A block value's range may end at the start of the line after it (past its line break): that line is not the entry's.
  const endsAtLineStart = range.end.line > range.start.line && range.end.offset === lines.lineStart(range.end.line);
  const endLine = endsAtLineStart ? range.end.line - 1 : range.end.line;
  const end = endLine < lines.lineCount ? lines.lineStart(endLine + 1) : lines.lineEnd(endLine);
  return { path: file.path, range: lines.range(start, end), text: '' };
}

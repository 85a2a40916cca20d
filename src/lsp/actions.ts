/**
 * Code actions: each suggestion as a quick fix, "disable this rule for this
 * file" through the frontmatter `lints:` map, and `source.fixAll.agentlint`,
 * which runs the `--fix` loop on the document's text in memory.
 */
import type { ParsedFile } from '../artifacts/model.js';
import type { SourceFile, TextEdit as AlTextEdit } from '../artifacts/source.js';
import type { Diagnostic as AlDiagnostic } from '../diagnostics/diagnostic.js';
import { applyEdits, selectFixes } from '../engine/fix.js';
import { getPair } from '../artifacts/tree.js';
import type { TextEdit, WorkspaceEdit } from 'vscode-languageserver';
import { toLspRange, type Encoding } from './convert.js';

export const FIX_ALL_KIND = 'source.fixAll.agentlint';

/** Same bound as the CLI's `--fix`. */
const MAX_FIX_PASSES = 10;

export function workspaceEdit(
  edits: readonly AlTextEdit[],
  fileOf: (path: string) => SourceFile | undefined,
  uriOf: (path: string) => string,
  enc: Encoding,
): WorkspaceEdit {
  const changes: Record<string, TextEdit[]> = {};
  for (const e of edits) {
    const uri = uriOf(e.path);
    (changes[uri] ??= []).push({ range: toLspRange(e.range, fileOf(e.path), enc), newText: e.text });
  }
  return { changes };
}

/**
 * The `--fix` loop on one file's text: each pass takes the MachineApplicable
 * edits `selectFixes` takes (those in this file), applies them, and lints the
 * new text (`lintText`). Returns the final text.
 */
export function fixAllText(path: string, text: string, first: AlDiagnostic[], lintText: (text: string) => AlDiagnostic[]): string {
  let current = text;
  let diagnostics = first;
  for (let pass = 0; pass < MAX_FIX_PASSES; pass++) {
    // Only findings whose every edit is in this document: the action edits one file.
    const here = diagnostics.filter((d) => d.suggestion && d.suggestion.edits.every((e) => e.path === path));
    const { applied, byFile } = selectFixes(here, false);
    const edits = byFile.get(path);
    if (applied === 0 || !edits) break;
    current = applyEdits(current, edits);
    diagnostics = lintText(current);
  }
  return current;
}

/** One edit from the first to the last character that differ (keeps the cursor and undo small). */
export function minimalEdit(before: SourceFile, after: string, enc: Encoding): TextEdit | undefined {
  const a = before.text;
  if (a === after) return undefined;
  let s = 0;
  while (s < a.length && s < after.length && a.charCodeAt(s) === after.charCodeAt(s)) s++;
  let ea = a.length;
  let eb = after.length;
  while (ea > s && eb > s && a.charCodeAt(ea - 1) === after.charCodeAt(eb - 1)) {
    ea--;
    eb--;
  }
  // Never split a surrogate pair.
  if (s > 0 && isHigh(a.charCodeAt(s - 1))) s--;
  if (ea < a.length && isLow(a.charCodeAt(ea))) {
    ea++;
    eb++;
  }
  return { range: toLspRange(before.lines.range(s, ea), before, enc), newText: after.slice(s, eb) };
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * The edit that sets `rule: allow` in the file's frontmatter `lints:` map, or
 * undefined when the file has no frontmatter map to hold it (JSON kinds,
 * unparsable frontmatter, a flow-style `lints`).
 */
export function disableRuleEdit(pf: ParsedFile, rule: string): AlTextEdit | undefined {
  const md = pf.artifacts[0]?.markdown;
  const fm = md?.frontmatter;
  if (!fm || !fm.present || !fm.root || fm.lenient) return undefined;
  const file = pf.file;
  const eol = file.text.includes('\r\n') ? '\r\n' : '\n';
  const lints = getPair(fm.root, 'lints');
  if (!lints) {
    // Before the closing fence.
    const at = fm.yamlOffset + fm.yaml.length;
    return { path: file.path, range: file.lines.range(at, at), text: `lints:${eol}  ${rule}: allow${eol}` };
  }
  const map = lints.value;
  if (map === null) {
    const at = file.lines.lineEnd(lints.keyRange.start.line);
    return { path: file.path, range: file.lines.range(at, at), text: `${eol}  ${rule}: allow` };
  }
  if (map.type !== 'map' || map.flow || map.pairs.length === 0) return undefined;
  const existing = map.pairs.find((p) => p.key === rule);
  if (existing) {
    if (!existing.value) return undefined;
    return { path: file.path, range: existing.value.range, text: 'allow' };
  }
  const last = map.pairs[map.pairs.length - 1]!;
  const indent = ' '.repeat(map.pairs[0]!.keyRange.start.column - 1);
  const at = file.lines.lineEnd(last.range.end.line);
  return { path: file.path, range: file.lines.range(at, at), text: `${eol}${indent}${rule}: allow` };
}

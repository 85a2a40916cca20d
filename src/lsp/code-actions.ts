/**
 * Code actions: per finding in the range, its suggestion as a quick fix and "disable the rule for this
 * file"; for the document, "fix all" (the `--fix` loop run in memory).
 */
import { CodeActionKind, type CodeAction, type CodeActionParams } from 'vscode-languageserver/node';
import type { SourceFile } from '../artifacts/source.js';
import type { Diagnostic as AlDiagnostic } from '../diagnostics/diagnostic.js';
import { disableRuleEdit, FIX_ALL_KIND, fixAllText, minimalEdit, workspaceEdit } from './actions.js';
import { toLspDiagnostic, toOffset } from './convert.js';
import { relOf, sources, uriOf, type ServerState } from './state.js';

export function codeActions(s: ServerState, { textDocument, range, context }: CodeActionParams): CodeAction[] {
  const ws = s.ws;
  const rel = relOf(s, textDocument.uri);
  const file = rel !== undefined ? ws?.source(rel) : undefined;
  if (!ws || rel === undefined || !file) return [];
  const wants = (kind: string) => !context.only || context.only.some((o) => kind === o || kind.startsWith(`${o}.`));
  const from = toOffset(range.start, file, s.enc);
  const to = toOffset(range.end, file, s.enc);
  const mine = s.byPath.get(rel) ?? [];
  const actions: CodeAction[] = [];
  if (wants(CodeActionKind.QuickFix)) actions.push(...quickFixes(s, rel, file, mine.filter((d) => !(d.span.range.start.offset > to || d.span.range.end.offset < from))));
  if (wants(FIX_ALL_KIND) && mine.some((d) => d.suggestion?.applicability === 'MachineApplicable')) {
    const fixed = fixAll(s, rel, file);
    const edit = minimalEdit(file, fixed, s.enc);
    if (edit) actions.push({ title: 'Fix all auto-fixable agentlint problems', kind: FIX_ALL_KIND, edit: { changes: { [textDocument.uri]: [edit] } } });
  }
  return actions;
}

/** For each finding (in order): its suggestion, then disabling its rule for the file (never a config/* kind). */
function quickFixes(s: ServerState, rel: string, file: SourceFile, findings: readonly AlDiagnostic[]): CodeAction[] {
  const fileOf = sources(s);
  const toUri = (path: string) => uriOf(s, path);
  const pf = s.ws!.parsed(rel);
  const actions: CodeAction[] = [];
  for (const d of findings) {
    const diag = toLspDiagnostic(d, fileOf, toUri, s.enc);
    const sug = d.suggestion;
    if (sug && sug.edits.length > 0) {
      actions.push({
        title: `${sug.msg} (${d.kind})`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diag],
        isPreferred: sug.applicability === 'MachineApplicable',
        edit: workspaceEdit(sug.edits, (p) => (p === rel ? file : fileOf(p)), toUri, s.enc),
      });
    }
    const disable = pf && !d.kind.startsWith('config/') ? disableRuleEdit(pf, d.kind) : undefined;
    if (disable) {
      actions.push({
        title: `Disable ${d.kind} for this file`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diag],
        edit: workspaceEdit([disable], () => file, toUri, s.enc),
      });
    }
  }
  return actions;
}

/** The `--fix` loop in memory; the workspace is put back as it was. */
function fixAll(s: ServerState, rel: string, file: SourceFile): string {
  const w = s.ws!;
  const open = w.overlay.get(rel);
  const lintText = (text: string) => {
    w.update(rel, text);
    return w.results().diagnostics.filter((d) => d.span.path === rel);
  };
  try {
    return fixAllText(rel, file.text, s.byPath.get(rel) ?? [], lintText);
  } finally {
    w.update(rel, open);
  }
}

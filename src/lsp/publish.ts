/**
 * Publishing diagnostics: the workspace's findings grouped by file and converted for the client; only the
 * URIs whose diagnostics changed are sent, and always the document just edited (`force`).
 */
import { MessageType, ShowMessageNotification } from 'vscode-languageserver/node';
import type { Diagnostic as AlDiagnostic } from '../diagnostics/diagnostic.js';
import { toLspDiagnostic } from './convert.js';
import { sources, uriOf, type ServerState } from './state.js';

export function publish(s: ServerState, force?: string): void {
  if (!s.ws) return;
  const next = findingsByPath(s);
  s.byPath = next;
  const out = lspDiagnosticsByUri(s, next);
  for (const uri of s.published.keys()) if (!out.has(uri)) out.set(uri, []);
  if (force) {
    const uri = uriOf(s, force);
    if (!out.has(uri)) out.set(uri, []);
  }
  sendChanged(s, out, force);
}

/** The workspace's findings by path; each rule's first internal error is also shown to the user. */
function findingsByPath(s: ServerState): Map<string, AlDiagnostic[]> {
  const { diagnostics } = s.ws!.results();
  const next = new Map<string, AlDiagnostic[]>();
  for (const d of diagnostics) {
    const list = next.get(d.span.path);
    if (list) list.push(d);
    else next.set(d.span.path, [d]);
    if (d.message.startsWith('internal error in ') && !s.reportedInternal.has(d.kind)) {
      // Reported once; the rule's other files keep their diagnostic, the server goes on.
      s.reportedInternal.add(d.kind);
      // A notification (window/showMessage), not window.showErrorMessage: that is a request, and a
      // client without window/showMessageRequest answers with an error that, unhandled, ends the server.
      void s.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Error, message: `agentlint: ${d.message}` });
    }
  }
  return next;
}

/** The LSP diagnostics of each URI: the findings, then the workspace's notes as hints on the first line. */
function lspDiagnosticsByUri(s: ServerState, byPath: ReadonlyMap<string, AlDiagnostic[]>): Map<string, unknown[]> {
  const fileOf = sources(s);
  const toUri = (path: string) => uriOf(s, path);
  const out = new Map<string, unknown[]>();
  for (const [path, ds] of byPath) out.set(toUri(path), ds.map((d) => toLspDiagnostic(d, fileOf, toUri, s.enc)));
  for (const note of s.ws!.notes()) {
    const list = out.get(toUri(note.path)) ?? [];
    list.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 3, source: 'agentlint', message: note.message });
    out.set(toUri(note.path), list);
  }
  return out;
}

/** Send the lists that differ from the last published ones (the forced path's always), and remember them. */
function sendChanged(s: ServerState, out: ReadonlyMap<string, unknown[]>, force: string | undefined): void {
  for (const [uri, list] of out) {
    const json = JSON.stringify(list);
    const was = s.published.get(uri) ?? '[]';
    if (json === was && uri !== (force && uriOf(s, force))) continue;
    if (json === '[]') s.published.delete(uri);
    else s.published.set(uri, json);
    void s.connection.sendDiagnostics({ uri, diagnostics: list as never });
  }
}

/**
 * `agentlint lsp`: the language server over stdio.
 *
 * On `initialized` it lints the workspace folder (the CLI's discovery,
 * configuration, rules and levels), then re-lints edited documents from the
 * editor's text (debounced), files changed on disk (watched files, registered
 * here) and the configuration. Diagnostics are published only for files whose
 * findings changed, and always for the document just edited.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  MessageType,
  ProposedFeatures,
  ShowMessageNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceFile } from '../artifacts/source.js';
import type { Diagnostic as AlDiagnostic } from '../diagnostics/diagnostic.js';
import { TOOL_VERSION } from '../engine/version.js';
import { explainText } from '../report/explain.js';
import { ruleById } from '../rules/index.js';
import { disableRuleEdit, FIX_ALL_KIND, fixAllText, minimalEdit, workspaceEdit } from './actions.js';
import { negotiateEncoding, toLspDiagnostic, toOffset, type Encoding } from './convert.js';
import { Workspace } from './workspace.js';
import { serverRules } from './test-hook.js';

export interface ServerOptions {
  /** `initializationOptions.debounceMs`: delay before an edited document is re-linted. */
  debounceMs: number;
  configPath?: string;
}

const DEFAULT_DEBOUNCE_MS = 5;

export function startServer(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Connection {
  const connection = createConnection(ProposedFeatures.all, input, output);
  const documents = new TextDocuments(TextDocument);
  let ws: Workspace | undefined;
  let enc: Encoding = 'utf-16';
  let root = process.cwd();
  let opts: ServerOptions = { debounceMs: DEFAULT_DEBOUNCE_MS };
  let watchRegistration = false;
  /** Root-relative path -> the URI the client used for it. */
  const uris = new Map<string, string>();
  /** URI -> the JSON of the diagnostics last published there. */
  const published = new Map<string, string>();
  /** The last findings, by path. */
  let byPath = new Map<string, AlDiagnostic[]>();
  const timers = new Map<string, NodeJS.Timeout>();
  const reportedInternal = new Set<string>();

  const log = (what: string, err: unknown) => connection.console.error(`agentlint: ${what}: ${(err as Error)?.stack ?? String(err)}`);
  const guard = <A extends unknown[], R>(what: string, fallback: R, f: (...a: A) => R) => (...a: A): R => {
    try {
      return f(...a);
    } catch (err) {
      log(what, err);
      return fallback;
    }
  };

  const uriOf = (path: string) => uris.get(path) ?? pathToFileURL(isAbsolute(path) ? path : resolve(root, path)).href;
  const relOf = (uri: string): string | undefined => {
    if (!uri.startsWith('file:')) return undefined;
    try {
      return ws?.relPath(fileURLToPath(uri));
    } catch {
      return undefined;
    }
  };

  /** Sources of paths for position conversion, read once per use (UTF-16 needs none). */
  const sources = () => {
    const cache = new Map<string, SourceFile | undefined>();
    return (path: string) => {
      if (enc === 'utf-16' || !ws) return undefined;
      if (!cache.has(path)) cache.set(path, ws.source(path));
      return cache.get(path);
    };
  };

  function publish(force?: string): void {
    if (!ws) return;
    const { diagnostics } = ws.results();
    const next = new Map<string, AlDiagnostic[]>();
    for (const d of diagnostics) {
      const list = next.get(d.span.path);
      if (list) list.push(d);
      else next.set(d.span.path, [d]);
      if (d.message.startsWith('internal error in ') && !reportedInternal.has(d.kind)) {
        // Reported once; the rule's other files keep their diagnostic, the server goes on.
        reportedInternal.add(d.kind);
        // A notification (window/showMessage), not window.showErrorMessage: that is a request, and a
        // client without window/showMessageRequest answers with an error that, unhandled, ends the server.
        void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Error, message: `agentlint: ${d.message}` });
      }
    }
    byPath = next;
    const fileOf = sources();
    const out = new Map<string, unknown[]>();
    for (const [path, ds] of next) out.set(uriOf(path), ds.map((d) => toLspDiagnostic(d, fileOf, uriOf, enc)));
    for (const note of ws.notes()) {
      const list = out.get(uriOf(note.path)) ?? [];
      list.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: 3, source: 'agentlint', message: note.message });
      out.set(uriOf(note.path), list);
    }
    for (const uri of published.keys()) if (!out.has(uri)) out.set(uri, []);
    if (force) {
      const uri = uriOf(force);
      if (!out.has(uri)) out.set(uri, []);
    }
    for (const [uri, list] of out) {
      const json = JSON.stringify(list);
      const was = published.get(uri) ?? '[]';
      if (json === was && uri !== (force && uriOf(force))) continue;
      if (json === '[]') published.delete(uri);
      else published.set(uri, json);
      void connection.sendDiagnostics({ uri, diagnostics: list as never });
    }
  }

  const relint = guard('re-lint', undefined, (rel: string, uri: string) => {
    if (!ws) return;
    const doc = documents.get(uri);
    ws.update(rel, doc ? doc.getText() : undefined);
    publish(rel);
  });

  function schedule(rel: string, uri: string): void {
    clearTimeout(timers.get(rel));
    timers.set(
      rel,
      setTimeout(() => {
        timers.delete(rel);
        relint(rel, uri);
      }, opts.debounceMs),
    );
  }

  connection.onInitialize((params): InitializeResult => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (folder?.startsWith('file:')) root = fileURLToPath(folder);
    else if (params.rootPath) root = params.rootPath;
    const init = (params.initializationOptions ?? {}) as Partial<ServerOptions>;
    opts = {
      debounceMs: typeof init.debounceMs === 'number' && init.debounceMs >= 0 ? init.debounceMs : DEFAULT_DEBOUNCE_MS,
      configPath: typeof init.configPath === 'string' ? resolve(root, init.configPath) : undefined,
    };
    enc = negotiateEncoding(params.capabilities.general?.positionEncodings);
    watchRegistration = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    ws = new Workspace(root, { configPath: opts.configPath, rules: serverRules() });
    return {
      capabilities: {
        positionEncoding: enc,
        // The text-document helper applies changes in UTF-16; other encodings get whole texts.
        textDocumentSync: { openClose: true, change: enc === 'utf-16' ? TextDocumentSyncKind.Incremental : TextDocumentSyncKind.Full },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
        hoverProvider: true,
      },
      serverInfo: { name: 'agentlint', version: TOOL_VERSION },
    };
  });

  connection.onInitialized(
    guard('initial lint', undefined, () => {
      if (watchRegistration) {
        void connection.client.register(DidChangeWatchedFilesNotification.type, {
          watchers: [{ globPattern: '**/*.{md,json,yaml,yml,toml}' }, { globPattern: '**/.agentlint.{yml,yaml}' }],
        });
      }
      // Documents opened before `initialized` are in the overlay from the start.
      for (const doc of documents.all()) {
        const rel = relOf(doc.uri);
        if (rel) {
          uris.set(rel, doc.uri);
          ws!.overlay.set(rel, doc.getText());
        }
      }
      ws!.load();
      publish();
    }),
  );

  documents.onDidChangeContent(
    guard('change', undefined, ({ document }) => {
      const rel = relOf(document.uri);
      if (!rel) return;
      uris.set(rel, document.uri);
      schedule(rel, document.uri);
    }),
  );

  documents.onDidClose(
    guard('close', undefined, ({ document }) => {
      const rel = relOf(document.uri);
      if (!rel || !ws) return;
      clearTimeout(timers.get(rel));
      timers.delete(rel);
      // What is on disk again.
      ws.update(rel, undefined);
      publish(rel);
    }),
  );

  connection.onDidChangeWatchedFiles(
    guard('watched files', undefined, ({ changes }) => {
      if (!ws) return;
      let reload = false;
      for (const c of changes) {
        const rel = relOf(c.uri);
        if (!rel) continue;
        if (ws.isConfig(rel) || c.type !== FileChangeType.Changed) reload = true;
        else if (ws.isSuppressionsFile(rel)) ws.update(rel, undefined);
        else if (!ws.overlay.has(rel)) ws.update(rel, undefined);
      }
      if (reload) ws.load();
      publish();
    }),
  );

  connection.onCodeAction(
    guard('code action', [] as CodeAction[], ({ textDocument, range, context }) => {
      const rel = relOf(textDocument.uri);
      const file = rel !== undefined ? ws?.source(rel) : undefined;
      if (!ws || rel === undefined || !file) return [];
      const wants = (kind: string) => !context.only || context.only.some((o) => kind === o || kind.startsWith(`${o}.`));
      const fileOf = sources();
      const from = toOffset(range.start, file, enc);
      const to = toOffset(range.end, file, enc);
      const mine = byPath.get(rel) ?? [];
      const actions: CodeAction[] = [];
      const pf = ws.parsed(rel);
      for (const d of mine) {
        if (d.span.range.start.offset > to || d.span.range.end.offset < from) continue;
        const diag = toLspDiagnostic(d, fileOf, uriOf, enc);
        const s = d.suggestion;
        if (s && s.edits.length > 0 && wants(CodeActionKind.QuickFix)) {
          actions.push({
            title: `${s.msg} (${d.kind})`,
            kind: CodeActionKind.QuickFix,
            diagnostics: [diag],
            isPreferred: s.applicability === 'MachineApplicable',
            edit: workspaceEdit(s.edits, (p) => (p === rel ? file : fileOf(p)), uriOf, enc),
          });
        }
        const disable = pf && !d.kind.startsWith('config/') ? disableRuleEdit(pf, d.kind) : undefined;
        if (disable && wants(CodeActionKind.QuickFix)) {
          actions.push({
            title: `Disable ${d.kind} for this file`,
            kind: CodeActionKind.QuickFix,
            diagnostics: [diag],
            edit: workspaceEdit([disable], () => file, uriOf, enc),
          });
        }
      }
      if (wants(FIX_ALL_KIND) && mine.some((d) => d.suggestion?.applicability === 'MachineApplicable')) {
        const fixed = fixAll(rel, file);
        const edit = minimalEdit(file, fixed, enc);
        if (edit) actions.push({ title: 'Fix all auto-fixable agentlint problems', kind: FIX_ALL_KIND, edit: { changes: { [textDocument.uri]: [edit] } } });
      }
      return actions;
    }),
  );

  /** The `--fix` loop in memory; the workspace is put back as it was. */
  function fixAll(rel: string, file: SourceFile): string {
    const w = ws!;
    const open = w.overlay.get(rel);
    const lintText = (text: string) => {
      w.update(rel, text);
      return w.results().diagnostics.filter((d) => d.span.path === rel);
    };
    try {
      return fixAllText(rel, file.text, byPath.get(rel) ?? [], lintText);
    } finally {
      w.update(rel, open);
    }
  }

  connection.onHover(
    guard('hover', null, ({ textDocument, position }) => {
      const rel = relOf(textDocument.uri);
      const file = rel !== undefined ? ws?.source(rel) : undefined;
      if (rel === undefined || !file) return null;
      const at = toOffset(position, file, enc);
      const kinds = [...new Set((byPath.get(rel) ?? []).filter((d) => d.span.range.start.offset <= at && at <= d.span.range.end.offset).map((d) => d.kind))];
      const parts = kinds.map((k) => ruleById(k)).filter((r) => r !== undefined).map((r) => `**agentlint** \`${r!.meta.id}\`\n\n\`\`\`text\n${explainText(r!)}\`\`\``);
      return parts.length ? { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } } : null;
    }),
  );

  // How many full loads and single-file re-parses ran (tests and the benchmark check incrementality).
  connection.onRequest('agentlint/stats', () => ({ ...(ws?.stats ?? { loads: 0, updates: 0 }) }));

  connection.onShutdown(() => {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  });

  documents.listen(connection);
  connection.listen();
  return connection;
}

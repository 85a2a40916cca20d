/**
 * `agentlint lsp`: the language server over stdio.
 *
 * On `initialized` it lints the workspace folder (the CLI's discovery,
 * configuration, rules and levels), then re-lints edited documents from the
 * editor's text (debounced), files changed on disk (watched files, registered
 * here) and the configuration. Diagnostics are published only for files whose
 * findings changed, and always for the document just edited.
 *
 * The state the handlers share is in ./state.ts; publishing in ./publish.ts, code actions in ./code-actions.ts.
 */
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type DidChangeWatchedFilesParams,
  type Hover,
  type HoverParams,
  type InitializeParams,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { TOOL_VERSION } from '../engine/version.js';
import { explainText } from '../report/explain.js';
import { ruleById } from '../rules/index.js';
import { FIX_ALL_KIND } from './actions.js';
import { codeActions } from './code-actions.js';
import { negotiateEncoding, toOffset } from './convert.js';
import { publish } from './publish.js';
import { DEFAULT_DEBOUNCE_MS, guard, newServerState, relOf, type ServerOptions, type ServerState } from './state.js';
import { Workspace } from './workspace.js';
import { serverRules } from './test-hook.js';

export type { ServerOptions } from './state.js';

export function startServer(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Connection {
  const connection = createConnection(ProposedFeatures.all, input, output);
  const s = newServerState(connection, new TextDocuments(TextDocument));
  connection.onInitialize((params) => initialize(s, params));
  connection.onInitialized(guard(s, 'initial lint', undefined, () => lintWorkspace(s)));
  listenToDocuments(s);
  connection.onDidChangeWatchedFiles(guard(s, 'watched files', undefined, (params: DidChangeWatchedFilesParams) => watchedFilesChanged(s, params)));
  connection.onCodeAction(guard(s, 'code action', [] as CodeAction[], (params) => codeActions(s, params)));
  connection.onHover(guard(s, 'hover', null, (params: HoverParams) => hover(s, params)));
  // How many full loads and single-file re-parses ran (tests and the benchmark check incrementality).
  connection.onRequest('agentlint/stats', () => ({ ...(s.ws?.stats ?? { loads: 0, updates: 0 }) }));
  connection.onShutdown(() => {
    for (const t of s.timers.values()) clearTimeout(t);
    s.timers.clear();
  });
  s.documents.listen(connection);
  connection.listen();
  return connection;
}

/** Read the client's workspace, options and capabilities, create the workspace, and say what the server offers. */
function initialize(s: ServerState, params: InitializeParams): InitializeResult {
  const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  if (folder?.startsWith('file:')) s.root = fileURLToPath(folder);
  else if (params.rootPath) s.root = params.rootPath;
  const init = (params.initializationOptions ?? {}) as Partial<ServerOptions>;
  s.opts = {
    debounceMs: typeof init.debounceMs === 'number' && init.debounceMs >= 0 ? init.debounceMs : DEFAULT_DEBOUNCE_MS,
    configPath: typeof init.configPath === 'string' ? resolve(s.root, init.configPath) : undefined,
  };
  s.enc = negotiateEncoding(params.capabilities.general?.positionEncodings);
  s.watchRegistration = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
  s.ws = new Workspace(s.root, { configPath: s.opts.configPath, rules: serverRules() });
  return {
    capabilities: {
      positionEncoding: s.enc,
      // The text-document helper applies changes in UTF-16; other encodings get whole texts.
      textDocumentSync: { openClose: true, change: s.enc === 'utf-16' ? TextDocumentSyncKind.Incremental : TextDocumentSyncKind.Full },
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND] },
      hoverProvider: true,
    },
    serverInfo: { name: 'agentlint', version: TOOL_VERSION },
  };
}

/** On `initialized`: watch the files that matter, lint the whole workspace with the open documents' texts, publish. */
function lintWorkspace(s: ServerState): void {
  if (s.watchRegistration) {
    void s.connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/*.{md,json,yaml,yml,toml}' }, { globPattern: '**/.agentlint.{yml,yaml}' }],
    });
  }
  // Documents opened before `initialized` are in the overlay from the start.
  for (const doc of s.documents.all()) {
    const rel = relOf(s, doc.uri);
    if (rel) {
      s.uris.set(rel, doc.uri);
      s.ws!.overlay.set(rel, doc.getText());
    }
  }
  s.ws!.load();
  publish(s);
}

/** Document sync: an edit re-lints after the debounce; closing a document lints what is on disk again. */
function listenToDocuments(s: ServerState): void {
  s.documents.onDidChangeContent(
    guard(s, 'change', undefined, ({ document }) => {
      const rel = relOf(s, document.uri);
      if (!rel) return;
      s.uris.set(rel, document.uri);
      schedule(s, rel, document.uri);
    }),
  );
  s.documents.onDidClose(
    guard(s, 'close', undefined, ({ document }) => {
      const rel = relOf(s, document.uri);
      if (!rel || !s.ws) return;
      clearTimeout(s.timers.get(rel));
      s.timers.delete(rel);
      // What is on disk again.
      s.ws.update(rel, undefined);
      publish(s, rel);
    }),
  );
}

/** Re-lint a document after the debounce delay (a newer edit restarts it). */
function schedule(s: ServerState, rel: string, uri: string): void {
  clearTimeout(s.timers.get(rel));
  s.timers.set(
    rel,
    setTimeout(() => {
      s.timers.delete(rel);
      relint(s, rel, uri);
    }, s.opts.debounceMs),
  );
}

/** Lint a document's current text (or the disk's when it is not open) and publish. */
function relint(s: ServerState, rel: string, uri: string): void {
  guard(s, 're-lint', undefined, () => {
    if (!s.ws) return;
    const doc = s.documents.get(uri);
    s.ws.update(rel, doc ? doc.getText() : undefined);
    publish(s, rel);
  })();
}

/**
 * Files changed on disk: the configuration, or a file created or deleted, reloads the workspace; a changed
 * file re-lints unless the editor has it open (its text wins); the suppressions file always re-reads.
 */
function watchedFilesChanged(s: ServerState, { changes }: DidChangeWatchedFilesParams): void {
  const ws = s.ws;
  if (!ws) return;
  let reload = false;
  for (const c of changes) {
    const rel = relOf(s, c.uri);
    if (!rel) continue;
    if (ws.isConfig(rel) || c.type !== FileChangeType.Changed) reload = true;
    else if (ws.isSuppressionsFile(rel)) ws.update(rel, undefined);
    else if (!ws.overlay.has(rel)) ws.update(rel, undefined);
  }
  if (reload) ws.load();
  publish(s);
}

/** The explanation of each rule with a finding at the position. */
function hover(s: ServerState, { textDocument, position }: HoverParams): Hover | null {
  const rel = relOf(s, textDocument.uri);
  const file = rel !== undefined ? s.ws?.source(rel) : undefined;
  if (rel === undefined || !file) return null;
  const at = toOffset(position, file, s.enc);
  const kinds = [...new Set((s.byPath.get(rel) ?? []).filter((d) => d.span.range.start.offset <= at && at <= d.span.range.end.offset).map((d) => d.kind))];
  const parts = kinds.map((k) => ruleById(k)).filter((r) => r !== undefined).map((r) => `**agentlint** \`${r!.meta.id}\`\n\n\`\`\`text\n${explainText(r!)}\`\`\``);
  return parts.length ? { contents: { kind: 'markdown', value: parts.join('\n\n---\n\n') } } : null;
}

/**
 * What the language server keeps between messages, and the small helpers every handler shares: paths
 * and URIs, sources for position conversion, and the guard that keeps one failing handler from ending
 * the server.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import type { Connection, TextDocuments } from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { SourceFile } from '../artifacts/source.js';
import type { Diagnostic as AlDiagnostic } from '../diagnostics/diagnostic.js';
import type { Encoding } from './convert.js';
import type { Workspace } from './workspace.js';

export interface ServerOptions {
  /** `initializationOptions.debounceMs`: delay before an edited document is re-linted. */
  debounceMs: number;
  configPath?: string;
}

export const DEFAULT_DEBOUNCE_MS = 5;

export interface ServerState {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  /** Created on `initialize`. */
  ws?: Workspace;
  enc: Encoding;
  root: string;
  opts: ServerOptions;
  /** The client registers watched files dynamically (`initialized` asks it to). */
  watchRegistration: boolean;
  /** Root-relative path -> the URI the client used for it. */
  uris: Map<string, string>;
  /** URI -> the JSON of the diagnostics last published there. */
  published: Map<string, string>;
  /** The last findings, by path. */
  byPath: Map<string, AlDiagnostic[]>;
  /** Pending debounced re-lints, by path. */
  timers: Map<string, NodeJS.Timeout>;
  /** Rules whose internal error was shown to the user already. */
  reportedInternal: Set<string>;
}

export function newServerState(connection: Connection, documents: TextDocuments<TextDocument>): ServerState {
  return {
    connection,
    documents,
    enc: 'utf-16',
    root: process.cwd(),
    opts: { debounceMs: DEFAULT_DEBOUNCE_MS },
    watchRegistration: false,
    uris: new Map(),
    published: new Map(),
    byPath: new Map(),
    timers: new Map(),
    reportedInternal: new Set(),
  };
}

/** `f`, which logs what it throws to the client's console and returns `fallback` instead. */
export const guard =
  <A extends unknown[], R>(s: ServerState, what: string, fallback: R, f: (...a: A) => R) =>
  (...a: A): R => {
    try {
      return f(...a);
    } catch (err) {
      s.connection.console.error(`agentlint: ${what}: ${(err as Error)?.stack ?? String(err)}`);
      return fallback;
    }
  };

/** The URI of a root-relative path: the one the client used, else a file URI. */
export const uriOf = (s: ServerState, path: string) => s.uris.get(path) ?? pathToFileURL(isAbsolute(path) ? path : resolve(s.root, path)).href;

/** The root-relative path of a URI, or undefined outside the workspace or when it is not a file. */
export function relOf(s: ServerState, uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return s.ws?.relPath(fileURLToPath(uri));
  } catch {
    return undefined;
  }
}

/** Sources of paths for position conversion, read once per use (UTF-16 needs none). */
export function sources(s: ServerState): (path: string) => SourceFile | undefined {
  const cache = new Map<string, SourceFile | undefined>();
  return (path: string) => {
    if (s.enc === 'utf-16' || !s.ws) return undefined;
    if (!cache.has(path)) cache.set(path, s.ws.source(path));
    return cache.get(path);
  };
}

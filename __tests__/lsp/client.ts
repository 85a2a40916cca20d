/**
 * A real LSP client (vscode-languageserver-protocol) driving the built server over stdio.
 * `buildServer` bundles src/cli.ts with ncc (transpile only: type errors are tsc's job)
 * into a scratch folder; nothing is written to dist/.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import protocol from 'vscode-languageserver-protocol/node';
import type { Diagnostic, InitializeResult, ProtocolConnection, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';

const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = protocol;

/** Bundle the CLI (with its `lsp` command) into a fresh scratch folder; returns the entry file. */
export function buildServer(): string {
  const out = mkdtempSync(join(tmpdir(), 'agentlint-lsp-build-'));
  const ncc = resolve('node_modules/@vercel/ncc/dist/ncc/cli.js');
  execFileSync(process.execPath, [ncc, 'build', 'src/cli.ts', '-o', out, '-q', '-t'], { stdio: 'pipe' });
  return join(out, 'index.js');
}

export const uriOf = (abs: string) => pathToFileURL(abs).href;

export class LspClient {
  readonly child: ChildProcess;
  readonly conn: ProtocolConnection;
  /** Every publishDiagnostics, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  private waiters: Array<{ uri: string; pred: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void; after: number }> = [];
  stderr = '';
  readonly watchRegistrations: unknown[] = [];

  /** Every window/showMessage, in order. */
  readonly messages: Array<{ type: number; message: string }> = [];

  /** `env`: added to this process's environment (the server's test hooks, src/lsp/test-hook.ts). */
  constructor(server: string, env: Record<string, string> = {}) {
    this.child = spawn(process.execPath, [server, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    this.child.stderr!.on('data', (d) => (this.stderr += d));
    this.conn = createProtocolConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
      this.published.push(p);
      const index = this.published.length - 1;
      this.waiters = this.waiters.filter((w) => {
        if (w.uri === p.uri && index >= w.after && w.pred(p.diagnostics)) {
          w.resolve(p.diagnostics);
          return false;
        }
        return true;
      });
    });
    this.conn.onRequest('client/registerCapability', (p: { registrations: unknown[] }) => {
      this.watchRegistrations.push(...p.registrations);
      return null;
    });
    this.conn.onNotification('window/showMessage', (m: { type: number; message: string }) => void this.messages.push(m));
    this.conn.onNotification('window/logMessage', () => undefined);
    this.conn.listen();
  }

  async initialize(root: string, extra: { positionEncodings?: string[]; initializationOptions?: unknown } = {}): Promise<InitializeResult> {
    const result = (await this.conn.sendRequest('initialize', {
      processId: process.pid,
      rootUri: uriOf(root),
      workspaceFolders: [{ uri: uriOf(root), name: 'ws' }],
      capabilities: {
        general: extra.positionEncodings ? { positionEncodings: extra.positionEncodings } : undefined,
        workspace: { didChangeWatchedFiles: { dynamicRegistration: true } },
        textDocument: { publishDiagnostics: { relatedInformation: true }, codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source'] } } } },
      },
      initializationOptions: extra.initializationOptions ?? { debounceMs: 0 },
    })) as InitializeResult;
    await this.conn.sendNotification('initialized', {});
    return result;
  }

  /** The next diagnostics published for `uri` (after the ones seen so far) that satisfy `pred`. */
  next(uri: string, pred: (d: Diagnostic[]) => boolean = () => true, timeoutMs = 10_000): Promise<Diagnostic[]> {
    return this.nextAfter(this.published.length, uri, pred, timeoutMs);
  }

  /** Diagnostics for `uri` published at or after index `after` of `published`. */
  nextAfter(after: number, uri: string, pred: (d: Diagnostic[]) => boolean = () => true, timeoutMs = 10_000): Promise<Diagnostic[]> {
    for (let i = after; i < this.published.length; i++) {
      const p = this.published[i]!;
      if (p.uri === uri && pred(p.diagnostics)) return Promise.resolve(p.diagnostics);
    }
    return new Promise((res, rej) => {
      const timer = setTimeout(() => rej(new Error(`no diagnostics for ${uri} within ${timeoutMs} ms; stderr: ${this.stderr}`)), timeoutMs);
      this.waiters.push({ uri, pred, after, resolve: (d) => (clearTimeout(timer), res(d)) });
    });
  }

  /** The latest diagnostics published for `uri` (none: []). */
  latest(uri: string): Diagnostic[] {
    for (let i = this.published.length - 1; i >= 0; i--) if (this.published[i]!.uri === uri) return this.published[i]!.diagnostics;
    return [];
  }

  open(abs: string, text: string, version = 1): Promise<void> {
    return this.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(abs), languageId: 'markdown', version, text } });
  }

  change(abs: string, text: string, version: number): Promise<void> {
    return this.conn.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(abs), version }, contentChanges: [{ text }] });
  }

  close(abs: string): Promise<void> {
    return this.conn.sendNotification('textDocument/didClose', { textDocument: { uri: uriOf(abs) } });
  }

  /** Shutdown and exit; resolves with the exit code once the process is gone. */
  async stop(): Promise<number | null> {
    const exited = new Promise<number | null>((res) => {
      if (this.child.exitCode !== null) res(this.child.exitCode);
      else this.child.once('exit', (code) => res(code));
    });
    await this.conn.sendRequest('shutdown');
    await this.conn.sendNotification('exit');
    const code = await exited;
    this.conn.dispose();
    return code;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

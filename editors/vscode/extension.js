// The agentlint VS Code extension: a language client that starts the server bundled inside the
// extension (out/server/index.js, the agentlint CLI's `lsp` command over stdio; no npx, no network)
// for the agent definitions of every harness agentlint checks.
'use strict';
const path = require('node:path');

/**
 * The files agentlint reads, by harness or tool format (globs relative to any folder of the workspace), generated
 * from the registry's descriptors. package.json's activationEvents are these globs under `workspaceContains:` (each
 * after `**` and a slash); `npm run docs` writes both, and __tests__/editors/vscode-client.test.ts keeps them equal.
 */
const HARNESS_FILES = require('./harness-files.generated.js');

const GLOBS = [...new Set(Object.values(HARNESS_FILES).flat())];

/** The documents the client sends to the server: every agentlint file, in any folder. */
function documentSelector() {
  return GLOBS.map((glob) => ({ scheme: 'file', pattern: `**/${glob}` }));
}

/** The activation events package.json must list (one per glob). */
function activationEvents() {
  return GLOBS.map((glob) => `workspaceContains:**/${glob}`);
}

/**
 * How the server is started: the bundled CLI unless `agentlint.serverPath` names another build
 * (relative paths are taken from the first workspace folder).
 */
function serverOptions(extensionPath, settings, transport, workspaceFolder) {
  const custom = settings.serverPath;
  const module = custom ? path.resolve(workspaceFolder ?? '', custom) : path.join(extensionPath, 'out', 'server', 'index.js');
  const run = { module, transport, args: ['lsp'] };
  return { run, debug: run };
}

/** The server's initialization options from the settings (an empty configPath means the default). */
function initializationOptions(settings) {
  return { configPath: settings.configPath || undefined, debounceMs: settings.debounceMs };
}

let client;

function settingsOf(vscode) {
  const config = vscode.workspace.getConfiguration('agentlint');
  return { serverPath: config.get('serverPath'), configPath: config.get('configPath'), debounceMs: config.get('debounceMs') };
}

function start(context) {
  const vscode = require('vscode');
  const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
  const settings = settingsOf(vscode);
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  client = new LanguageClient('agentlint', 'agentlint', serverOptions(context.extensionPath, settings, TransportKind.stdio, folder), {
    documentSelector: documentSelector(),
    initializationOptions: initializationOptions(settings),
  });
  return client.start();
}

async function activate(context) {
  const vscode = require('vscode');
  context.subscriptions.push(
    vscode.commands.registerCommand('agentlint.restart', async () => {
      if (client) await client.stop();
      await start(context);
    }),
  );
  await start(context);
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate, documentSelector, activationEvents, serverOptions, initializationOptions, HARNESS_FILES };

// The agentlint VS Code extension: a language client that starts the bundled server
// (`agentlint lsp` over stdio) for the agent definitions of the workspace.
'use strict';
const path = require('node:path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

/** Where agent definitions live: Markdown, JSON, YAML and TOML files in these folders, and these files. */
const FOLDERS = ['.claude', '.claude-plugin', '.ai-rulez', 'agents', 'skills', 'commands', 'hooks'];
const FILES = ['**/SKILL.md', '**/.mcp.json', '**/AGENTLTL.{yaml,yml}', '**/.agentlint.{yml,yaml}'];

function documentSelector() {
  return [
    ...FOLDERS.map((f) => ({ scheme: 'file', pattern: `**/${f}/**/*.{md,json,yaml,yml,toml}` })),
    ...FILES.map((pattern) => ({ scheme: 'file', pattern })),
  ];
}

let client;

function start(context) {
  const config = vscode.workspace.getConfiguration('agentlint');
  const custom = config.get('serverPath');
  const module = custom ? path.resolve(custom) : context.asAbsolutePath(path.join('out', 'server', 'index.js'));
  const run = { module, transport: TransportKind.stdio, args: ['lsp'] };
  client = new LanguageClient('agentlint', 'agentlint', { run, debug: run }, {
    documentSelector: documentSelector(),
    initializationOptions: {
      configPath: config.get('configPath') || undefined,
      debounceMs: config.get('debounceMs'),
    },
  });
  return client.start();
}

async function activate(context) {
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

module.exports = { activate, deactivate, documentSelector };

#!/usr/bin/env node
/** The command line: `agentlint [check] [PATH...]`, `rules`, `explain`, `resolve`, `lsp`. */
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { runCli } from './cli/run.js';

const io = {
  cwd: process.cwd(),
  stdout: (s: string) => process.stdout.write(s),
  stderr: (s: string) => process.stderr.write(s),
  color: process.stdout.isTTY === true && !process.env.NO_COLOR,
  fs: { existsSync, statSync, writeFileSync, relative, resolve },
};

// `agentlint … | head`: the reader closed the pipe. Stop quietly with the lint's exit code, as
// grep and ESLint do, instead of crashing on an unhandled EPIPE with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

// `agentlint lsp`: the language server over stdio (loaded only for that command).
if (process.argv[2] === 'lsp') void import('./lsp/server.js').then((m) => m.startServer());
else
  void runCli(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });

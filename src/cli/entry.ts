/** The command line: `agentlint [check] [PATH...]`, `rules`, `explain`, `resolve`, `lsp`, `mcp`, `hook` (src/cli.ts loads it). */
import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { runCli } from './run.js';
import { visibleLines } from '../report/escape.js';
import { keepYoungGenerationSmall } from '../young-generation.js';

// Every command here may lint a whole tree (`--version` and the hook, which lints one file, do not come here: loading
// `node:v8` alone costs them a few milliseconds).
keepYoungGenerationSmall();

const io = {
  cwd: process.cwd(),
  stdout: (s: string) => process.stdout.write(s),
  // Messages on stderr quote the repository (paths, configuration values): its control characters are escaped.
  stderr: (s: string) => process.stderr.write(visibleLines(s)),
  color: process.stdout.isTTY === true && !process.env.NO_COLOR,
  fs: { existsSync, statSync, relative, resolve },
};

// `agentlint … | head`: the reader closed the pipe. Stop quietly with the lint's exit code, as
// grep and ESLint do, instead of crashing on an unhandled EPIPE with a stack trace.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EPIPE') throw err;
  process.exit(process.exitCode ?? 0);
});

// `agentlint lsp`, `agentlint mcp`: servers over stdio, loaded only for their command (the MCP SDK is
// not read by a lint run, so `agentlint --version` and a lint start as fast as before).
const serverHelp = ['mcp', 'hook'].includes(process.argv[2] ?? '') && ['--help', '-h'].includes(process.argv[3] ?? '');
if (serverHelp) void runCli(['--help'], io);
else if (process.argv[2] === 'lsp') void import('../lsp/server.js').then((m) => m.startServer());
else if (process.argv[2] === 'mcp')
  void import('../mcp/server.js')
    .then((m) => m.startMcpServer(process.argv.slice(3)))
    .catch((err: unknown) => {
      process.stderr.write(`agentlint mcp: ${(err as Error)?.message ?? String(err)}\n`);
      process.exitCode = 2;
    });
else
  void runCli(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });

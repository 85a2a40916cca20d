// npm run bench (after bench.mjs): the language server on the shared corpus, with the bundled CLI.
// 1. Initial workspace lint: spawn `agentlint lsp`, initialize, and wait until every diagnostic of the
//    first lint is published (the answer to a request sent right after `initialized`), against the
//    CLI's whole run on the same tree (`--format json -o /dev/null`). Median of BENCH_RUNS runs each.
// 2. A one-character edit: the time from sending didChange to receiving that document's diagnostics,
//    with the server's default debounce, over EDITS edits (median and p90).
// A benchmark, not a test: nothing is asserted. Set AGENTLINT_CLI to time another build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import protocol from 'vscode-languageserver-protocol/node';
import { locateCorpus } from './corpus.mjs';

const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = protocol;
const CLI = resolve(process.env.AGENTLINT_CLI ?? 'dist/cli/index.js');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITS = Number(process.env.BENCH_EDITS ?? 100);
const CORPUS = locateCorpus();

if (!existsSync(CLI)) {
  console.error(`${CLI} is missing: run npm run package first`);
  process.exit(2);
}
if (!CORPUS) {
  console.log('bench-lsp: no corpus (set AGENTLINT_CORPUS); skipped');
  process.exit(0);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

function cliRun() {
  const t = performance.now();
  spawnSync(process.execPath, [CLI, CORPUS, '--format', 'json', '--output', '/dev/null']);
  return performance.now() - t;
}

function startServer() {
  const child = spawn(process.execPath, [CLI, 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const conn = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const listeners = new Set();
  let published = 0;
  conn.onNotification('textDocument/publishDiagnostics', (p) => {
    published++;
    for (const l of listeners) l(p);
  });
  conn.onRequest('client/registerCapability', () => null);
  conn.listen();
  return { child, conn, listeners, count: () => published };
}

async function initialize(s) {
  await s.conn.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(CORPUS).href,
    workspaceFolders: [{ uri: pathToFileURL(CORPUS).href, name: 'corpus' }],
    capabilities: { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } },
    initializationOptions: process.env.BENCH_DEBOUNCE ? { debounceMs: Number(process.env.BENCH_DEBOUNCE) } : undefined,
  });
  await s.conn.sendNotification('initialized', {});
  await s.conn.sendRequest('agentlint/stats');
}

async function stop(s) {
  const exited = new Promise((r) => s.child.once('exit', r));
  await s.conn.sendRequest('shutdown');
  await s.conn.sendNotification('exit');
  await exited;
  s.conn.dispose();
}

async function lspInitial() {
  const t = performance.now();
  const s = startServer();
  await initialize(s);
  const ms = performance.now() - t;
  const files = s.count();
  await stop(s);
  return { ms, files };
}

/** The first agent under the corpus's plugins (a real file, edited in memory only). */
function firstAgent() {
  const r = spawnSync('find', [CORPUS, '-path', '*/agents/*.md', '-type', 'f'], { encoding: 'utf8' });
  return r.stdout.split('\n').filter(Boolean).sort()[0];
}

async function edits() {
  const s = startServer();
  await initialize(s);
  const file = firstAgent();
  const uri = pathToFileURL(file).href;
  const text = readFileSync(file, 'utf8');
  const waitFor = () => new Promise((res) => {
    const l = (p) => {
      if (p.uri === uri) {
        s.listeners.delete(l);
        res();
      }
    };
    s.listeners.add(l);
  });
  let w = waitFor();
  await s.conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text } });
  await w;
  const times = [];
  const line = text.split('\n').length - 1;
  for (let i = 0; i < EDITS; i++) {
    // Type one character at the end of the body, then delete it: one-character edits.
    const change = i % 2 === 0
      ? { range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: 'x' }
      : { range: { start: { line, character: 0 }, end: { line, character: 1 } }, text: '' };
    w = waitFor();
    const t = performance.now();
    await s.conn.sendNotification('textDocument/didChange', { textDocument: { uri, version: i + 2 }, contentChanges: [change] });
    await w;
    times.push(performance.now() - t);
  }
  const stats = await s.conn.sendRequest('agentlint/stats');
  await stop(s);
  return { times, file, stats };
}

const cli = [];
const lsp = [];
let files = 0;
for (let i = 0; i < RUNS; i++) {
  cli.push(cliRun());
  const r = await lspInitial();
  lsp.push(r.ms);
  files = r.files;
}
console.log(`\nlanguage server on the shared corpus (node ${process.version}, ${RUNS} runs, median wall time)`);
console.log(`  CLI whole run:               ${median(cli).toFixed(0)} ms`);
console.log(`  LSP start + initial lint:    ${median(lsp).toFixed(0)} ms  (${(median(lsp) / median(cli)).toFixed(2)}x the CLI; ${files} files published)`);
const e = await edits();
console.log(`  one-character edit -> diagnostics published: median ${median(e.times).toFixed(1)} ms, p90 ${p90(e.times).toFixed(1)} ms over ${EDITS} edits`);
console.log(`    (${e.file.slice(CORPUS.length + 1)}; server: ${e.stats.loads} full load, ${e.stats.updates} single-file re-lints)`);

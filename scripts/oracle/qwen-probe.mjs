#!/usr/bin/env node
// The HARNESS oracle probe for Qwen Code (`@qwen-code/qwen-code`, a Gemini CLI fork; pinned 0.24.4, installed on
// demand into .oracle/qwen-code, git-ignored; never a dependency). For each case of fixtures/oracle/qwen-code/cases.json
// it builds the project (a throwaway git repository, cases.mjs) and runs one headless turn, `qwen <prompt>
// --auth-type openai -o json`, against a loopback OpenAI Chat Completions stub with a dummy key, in a throwaway HOME
// whose user settings turn usage statistics and auto-update off. What it records:
//   agents, commands  the subagents and slash commands (skills included: Qwen offers each as a command) that the
//                     run's `init` event lists beyond those of an empty project (the built-in ones);
//   context           the memory files the first model request carries (`--- Context from: <file> ---`);
//   imports           the import markers in that context (`Imported from: …`, `Import failed: …`);
//   sent              for each string of the case's `expect`, whether the first request carries it;
//   log               the ERROR and WARN lines of Qwen's debug log (QWEN_DEBUG_LOG_FILE=1) about the project's files,
//                     paths relative, first line only, sorted (Qwen loads files concurrently);
//   exit              the exit code (a run that fails prints its error lines under `stderr`).
//
//   node scripts/oracle/qwen-probe.mjs               # record: rewrite each case's `observed`
//   node scripts/oracle/qwen-probe.mjs --check       # fail on any difference from the recorded `observed`
//   node scripts/oracle/qwen-probe.mjs --only id,id  # observe only these cases (the others keep their record)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from './cases.mjs';
import { recordingServer } from './stub.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = '0.24.4';
const PREFIX = join(ROOT, '.oracle/qwen-code');
const QWEN = join(PREFIX, 'node_modules/.bin/qwen');
const CASES = join(ROOT, 'fixtures/oracle/qwen-code/cases.json');
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1]?.split(',') : undefined;
// Qwen Code 0.24.4 declares node >= 22 but runs on node 20 (npm warns EBADENGINE; every recorded case ran on 20.20.2).
if (!existsSync(QWEN)) execFileSync('npm', ['install', '--prefix', PREFIX, '--no-audit', '--no-fund', '--save-exact', `@qwen-code/qwen-code@${VERSION}`], { stdio: 'inherit' });

/** An OpenAI Chat Completions stub: "ok" to every request, streamed when asked. */
function startStub() {
  return recordingServer((req, j, res) => {
    const model = j.model ?? 'stub-model';
    const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
    if (j.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'oracle', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }], ...(finish ? { usage } : {}) })}\n\n`;
      return res.end(`${chunk({ role: 'assistant', content: 'ok' }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'oracle', object: 'chat.completion', created: 1, model, choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }], usage }));
  }, { keep: 'request' });
}

/** Run the pinned CLI in `cwd` with a fresh HOME (removed afterwards); resolves with its output and debug log. */
async function qwen(cliArgs, cwd, port) {
  const home = mkdtempSync(join(tmpdir(), 'qwen-oracle-home-'));
  mkdirSync(join(home, '.qwen'));
  // Offline: no usage statistics (RUM) upload, no update check.
  writeFileSync(join(home, '.qwen/settings.json'), JSON.stringify({ privacy: { usageStatisticsEnabled: false }, general: { enableAutoUpdate: false, disableAutoUpdate: true, disableUpdateNag: true }, telemetry: { enabled: false } }));
  const env = { PATH: process.env.PATH, HOME: home, OPENAI_API_KEY: 'dummy', OPENAI_BASE_URL: `http://127.0.0.1:${port ?? 9}/v1`, OPENAI_MODEL: 'stub-model', NO_COLOR: '1', QWEN_DEBUG_LOG_FILE: '1' };
  try {
    return await new Promise((ok) => {
      const p = spawn('timeout', ['-k', '5', '120', QWEN, ...cliArgs], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      p.stdout.on('data', (d) => (out += d));
      p.stderr.on('data', (d) => (err += d));
      p.on('close', (code) => {
        const debugDir = join(home, '.qwen/debug');
        const log = existsSync(debugDir) ? readdirSync(debugDir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(debugDir, f), 'utf8')).join('\n') : '';
        ok({ code, out, err, log });
      });
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** Every string of a JSON value (a request's text, unescaped). */
const stringsOf = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(stringsOf) : []);

/** One headless turn in `dir`: the init event, the first model request's text, the debug log. */
async function turn(dir, prompt) {
  const stub = await startStub();
  const run = await qwen([prompt, '--auth-type', 'openai', '-o', 'json'], dir, stub.port);
  await stub.close();
  let events = [];
  try { events = JSON.parse(run.out); } catch { /* a failed run prints no JSON */ }
  const init = events.find((e) => e.type === 'system' && e.subtype === 'init') ?? {};
  const first = stub.requests.find((q) => q.method === 'POST' && /chat\/completions$/.test(q.path));
  return { ...run, init, request: first ? JSON.stringify(first.body) : '', text: first ? stringsOf(first.body).join('\n') : '' };
}

let baseline;
/** The agents and commands of an empty project (the built-in ones), observed once per process. */
async function builtins() {
  baseline ??= await inCaseRepo('qwen-oracle-case-', {}, async (dir) => {
    const t = await turn(dir, 'hi');
    return { agents: new Set(t.init.agents ?? []), commands: new Set(t.init.slash_commands ?? []) };
  });
  return baseline;
}

/** The log lines about the project's files: ERROR/WARN, first line, the case folder removed, sorted. */
const LOG_TAGS = /\[(SKILL_MANAGER|SUBAGENT_MANAGER|FILE_COMMAND_LOADER|YAML_PARSER|CONFIG|SETTINGS|MEMORY_DISCOVERY|IMPORT_PROCESSOR|MEMPORT|HOOKS?|MCP|EXTENSIONS?|[A-Z_]*IMPORT[A-Z_]*)\]/;
function logLines(log, dir) {
  const lines = log.split('\n').filter((l) => /^\S+ \[(ERROR|WARN)\] /.test(l) && LOG_TAGS.test(l) && !/RIPGREP|QWEN_LOGGER|\[GIT\]/.test(l));
  return [...new Set(lines.map((l) => l.replace(/^\S+ /, '').split(`${dir}/`).join('').replace(/ at line \d+, column \d+:$/, (m) => m).trim()))].sort();
}

/** The project's memory context of a request (the `--- Context from: … ---` blocks, the user's own files left out). */
function contextText(request) {
  return [...request.matchAll(/--- Context from: (\S+) ---([\s\S]*?)--- End of Context from/g)].filter((m) => !m[1].includes('qwen-oracle-home-')).map((m) => m[2]).join('\n');
}

async function observeProject(c, dir) {
  const base = await builtins();
  const t = await turn(dir, c.prompt ?? 'hi');
  if (process.env.QWEN_PROBE_DUMP) {
    mkdirSync(process.env.QWEN_PROBE_DUMP, { recursive: true });
    writeFileSync(join(process.env.QWEN_PROBE_DUMP, `${c.id}.json`), JSON.stringify({ request: t.request, stderr: t.err, log: t.log, init: t.init }, null, 1));
  }
  const rel = (s) => s.split(`${dir}/`).join('');
  const seen = {
    exit: t.code,
    agents: (t.init.agents ?? []).filter((a) => !base.agents.has(a)),
    commands: (t.init.slash_commands ?? []).filter((s) => !base.commands.has(s)).sort(),
    context: [...t.request.matchAll(/--- Context from: (\S+) ---/g)].map((m) => rel(m[1])).filter((p) => !p.includes('qwen-oracle-home-')),
    imports: [...t.request.matchAll(/<!-- (Imported from: \S+|Import failed: \S+ - [^:\\]+?|File already processed: \S+) -->/g)].map((m) => rel(m[1]).replace(/ - ENOENT.*/, ' - ENOENT')),
    // An `@./path` import left in the context as text (Qwen 0.24.4 leaves a missing file so, without a marker).
    leftAsText: [...contextText(t.text).matchAll(/(?<![\w`])@(\.{1,2}\/[^\s`\\]+)/g)].map((m) => m[1]),
    log: logLines(t.log, dir),
  };
  if (c.expect) seen.sent = Object.fromEntries(c.expect.map((s) => [s, t.request.includes(s)]));
  // Anything else on stderr (Qwen prints a broken settings file there, if anywhere).
  const stderr = [...new Set(t.err.split('\n').map((l) => rel(l).trim()).filter((l) => l && !/Ripgrep not available|^at /.test(l)))];
  if (t.code !== 0 || stderr.length) seen.stderr = stderr.slice(0, 8);
  return seen;
}

async function observe(c) {
  if (only && !only.includes(c.id)) return c.observed;
  return inCaseRepo('qwen-oracle-case-', c.files, (dir) => observeProject(c, dir));
}

if (only) {
  const ids = new Set(JSON.parse(readFileSync(CASES, 'utf8')).cases.map((c) => c.id));
  const unknown = only.filter((id) => !ids.has(id));
  if (!only.length || unknown.length) {
    console.error(`--only: no case ${unknown.join(', ') || '(none given)'} in ${CASES}`);
    process.exit(2);
  }
}
const version = execFileSync('timeout', ['60', QWEN, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'qwenCode', version, label: 'Qwen Code', observe });

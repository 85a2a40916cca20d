#!/usr/bin/env node
// The HARNESS oracle probe for Cline's CLI (npm `cline`, pinned 3.0.65, installed on demand into .oracle/cline,
// git-ignored; never a dependency). `cline` is a Node shim whose install script picks a platform binary (Bun, with
// the CLI inside); npm 11 skips install scripts, so the probe installs the platform package too and runs its binary.
// For each case of fixtures/oracle/cline/cases.json it builds the project (a throwaway git repository, cases.mjs) and
// asks the CLI what it loaded: `cline config <section> --json` for rules, workflows, skills and hooks (no model
// request). A case with `"session": true` also runs one headless turn (`cline --json "<prompt>"`) against a loopback
// OpenAI-compatible stub with a dummy key, configured with `cline auth -p openai-compatible -b <stub>`, and records
// the rule headings of the system prompt's `# Rules` section (what reached the model), and with `"hooksRan": true`
// the `<name>.ran` files the case's hook scripts wrote into the project during the session.
// Offline: a throwaway HOME per case; every other host is sent to a dead loopback proxy (HTTP(S)_PROXY=127.0.0.1:9,
// NO_PROXY=127.0.0.1); each call under `timeout 90`.
//
//   node scripts/oracle/cline-probe.mjs               # record: rewrite each case's `observed`
//   node scripts/oracle/cline-probe.mjs --check       # fail on any difference from the record
//   node scripts/oracle/cline-probe.mjs --cases=a|b   # observe only these cases (the others keep their record)
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from './cases.mjs';
import { recordingServer } from './stub.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
export const VERSION = '3.0.65';
const PREFIX = join(ROOT, '.oracle/cline');
const PLATFORM = `@cline/cli-${process.platform}-${process.arch}`;
const CLINE = join(PREFIX, 'node_modules', PLATFORM, 'bin/cline');
const CASES = join(ROOT, 'fixtures/oracle/cline/cases.json');
const SECTIONS = ['rules', 'workflows', 'skills', 'hooks'];

if (!existsSync(CLINE)) {
  execFileSync('npm', ['install', '--prefix', PREFIX, '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', `cline@${VERSION}`, `${PLATFORM}@${VERSION}`], { stdio: 'inherit' });
}
// The tarball's mode bits are kept by npm today; the install script that would chmod it does not run.
if ((statSync(CLINE).mode & 0o111) === 0) chmodSync(CLINE, 0o755);

const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** Run the pinned CLI in `cwd` with HOME `home`. */
function cline(args, cwd, home) {
  const env = { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1,localhost' };
  return new Promise((ok) => {
    const p = spawn('timeout', ['-k', '5', '90', CLINE, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (status) => ok({ status, stdout: plain(stdout), stderr: plain(stderr) }));
  });
}

/** One entry of a `config <section>` listing: its path (relative), and the start of its text where it has one. */
function entry(section, e, dir) {
  const path = String(e.path ?? '').split(`${dir}/`).join('');
  if (section === 'hooks') return `${path} -> ${e.hookEventName}`;
  if (section === 'skills') return `${path}: name=${JSON.stringify(e.name)} description=${JSON.stringify(e.description ?? null)}`;
  const text = String(e.instructions ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${path}: ${JSON.stringify(text)}`;
}

/** An OpenAI Chat Completions stub: "ok", streamed. */
function startStub() {
  return recordingServer((req, j, res) => {
    const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'oracle', object: 'chat.completion.chunk', created: 1, model: j.model ?? 'stub-model', choices: [{ index: 0, delta, finish_reason: finish }], ...(finish ? { usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } } : {}) })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`${chunk({ role: 'assistant', content: 'ok' }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
  }, { keep: 'request' });
}

/** One headless turn: the `## <name>` headings of the system prompt's `# Rules` section, and the exit code. */
async function session(dir, home, prompt) {
  const stub = await startStub();
  try {
    const auth = await cline(['auth', '-p', 'openai-compatible', '-k', 'dummy', '-m', 'stub-model', '-b', `http://127.0.0.1:${stub.port}/v1`], dir, home);
    if (auth.status !== 0) return { exit: auth.status, error: auth.stderr.trim().split('\n')[0] };
    // A prompt must be one quoted argument of more than one word (a single word is read as a command).
    const run = await cline(['--json', prompt], dir, home);
    const first = stub.requests.find((q) => q.method === 'POST' && /chat\/completions$/.test(q.path));
    const system = String(first?.body?.messages?.find((m) => m.role === 'system')?.content ?? '');
    const rules = /\n# Rules\n([\s\S]*?)(?=\n# |$)/.exec(system)?.[1] ?? '';
    return { exit: run.status, requested: !!first, rules: [...rules.matchAll(/^## (.+)$/gm)].map((m) => m[1]) };
  } finally {
    await stub.close();
  }
}

async function observeProject(c, dir) {
  const home = mkdtempSync(join(tmpdir(), 'cline-oracle-home-'));
  try {
    const seen = {};
    for (const section of c.sections ?? SECTIONS) {
      const r = await cline(['config', section, '--json'], dir, home);
      let list;
      try { list = JSON.parse(r.stdout); } catch { list = undefined; }
      seen[section] = Array.isArray(list) ? list.map((e) => entry(section, e, dir)).sort() : { exit: r.status, output: (r.stdout + r.stderr).trim().split('\n').slice(0, 3) };
    }
    if (c.session) {
      seen.session = await session(dir, home, c.prompt ?? 'say hi now');
      // Hooks of the case write `<name>.ran` into the project: which ones ran during the session.
      if (c.hooksRan) seen.session.ran = readdirSync(dir).filter((f) => f.endsWith('.ran')).sort();
    }
    return seen;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const version = execFileSync('timeout', ['60', CLINE, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'cline', version, label: 'Cline CLI', observe: (c) => inCaseRepo('cline-oracle-case-', c.files, (dir) => observeProject(c, dir)) });

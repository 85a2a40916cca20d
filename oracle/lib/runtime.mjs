/**
 * The runtime probe: run `claude -p <prompt>` in a throwaway project against the local stub
 * and return every request Claude Code sent, its output and its debug log.
 *
 *   const r = await runClaude({ files: { '.claude/agents/a.md': '---\nname: a\n…' }, prompt: 'hi' });
 *   r.main            // the first request that carries the tool list (the main loop)
 *   r.requests        // every request body, in order
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { baseEnv, ensureClaude } from './env.mjs';
import { startStub } from './stub.mjs';

/** Write `files` (relative path → text) under `dir`. */
export function writeTree(dir, files) {
  for (const [rel, content] of Object.entries(files)) {
    const abs = join(dir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  }
}

/**
 * @param {object} o
 * @param {Record<string,string>} o.files  files of the project (cwd of the run), e.g. `.claude/agents/x.md`
 * @param {string} o.prompt                the `-p` prompt (`/cmd` runs a slash command)
 * @param {(body:any, index:number, requests:any[]) => any} [o.respond]  stub answers (see stub.mjs)
 * @param {string[]} [o.args]              extra CLI arguments (e.g. ['--plugin-dir', 'plug'] relative to the project)
 * @param {Record<string,string>} [o.homeFiles] files under the throwaway HOME (e.g. `.claude/agents/x.md` for user agents)
 * @param {number} [o.timeoutMs]           kill the run after this (default 60 s)
 * @param {string} [o.version]             Claude Code version (default: the pin)
 * @param {boolean} [o.git]                make the project a git repository (its `.gitignore` then applies)
 */
export async function runClaude({ files = {}, prompt, respond, args = [], homeFiles = {}, timeoutMs = 60_000, maxRequests = 12, version, git = false } = {}) {
  const { bin } = ensureClaude(version);
  const root = mkdtempSync(join(tmpdir(), 'oracle-run-'));
  const home = join(root, 'home');
  const proj = join(root, 'proj');
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(proj, { recursive: true });
  writeTree(proj, files);
  if (git) execFileSync('git', ['-C', proj, 'init', '-q']);
  writeTree(home, homeFiles);
  // Pre-trust the project folder and skip onboarding, so project agents and settings load in -p mode.
  const cfg = join(home, '.claude', '.claude.json');
  writeFileSync(cfg, JSON.stringify({ hasCompletedOnboarding: true, projects: { [proj]: { hasTrustDialogAccepted: true, allowedTools: [] } } }));
  const stub = await startStub({ respond, maxRequests, wallMs: timeoutMs + 5_000 });
  const debugFile = join(root, 'debug.log');
  const { code, stdout, stderr } = await claudeProcess(['-p', prompt, '--debug-file', debugFile, ...args], { bin, cwd: proj, home, baseUrl: stub.url, timeoutMs });
  await stub.close();
  const debugLog = existsSync(debugFile) ? readFileSync(debugFile, 'utf8') : '';
  const requests = stub.requests.filter((q) => q.method === 'POST' && /\/messages$/.test(q.path)).map((q) => q.body);
  const main = requests.find((b) => Array.isArray(b?.tools) && b.tools.some((t) => t.name === 'Agent' || t.name === 'Bash'));
  rmSync(root, { recursive: true, force: true });
  return { code, stdout, stderr, debugLog, requests, allRequests: stub.requests, main, projectDir: proj };
}

/**
 * The one way every probe runs a harness binary: `bin args` in `cwd` with `env`, ended by `timeout` after
 * `timeoutMs` (and killed 5 s later if it ignores that). Resolves with `{ code, stdout, stderr, out }` (`code`: the
 * exit code, or the signal; `out`: both streams as they came); never rejects on an exit code. Asynchronous, so an
 * in-process loopback stub (stub.mjs) can answer the harness meanwhile.
 */
export function boundedProcess(bin, args, { cwd, env, timeoutMs = 60_000 } = {}) {
  return new Promise((ok) => {
    const child = spawn('timeout', ['-k', '5', String(Math.ceil(timeoutMs / 1000)), bin, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let out = '';
    child.stdout.on('data', (d) => { stdout += d; out += d; });
    child.stderr.on('data', (d) => { stderr += d; out += d; });
    child.on('close', (c, sig) => ok({ code: c ?? sig, stdout, stderr, out }));
  });
}

/**
 * Claude Code through `boundedProcess`: `args` in `cwd`, with `home` (a throwaway one, removed afterwards, when not
 * given) as HOME and config folder, the environment of `baseEnv` (dummy key, no telemetry, the Messages API at
 * `baseUrl`, a closed loopback port when none).
 */
export async function claudeProcess(args, { bin = ensureClaude().bin, cwd, home, baseUrl, timeoutMs = 60_000 } = {}) {
  const own = home === undefined;
  const h = home ?? mkdtempSync(join(tmpdir(), 'oracle-home-'));
  try {
    return await boundedProcess(bin, args, { cwd, env: baseEnv(h, baseUrl), timeoutMs });
  } finally {
    if (own) rmSync(h, { recursive: true, force: true });
  }
}

/** All text of a request (system prompt and messages), to search for what was loaded. */
export function requestText(body) {
  if (!body) return '';
  const parts = [];
  const walk = (v) => {
    if (typeof v === 'string') parts.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      if (typeof v.text === 'string') parts.push(v.text);
      if (v.content !== undefined) walk(v.content);
    }
  };
  walk(body.system);
  walk(body.messages);
  return parts.join('\n');
}

/** The description of a tool offered in a request (e.g. 'Agent' shows the agent list). */
export function toolDescription(body, name) {
  return body?.tools?.find((t) => t.name === name)?.description ?? '';
}

/** `fn` over `items`, at most `n` at a time (the mutation probes' batches); results in the items' order. */
export async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }));
  return out;
}

/** Colour codes out of a harness's output. */
export const plain = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** Every string of a JSON value (a request body's text, unescaped). */
export const stringsOf = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(stringsOf) : []);

/**
 * Environment for a harness that must reach only the loopback: every other host goes to a dead proxy port
 * (`127.0.0.1:9`), the loopback stubs are left direct.
 */
export const LOOPBACK_ONLY = { HTTP_PROXY: 'http://127.0.0.1:9', HTTPS_PROXY: 'http://127.0.0.1:9', NO_PROXY: '127.0.0.1,localhost' };


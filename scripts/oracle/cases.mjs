// The record/check loop every per-case oracle probe shares (Claude Code memory and settings,
// Copilot, Codex, Gemini CLI, OpenCode): each case of a golden file is observed again; in record
// mode `observed` and the harness version are rewritten, in check mode any difference fails.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Observe every case of `casesPath` with `observe(case)`; `versionKey` names the field that holds
 * the harness version in the golden file (`claudeCode`, `copilot`, …). Exits the process.
 */
export async function recordOrCheck({ casesPath, versionKey, version, label, observe, check = process.argv.includes('--check') }) {
  const set = JSON.parse(readFileSync(casesPath, 'utf8'));
  let differences = 0;
  // `--cases=<id>|<id>…` observes only those cases (the others keep their record).
  const only = process.argv.find((a) => a.startsWith('--cases='))?.slice(8).split('|');
  for (const c of set.cases) {
    if (only && !only.includes(c.id)) continue;
    const { seen, same } = await observeCase(c, observe, check);
    if (!same) {
      differences++;
      console.log(`${check ? 'DIFF' : 'new '} ${c.id}\n  recorded: ${JSON.stringify(c.observed)}\n  observed: ${JSON.stringify(seen)}`);
    }
    if (!check) c.observed = seen;
  }
  if (!check) {
    set[versionKey] = version;
    writeFileSync(casesPath, `${JSON.stringify(set, null, 2)}\n`);
  }
  console.log(`${check ? 'checked' : 'recorded'} against ${label} ${version}: ${differences} difference(s)`);
  process.exit(check && differences > 0 ? 1 : 0);
}

/**
 * Observe one case. In `--check` mode a case that differs is observed once more, because a harness
 * under load sometimes answers in another order or misses a timeout (a CI run saw Gemini swap two
 * import errors). A second observation equal to the recording passes, and the first one is printed
 * as UNSTABLE so the flake stays visible; two differing observations are a real difference.
 */
export async function observeCase(c, observe, check, label = c.id) {
  const seen = await observe(c);
  const equal = (o) => JSON.stringify(o) === JSON.stringify(c.observed);
  if (!check || equal(seen)) return { seen, same: equal(seen) };
  const again = await observe(c);
  if (!equal(again)) return { seen, same: false };
  console.log(`UNSTABLE ${label}: differed once, then matched the recording\n  first observation: ${JSON.stringify(seen)}`);
  return { seen: again, same: true };
}

/** Write a case's files into a new temporary git repository, run `fn(dir)`, remove the folder. */
export async function inCaseRepo(prefix, files, fn) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A recording HTTP server on 127.0.0.1 (ephemeral port) for the probes' model-API stubs: every
 * request body is kept in `requests` (the parsed JSON with `parsed: true`, else the text), then
 * `answer(req, json, res)` replies. It closes itself after `closeAfterMs`, so no run outlives it.
 */
export function recordingServer(answer, { closeAfterMs = 58000, parsed = false } = {}) {
  const requests = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      let j = {};
      try { j = JSON.parse(body); } catch { /* not JSON */ }
      requests.push(parsed ? j : body);
      answer(req, j, res);
    });
  });
  const timer = setTimeout(() => srv.close(), closeAfterMs);
  timer.unref();
  return new Promise((ok) => srv.listen(0, '127.0.0.1', () => ok({ port: srv.address().port, requests, close: () => { clearTimeout(timer); srv.close(); } })));
}

/**
 * A minimal Anthropic Messages API that answers "ok" (streaming or not; count_tokens and other
 * paths get a token count) and records every request body.
 */
export function startMessagesStub() {
  return recordingServer((req, j, res) => {
    if (!req.url.startsWith('/v1/messages') || req.url.includes('count_tokens')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ input_tokens: 10 }));
    }
    const msg = { id: 'msg_1', type: 'message', role: 'assistant', model: j.model ?? 'x', content: [{ type: 'text', text: 'ok' }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } };
    if (!j.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(msg));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const ev = (t, d) => res.write(`event: ${t}\ndata: ${JSON.stringify(d)}\n\n`);
    ev('message_start', { type: 'message_start', message: { ...msg, content: [], stop_reason: null } });
    ev('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } });
    ev('content_block_delta', { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'ok' } });
    ev('content_block_stop', { type: 'content_block_stop', index: 0 });
    ev('message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: 1 } });
    ev('message_stop', { type: 'message_stop' });
    res.end();
  });
}

/** Run the pinned Claude Code (`claudeBin`) in `cwd` with a throwaway HOME, a dummy key and the stub on `port`. */
export function runClaudeIn(claudeBin, args, cwd, port) {
  const home = mkdtempSync(join(tmpdir(), 'oracle-home-'));
  const env = {
    PATH: process.env.PATH, HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', ANTHROPIC_API_KEY: 'dummy-key', ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
  };
  return new Promise((ok) => {
    const p = spawn('timeout', ['60', claudeBin, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('close', (code) => {
      rmSync(home, { recursive: true, force: true });
      ok({ out, code });
    });
  });
}

/** Every file under the folder `dir`, keyed `<prefix><path inside it>`: cases that replay a fixture tree. */
export function filesOf(dir, prefix = '') {
  const out = {};
  const walk = (d) => {
    for (const e of readdirSync(join(dir, d), { withFileTypes: true })) {
      const p = d ? `${d}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else out[`${prefix}${p}`] = readFileSync(join(dir, p), 'utf8');
    }
  };
  walk('');
  return out;
}

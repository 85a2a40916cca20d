#!/usr/bin/env node
// The HARNESS oracle probe for Claude Code settings.json: what Claude Code says about a project settings file.
// Each case is a project folder with `.claude/settings.json`; `claude -p hi --debug-file` runs against a loopback
// stub of the Messages API, and the probe records the "did not load" report on the output and the debug-log
// lines about invalid settings (paths replaced by <case>).
//
//   node scripts/oracle/settings-probe.mjs            # record: rewrite each case's `observed`
//   node scripts/oracle/settings-probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Offline like scripts/oracle/rules-probe.mjs: a throwaway HOME and CLAUDE_CONFIG_DIR, telemetry and auto-update
// off, a dummy key, model traffic only to 127.0.0.1, each claude call under `timeout 60`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CLAUDE = join(ROOT, '.oracle/claude-code/node_modules/.bin/claude');
const CASES = join(ROOT, 'fixtures/oracle/claude-code/harness-settings.json');
const check = process.argv.includes('--check');

function startStub() {
  const requests = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push(body);
      let j = {};
      try { j = JSON.parse(body); } catch { /* not JSON */ }
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
  });
  const timer = setTimeout(() => srv.close(), 58000);
  timer.unref();
  return new Promise((ok) => srv.listen(0, '127.0.0.1', () => ok({ port: srv.address().port, requests, close: () => { clearTimeout(timer); srv.close(); } })));
}

function claude(args, cwd, port) {
  const home = mkdtempSync(join(tmpdir(), 'settings-oracle-home-'));
  const env = {
    PATH: process.env.PATH, HOME: home, CLAUDE_CONFIG_DIR: join(home, '.claude'), DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', ANTHROPIC_API_KEY: 'dummy-key', ANTHROPIC_BASE_URL: `http://127.0.0.1:${port}`,
  };
  return new Promise((ok) => {
    const p = spawn('timeout', ['60', CLAUDE, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('close', (code) => {
      rmSync(home, { recursive: true, force: true });
      ok({ out, code });
    });
  });
}

async function observe(c) {
  const dir = mkdtempSync(join(tmpdir(), 'settings-oracle-case-'));
  try {
    for (const [p, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    const stub = await startStub();
    const debug = join(dir, '.debug.log');
    const { out, code } = await claude(['-p', 'hi', '--debug-file', debug], dir, stub.port);
    stub.close();
    const clean = (l) => l.split(dir).join('<case>').trim();
    const notLoaded = out.split('\n').filter((l) => l.includes('settings.json (')).map(clean);
    const log = readFileSync(debug, 'utf8').split('\n').filter((l) => l.includes('Invalid setting skipped')).map((l) => clean(l.replace(/^\S+ \[ERROR\] /, '')));
    return { exit: code, settingsLoaded: !out.includes('These settings did not load'), notLoaded, log };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const version = execFileSync('timeout', ['60', CLAUDE, '--version'], { encoding: 'utf8', env: { ...process.env, DISABLE_AUTOUPDATER: '1' } }).trim().split(' ')[0];
const set = JSON.parse(readFileSync(CASES, 'utf8'));
let differences = 0;
for (const c of set.cases) {
  const seen = await observe(c);
  if (JSON.stringify(seen) !== JSON.stringify(c.observed)) {
    differences++;
    console.log(`${check ? 'DIFF' : 'new '} ${c.id}\n  recorded: ${JSON.stringify(c.observed)}\n  observed: ${JSON.stringify(seen)}`);
  }
  if (!check) c.observed = seen;
}
if (!check) {
  set.claudeCode = version;
  writeFileSync(CASES, `${JSON.stringify(set, null, 2)}\n`);
}
console.log(`${check ? 'checked' : 'recorded'} against Claude Code ${version}: ${differences} difference(s)`);
process.exit(check && differences > 0 ? 1 : 0);

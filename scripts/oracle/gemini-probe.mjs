#!/usr/bin/env node
// The HARNESS oracle probe for Gemini CLI (pinned 0.61.0, installed on demand into .oracle/gemini, git-ignored;
// never a dependency). For each case of fixtures/oracle/gemini/cases.json it builds a trusted project and runs
// `gemini skills list` (agents are loaded and their errors printed on stderr) and a headless stub run
// `gemini -p "/<command> Bob"` against a loopback Gemini API stub (commands are loaded and run). It records
// the stderr lines about the project's files and whether the expanded command reached the model.
//
//   node scripts/oracle/gemini-probe.mjs            # record: rewrite each case's `observed`
//   node scripts/oracle/gemini-probe.mjs --check    # fail on any difference from the recorded `observed`
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { recordingServer, recordOrCheck } from './cases.mjs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = '0.61.0';
const PREFIX = join(ROOT, '.oracle/gemini');
const GEMINI = join(PREFIX, 'node_modules/.bin/gemini');
const CASES = join(ROOT, 'fixtures/oracle/gemini/cases.json');
const check = process.argv.includes('--check');
if (!existsSync(GEMINI)) execFileSync('npm', ['install', '--prefix', PREFIX, `@google/gemini-cli@${VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });

function startStub() {
  const body = { candidates: [{ content: { parts: [{ text: 'ok' }], role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
  return recordingServer((req, j, res) => {
    if (req.url.includes('alt=sse')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return res.end(`data: ${JSON.stringify(body)}\n\n`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url.includes('countTokens') ? { totalTokens: 1 } : body));
  });
}

function gemini(args, cwd, port) {
  const home = mkdtempSync(join(tmpdir(), 'gemini-oracle-home-'));
  mkdirSync(join(home, '.gemini'));
  writeFileSync(join(home, '.gemini/trustedFolders.json'), JSON.stringify({ [cwd]: 'TRUST_FOLDER' }));
  writeFileSync(join(home, '.gemini/settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
  const env = { PATH: process.env.PATH, HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port ?? 9}` };
  return new Promise((ok) => {
    const p = spawn('timeout', ['60', GEMINI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    p.stdout.on('data', () => {});
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => {
      rmSync(home, { recursive: true, force: true });
      ok({ err, code });
    });
  });
}

async function observe(c) {
  const dir = mkdtempSync(join(tmpdir(), 'gemini-oracle-case-'));
  try {
    for (const [p, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    const clean = (s) => s.split('\n').filter((l) => l.includes(`${dir}/`) || /^(name|description|\(Local Agent\)|Unrecognized)/.test(l)).map((l) => l.split(`${dir}/`).join('').trim());
    const list = await gemini(['skills', 'list'], dir);
    const stub = await startStub();
    const run = await gemini(['-p', `/${c.command} Bob`, '-m', 'gemini-2.5-flash', '-o', 'json'], dir, stub.port);
    stub.close();
    return {
      exit: run.code,
      agentErrors: clean(list.err).filter((l) => !l.startsWith('[')),
      commandErrors: [...new Set(clean(run.err).filter((l) => l.includes('FileCommandLoader')).map((l) => l.replace(/^\[ERROR\] /, '')))],
      commandSent: stub.requests.some((r) => r.includes(c.expect)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const version = execFileSync('timeout', ['60', GEMINI, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'gemini', version, label: 'Gemini CLI', observe, check });

#!/usr/bin/env node
// The HARNESS oracle probe for GitHub Copilot CLI (pinned 1.0.102, installed on demand into .oracle/copilot,
// git-ignored; never a dependency). For each case of fixtures/oracle/copilot/cases.json it builds the project,
// runs `copilot skill list` and a stub run (`copilot -p "say hi"` with BYOK pointed at a loopback OpenAI-style
// stub), and records: the custom agents offered to the model, the skills listed and those that failed to load,
// and the debug log's [ERROR]/[WARNING] lines about the project's files.
//
//   node scripts/oracle/copilot-probe.mjs            # record: rewrite each case's `observed`
//   node scripts/oracle/copilot-probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Offline: a throwaway HOME, COPILOT_OFFLINE=true, model traffic only to 127.0.0.1, each call under `timeout 60`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { recordingServer, recordOrCheck } from './cases.mjs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = '1.0.102';
const PREFIX = join(ROOT, '.oracle/copilot');
const COPILOT = join(PREFIX, 'node_modules/.bin/copilot');
const CASES = join(ROOT, 'fixtures/oracle/copilot/cases.json');
const check = process.argv.includes('--check');

if (!existsSync(COPILOT)) execFileSync('npm', ['install', '--prefix', PREFIX, `@github/copilot@${VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });

function startStub() {
  const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4.1', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  return recordingServer((req, j, res) => {
    if (j.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: 'ok' }, null));
      res.write(chunk({}, 'stop'));
      return res.end('data: [DONE]\n\n');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: 'gpt-4.1', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
  });
}

function copilot(args, cwd, env = {}) {
  const home = mkdtempSync(join(tmpdir(), 'copilot-oracle-home-'));
  const e = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), COPILOT_OFFLINE: 'true', ...env };
  return new Promise((ok) => {
    const p = spawn('timeout', ['60', COPILOT, ...args], { cwd, env: e, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('close', (code) => {
      rmSync(home, { recursive: true, force: true });
      ok({ out, code });
    });
  });
}

const BUILTIN_AGENTS = ['explore', 'task', 'general-purpose', 'code-review', 'research', 'security-review'];

async function observe(c) {
  const dir = mkdtempSync(join(tmpdir(), 'copilot-oracle-case-'));
  try {
    for (const [p, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    const skills = (await copilot(['skill', 'list'], dir)).out;
    const project = /Project skills:\n([^]*?)\n\n/.exec(skills)?.[1] ?? '';
    const failed = /failed to load:\n([^]*)$/.exec(skills)?.[1] ?? '';
    const stub = await startStub();
    const logDir = join(dir, '.logs');
    const run = await copilot(['-p', 'say hi', '--allow-all-tools', '--trust-folder', '--no-auto-update', '--log-level', 'debug', '--log-dir', logDir], dir, {
      COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${stub.port}/v1`, COPILOT_PROVIDER_API_KEY: 'dummy', COPILOT_MODEL: 'gpt-4.1',
    });
    stub.close();
    const sent = stub.requests.join('\n');
    const enumMatch = /"agent_type":\{"type":"string","enum":\[([^\]]*)\]/.exec(sent);
    const agents = enumMatch ? JSON.parse(`[${enumMatch[1]}]`).filter((a) => !BUILTIN_AGENTS.includes(a)) : [];
    const logs = existsSync(logDir) ? readdirSync(logDir).map((f) => readFileSync(join(logDir, f), 'utf8')).join('\n') : '';
    const log = logs.split('\n').filter((l) => /\[(ERROR|WARNING)\]/.test(l) && (l.includes('.github/') || l.includes('[rust:hooks]')) && !l.includes('Loading repo hooks'))
      .map((l) => l.replace(/^.*?\[(ERROR|WARNING)\]/, '[$1]').split(`${dir}/`).join('').trim());
    return {
      exit: run.code,
      agents: agents.sort(),
      skills: project.split('\n').map((l) => l.trim().split(' - ')[0]).filter(Boolean).sort(),
      skillFailures: failed.split('\n').map((l) => l.replace(/^\s*•\s*/, '').trim()).filter(Boolean).sort(),
      log: [...new Set(log)].sort(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const version = execFileSync('timeout', ['60', COPILOT, '--version'], { encoding: 'utf8' }).trim().split('\n')[0].replace(/^GitHub Copilot CLI /, '').replace(/\.$/, '');
await recordOrCheck({ casesPath: CASES, versionKey: 'copilot', version, label: 'Copilot CLI', observe, check });

#!/usr/bin/env node
// The HARNESS oracle probe for OpenAI Codex CLI (pinned 0.171.0, installed on demand into .oracle/codex,
// git-ignored; never a dependency). For each case of fixtures/oracle/codex/cases.json it builds the project and
// runs `codex debug prompt-input hi` (offline, no auth, no model call): it records how many bytes of each
// AGENTS.md reached the model input and what Codex printed on stderr (the PATH-alias notice left out).
//
//   node scripts/oracle/codex-probe.mjs            # record: rewrite each case's `observed`
//   node scripts/oracle/codex-probe.mjs --check    # fail on any difference from the recorded `observed`
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { recordOrCheck } from './cases.mjs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = '0.171.0';
const PREFIX = join(ROOT, '.oracle/codex');
const CODEX = join(PREFIX, 'node_modules/.bin/codex');
const CASES = join(ROOT, 'fixtures/oracle/codex/cases.json');
const check = process.argv.includes('--check');
if (!existsSync(CODEX)) execFileSync('npm', ['install', '--prefix', PREFIX, `@openai/codex@${VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });

const strings = (o) => (typeof o === 'string' ? [o] : Array.isArray(o) ? o.flatMap(strings) : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : []);

function observe(c) {
  const dir = mkdtempSync(join(tmpdir(), 'codex-oracle-case-'));
  const home = mkdtempSync(join(tmpdir(), 'codex-oracle-home-'));
  try {
    const files = { ...c.files };
    if (c.generate) for (const [p, g] of Object.entries(c.generate)) files[p] = g.head + g.repeat.repeat(g.times) + g.tail;
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    mkdirSync(join(home, '.codex'));
    const r = spawnSync('timeout', ['60', CODEX, 'debug', 'prompt-input', 'hi'], { cwd: dir, env: { PATH: process.env.PATH, HOME: home, CODEX_HOME: join(home, '.codex') }, encoding: 'utf8' });
    const input = strings(JSON.parse(r.stdout)).find((s) => s.includes('<INSTRUCTIONS>')) ?? '';
    const kept = input.slice(input.indexOf('<INSTRUCTIONS>\n') + '<INSTRUCTIONS>\n'.length, input.indexOf('</INSTRUCTIONS>')).replace(/\n$/, '');
    return {
      exit: r.status,
      instructionsBytes: Buffer.byteLength(kept, 'utf8'),
      markersSent: c.markers.filter((m) => kept.includes(m)),
      stderr: r.stderr.split('\n').filter((l) => l.trim() && !l.includes('PATH aliases')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  }
}

const version = execFileSync('timeout', ['60', CODEX, '--version'], { encoding: 'utf8' }).trim().split(' ').pop();
await recordOrCheck({ casesPath: CASES, versionKey: 'codex', version, label: 'Codex CLI', observe, check });

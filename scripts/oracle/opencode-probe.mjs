#!/usr/bin/env node
// The HARNESS oracle probe for OpenCode (pinned 1.18.33, installed on demand into .oracle/opencode, git-ignored;
// never a dependency). For each case of fixtures/oracle/opencode/cases.json it builds the project and runs
// `opencode agent list` (exit code and the "Configuration is invalid" line) and `opencode debug agent <name>` for
// each named agent (where its keys went: mode, options keys, whether the prompt starts with the `---` block).
// Fully offline: no model call; a throwaway HOME and XDG folders; each call under `timeout 60`.
//
//   node scripts/oracle/opencode-probe.mjs            # record: rewrite each case's `observed`
//   node scripts/oracle/opencode-probe.mjs --check    # fail on any difference from the recorded `observed`
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { recordOrCheck } from './cases.mjs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = '1.18.33';
const PREFIX = join(ROOT, '.oracle/opencode');
const OPENCODE = join(PREFIX, 'node_modules/.bin/opencode');
const CASES = join(ROOT, 'fixtures/oracle/opencode/cases.json');
const check = process.argv.includes('--check');
if (!existsSync(OPENCODE)) execFileSync('npm', ['install', '--prefix', PREFIX, `opencode-ai@${VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });

function opencode(args, cwd) {
  const home = mkdtempSync(join(tmpdir(), 'opencode-oracle-home-'));
  const env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local/share'), XDG_CACHE_HOME: join(home, '.cache'), OPENCODE_DISABLE_AUTOUPDATE: '1' };
  const r = spawnSync('timeout', ['60', OPENCODE, ...args], { cwd, env, encoding: 'utf8' });
  rmSync(home, { recursive: true, force: true });
  return r;
}

function observe(c) {
  const dir = mkdtempSync(join(tmpdir(), 'opencode-oracle-case-'));
  try {
    for (const [p, text] of Object.entries(c.files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    const list = opencode(['agent', 'list'], dir);
    const out = `${list.stdout}\n${list.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
    const invalid = out.split('\n').find((l) => l.includes('Configuration is invalid'));
    const agents = {};
    if (list.status === 0) {
      for (const name of c.agents ?? []) {
        const r = opencode(['debug', 'agent', name], dir);
        const j = JSON.parse(r.stdout.slice(r.stdout.indexOf('{')));
        agents[name] = { mode: j.mode, options: Object.keys(j.options ?? {}).sort(), promptHasFrontmatter: (j.prompt ?? '').startsWith('---') };
      }
    }
    return { listExit: list.status, invalid: invalid ? invalid.split(`${dir}/`).join('').trim() : null, agents };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const version = opencode(['--version'], tmpdir()).stdout.trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'opencode', version, label: 'OpenCode', observe, check });

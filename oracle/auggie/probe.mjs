#!/usr/bin/env node
// The HARNESS oracle probe for Auggie (Augment Code's CLI, npm `@augmentcode/auggie`, pinned 0.36.0, installed on
// demand into .oracle/auggie, git-ignored; never a dependency). Auggie needs Augment's own backend for a session
// (docs/harnesses/auggie.md), but `auggie command --help` lists the custom commands it loaded from the working folder
// without one: name, description, argument hint, model, and where each came from. For each case of
// oracle/auggie/cases.json the probe builds the project (a throwaway git repository, cases.mjs) and records
// that listing. Offline: a throwaway HOME, no session, every other host sent to a dead loopback proxy; `timeout 60`.
//
//   node oracle/auggie/probe.mjs               # record: rewrite each case's `observed`
//   node oracle/auggie/probe.mjs --check       # fail on any difference from the record
//   node oracle/auggie/probe.mjs --cases=a|b   # observe only these cases
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { boundedProcess, LOOPBACK_ONLY } from '../lib/runtime.mjs';
import { ensureHarness } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/auggie/cases.json');
// Auggie 0.36.0 declares node >= 22 and runs on node 20 (npm warns EBADENGINE; the cases ran on 20.20.2).
const { bin: AUGGIE } = ensureHarness('auggie');

function auggie(args, cwd) {
  const home = mkdtempSync(join(tmpdir(), 'auggie-oracle-home-'));
  const env = { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', ...LOOPBACK_ONLY };
  return boundedProcess(AUGGIE, args, { cwd, env, timeoutMs: 60_000 }).finally(() => rmSync(home, { recursive: true, force: true }));
}

/**
 * The custom commands of `auggie command --help`: `<name> | <description> | hint=<hint> | model=<model> | <source>`,
 * sorted (the `list|ls` and `help` entries left out). A command's entry is its line and the `Argument Hint:` line under it.
 */
export function commandsOf(help) {
  const section = help.split('\nCommands:\n')[1] ?? '';
  // Commander wraps a long entry at 80 columns: a deeper-indented line continues the entry above it.
  const entries = [];
  for (const line of section.split('\n')) {
    if (/^ {2}\S/.test(line)) entries.push({ text: line.trim(), hint: null });
    else if (entries.length && /^\s+Argument Hint: /.test(line)) entries[entries.length - 1].hint = line.replace(/^\s+Argument Hint: /, '');
    else if (entries.length && /^\s+\S/.test(line)) {
      const e = entries[entries.length - 1];
      if (e.hint === null) e.text += ` ${line.trim()}`;
      else e.hint += ` ${line.trim()}`;
    }
  }
  const out = [];
  for (const e of entries) {
    const m = /^(\S.*?) \[args\.\.\.\]\s+(.*?) \(([^()]*)\)$/.exec(e.text);
    if (!m) continue;
    const model = /^(.*) \[([^\]]*)\]$/.exec(m[2]);
    out.push(`${m[1]} | ${model ? model[1] : m[2]} | hint=${e.hint ?? '-'} | model=${model ? model[2] : '-'} | ${m[3]}`);
  }
  return out.sort();
}

async function observe(c) {
  return inCaseRepo('auggie-oracle-case-', c.files, async (dir) => {
    const r = await auggie(['command', '--help'], dir);
    return r.code === 0 ? { commands: commandsOf(r.stdout) } : { exit: r.code, output: r.out.trim().split('\n').slice(0, 3) };
  });
}

const version = (await auggie(['--version'], tmpdir())).stdout.trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'auggie', version, label: 'Auggie', observe });

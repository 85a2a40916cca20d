#!/usr/bin/env node
// The HARNESS oracle probe for Cline's CLI (npm `cline`, pinned 3.0.65; how it is installed and run: run.mjs).
// For each case of oracle/cline/cases.json it builds the project (a throwaway git repository, cases.mjs) and
// asks the CLI what it loaded: `cline config <section> --json` for rules, workflows, skills and hooks (no model
// request). A case with `"session": true` also runs one headless turn (`cline --json "<prompt>"`) against a loopback
// OpenAI-compatible stub with a dummy key, configured with `cline auth -p openai-compatible -b <stub>`, and records
// the rule headings of the system prompt's `# Rules` section (what reached the model), and with `"hooksRan": true`
// the `<name>.ran` files the case's hook scripts wrote into the project during the session.
// Offline: a throwaway HOME per case (run.mjs sends every other host to a dead loopback proxy).
//
//   node oracle/cline/probe.mjs               # record: rewrite each case's `observed`
//   node oracle/cline/probe.mjs --check       # fail on any difference from the record
//   node oracle/cline/probe.mjs --cases=a|b   # observe only these cases (the others keep their record)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { cline, clineVersion, entry, session } from './run.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/cline/cases.json');
const SECTIONS = ['rules', 'workflows', 'skills', 'hooks'];

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
      const { tools, ...turn } = await session(dir, home, c.prompt ?? 'say hi now');
      seen.session = turn;
      // Hooks of the case write `<name>.ran` into the project: which ones ran during the session.
      if (c.hooksRan) seen.session.ran = readdirSync(dir).filter((f) => f.endsWith('.ran')).sort();
    }
    return seen;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

await recordOrCheck({ casesPath: CASES, versionKey: 'cline', version: clineVersion(), label: 'Cline CLI', observe: (c) => inCaseRepo('cline-oracle-case-', c.files, (dir) => observeProject(c, dir)) });

#!/usr/bin/env node
// The HARNESS oracle probe for Kilo Code's CLI (`@kilocode/cli`, an OpenCode fork; pinned 7.7.7, installed on demand
// into .oracle/kilo-code, git-ignored; never a dependency). It shares the oracle's case machinery (cases.mjs: the
// throwaway repository, record/check, the second observation of a differing case) and the mutation generator
// (mutate.mjs). For each case of oracle/kilo-code/cases.json it builds the project and runs
// `kilo debug config`: what Kilo loaded (agents with mode, description, prompt start and permissions; instruction
// files; commands) and, when it fails, its exit code and error lines. `--mutations` also re-records
// oracle/kilo-code/mutations.json: single-field mutations of a `.kilocodemodes` mode (format in mutate.mjs).
// Fully offline: a throwaway HOME and XDG folders; no models catalogue fetch, no auto-update, no daemon, no
// telemetry, no indexing; `debug config` sends no model request; each call under `timeout 120` (the machine is shared).
//
//   node oracle/kilo-code/probe.mjs                      # record cases.json
//   node oracle/kilo-code/probe.mjs --check              # fail on any difference from cases.json
//   node oracle/kilo-code/probe.mjs --only id,id         # observe only these cases (the others keep their record)
//   node oracle/kilo-code/probe.mjs --mutations          # re-record mutations.json only (27 s for 18 on 2026-12-05)
//   node oracle/kilo-code/probe.mjs --mutations --check  # compare them with the record
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import YAML from 'yaml';
import { boundedProcess, plain } from '../lib/runtime.mjs';
import { inCaseRepo, recordOrCheck, recordOrCheckMutations } from '../lib/cases.mjs';
import { applyMutation, lineOfKey, mutations } from '../lib/mutate.mjs';
import { ensureHarness } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
// The platform binary: `@kilocode/cli`'s install script picks it, and npm 11 skips install scripts.
const CASES = join(ROOT, 'oracle/kilo-code/cases.json');
const MUTATIONS = join(ROOT, 'oracle/kilo-code/mutations.json');
// `@kilocode/cli` and `@kilocode/cli-<platform>-<arch>`, whose `bin/kilo` is run (../lib/install.mjs).
const { bin: KILO } = ensureHarness('kilo-code');


export function kilo(args, cwd) {
  const home = mkdtempSync(join(tmpdir(), 'kilo-oracle-home-'));
  const env = {
    PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local/share'), XDG_CACHE_HOME: join(home, '.cache'),
    KILO_DISABLE_AUTOUPDATE: '1', KILO_DISABLE_MODELS_FETCH: '1', KILO_NO_DAEMON: '1', KILO_TELEMETRY_LEVEL: 'off', KILO_DISABLE_CODEBASE_INDEXING: '1', NO_COLOR: '1',
  };
  return boundedProcess(KILO, args, { cwd, env, timeoutMs: 120_000 }).then(({ code, stdout, stderr }) => {
    rmSync(home, { recursive: true, force: true });
    return { status: code, stdout: plain(stdout), stderr: plain(stderr) };
  });
}

/** What `kilo debug config` shows Kilo loaded from the project in `dir` (paths relative to it). */
export async function loaded(dir) {
  const r = await kilo(['debug', 'config'], dir);
  const rel = (s) => s.split(`${dir}/`).join('');
  const errors = [...new Set(`${r.stdout}\n${r.stderr}`.split('\n').filter((l) => /error|invalid/i.test(l) && !/^\s*"/.test(l)).map((l) => rel(l.replace(/^\S+ \S+ \+\d+ms /, '').trim())))];
  if (r.status !== 0) return { exit: r.status, errors };
  const j = JSON.parse(r.stdout.slice(r.stdout.search(/^\{/m)));
  const agents = Object.fromEntries(Object.entries(j.agent ?? {}).map(([name, a]) => [name, {
    mode: a.mode ?? null, description: a.description ?? null, prompt: typeof a.prompt === 'string' ? a.prompt.slice(0, 60) : null,
    permission: a.permission && typeof a.permission === 'object' ? a.permission : null,
  }]));
  const commands = Object.fromEntries(Object.entries(j.command ?? {}).map(([name, c]) => [name, { description: c.description ?? null, template: typeof c.template === 'string' ? c.template.slice(0, 60) : null }]));
  return { exit: 0, errors, agents, instructions: (j.instructions ?? []).map(rel).sort(), commands };
}

// --- recorded cases --------------------------------------------------------------------------------
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1]?.split(',') : undefined;

async function observe(c) {
  if (only && !only.includes(c.id)) return c.observed;
  return inCaseRepo('kilo-oracle-case-', c.files, (dir) => loaded(dir));
}

// --- mutation probes -------------------------------------------------------------------------------
/** The valid base mode, beside a witness mode that shows whether the whole file was dropped. */
const BASE = { customModes: [{ slug: 'probe-mode', name: 'Probe', roleDefinition: 'PROBE ROLE', groups: ['read', 'edit'] }, { slug: 'witness', name: 'Witness', roleDefinition: 'WITNESS ROLE', groups: ['read'] }] };

async function mutationCase(m) {
  const value = applyMutation(BASE, m);
  const text = YAML.stringify(value);
  const files = { '.kilocodemodes': text };
  const seen = await inCaseRepo('kilo-oracle-mutation-', files, (dir) => loaded(dir));
  const agents = Object.entries(seen.agents ?? {});
  // The mutated mode's agent: by its role, else by its slug or name (a mode without a usable role loads with an
  // empty prompt: case `modes-one-invalid`).
  const probe = agents.find(([, a]) => a.prompt?.startsWith('PROBE ROLE')) ?? agents.find(([n, a]) => n === 'probe-mode' || a.description === 'Probe');
  const witness = agents.some(([, a]) => a.prompt?.startsWith('WITNESS ROLE'));
  let outcome;
  let evidence;
  if (seen.exit !== 0) {
    outcome = 'rejects';
    evidence = `debug config exited ${seen.exit}: ${seen.errors.join(' | ')}`;
  } else if (probe && !probe[1].prompt?.startsWith('PROBE ROLE')) {
    // The role as written, as text (none: ""), is taken; another value (an object's "[object Object]") is not.
    const written = m.op === 'remove' ? '' : m.value !== null && typeof m.value === 'object' ? null : String(m.value);
    outcome = probe[1].prompt === written ? 'accepts' : 'ignores';
    evidence = `agent ${JSON.stringify(probe[0])} loads with the prompt ${JSON.stringify(probe[1].prompt)}`;
  } else if (probe && (m.op === 'remove' || m.op === 'type:object') && m.pointer.endsWith('/slug')) {
    outcome = 'ignores';
    evidence = `the mode loads as agent ${JSON.stringify(probe[0])}`;
  } else if (!probe) {
    outcome = 'drops';
    evidence = `no agent from the mutated mode${witness ? '' : ', and the witness mode was dropped too (the whole file)'}`;
  } else {
    outcome = 'accepts';
    evidence = `agent ${JSON.stringify(probe[0])}: ${JSON.stringify(probe[1])}`;
  }
  const key = m.pointer.split('/').pop();
  return { id: `kilo-legacy-modes:${m.pointer}:${m.op}`, kind: 'kilo-legacy-modes', pointer: m.pointer, op: m.op, files, target: '.kilocodemodes', line: m.op === 'remove' ? null : (/^\d+$/.test(key) ? null : lineOfKey(text, key)), outcome, evidence };
}

async function recordMutations() {
  // The first mode's own fields (the witness stays valid), two at a time.
  // Each field removed, emptied, and given a number, a list (an object for `groups`): the questions whose answers
  // decide the rules; the other types of mutate.mjs are left out to keep the run short on a shared machine.
  const KEEP = new Set(['remove', 'empty', 'type:number', 'type:array', 'type:string', 'type:object', 'spaces']);
  const list = mutations(BASE, { enums: [], depth: 3, skip: ['/customModes/1'] })
    .filter((m) => m.pointer.startsWith('/customModes/0/') && !m.pointer.startsWith('/customModes/0/groups/') && KEEP.has(m.op))
    .filter((m) => !(m.op === 'type:array' && m.pointer !== '/customModes/0/name'));
  const cases = [];
  for (let i = 0; i < list.length; i += 2) {
    cases.push(...(await Promise.all(list.slice(i, i + 2).map(mutationCase))));
    console.log(`kilo-code: ${cases.length}/${list.length} mutations observed`);
  }
  const version = (await kilo(['--version'], tmpdir())).stdout.trim();
  recordOrCheckMutations({ path: MUTATIONS, harness: 'kilo-code', version, cases, label: 'Kilo Code mutations' });
}

if (args.includes('--mutations')) {
  await recordMutations();
  process.exit(0);
}
const version = (await kilo(['--version'], tmpdir())).stdout.trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'kilo', version, label: 'Kilo Code', observe });

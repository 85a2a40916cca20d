#!/usr/bin/env node
/**
 * npm run oracle [-- --record | --check] [--version <x.y.z|latest>] [--out <dir>] [--only-parse | --only-claude] [--no-mutations | --mutations]
 * Installs the pinned Claude Code into .oracle/ (if missing), runs every probe set and
 * writes (--record) or compares with (--check, the default) the golden files in
 * oracle/claude-code/. See oracle/README.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { locateCorpus } from '../scripts/corpus.mjs';
import { ensureClaude, PIN, ROOT } from './lib/env.mjs';
import { constructsProbe, filesProbe, FIXTURES_DIR } from './claude-code/parse-sets.mjs';
import { corporaFiles, listingProbe } from './claude-code/listing.mjs';
import { placementsProbe } from './claude-code/placements.mjs';

const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const opt = (f) => { const i = args.indexOf(f); return i >= 0 ? args[i + 1] : undefined; };
const mode = flag('--record') ? 'record' : 'check';
const requested = opt('--version') ?? PIN.version;
const goldenDir = join(ROOT, 'oracle/claude-code');
const outDir = opt('--out') ? resolve(opt('--out')) : goldenDir;


const t0 = Date.now();
const { version } = ensureClaude(requested);
process.stderr.write(`oracle: Claude Code ${version} (${mode})\n`);

/** Wall seconds of each probe, for the summary at the end. */
const times = [];
const timed = async (name, fn) => {
  const t = Date.now();
  const v = await fn();
  times.push([name, (Date.now() - t) / 1000, '']);
  return v;
};
const sets = [];
sets.push(['constructs', await timed('constructs (parse set)', () => constructsProbe({ version }))]);
sets.push(['fixtures', await timed('fixtures (parse set)', () => filesProbe('fixtures', FIXTURES_DIR, { version }))]);
const corpus = locateCorpus(ROOT);
if (corpus) sets.push(['corpus', await timed('corpus (parse set)', () => filesProbe('corpus', corpus, { version }))]);
else process.stderr.write('oracle: no corpus (set AGENTLINT_CORPUS): corpus cases not re-run\n');
// What Claude Code lists for each file, value by value, as a project and as a plugin file (issue 24).
sets.push(['placements', await placementsProbe({ version })]);
if (corpus) {
  const voltagent = join(corpus, '..', 'voltagent-subagents');
  sets.push(['listing', await listingProbe(corporaFiles([['wshobson-agents', corpus], ['voltagent-subagents', voltagent]]), { version })]);
}

let differences = 0;
for (const [name, record] of sets) {
  if (!record) continue;
  const golden = { claudeCode: version, ...record };
  const path = join(outDir, `${name}.json`);
  const text = `${JSON.stringify(golden, null, 1)}\n`;
  if (mode === 'record') {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path, text);
    process.stderr.write(`oracle: wrote ${path} (${record.cases.length} cases)\n`);
    continue;
  }
  const goldenPath = join(goldenDir, `${name}.json`);
  if (!existsSync(goldenPath)) { console.log(`${name}: no golden file ${goldenPath} (run --record)`); differences++; continue; }
  const old = JSON.parse(readFileSync(goldenPath, 'utf8'));
  if (old.claudeCode !== version) console.log(`${name}: golden recorded on ${old.claudeCode}, now ${version}`);
  const before = new Map(old.cases.map((c) => [c.id, c]));
  for (const c of record.cases) {
    const o = before.get(c.id);
    before.delete(c.id);
    if (!o) { console.log(`${name}: new case ${c.id}: ${JSON.stringify(c.verdict)}`); differences++; continue; }
    if (JSON.stringify(o.source ?? o.file) !== JSON.stringify(c.source ?? c.file)) { console.log(`${name}: ${c.id}: input changed (re-record)`); differences++; }
    if (JSON.stringify(o.verdict) !== JSON.stringify(c.verdict)) {
      differences++;
      console.log(`${name}: ${c.id}:\n  ${old.claudeCode}: ${JSON.stringify(o.verdict)}\n  ${version}: ${JSON.stringify(c.verdict)}`);
    }
  }
  for (const id of before.keys()) { console.log(`${name}: case ${id} no longer probed`); differences++; }
  if (opt('--out')) { mkdirSync(outDir, { recursive: true }); writeFileSync(join(outDir, `${name}.json`), text); }
}
// The other Claude Code probe scripts (rule cases, settings, memory) keep their own golden files;
// they run on the pinned release only (they call the binary in .oracle/claude-code). So do the other
// harnesses' probes (each installs its pinned CLI on demand into .oracle/<harness>); `--only-claude`
// leaves those out.
// The probe scripts run in lanes side by side (ORACLE_LANES=1: one after the other): most of a probe's time is
// a harness starting up and waiting on its loopback stub, so two cores keep more than one probe busy. Each
// probe's output is printed whole when it ends, so the log stays readable.
// The mutation probes (issue 19) run by default (`--no-mutations` leaves them out for a quick local run): on an
// idle machine (2026-12-05) they added Claude Code 100 s, Copilot 142 s, Codex 28 s and OpenCode 22 s of lane time
// (the whole `--check` with them: 541 s plus the two standalone ones). Their golden files are also checked by jest.
// `--record` re-records them only when asked (`--record --mutations`): a record rewrites hundreds of goldens.
const MUTATIONS = mode === 'check' ? !flag('--no-mutations') : flag('--mutations');
const LANES = [
  ['claude-code/validator-inventory.mjs', 'claude-code/rules-probe.mjs', 'claude-code/settings-probe.mjs', 'claude-code/memory-probe.mjs', 'claude-code/hook-runs-probe.mjs', 'in-agent.mjs claude-code', 'kilo-code/probe.mjs', 'cline/probe.mjs', ...(MUTATIONS ? ['claude-code/mutations-probe.mjs', 'gemini/mutations.mjs', 'kilo-code/probe.mjs --mutations'] : [])],
  ['copilot/probe.mjs', 'in-agent.mjs copilot', 'codex/probe.mjs', 'qwen-code/probe.mjs', 'auggie/probe.mjs', ...(MUTATIONS ? ['copilot/probe.mjs --mutations', 'codex/mutations.mjs', 'qwen-code/mutations.mjs', 'opencode/file-mutations.mjs'] : [])],
  ['gemini/probe.mjs', 'in-agent.mjs gemini', 'opencode/probe.mjs', 'amp/probe.mjs', 'droid/probe.mjs', ...(MUTATIONS ? ['opencode/mutations.mjs', 'cline/mutations.mjs', 'amp/probe.mjs --mutations'] : [])],
];
// Lanes are balanced by measured time, so harness probes sit in the first lane too: `--only-claude` keeps these.
const CLAUDE_PROBES = ['claude-code/validator-inventory.mjs', 'claude-code/rules-probe.mjs', 'claude-code/settings-probe.mjs', 'claude-code/memory-probe.mjs', 'claude-code/hook-runs-probe.mjs', 'in-agent.mjs claude-code', 'claude-code/mutations-probe.mjs'];
const runProbe = (entry) => new Promise((done) => {
  const [script, ...extra] = entry.split(' ');
  const path = join(ROOT, 'oracle', script);
  // A probe named here that is not there is a failure, not a skip (a move must not drop a probe silently).
  if (!existsSync(path)) { process.stderr.write(`oracle: ${entry}: no such probe (${path})\n`); times.push([entry, 0, 'missing']); differences++; return done(); }
  const t = Date.now();
  const child = spawn(process.execPath, [path, ...extra, ...(mode === 'check' ? ['--check'] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 1_800_000);
  child.on('close', (status) => {
    clearTimeout(timer);
    const s = (Date.now() - t) / 1000;
    process.stdout.write(Buffer.concat(out));
    process.stderr.write(`oracle: ${entry} exit ${status} in ${s.toFixed(1)} s\n`);
    times.push([entry, s, status === 0 ? '' : `exit ${status}`]);
    if (status !== 0) differences++;
    done();
  });
});
if (version === PIN.version && !flag('--only-parse')) {
  const wanted = (script) => !flag('--only-claude') || CLAUDE_PROBES.includes(script);
  const lanes = LANES.map((lane) => lane.filter(wanted)).filter((lane) => lane.length > 0);
  const serial = process.env.ORACLE_LANES === '1';
  const runLane = async (lane) => { for (const script of lane) await runProbe(script); };
  if (serial) await runLane(lanes.flat());
  else await Promise.all(lanes.map(runLane));
}
const total = (Date.now() - t0) / 1000;
process.stderr.write(`oracle: wall time of each probe${process.env.ORACLE_LANES === '1' ? '' : ' (the probe scripts in lanes side by side)'}:\n`);
for (const [name, s, note] of times) process.stderr.write(`  ${name.padEnd(38)} ${s.toFixed(1).padStart(7)} s${note ? `  ${note}` : ''}\n`);
process.stderr.write(`  ${'total'.padEnd(38)} ${total.toFixed(1).padStart(7)} s\n`);
process.stderr.write(`oracle: ${differences} difference(s), ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
process.exit(mode === 'check' && differences > 0 ? 1 : 0);

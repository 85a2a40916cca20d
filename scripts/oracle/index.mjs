#!/usr/bin/env node
/**
 * npm run oracle [-- --record | --check] [--version <x.y.z|latest>] [--out <dir>] [--only-parse | --only-claude]
 * Installs the pinned Claude Code into .oracle/ (if missing), runs every probe set and
 * writes (--record) or compares with (--check, the default) the golden files in
 * fixtures/oracle/claude-code/. See scripts/oracle/README.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { locateCorpus } from '../corpus.mjs';
import { ensureClaude, PIN, ROOT } from './env.mjs';
import { constructsProbe, filesProbe, FIXTURES_DIR } from './probes.mjs';

const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const opt = (f) => { const i = args.indexOf(f); return i >= 0 ? args[i + 1] : undefined; };
const mode = flag('--record') ? 'record' : 'check';
const requested = opt('--version') ?? PIN.version;
const goldenDir = join(ROOT, 'fixtures/oracle/claude-code');
const outDir = opt('--out') ? resolve(opt('--out')) : goldenDir;


const t0 = Date.now();
const { version } = ensureClaude(requested);
process.stderr.write(`oracle: Claude Code ${version} (${mode})\n`);

const sets = [];
sets.push(['constructs', await constructsProbe({ version })]);
sets.push(['fixtures', filesProbe('fixtures', FIXTURES_DIR, { version })]);
const corpus = locateCorpus(ROOT);
if (corpus) sets.push(['corpus', filesProbe('corpus', corpus, { version })]);
else process.stderr.write('oracle: no corpus (set AGENTLINT_CORPUS): corpus cases not re-run\n');

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
// An entry with arguments runs the script once more in another mode (Copilot's mutation probes: `--mutations`).
const HARNESS_PROBES = ['copilot-probe.mjs', 'copilot-probe.mjs --mutations', 'codex-probe.mjs', 'gemini-probe.mjs', 'opencode-probe.mjs'];
if (version === PIN.version && !flag('--only-parse')) {
  for (const entry of ['rules-probe.mjs', 'settings-probe.mjs', 'memory-probe.mjs', ...(flag('--only-claude') ? [] : HARNESS_PROBES)]) {
    const [script, ...extra] = entry.split(' ');
    const path = join(ROOT, 'scripts/oracle', script);
    if (!existsSync(path)) continue;
    const t = Date.now();
    // The mutation probes run some 40 CLI sessions and 125 plugin installs: 20 minutes at most.
    const r = spawnSync(process.execPath, [path, ...extra, ...(mode === 'check' ? ['--check'] : [])], { stdio: 'inherit', timeout: extra.length > 0 ? 1_200_000 : 600_000 });
    process.stderr.write(`oracle: ${entry} exit ${r.status} in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
    if (r.status !== 0) differences++;
  }
}
process.stderr.write(`oracle: ${differences} difference(s), ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
process.exit(mode === 'check' && differences > 0 ? 1 : 0);

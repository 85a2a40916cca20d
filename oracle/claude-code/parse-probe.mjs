#!/usr/bin/env node
/**
 * Claude Code's parse sets: what `claude plugin validate` and a `claude -p` run make of each file.
 *
 *   node oracle/claude-code/parse-probe.mjs [--check] [--sets=constructs,fixtures,corpus,placements,listing]
 *
 * Writes (record, the default) or compares with (`--check`) oracle/claude-code/<set>.json; `--sets=` names the
 * sets to observe (all by default). `corpus` and `listing` read the shared corpus (AGENTLINT_CORPUS, or
 * ../shared/corpus beside the clone): without it they are left as recorded, and a line says so.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateCorpus } from '../../scripts/corpus.mjs';
import { ensureClaude, ROOT } from '../lib/env.mjs';
import { constructsProbe, filesProbe, FIXTURES_DIR } from './parse-sets.mjs';
import { corporaFiles, listingProbe } from './listing.mjs';
import { placementsProbe } from './placements.mjs';

const check = process.argv.includes('--check');
const wanted = process.argv.find((a) => a.startsWith('--sets='))?.slice(7).split(',');
const DIR = join(ROOT, 'oracle/claude-code');
const { version } = ensureClaude();
const corpus = locateCorpus(ROOT);

const SETS = {
  constructs: () => constructsProbe({ version }),
  fixtures: () => filesProbe('fixtures', FIXTURES_DIR, { version }),
  corpus: () => (corpus ? filesProbe('corpus', corpus, { version }) : null),
  // What Claude Code lists for each file, value by value, as a project and as a plugin file.
  placements: () => placementsProbe({ version }),
  listing: () => {
    if (!corpus) return null;
    const voltagent = join(corpus, '..', 'voltagent-subagents');
    return listingProbe(corporaFiles([['wshobson-agents', corpus], ['voltagent-subagents', voltagent]]), { version });
  },
};
const unknown = (wanted ?? []).filter((s) => !(s in SETS));
if (unknown.length) {
  console.error(`parse-probe: no such set: ${unknown.join(', ')} (sets: ${Object.keys(SETS).join(', ')})`);
  process.exit(2);
}

/** The differences between a recorded set and a new observation, one line each. */
function differencesOf(name, old, record) {
  const lines = [];
  if (old.claudeCode !== version) lines.push(`${name}: golden recorded on ${old.claudeCode}, now ${version}`);
  const before = new Map(old.cases.map((c) => [c.id, c]));
  for (const c of record.cases) {
    const o = before.get(c.id);
    before.delete(c.id);
    if (!o) { lines.push(`${name}: new case ${c.id}: ${JSON.stringify(c.verdict)}`); continue; }
    if (JSON.stringify(o.source ?? o.file) !== JSON.stringify(c.source ?? c.file)) lines.push(`${name}: ${c.id}: input changed (re-record)`);
    if (JSON.stringify(o.verdict) !== JSON.stringify(c.verdict)) {
      lines.push(`${name}: ${c.id}:\n  ${old.claudeCode}: ${JSON.stringify(o.verdict)}\n  ${version}: ${JSON.stringify(c.verdict)}`);
    }
  }
  for (const id of before.keys()) lines.push(`${name}: case ${id} no longer probed`);
  return lines;
}

let differences = 0;
process.stderr.write(`parse-probe: Claude Code ${version} (${check ? 'check' : 'record'})\n`);
for (const [name, observe] of Object.entries(SETS)) {
  if (wanted && !wanted.includes(name)) continue;
  const t = Date.now();
  const record = await observe();
  const seconds = ((Date.now() - t) / 1000).toFixed(1);
  if (!record) { console.log(`${name}: no corpus (set AGENTLINT_CORPUS): not re-observed, the record stays`); continue; }
  const path = join(DIR, `${name}.json`);
  if (!check) {
    writeFileSync(path, `${JSON.stringify({ claudeCode: version, ...record }, null, 1)}\n`);
    console.log(`${name}: recorded ${record.cases.length} cases in ${seconds} s`);
    continue;
  }
  if (!existsSync(path)) { console.log(`${name}: no golden file ${path} (record it)`); differences++; continue; }
  const lines = differencesOf(name, JSON.parse(readFileSync(path, 'utf8')), record);
  for (const l of lines) console.log(l);
  differences += lines.length;
  console.log(`${name}: checked ${record.cases.length} cases in ${seconds} s`);
}
console.log(`${check ? 'checked' : 'recorded'} against Claude Code ${version}: ${differences} difference(s)`);
process.exit(check && differences > 0 ? 1 : 0);

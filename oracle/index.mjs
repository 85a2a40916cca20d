#!/usr/bin/env node
/**
 * The oracle runner (oracle/README.md):
 *   npm run oracle [-- --check]        re-observe what changed since it was recorded (oracle/digests.json); exit 1 on a difference
 *   npm run oracle -- --record         re-record what changed, and write its digests
 *   npm run oracle -- --check --all    re-observe everything (`--record --all`: re-record everything)
 *   npm run oracle -- --latest [<harness>…]   the newest releases: a drift report per harness in docs/drift/
 *   npm run oracle -- --bump <harness>        move its pin to the newest release (or `--to <version>`) and re-record
 *   npm run oracle -- --stamp          write the digests of the tree as it is, observing nothing (see the README)
 * Filters: --only-parse (Claude Code's parse sets), --only-claude, --harness <id>, --no-mutations.
 */
import { PROBES, filterArgs } from './lib/probes.mjs';
import { changesOf, currentDigests, recordedDigests, writeDigests } from './lib/digest.mjs';
import { runInLanes } from './lib/run-probes.mjs';
import { locateCorpus } from '../scripts/corpus.mjs';
import { ROOT } from './lib/install.mjs';

const args = process.argv.slice(2);
const flag = (f) => args.includes(f);
const opt = (f) => { const i = args.indexOf(f); return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : undefined; };
const t0 = Date.now();

if (flag('--latest')) {
  const { latest } = await import('./lib/drift.mjs');
  const out = opt('--out');
  const named = args.slice(args.indexOf('--latest') + 1).filter((a) => !a.startsWith('--') && a !== out);
  process.exit(await latest(named, { out }));
}
if (flag('--bump')) {
  const { bump } = await import('./lib/bump.mjs');
  process.exit(await bump(opt('--bump'), { to: opt('--to') }));
}
if (flag('--stamp')) {
  await writeDigests(PROBES.map((p) => p.entry));
  console.log('oracle: wrote oracle/digests.json for the tree as it is (nothing observed)');
  process.exit(0);
}

const mode = flag('--record') ? 'record' : 'check';
const harness = opt('--harness');
const wanted = (p) => (!flag('--only-parse') || p.entry === 'claude-code/parse-probe.mjs')
  && (!flag('--only-claude') || p.harness === 'claude-code')
  && (!harness || p.harness === harness)
  && !(flag('--no-mutations') && p.mutations);

const now = await currentDigests();
let items;
let refreshOnly = [];
if (flag('--all')) {
  items = PROBES.filter(wanted).map((probe) => ({ probe }));
  process.stderr.write(`oracle: --all: ${items.length} probe(s) (${mode})\n`);
} else {
  const changes = changesOf(recordedDigests(), now).filter((c) => wanted(c.probe));
  for (const c of changes) process.stderr.write(`oracle: ${c.probe.entry}: ${c.reasons.join('; ')}\n`);
  // A change that leaves nothing to observe (cases removed from a golden file) only needs its digests rewritten.
  refreshOnly = changes.filter((c) => !c.whole && !c.ids.length && !c.goldens.length).map((c) => c.probe.entry);
  items = changes.filter((c) => !refreshOnly.includes(c.probe.entry)).map((c) => ({
    probe: c.probe,
    args: c.whole ? [] : filterArgs(c.probe, c.probe.sets ? { goldens: c.goldens } : { ids: c.ids }) ?? [],
  }));
  if (!changes.length) process.stderr.write('oracle: every recorded case matches its digest (probe code, inputs, pin): nothing to re-observe (--all re-observes everything)\n');
}

const results = await runInLanes(items, { check: mode === 'check' });
const failed = results.filter((r) => r.status !== 0);
if (mode === 'record') {
  // A parse-probe run without the corpus leaves the corpus sets as they were: their digests stay too.
  const noCorpus = !locateCorpus(ROOT);
  const done = results.filter((r) => r.status === 0 && !(noCorpus && r.entry === 'claude-code/parse-probe.mjs')).map((r) => r.entry);
  if (noCorpus && results.some((r) => r.entry === 'claude-code/parse-probe.mjs')) process.stderr.write('oracle: no corpus: the parse sets\' digests are not rewritten (set AGENTLINT_CORPUS)\n');
  if (done.length + refreshOnly.length) await writeDigests([...done, ...refreshOnly]);
}
process.stderr.write(`oracle: wall time of each probe${process.env.ORACLE_LANES === '1' ? '' : ' (in lanes side by side)'}:\n`);
for (const r of results) process.stderr.write(`  ${r.entry.padEnd(38)} ${r.seconds.toFixed(1).padStart(7)} s${r.status === 0 ? '' : `  exit ${r.status}`}\n`);
const total = ((Date.now() - t0) / 1000).toFixed(1);
process.stderr.write(`  ${'total'.padEnd(38)} ${total.padStart(7)} s\n`);
process.stderr.write(`oracle: ${results.length} probe run(s), ${failed.length} with a difference or a failure, ${total} s\n`);
process.exit(failed.length > 0 ? 1 : 0);

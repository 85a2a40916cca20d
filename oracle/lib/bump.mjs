/**
 * `npm run oracle -- --bump <harness> [--to <version>]`: move a harness's pin in one command. The pin in
 * oracle/pins.json goes to `--to` or the newest release; every probe of that harness re-records its golden files
 * in place (installing the new release into .oracle/<harness>); the digests of those probes are rewritten; `npm run
 * docs` regenerates the pinned versions in the code (src/harnesses/pins.generated.ts) and the docs; and the cases
 * whose observation changed are listed with the rules whose rationale cites them. A probe that fails puts
 * pins.json and every golden file back as they were.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateCorpus } from '../../scripts/corpus.mjs';
import { writeDigests } from './digest.mjs';
import { compareGolden } from './drift.mjs';
import { ensureHarness, newestVersion, PINS, ROOT } from './install.mjs';
import { PROBES } from './probes.mjs';
import { rulePageText, rulesCiting } from './rules-citing.mjs';
import { runInLanes } from './run-probes.mjs';

const PINS_PATH = join(ROOT, 'oracle/pins.json');

/** pins.json with `harness` at `version`, every other byte as it was (one harness a line). */
export function movedPins(text, harness, version) {
  const line = new RegExp(`^(\\s*"${harness.replace(/[-]/g, '\\-')}":\\s*\\{[^\\n]*"version":\\s*")[^"]*(")`, 'm');
  if (!line.test(text)) throw new Error(`oracle: no pin line for "${harness}" in oracle/pins.json`);
  return text.replace(line, `$1${version}$2`);
}

export async function bump(harness, { to } = {}) {
  if (!harness || !PINS[harness]) {
    console.error(`oracle: --bump <harness>: one of ${Object.keys(PINS).join(', ')}`);
    return 2;
  }
  const from = PINS[harness].version;
  const version = to ?? newestVersion(harness);
  if (version === from) { console.log(`oracle: ${harness} is pinned at ${version} already`); return 0; }
  // Install it beside the pin first: a release that does not install leaves everything as it was.
  try {
    ensureHarness(harness, { version });
  } catch (e) {
    console.error(`oracle: --bump ${harness}: ${version} does not install: ${e.message}`);
    return 1;
  }
  const probes = PROBES.filter((p) => p.harness === harness);
  const goldens = probes.flatMap((p) => p.goldens);
  const before = new Map(goldens.map((g) => [g, readFileSync(join(ROOT, 'oracle', g), 'utf8')]));
  const pinsText = readFileSync(PINS_PATH, 'utf8');
  writeFileSync(PINS_PATH, movedPins(pinsText, harness, version));
  process.stderr.write(`oracle: --bump ${harness}: ${from} → ${version}; re-recording ${probes.length} probe(s)\n`);
  const results = await runInLanes(probes.map((probe) => ({ probe })), { check: false });
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length) {
    writeFileSync(PINS_PATH, pinsText);
    for (const [g, text] of before) writeFileSync(join(ROOT, 'oracle', g), text);
    console.error(`oracle: --bump ${harness}: ${failed.map((r) => r.entry).join(', ')} failed on ${version}: pins.json and the golden files are back as they were`);
    return 1;
  }
  await writeDigests(probes.map((p) => p.entry));
  if (harness === 'claude-code' && !locateCorpus(ROOT)) console.error('oracle: no corpus (AGENTLINT_CORPUS): corpus.json and listing.json still hold the old release; re-record them where the corpus is');
  // The regenerated docs are the last step: when they fail (a page to fix by hand), the new records stay.
  let docs = true;
  try {
    execFileSync('npm', ['run', 'docs'], { cwd: ROOT, stdio: 'inherit' });
  } catch {
    docs = false;
    console.error(`oracle: --bump ${harness}: \`npm run docs\` failed (above): the pin and the records are moved; fix that, then run it again`);
  }
  let changes = 0;
  for (const [g, text] of before) {
    const diff = compareGolden(JSON.parse(text), JSON.parse(readFileSync(join(ROOT, 'oracle', g), 'utf8')));
    const n = diff.changed.length + diff.added.length + diff.removed.length;
    if (!n) continue;
    changes += n;
    const cites = rulesCiting(g, diff.changed.map((c) => c.id));
    console.log(`${g}: ${diff.changed.length} changed, ${diff.added.length} new, ${diff.removed.length} gone`);
    for (const c of diff.changed) console.log(`  ${c.id}${cites.has(c.id) ? `  (cited by ${cites.get(c.id).join(', ')})` : ''}`);
  }
  console.log(changes ? `oracle: --bump ${harness}: ${changes} case(s) changed; read the rules listed above` : `oracle: --bump ${harness}: pinned at ${version}, every case observed the same`);
  const naming = rulesNaming(goldens, from);
  if (naming.length) console.log(`Rules whose rationale cites ${harness}'s cases and names the old release ${from} (say which release each observation was made on): ${naming.join(', ')}`);
  return 0;
}

/** The rules whose page cites one of `goldens` and names the release `version` in its text. */
function rulesNaming(goldens, version) {
  const cites = new Set(goldens.flatMap((g) => [...rulesCiting(g, [], undefined, { all: true }).values()].flat()));
  return [...cites].filter((id) => rulePageText(id).includes(version)).sort();
}

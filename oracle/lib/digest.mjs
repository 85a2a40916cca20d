/**
 * What produced each recorded case: a digest of the probe's code, its inputs and the pinned release, kept in
 * oracle/digests.json (one file, so no golden file is rewritten for it). `npm run oracle -- --check` re-observes
 * only what these digests say changed; `__tests__/oracle/digests.test.ts` fails when one is stale.
 *
 * - code: every local file the probe's script imports, transitively (oracle/ and scripts/; relative imports
 *   only, and scripts it names as `oracle/….mjs`), and the repository files it hands the harness (`alsoReads` in
 *   probes.mjs: the in-agent probes' plugin manifests; not the bundle, dist/, which jest replays):
 *   `probes[<entry>].code` maps each file (repository-relative) to its hash.
 * - pin: the probe's harness version in pins.json (`probes[<entry>].pin`).
 * - inputs: for a probe that observes case by case (`cases` in probes.mjs), each case as recorded without its
 *   `observed` value, with the files of the fixture folders it names (`filesFrom`, `fromTree`, `tree`):
 *   `goldens[<file>].cases[<id>]`. For the fixtures parse set, every agent, command and skill file of fixtures/;
 *   for the corpus sets, the sources as recorded (path and sha256: the corpus itself may not be there); the
 *   mutation sets and the generated sets have no inputs but their code.
 * Every hash is of content only (line ends normalised): no absolute path, no mtime, nothing outside the clone.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { ROOT } from './install.mjs';
import { PROBES, scriptOf } from './probes.mjs';

export const DIGESTS_PATH = join(ROOT, 'oracle/digests.json');
const hash = (text) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex').slice(0, 16);
const read = (rel) => readFileSync(join(ROOT, rel), 'utf8');

/** Relative module specifiers of a source text: static imports and re-exports, and string-literal `import()`. */
function importsOf(text) {
  const specs = [
    ...[...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gms)].map((m) => m[1]),
    ...[...text.matchAll(/^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1]),
    ...[...text.matchAll(/\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)].map((m) => m[1]),
  ];
  return [...new Set(specs)];
}

/**
 * Every local file a probe's code is made of: its script(s) and what they import, transitively (repository-relative,
 * sorted). `in-agent.mjs <harness>` is the dispatcher plus that harness's module, not the other harnesses' ones.
 */
export function codeFiles(probe) {
  const [script, arg] = [scriptOf(probe.entry), probe.entry.split(' ')[1]];
  const roots = script === 'in-agent.mjs' ? [`oracle/${arg}/in-agent.mjs`] : [`oracle/${script}`];
  const seen = new Set(script === 'in-agent.mjs' ? ['oracle/in-agent.mjs'] : []);
  const queue = [...roots];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel) || !existsSync(join(ROOT, rel))) continue;
    seen.add(rel);
    const text = read(rel);
    for (const spec of importsOf(text)) queue.push(posix.normalize(posix.join(posix.dirname(rel), spec)));
    // A script it runs by its path in the repository (`join(ROOT, 'oracle/lib/mcp-stub-server.mjs')`).
    for (const m of text.matchAll(/['"](oracle\/[\w/.-]+\.mjs)['"]/g)) queue.push(m[1]);
  }
  // The repository files it hands the harness (the plugin manifests of the in-agent probes).
  for (const r of probe.alsoReads ?? []) for (const f of treeFiles(r)) seen.add(f);
  return [...seen].sort();
}

/** Every file under a folder of the repository (relative paths, sorted): a fixture tree a case names. */
function treeFiles(rel) {
  const abs = join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  const out = [];
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      // Links are left out: `plugins/agentlint/dist` links to the bundle, which is not a probe input.
      if (e.name === 'node_modules' || e.name === '.git' || e.isSymbolicLink()) continue;
      if (e.isDirectory()) walk(join(d, e.name));
      else out.push(relative(ROOT, join(d, e.name)).split('\\').join('/'));
    }
  };
  walk(abs);
  return out.sort();
}

/** The fixture folders a case names (`filesFrom`: a folder or [folder, prefix] pairs; `fromTree`: a folder or `{ root }`; `tree`). */
function caseTrees(c) {
  const out = [];
  const add = (v) => { if (typeof v === 'string' && v.startsWith('fixtures/')) out.push(v); };
  add(c.filesFrom);
  if (Array.isArray(c.filesFrom)) for (const pair of c.filesFrom) add(Array.isArray(pair) ? pair[0] : pair);
  add(c.fromTree);
  add(c.fromTree?.root);
  add(c.tree);
  return out;
}

/** Canonical JSON: keys sorted, so a case's digest does not depend on the order its keys were written in. */
const canonical = (v) => JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]])) : x));

/** One case's input digest: the case without `observed`, and the files of the fixture folders it names. */
export function caseDigest(c) {
  const { observed: _observed, ...input } = c;
  const trees = caseTrees(c).flatMap(treeFiles).map((f) => `${f}\0${hash(read(f))}`);
  return hash(`${canonical(input)}\n${trees.join('\n')}`);
}

/** The inputs of a golden file observed as a whole (see the header); '' when its code is its only input. */
async function wholeInputs(golden) {
  if (golden === 'claude-code/fixtures.json') {
    const { artifactFiles } = await import('../claude-code/parse-sets.mjs');
    return hash(artifactFiles(join(ROOT, 'fixtures')).map((f) => `${f.kind} ${f.rel} ${hash(read(`fixtures/${f.rel}`))}`).join('\n'));
  }
  if (golden === 'claude-code/corpus.json' || golden === 'claude-code/listing.json') {
    const set = JSON.parse(read(`oracle/${golden}`));
    return hash(canonical(set.cases.map((c) => [c.id, c.kind, c.source])));
  }
  return '';
}

/** The digests of the tree as it is now: `{ probes: { entry: { pin, code } }, goldens: { file: { probe, cases | inputs } } }`. */
export async function currentDigests(probes = PROBES) {
  // Read now, not when install.mjs loaded: `--bump` moves a pin and then writes the digests in the same process.
  const pins = JSON.parse(read('oracle/pins.json'));
  const out = { probes: {}, goldens: {} };
  for (const p of probes) {
    out.probes[p.entry] = { pin: pins[p.harness].version, code: Object.fromEntries(codeFiles(p).map((f) => [f, hash(read(f))])) };
    for (const g of p.goldens) {
      const path = `oracle/${g}`;
      if (!existsSync(join(ROOT, path))) { out.goldens[g] = { probe: p.entry, missing: true }; continue; }
      if (p.cases) {
        const set = JSON.parse(read(path));
        out.goldens[g] = { probe: p.entry, cases: Object.fromEntries(set.cases.map((c) => [c.id, caseDigest(c)])) };
      } else {
        out.goldens[g] = { probe: p.entry, inputs: await wholeInputs(g) };
      }
    }
  }
  return out;
}

/** The recorded digests (an empty record when there is no file yet). */
export function recordedDigests() {
  return existsSync(DIGESTS_PATH) ? JSON.parse(readFileSync(DIGESTS_PATH, 'utf8')) : { probes: {}, goldens: {} };
}

/** The digests file with `now` for the probes in `entries` and the recorded entries for the others (its text). */
export function digestsText(now, entries, recorded = recordedDigests()) {
  const keep = new Set(entries);
  const probes = {};
  const goldens = {};
  for (const p of PROBES) {
    const src = keep.has(p.entry) ? now : recorded;
    if (src.probes[p.entry]) probes[p.entry] = src.probes[p.entry];
    for (const g of p.goldens) if (src.goldens[g] && !src.goldens[g].missing) goldens[g] = src.goldens[g];
  }
  const about = 'What produced each recorded case (oracle/lib/digest.mjs): the probe\'s code, its pin, its inputs. Written by `npm run oracle -- --record`; never edit by hand.';
  return `${JSON.stringify({ about, probes, goldens }, null, 1)}\n`;
}

/** Write the digests of `entries` (probe entries) as they are now; the others keep their record. */
export async function writeDigests(entries) {
  writeFileSync(DIGESTS_PATH, digestsText(await currentDigests(), entries));
}

/**
 * What changed since the digests were recorded, probe by probe: `[{ probe, whole, ids, goldens, reasons }]` for
 * each probe with a change. `whole`: its code or pin changed, or a golden file observed as a whole did, so all of it
 * is re-observed; else `ids` are the cases (new or with other inputs) and `goldens` the files they are in.
 */
export function changesOf(recorded, now, probes = PROBES) {
  const out = [];
  for (const p of probes) {
    const was = recorded.probes?.[p.entry];
    const is = now.probes[p.entry];
    const reasons = [];
    if (!was) reasons.push('no digest recorded');
    else {
      if (was.pin !== is.pin) reasons.push(`pin ${was.pin} → ${is.pin}`);
      const files = [...new Set([...Object.keys(was.code), ...Object.keys(is.code)])].sort();
      const changed = files.filter((f) => was.code[f] !== is.code[f]);
      if (changed.length) reasons.push(`code changed: ${changed.join(', ')}`);
    }
    let whole = reasons.length > 0;
    const ids = [];
    const goldens = [];
    for (const g of p.goldens) {
      const w = recorded.goldens?.[g];
      const n = now.goldens[g];
      if (n.missing) { reasons.push(`${g}: no such file`); whole = true; continue; }
      if (!w) { reasons.push(`${g}: no digest recorded`); whole = true; goldens.push(g); continue; }
      if (n.cases) {
        const differ = Object.keys(n.cases).filter((id) => w.cases?.[id] !== n.cases[id]);
        if (differ.length) { ids.push(...differ); goldens.push(g); reasons.push(`${g}: ${differ.length} case(s) new or changed: ${differ.slice(0, 8).join(', ')}${differ.length > 8 ? ', …' : ''}`); }
        const gone = Object.keys(w.cases ?? {}).filter((id) => !(id in n.cases));
        if (gone.length) reasons.push(`${g}: ${gone.length} case(s) no longer recorded: ${gone.slice(0, 8).join(', ')}`);
      } else if (w.inputs !== n.inputs) { goldens.push(g); reasons.push(`${g}: inputs changed`); if (!p.sets) whole = true; }
    }
    if (reasons.length) out.push({ probe: p, whole, ids: [...new Set(ids)], goldens, reasons });
  }
  return out;
}

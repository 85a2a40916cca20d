/**
 * `npm run oracle -- --latest [<harness>…] [--out <dir>]`: does the newest release of a harness still do what the
 * recorded cases say? For each harness (all by default): the newest version on the registry (`npm view`), installed
 * into its own folder under .oracle/ (`ORACLE_HARNESS_VERSION`, install.mjs: the pinned install stays as it is);
 * every probe of that harness re-records, one after the other, in a shadow copy of the repository (a temporary
 * copy of the clone; .oracle/, node_modules and .git linked), so the committed golden files are never touched; then each new golden file is compared with the committed one, case by case. The drift report
 * (docs/drift/<harness>.md and .json, or under `--out`) lists the cases whose observation changed, the probes that
 * failed, and the rules whose rationale cites a changed case (rules-citing.mjs). Exit 0 when nothing changed.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { locateCorpus } from '../../scripts/corpus.mjs';
import { ensureHarness, newestVersion, pin, PINS, ROOT } from './install.mjs';
import { PROBES } from './probes.mjs';
import { runInLanes } from './run-probes.mjs';
import { rulesCiting } from './rules-citing.mjs';
import { driftMarkdown } from './drift-report.mjs';

/** The fields that hold what a harness did (the rest of a case is its input): per-case `observed`, a parse set's `verdict`, a mutation's `outcome`. */
const OBSERVATION = ['observed', 'verdict', 'outcome'];
/** Top-level fields that name the version a file was recorded on, left out of a whole-file comparison. */
const VERSION_KEYS = new Set(['version', 'claudeCode', 'copilot', 'codex', 'gemini', 'opencode', 'qwenCode', 'kilo', 'cline', 'auggie', 'amp', 'droid']);

/** What a case's harness did: its observation fields (the whole case when it has none). */
function observationOf(c) {
  const keys = OBSERVATION.filter((k) => k in c);
  return keys.length ? Object.fromEntries(keys.map((k) => [k, c[k]])) : c;
}

/**
 * Compare a golden file as recorded with one recorded anew: `{ changed: [{ id, recorded, observed }], added, removed }`
 * (case ids). A file without `cases` is compared field by field (its version fields left out); a changed field is
 * reported as a case named after it.
 */
export function compareGolden(recorded, observed) {
  if (!Array.isArray(recorded.cases) || !Array.isArray(observed.cases)) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(observed)])].filter((k) => !VERSION_KEYS.has(k));
    const changed = keys.filter((k) => JSON.stringify(recorded[k]) !== JSON.stringify(observed[k])).map((k) => ({ id: k, recorded: recorded[k], observed: observed[k] }));
    return { cases: keys.length, changed, added: [], removed: [] };
  }
  const before = new Map(recorded.cases.map((c) => [c.id, c]));
  const after = new Map(observed.cases.map((c) => [c.id, c]));
  const changed = [];
  for (const [id, c] of after) {
    const o = before.get(id);
    if (o && JSON.stringify(observationOf(o)) !== JSON.stringify(observationOf(c))) changed.push({ id, recorded: observationOf(o), observed: observationOf(c) });
  }
  return {
    cases: recorded.cases.length,
    changed,
    added: [...after.keys()].filter((id) => !before.has(id)),
    removed: [...before.keys()].filter((id) => !after.has(id)),
  };
}

/** What the shadow copy links instead of copying: the installs, the dependencies and git's pointer to its folder. */
const LINKED = new Set(['.oracle', 'node_modules', '.git']);

/**
 * A temporary copy of the repository for one harness: a copy of every file (links inside it stay links), but the
 * installs, node_modules and .git, which are linked. A copy, not links: a harness sees a linked folder as a link
 * (Claude Code's validator warns that a marketplace's local source "traverses a symlink").
 */
export function shadowRoot(harness) {
  const dir = mkdtempSync(join(tmpdir(), `agentlint-latest-${harness}-`));
  mkdirSync(join(ROOT, '.oracle'), { recursive: true });
  for (const name of readdirSync(ROOT)) {
    if (LINKED.has(name)) symlinkSync(join(ROOT, name), join(dir, name));
    else cpSync(join(ROOT, name), join(dir, name), { recursive: true, verbatimSymlinks: true });
  }
  return dir;
}

/** The last lines of a probe's output, for a failure in the report (the shadow copy's path written `<repo>`). */
const tailOf = (text, root, n = 40) => text.split(root).join('<repo>').split(ROOT).join('<repo>').trimEnd().split('\n').slice(-n).join('\n');

/** Install `version` once before the probes (each would try again): the npm error, or undefined when it installed. */
function installError(harness, version) {
  try {
    ensureHarness(harness, { version });
    return undefined;
  } catch (e) {
    return String(e.message ?? e);
  }
}

/**
 * Re-record every probe of `harness` on `version` in a shadow copy and compare: the drift report (an object; see
 * drift-report.mjs for its Markdown).
 */
export async function driftOf(harness, version) {
  const t0 = Date.now();
  const about = { harness, package: pin(harness).package, pinned: pin(harness).version, latest: version, date: new Date().toISOString().slice(0, 10) };
  const failure = installError(harness, version);
  if (failure) {
    const tail = tailOf(failure, ROOT);
    return { ...about, status: 'unavailable', seconds: Math.round((Date.now() - t0) / 1000), install: `${version} did not install here: ${tail}`, probes: [], goldens: [], rules: [] };
  }
  const root = shadowRoot(harness);
  const probes = PROBES.filter((p) => p.harness === harness);
  const corpus = locateCorpus(ROOT);
  const env = { ORACLE_HARNESS_VERSION: `${harness}@${version}`, ...(corpus ? { AGENTLINT_CORPUS: corpus } : {}) };
  try {
    const results = await runInLanes(probes.map((probe) => ({ probe })), { check: false, root, env, serial: true, quiet: true });
    const goldens = [];
    for (const p of probes) {
      const r = results.find((x) => x.entry === p.entry);
      for (const g of p.goldens) {
        if (!corpus && (p.needsCorpus ?? []).includes(g)) { goldens.push({ file: g, skipped: 'no corpus here (AGENTLINT_CORPUS): not re-observed' }); continue; }
        if (r.status !== 0) { goldens.push({ file: g, skipped: `its probe failed (exit ${r.status})` }); continue; }
        const recorded = JSON.parse(readFileSync(join(ROOT, 'oracle', g), 'utf8'));
        const observed = JSON.parse(readFileSync(join(root, 'oracle', g), 'utf8'));
        const diff = compareGolden(recorded, observed);
        const cites = rulesCiting(g, diff.changed.map((c) => c.id));
        goldens.push({ file: g, ...diff, changed: diff.changed.map((c) => ({ ...c, rules: cites.get(c.id) ?? [] })) });
      }
    }
    const changedCount = goldens.reduce((n, g) => n + (g.changed?.length ?? 0) + (g.added?.length ?? 0) + (g.removed?.length ?? 0), 0);
    const failed = results.filter((r) => r.status !== 0);
    return {
      ...about,
      status: failed.length ? 'failed' : changedCount ? 'drift' : 'same',
      seconds: Math.round((Date.now() - t0) / 1000),
      probes: results.map((r) => ({ entry: r.entry, status: r.status, seconds: Math.round(r.seconds), ...(r.status === 0 ? {} : { tail: tailOf(r.output, root) }) })),
      goldens,
      rules: [...new Set(goldens.flatMap((g) => (g.changed ?? []).flatMap((c) => c.rules)))].sort(),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Write a report as `<out>/<harness>.json` and `.md`. */
export function writeReport(report, out) {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${report.harness}.json`), `${JSON.stringify(report, null, 1)}\n`);
  writeFileSync(join(out, `${report.harness}.md`), driftMarkdown(report));
}

/** The `--latest` command: a report for each named harness (all by default) in `out` (docs/drift/); exit 1 when one is not `same`. */
export async function latest(harnesses, { out: outOption } = {}) {
  const out = outOption ? resolve(outOption) : join(ROOT, 'docs/drift');
  const unknown = harnesses.filter((h) => !PINS[h]);
  if (unknown.length) { console.error(`oracle: --latest: no such harness: ${unknown.join(', ')} (harnesses: ${Object.keys(PINS).join(', ')})`); return 2; }
  let status = 0;
  for (const h of harnesses.length ? harnesses : Object.keys(PINS)) {
    const version = newestVersion(h);
    process.stderr.write(`oracle: --latest ${h}: pinned ${pin(h).version}, newest ${version}\n`);
    const report = await driftOf(h, version);
    writeReport(report, out);
    process.stderr.write(`oracle: --latest ${h}: ${report.status} in ${report.seconds} s (${join(out, `${h}.md`)})\n`);
    if (report.status !== 'same') status = 1;
  }
  return status;
}

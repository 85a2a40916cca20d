// The record/check loop every per-case oracle probe shares (Claude Code memory and settings,
// Copilot, Codex, Gemini CLI, OpenCode): each case of a golden file is observed again; in record
// mode `observed` and the harness version are rewritten, in check mode any difference fails.
// The one loopback server is stub.mjs; the one way to run Claude Code is `claudeProcess` (runtime.mjs).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { claudeProcess } from './runtime.mjs';
import { ANSWER_OK, startStub } from './stub.mjs';

/**
 * Observe every case of `casesPath` with `observe(case)`; `versionKey` names the field that holds
 * the harness version in the golden file (`claudeCode`, `copilot`, …). Exits the process.
 */
export async function recordOrCheck({ casesPath, versionKey, version, label, observe, check = process.argv.includes('--check') }) {
  const set = JSON.parse(readFileSync(casesPath, 'utf8'));
  let differences = 0;
  // `--cases=<id>|<id>…` observes only those cases (the others keep their record).
  const only = process.argv.find((a) => a.startsWith('--cases='))?.slice(8).split('|');
  for (const c of set.cases) {
    if (only && !only.includes(c.id)) continue;
    const { seen, same } = await observeCase(c, observe, check);
    if (!same) {
      differences++;
      console.log(`${check ? 'DIFF' : 'new '} ${c.id}\n  recorded: ${JSON.stringify(c.observed)}\n  observed: ${JSON.stringify(seen)}`);
    }
    if (!check) c.observed = seen;
  }
  if (!check) {
    set[versionKey] = version;
    writeFileSync(casesPath, `${JSON.stringify(set, null, 2)}\n`);
  }
  console.log(`${check ? 'checked' : 'recorded'} against ${label} ${version}: ${differences} difference(s)`);
  process.exit(check && differences > 0 ? 1 : 0);
}

/**
 * Observe one case. In `--check` mode a case that differs is observed once more, because a harness
 * under load sometimes answers in another order or misses a timeout (a CI run saw Gemini swap two
 * import errors). A second observation equal to the recording passes, and the first one is printed
 * as UNSTABLE so the flake stays visible; two differing observations are a real difference.
 */
export async function observeCase(c, observe, check, label = c.id) {
  const seen = await observe(c);
  const equal = (o) => JSON.stringify(o) === JSON.stringify(c.observed);
  if (!check || equal(seen)) return { seen, same: equal(seen) };
  const again = await observe(c);
  if (!equal(again)) return { seen, same: false };
  console.log(`UNSTABLE ${label}: differed once, then matched the recording\n  first observation: ${JSON.stringify(seen)}`);
  return { seen: again, same: true };
}

/** Write a case's files into a new temporary git repository, run `fn(dir)`, remove the folder. */
export async function inCaseRepo(prefix, files, fn) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  try {
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), text);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every file under the folder `dir`, keyed `<prefix><path inside it>`: cases that replay a fixture tree. */
export function filesOf(dir, prefix = '') {
  const out = {};
  const walk = (d) => {
    for (const e of readdirSync(join(dir, d), { withFileTypes: true })) {
      const p = d ? `${d}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else out[`${prefix}${p}`] = readFileSync(join(dir, p), 'utf8');
    }
  };
  walk('');
  return out;
}

/**
 * The end of every mutation probe (format: mutate.mjs): with `check`, compare each case's outcome with the golden file at
 * `path` and exit 1 on any difference; else write the golden. `label` names the set in the line printed.
 */
export function recordOrCheckMutations({ path, harness, version, cases, label, check = process.argv.includes('--check') }) {
  if (check) {
    const was = new Map(JSON.parse(readFileSync(path, 'utf8')).cases.map((c) => [c.id, c.outcome]));
    const diffs = cases.filter((c) => was.get(c.id) !== c.outcome);
    for (const d of diffs) console.log(`DIFF ${d.id}: recorded ${was.get(d.id) ?? 'nothing'}, observed ${d.outcome} (${d.evidence})`);
    console.log(`checked ${cases.length} ${label} against ${version}: ${diffs.length} difference(s)`);
    process.exit(diffs.length ? 1 : 0);
  }
  writeFileSync(path, `${JSON.stringify({ harness, version, cases }, null, 2)}\n`);
  const count = (o) => cases.filter((c) => c.outcome === o).length;
  console.log(`recorded ${cases.length} ${label} against ${version}: ${count('rejects')} rejects, ${count('drops')} drops, ${count('ignores')} ignores, ${count('accepts')} accepts`);
}

// The names probes used before the one stub (stub.mjs) and the one runner (runtime.mjs): the same pieces, kept
// so a probe written against them (on another branch) still runs. New code imports from stub.mjs / runtime.mjs.
export { recordingServer } from './stub.mjs';
/** @deprecated `startStub(ANSWER_OK)` (stub.mjs); `requests` here are the bodies as sent. */
export async function startMessagesStub() {
  const s = await startStub(ANSWER_OK);
  return { port: s.port, get requests() { return s.texts(); }, close: s.close };
}
/** @deprecated `claudeProcess(args, { cwd, baseUrl })` (runtime.mjs). */
export async function runClaudeIn(claudeBin, args, cwd, port) {
  const { out, code } = await claudeProcess(args, { bin: claudeBin, cwd, baseUrl: `http://127.0.0.1:${port}` });
  return { out, code };
}

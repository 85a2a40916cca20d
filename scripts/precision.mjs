#!/usr/bin/env node
/**
 * The real-world precision suite: agentlint over public repositories no one here wrote, by rule and message class.
 *
 *   node scripts/precision.mjs run [--mirrors DIR] [--only owner/name] [--fixes] [--out FILE]
 *       For each repository of precision/manifest.json: its tree at the pinned commit (from a bare git snapshot,
 *       `<mirrors>/<owner>+<name>/repo`, default /work/.mirror: the `fetch` tool's layout, or a clone's .git), linted
 *       twice in a temporary copy: as found ("default") and after `agentlint init` ("init"). Writes the findings by
 *       rule, level and message class to precision/results.json. `--fixes` also tries every fix (src/engine/fix-safety).
 *   node scripts/precision.mjs docs
 *       docs/precision.md from precision/ledger.json (the judgement of each class) and precision/results.json.
 *   node scripts/precision.mjs extract owner/name DIR
 *       The pinned tree of one repository into DIR (to read a class in place).
 *   node scripts/precision.mjs check
 *       Exit 1 when a class that fires has no judgement in the ledger, or a class judged false still fires at
 *       error or warning.
 *
 * It runs the compiled CLI: `build/src/cli.js` (`npx tsc -p tsconfig.build.json`) or else `dist/cli/index.js`.
 * No network: the snapshots must already be on the machine. Nothing of the repositories is written outside a
 * temporary folder; symbolic links, submodules and files over 1 MB are left out of the copy.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST = join(ROOT, 'precision/manifest.json');
const RESULTS = join(ROOT, 'precision/results.json');
const LEDGER = join(ROOT, 'precision/ledger.json');
const DOC = join(ROOT, 'docs/precision.md');
const MAX_FILE = 1 << 20;

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));

/** The CLI entry to run. */
function cliPath() {
  for (const p of ['build/src/cli.js', 'dist/cli/index.js']) if (existsSync(join(ROOT, p))) return join(ROOT, p);
  throw new Error('no compiled CLI: run `npx tsc -p tsconfig.build.json` first');
}

/** The git directory of a repository's snapshot. */
function gitDirOf(mirrors, repo) {
  const base = join(mirrors, repo.replace('/', '+'));
  return existsSync(join(base, 'repo')) ? join(base, 'repo') : base;
}

/** Write the tree of `commit` into `dest`: regular files only, none over 1 MB, none whose content is absent. */
function extract(gitDir, commit, dest) {
  const git = (a, input) => execFileSync('git', ['--git-dir', gitDir, ...a], { input, maxBuffer: 1 << 30 });
  const all = git(['ls-tree', '-r', '-l', '-z', commit])
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      const [mode, type, sha, size] = meta.split(/\s+/);
      return { mode, type, sha, size: Number(size), path };
    })
    .filter((e) => !e.path.split('/').some((s) => s === '..' || s === '.git' || s === ''));
  // A submodule is an empty folder in a clone that does not fetch submodules (what a harness's plain clone gets).
  for (const e of all.filter((x) => x.type === 'commit')) mkdirSync(join(dest, e.path), { recursive: true });
  const entries = all.filter((e) => e.type === 'blob' && (e.mode === '100644' || e.mode === '100755') && Number.isFinite(e.size) && e.size <= MAX_FILE);
  const out = git(['cat-file', '--batch'], entries.map((e) => e.sha).join('\n') + '\n');
  let at = 0;
  let written = 0;
  for (const e of entries) {
    const nl = out.indexOf(10, at);
    const header = out.subarray(at, nl).toString();
    const [, kind, size] = header.split(' ');
    if (kind !== 'blob') {
      at = nl + 1;
      continue;
    }
    const n = Number(size);
    const body = out.subarray(nl + 1, nl + 1 + n);
    at = nl + 1 + n + 1;
    const file = join(dest, e.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    written++;
  }
  return written;
}

/** A message with its particulars left out: quoted values, numbers. */
export function messageClass(message) {
  return message
    .replace(/`[^`]*`/g, '`…`')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/(?:[\w.@${}-]+\/)+[\w.@${}-]+/g, '<path>')
    .replace(/`…`(?:(?:, | and | or )`…`)+/g, '`…`')
    .replace(/\b\d+(\.\d+)?\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

function lintJson(cli, dir) {
  const r = spawnSync(process.execPath, [cli, '--format', 'json', dir], { maxBuffer: 1 << 30, encoding: 'utf8' });
  try {
    return JSON.parse(r.stdout);
  } catch {
    return { diagnostics: [], error: (r.stderr || r.stdout || '').slice(0, 400) };
  }
}

function runOne(cli, entry, mirrors, withFixes, fixSafety) {
  const gitDir = gitDirOf(mirrors, entry.repo);
  if (!existsSync(gitDir)) return { repo: entry.repo, skipped: 'no snapshot on this machine' };
  const dir = mkdtempSync(join(tmpdir(), 'agentlint-precision-'));
  try {
    const files = extract(gitDir, entry.commit, dir);
    // The copy knows where it comes from, as a clone does (rules that read the repository's origin).
    spawnSync('git', ['init', '-q', dir]);
    spawnSync('git', ['-C', dir, 'remote', 'add', 'origin', `https://github.com/${entry.repo}.git`]);
    const found = lintJson(cli, dir);
    spawnSync(process.execPath, [cli, 'init', dir], { encoding: 'utf8' });
    const afterInit = lintJson(cli, dir);
    const findings = [];
    for (const [mode, report] of [['default', found], ['init', afterInit]]) {
      for (const d of report.diagnostics ?? []) {
        findings.push({ mode, rule: d.kind, level: d.level, cls: messageClass(d.message), path: d.span.path, line: d.span.range.start.line, message: d.message, fix: d.suggestion?.applicability });
      }
    }
    const fixes = withFixes ? fixSafety(dir).map((v) => ({ ...v, path: v.path })) : undefined;
    return { repo: entry.repo, commit: entry.commit, files, checked: found.filesChecked ?? 0, findings, fixes, error: found.error };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Findings grouped by rule, level and message class, with how many repositories each fires in and a few places. */
function classesOf(runs) {
  const classes = new Map();
  for (const r of runs) {
    for (const f of r.findings ?? []) {
      const key = `${f.rule}\0${f.level}\0${f.cls}`;
      let c = classes.get(key);
      if (!c) classes.set(key, (c = { rule: f.rule, level: f.level, class: f.cls, default: 0, init: 0, repos: new Set(), examples: [] }));
      c[f.mode]++;
      c.repos.add(r.repo);
      if (c.examples.length < 3 && !c.examples.some((e) => e.repo === r.repo)) c.examples.push({ repo: r.repo, path: f.path, line: f.line, message: f.message.slice(0, 400) });
    }
  }
  return [...classes.values()]
    .map((c) => ({ ...c, repos: c.repos.size }))
    .sort((a, b) => a.rule.localeCompare(b.rule) || a.level.localeCompare(b.level) || a.class.localeCompare(b.class));
}

async function run() {
  const manifest = readJson(MANIFEST);
  const mirrors = opt('--mirrors', process.env.PRECISION_MIRRORS ?? '/work/.mirror');
  const only = opt('--only');
  const withFixes = args.includes('--fixes');
  const cli = cliPath();
  const fixSafety = withFixes ? (await import(join(dirname(cli), 'engine/fix-safety.js'))).checkEveryFix : undefined;
  const runs = [];
  for (const entry of manifest.repositories) {
    if (only && entry.repo !== only) continue;
    const t = Date.now();
    const r = runOne(cli, entry, mirrors, withFixes, fixSafety);
    runs.push(r);
    const n = (m) => (r.findings ?? []).filter((f) => f.mode === m).length;
    const bad = (r.fixes ?? []).filter((v) => v.problem).length;
    console.log(`${entry.repo}: ${r.skipped ?? `${r.files} files, ${r.checked} checked, ${n('default')} findings, ${n('init')} after init${withFixes ? `, ${r.fixes.length} fixes tried, ${bad} unsafe` : ''}`} (${Date.now() - t} ms)`);
  }
  const out = {
    repositories: runs.map((r) => ({ repo: r.repo, commit: r.commit, skipped: r.skipped, files: r.files, checked: r.checked, default: (r.findings ?? []).filter((f) => f.mode === 'default').length, init: (r.findings ?? []).filter((f) => f.mode === 'init').length, error: r.error })),
    classes: classesOf(runs),
    unsafeFixes: withFixes ? runs.flatMap((r) => (r.fixes ?? []).filter((v) => v.problem).map((v) => ({ repo: r.repo, ...v }))) : undefined,
    fixesTried: withFixes ? runs.reduce((n, r) => n + (r.fixes?.length ?? 0), 0) : undefined,
  };
  writeFileSync(opt('--out', RESULTS), `${JSON.stringify(out, null, 1)}\n`);
}

const keyOf = (c) => `${c.rule} ${c.level} ${c.class}`;

/** The judgement of a class: exact key first, then a rule-wide one (`<rule> *`). */
function judgementOf(ledger, c) {
  return ledger.judgements[keyOf(c)] ?? ledger.judgements[`${c.rule} ${c.level} *`] ?? ledger.judgements[`${c.rule} * *`];
}

function check() {
  const ledger = readJson(LEDGER);
  const results = readJson(RESULTS);
  const problems = [];
  for (const c of results.classes) {
    const j = judgementOf(ledger, c);
    if (!j) problems.push(`no judgement: ${keyOf(c)}`);
    else if (j.verdict === 'false' && c.level !== 'info') problems.push(`judged false, still at ${c.level}: ${keyOf(c)}`);
  }
  for (const p of problems) console.log(p);
  console.log(`${results.classes.length} classes, ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}

const esc = (s) => String(s).replace(/\|/g, '\\|').replace(/[<>]/g, (m) => (m === '<' ? '&lt;' : '&gt;'));

function docs() {
  const ledger = readJson(LEDGER);
  const results = readJson(RESULTS);
  const manifest = readJson(MANIFEST);
  const ran = results.repositories.filter((r) => !r.skipped);
  const tally = { true: 0, false: 0, doubtful: 0, none: 0 };
  for (const c of results.classes) tally[judgementOf(ledger, c)?.verdict ?? 'none']++;
  const lines = [
    '# Precision on public repositories',
    '',
    '<!-- Generated by `node scripts/precision.mjs docs` from precision/ledger.json and precision/results.json: edit those. -->',
    '',
    `agentlint run over ${ran.length} public repositories that hold agent definitions (precision/manifest.json: each`,
    'with its commit, why it was chosen and its licence), as found and after `agentlint init`, by',
    '`node scripts/precision.mjs run`. Each rule-and-message class that fires is judged true, false or doubtful',
    'against what the harness that reads the file does (a recorded oracle case, the vendor\'s documentation or',
    'source). A class judged false is fixed; a doubtful one is at info with the reason.',
    '',
    `Classes that fire: ${results.classes.length} — true ${tally.true}, false ${tally.false}, doubtful (at info) ${tally.doubtful}, not judged ${tally.none}. False classes found on these repositories and fixed (they no longer fire): ${ledger.fixed?.length ?? 0}, listed below.`,
    results.fixesTried !== undefined ? `Fixes tried one by one (src/engine/fix-safety.ts): ${results.fixesTried}; unsafe: ${results.unsafeFixes.length}.` : '',
    '',
    '## Classes',
    '',
    '| Rule | Level | Message class | Findings (as found / after init) | Repositories | Verdict | Evidence |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const c of results.classes) {
    const j = judgementOf(ledger, c);
    lines.push(`| \`${c.rule}\` | ${c.level} | ${esc(c.class)} | ${c.default} / ${c.init} | ${c.repos} | ${j?.verdict ?? '—'} | ${esc(j?.evidence ?? '')} |`);
  }
  if (ledger.fixed?.length) {
    lines.push('', '## False classes found and fixed', '');
    for (const f of ledger.fixed) lines.push(`- \`${f.rule}\`: ${esc(f.what)} — ${esc(f.evidence)}`);
  }
  lines.push('', '## Repositories', '', '| Repository | Commit | Licence | Why | Files checked | Findings (as found / after init) |', '|---|---|---|---|---|---|');
  const byRepo = new Map(results.repositories.map((r) => [r.repo, r]));
  for (const m of manifest.repositories) {
    const r = byRepo.get(m.repo);
    lines.push(`| ${m.repo} | \`${m.commit.slice(0, 12)}\` | ${esc(m.licence)} | ${esc(m.why)} | ${r?.skipped ? 'not run' : (r?.checked ?? '—')} | ${r && !r.skipped ? `${r.default} / ${r.init}` : '—'} |`);
  }
  writeFileSync(DOC, `${lines.filter((l, i, all) => !(l === '' && all[i - 1] === '')).join('\n')}\n`);
}

/** `extract owner/name DIR`: the pinned tree into DIR, to read a judged class in place. */
function extractOne() {
  const [, repo, dest] = args;
  const entry = readJson(MANIFEST).repositories.find((r) => r.repo === repo);
  if (!entry || !dest) throw new Error('usage: extract owner/name DIR (a repository of the manifest)');
  mkdirSync(dest, { recursive: true });
  console.log(`${extract(gitDirOf(opt('--mirrors', process.env.PRECISION_MIRRORS ?? '/work/.mirror'), repo), entry.commit, dest)} files`);
}

const command = args[0];
if (command === 'extract') extractOne();
else if (command === 'run') await run();
else if (command === 'docs') docs();
else if (command === 'check') check();
else {
  console.error('usage: node scripts/precision.mjs run [--mirrors DIR] [--only owner/name] [--fixes] | docs | check');
  process.exitCode = 2;
}

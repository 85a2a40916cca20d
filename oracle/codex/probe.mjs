#!/usr/bin/env node
// The HARNESS oracle probe for OpenAI Codex CLI (pinned 0.171.0, installed on demand into .oracle/codex,
// git-ignored; never a dependency). For each case of oracle/codex/cases.json it builds the project in a
// fresh git repository with a throwaway CODEX_HOME (the project marked trusted when the case says `trusted`) and,
// in the repository root or in the case's `cwd`:
//  - runs `codex debug prompt-input hi` (offline, no auth): how many bytes of the AGENTS.md chain reached the model
//    input, which markers, which project roles the spawn tool lists and which repository skills are listed;
//  - with `exec: true`, runs `codex exec` against a loopback Responses stub (retries 0) and keeps the load
//    warnings and errors Codex prints (role, skill and config.toml problems), paths made relative;
//  - with `strict: true`, the same run under `--strict-config` (the first config.toml problem with line:col);
//    With `bypassHookTrust: true` the run adds `--dangerously-bypass-hook-trust` (repository hooks otherwise need a
//    persisted review before they run); `ran` lists the `ran-*` marker files the case's hook commands left behind;
//  - with `mcp: true`, `codex mcp list --json`: the MCP server names Codex loaded;
//  - with `skillList: true`, a summary of the skill list instead of the skill names, from `debug prompt-input` (Codex's
//    default model) and from the exec run's model request (`gpt-5`): how many repository skills it lists, the
//    characters of its skill lines, how many descriptions it kept whole, the longest it sent, the first and last listed.
// `generateFiles` writes `count` files from one template, `{i}` replaced by the index and `{r}` by count-1-index (three digits).
//
//   node oracle/codex/probe.mjs            # record: rewrite each case's `observed`
//   node oracle/codex/probe.mjs --check    # fail on any difference from the recorded `observed`
//   node oracle/codex/probe.mjs --only=id1,id2 [--check]   # only these cases (the others keep their record)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { boundedProcess } from '../lib/runtime.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = harnessVersion('codex');
const CASES = join(ROOT, 'oracle/codex/cases.json');
const check = process.argv.includes('--check');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const { bin: CODEX } = ensureHarness('codex');

const BUILT_IN_ROLES = new Set(['default', 'explorer', 'worker']);
/** Lines of a run that are about the session, the sandbox or the stub, not about the project's files. */
const NOISE = /PATH aliases|dangerously-bypass-hook-trust|^hook: |bubblewrap|Model metadata|high demand|Reading additional input|^OpenAI Codex|^-+$|^(workdir|model|provider|approval|sandbox|reasoning effort|reasoning summaries|session id): |^(user|hello)$|^\s+\d+: |Stack backtrace/;

const strings = (o) => (typeof o === 'string' ? [o] : Array.isArray(o) ? o.flatMap(strings) : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : []);

/** The case's files, with `generate` entries expanded and `fromTree` files read from a fixture tree. */
function caseFiles(c) {
  const files = {};
  if (c.fromTree) for (const p of c.fromTree.paths) files[p] = readFileSync(join(ROOT, c.fromTree.root, p), 'utf8');
  Object.assign(files, c.files);
  if (c.generate) for (const [p, g] of Object.entries(c.generate)) files[p] = g.head + g.repeat.repeat(g.times) + g.tail;
  const pad = (i) => String(i).padStart(3, '0');
  const g = c.generateFiles;
  const fill = (t, i) => t.replaceAll('{i}', pad(i)).replaceAll('{r}', pad(g.count - 1 - i));
  if (g) for (let i = 0; i < g.count; i++) files[fill(g.path, i)] = fill(g.text, i);
  return files;
}

/** Run Codex through the one runner (runtime.mjs), without blocking the event loop, so the in-process stub can answer it. */
async function runAsync(args, cwd, env) {
  const { code, stdout, stderr } = await boundedProcess(CODEX, args, { cwd, env });
  return { exit: code, stdout, stderr };
}

/** stderr lines about the project: timestamps and the repository path removed, each line once. */
function problems(text, dir) {
  const out = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\d{4}-\d\d-\d\dT\S+Z\s+/, '').replaceAll(`${dir}/`, '').replaceAll(dir, '.').trimEnd();
    if (line.trim() && !NOISE.test(line) && !out.includes(line)) out.push(line);
  }
  return out;
}

async function promptInput(cwd, dir, env, c, files) {
  const r = await runAsync(['debug', 'prompt-input', 'hi'], cwd, env);
  if (r.exit !== 0) return { exit: r.exit, stderr: problems(r.stderr, dir) };
  const all = strings(JSON.parse(r.stdout));
  const input = all.find((s) => s.includes('<INSTRUCTIONS>')) ?? '';
  const kept = input.includes('<INSTRUCTIONS>') ? input.slice(input.indexOf('<INSTRUCTIONS>\n') + '<INSTRUCTIONS>\n'.length, input.indexOf('</INSTRUCTIONS>')).replace(/\n$/, '') : '';
  const rolesText = all.find((s) => s.includes('Available roles:')) ?? '';
  const roles = [...rolesText.matchAll(/^([^\n{}]+): \{$/gm)].map((m) => m[1]).filter((n) => !BUILT_IN_ROLES.has(n));
  const skillsText = skillsBlock(all);
  const repoRoot = /- `(r\d+)` = `([^`]+)`/g;
  const repoRoots = [...skillsText.matchAll(repoRoot)].filter((m) => m[2].startsWith(dir)).map((m) => m[1]);
  const skills = [...skillsText.matchAll(/^- (.+?): .*\(file: (r\d+)\/([^)]+)\)$/gm)].filter((m) => repoRoots.includes(m[2])).map((m) => `${m[1]} (${m[3]})`);
  return {
    exit: r.exit,
    instructionsBytes: Buffer.byteLength(kept, 'utf8'),
    markersSent: (c.markers ?? []).filter((m) => kept.includes(m)),
    roles,
    ...(c.skillList ? { skillList: skillList(skillsText, files) } : { skills }),
    stderr: problems(r.stderr, dir),
  };
}

/**
 * A summary of a skill list (`<skills_instructions>`): repository skills listed, characters of every skill line (system
 * skills included, each with its newline), repository descriptions sent whole (compared with the files' `description:`),
 * and the longest repository description sent. `r1` is the repository's skill root (`r0` holds the system skills).
 */
function skillList(text, files) {
  const lines = text.split('\n').filter((l) => /^- .*\(file: r\d+\/[^)]+\)$/.test(l));
  const repo = lines.map((l) => /^- (.*?):(?: (.*?))? \(file: r1\/([^)]+)\)$/.exec(l)).filter(Boolean).map((m) => ({ desc: m[2] ?? '', path: m[3] }));
  const full = (path) => /^description: (.*)$/m.exec(files[`.agents/skills/${path}`] ?? '')?.[1];
  return {
    repoListed: repo.length,
    lineChars: lines.reduce((n, l) => n + l.length + 1, 0),
    wholeDescriptions: repo.filter((r) => r.desc === full(r.path)).length,
    longestDescription: Math.max(0, ...repo.map((r) => r.desc.length)),
    firstListed: repo[0]?.path ?? null,
    lastListed: repo.at(-1)?.path ?? null,
  };
}
const skillsBlock = (texts) => texts.find((s) => s.includes('<skills_instructions>')) ?? '';

async function execRun(cwd, dir, env, strict, bypassHookTrust, files) {
  const stub = await recordingServer((req, j, res) => { res.writeHead(500); res.end('stub'); });
  try {
    const provider = `model_providers.stub={name="stub",base_url="http://127.0.0.1:${stub.port}/v1",env_key="STUB_KEY",wire_api="responses",request_max_retries=0,stream_max_retries=0}`;
    const args = [...(strict ? ['--strict-config'] : []), 'exec', ...(bypassHookTrust ? ['--dangerously-bypass-hook-trust'] : []), '--skip-git-repo-check', '-c', 'model_provider=stub', '-c', provider, '-c', 'model=gpt-5', 'hello'];
    const r = await runAsync(args, cwd, { ...env, STUB_KEY: 'dummy' });
    const ran = readdirSync(dir).filter((f) => f.startsWith('ran-')).sort();
    for (const f of ran) rmSync(join(dir, f)); // so a later run of the same case starts without them
    return {
      reachedModel: stub.requests.length > 0,
      stderr: problems(r.stderr + r.stdout, dir),
      ...(ran.length ? { ran } : {}),
      ...(files ? { skillList: skillList(skillsBlock(strings(stub.requests.map((b) => { try { return JSON.parse(b); } catch { return b; } }))), files) } : {}),
    };
  } finally {
    stub.close();
  }
}

async function observe(c) {
  if (only && !only.includes(c.id)) return c.observed;
  const home = mkdtempSync(join(tmpdir(), 'codex-oracle-home-'));
  try {
    const files = caseFiles(c);
    return await inCaseRepo('codex-oracle-case-', files, async (d) => {
      const dir = realpathSync(d);
      mkdirSync(join(home, '.codex'));
      if (c.trusted) writeFileSync(join(home, '.codex/config.toml'), `[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n`);
      const env = { PATH: process.env.PATH, HOME: home, CODEX_HOME: join(home, '.codex') };
      const cwd = c.cwd ? join(dir, c.cwd) : dir;
      const seen = { prompt: await promptInput(cwd, dir, env, c, files) };
      if (c.exec) seen.exec = await execRun(cwd, dir, env, false, c.bypassHookTrust, c.skillList ? files : undefined);
      if (c.strict) seen.strict = await execRun(cwd, dir, env, true);
      if (c.mcp) {
        const r = await runAsync(['mcp', 'list', '--json'], cwd, env);
        seen.mcp = r.exit === 0 ? JSON.parse(r.stdout).map((s) => s.name) : problems(r.stderr, dir);
      }
      return seen;
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const version = execFileSync('timeout', ['60', CODEX, '--version'], { encoding: 'utf8' }).trim().split(' ').pop();
await recordOrCheck({ casesPath: CASES, versionKey: 'codex', version, label: 'Codex CLI', observe, check });

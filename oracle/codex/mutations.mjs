#!/usr/bin/env node
// Mutation probes for OpenAI Codex CLI (pinned 0.171.0; issue 19): single-field mutations (oracle/lib/mutate.mjs) of
// a valid `.codex/config.toml`, custom agent role (`.codex/agents/*.toml`), skill (`.agents/skills/<n>/SKILL.md`),
// `.codex/hooks.json` and plugin manifest (`.codex-plugin/plugin.json`), each judged by Codex itself in a trusted
// project with a throwaway CODEX_HOME, offline (a loopback Responses stub answers `codex exec` with an error).
// Golden file: oracle/codex/mutations.json (format in mutate.mjs).
//
// How the runs are batched:
//  - config.toml: a bad value stops Codex before anything else, so each mutation gets one `codex debug prompt-input`
//    (0.5 s): exit 1 is `rejects`. The mutations that load are then put together, several to a file (an MCP server
//    mutation in its own copy of the server, `docs-m12`), and one `codex exec` per file prints Codex's warnings:
//    "`x` is ignored" (unknown key) and "Ignored unsupported project-local config keys …: x" are `ignores`. TOML has
//    no null, so `type:null` is not asked.
//  - roles and skills: every mutated file in one project (each under its own name); one `debug prompt-input` lists
//    the roles and skills Codex loaded: missing is `drops`, listed with another name or description `ignores`.
//  - hooks.json: one file a project, one `codex exec --dangerously-bypass-hook-trust` each (two at a time):
//    "failed to parse hooks config" or "skipping …" is `drops`.
//  - plugin.json: one local marketplace (`.agents/plugins/marketplace.json`) lists every mutated plugin; `codex plugin
//    add` installs each (an error is `rejects`), then one `debug prompt-input` lists the installed plugins' skills
//    (`<plugin>:hello`): a plugin whose skill is missing `ignores` its `skills` path. Codex shows nothing else of a
//    manifest offline (`interface` is for the app), so other installed mutations are `accepts`.
// Each recorded case holds its own file only, as it ran.
//
//   node oracle/codex/mutations.mjs            # record oracle/codex/mutations.json
//   node oracle/codex/mutations.mjs --check    # exit 1 when an outcome differs from the record
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { recordingServer } from '../lib/cases.mjs';
import { applyMutation, mutations } from '../lib/mutate.mjs';
import { boundedProcess } from '../lib/runtime.mjs';
import { frontmatterText, jsonText, lineOf, tomlText } from '../lib/mutate-text.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = harnessVersion('codex');
const GOLDEN = join(ROOT, 'oracle/codex/mutations.json');
const check = process.argv.includes('--check');
const { bin: CODEX } = ensureHarness('codex');

export const CONFIG_BASE = {
  model: 'o3',
  approval_policy: 'on-request',
  sandbox_mode: 'workspace-write',
  model_reasoning_effort: 'high',
  project_doc_max_bytes: 32768,
  project_doc_fallback_filenames: ['CONTRIBUTING.md'],
  hide_agent_reasoning: false,
  history: { persistence: 'none' },
  sandbox_workspace_write: { network_access: false },
  shell_environment_policy: { inherit: 'core' },
  features: { hooks: true },
  mcp_servers: { docs: { command: 'docs-mcp', args: ['--stdio'], enabled: true, startup_timeout_sec: 10 } },
};
const CONFIG_OPTS = { enums: ['/approval_policy', '/sandbox_mode', '/history/persistence', '/shell_environment_policy/inherit'], paths: [], depth: 3 };
/** Keys a project file may not set (user-level only); each added with a well-typed value. */
const USER_ONLY_ADDS = { notify: ['notify-send', 'done'], model_provider: 'openai', profile: 'fast', openai_base_url: 'http://127.0.0.1:9/v1', chatgpt_base_url: 'http://127.0.0.1:9/', otel: { exporter: 'none' } };

export const ROLE_BASE = { name: 'probe', description: 'Probe role', developer_instructions: 'Be brief.', sandbox_mode: 'read-only', nickname_candidates: ['Ann'], model_reasoning_effort: 'high' };
const ROLE_OPTS = { enums: ['/sandbox_mode'], paths: [], depth: 2 };
export const SKILL_BASE = { name: 'probe-skill', description: 'Use when probing the skill loader' };
export const HOOKS_BASE = { hooks: { SessionStart: [{ matcher: 'startup', hooks: [{ type: 'command', command: 'touch ran-ok', timeout: 10 }] }] } };
const HOOKS_OPTS = { enums: ['/hooks/SessionStart/0/hooks/0/type'], paths: [], depth: 6 };
export const PLUGIN_BASE = {
  name: 'probe-plugin',
  version: '1.0.0',
  description: 'Probe plugin',
  author: { name: 'Probe', email: 'probe@example.com', url: 'https://example.com' },
  homepage: 'https://example.com/probe',
  repository: 'https://example.com/probe.git',
  license: 'MIT',
  keywords: ['probe'],
  skills: './my-skills/',
  interface: { displayName: 'Probe', shortDescription: 'Probes', defaultPrompt: ['Say hi'], websiteURL: 'https://example.com', brandColor: '#10A37F' },
};
const PLUGIN_OPTS = { enums: [], paths: ['/skills'], depth: 2 };

const NOISE = /PATH aliases|dangerously-bypass-hook-trust|^\s*$|Stack backtrace|^\s+\d+: |Caused by/;

async function run(args, cwd, env) {
  const r = await boundedProcess(CODEX, args, { cwd, env });
  return { exit: r.code, out: r.stdout, err: r.stderr };
}

/** A fresh trusted git project holding `files`; `fn(dir, env)`; everything removed afterwards. */
async function inProject(files, fn) {
  const home = mkdtempSync(join(tmpdir(), 'codex-mut-home-'));
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'codex-mut-')));
  try {
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    mkdirSync(join(home, '.codex'));
    writeFileSync(join(home, '.codex/config.toml'), `[projects.${JSON.stringify(dir)}]\ntrust_level = "trusted"\n`);
    return await fn(dir, { PATH: process.env.PATH, HOME: home, CODEX_HOME: join(home, '.codex') });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(home, { recursive: true, force: true });
  }
}

const clean = (text, dir) => [...new Set(text.split('\n').filter((l) => !NOISE.test(l)).map((l) => l.replace(/^\d{4}-\d\d-\d\dT\S+Z\s+/, '').split(`${dir}/`).join('').split(dir).join('.').trim()))];

async function execRun(dir, env, extra = []) {
  const stub = await recordingServer((req, j, res) => { res.writeHead(500); res.end('stub'); });
  try {
    const provider = `model_providers.stub={name="stub",base_url="http://127.0.0.1:${stub.port}/v1",env_key="STUB_KEY",wire_api="responses",request_max_retries=0,stream_max_retries=0}`;
    const r = await run(['exec', ...extra, '--skip-git-repo-check', '-c', 'model_provider=stub', '-c', provider, 'hello'], dir, { ...env, STUB_KEY: 'dummy' });
    return clean(r.err + r.out, dir).filter((l) => /warning|error|ignor|skipping|failed/i.test(l) && !/stub|Missing environment|Reconnecting|stream disconnected|500|unexpected status/i.test(l));
  } finally {
    stub.close();
  }
}

async function pool(tasks, n = 2) {
  const results = [];
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }));
  return results;
}

/** CODEX_MUT_CACHE=<file>: keep the one-file verdicts of config.toml there, for a re-run while a probe is designed. */
const CACHE = process.env.CODEX_MUT_CACHE;
const cache = CACHE && existsSync(CACHE) ? JSON.parse(readFileSync(CACHE, 'utf8')) : {};
async function memo(key, fn) {
  if (CACHE && key in cache) return cache[key];
  const v = await fn();
  if (CACHE) {
    cache[key] = v;
    writeFileSync(CACHE, JSON.stringify(cache));
  }
  return v;
}

const parts = (pointer) => pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
const caseOf = (kind, m, target, text, lines, o) => ({ id: `${kind}:${m.id}`, kind, pointer: m.pointer, op: m.op, files: { [target]: text }, target, line: m.op === 'remove' ? null : lineOf(lines, m.pointer), ...o });

async function judgeConfig() {
  const ms = mutations(CONFIG_BASE, CONFIG_OPTS).filter((m) => m.op !== 'type:null');
  const adds = Object.entries(USER_ONLY_ADDS).map(([k, v]) => ({ pointer: `/${k}`, op: 'add', value: v, id: `/${k}:add` }));
  const all = [...ms, ...adds].map((m) => ({ m, value: applyMutation(CONFIG_BASE, m.op === 'add' ? { ...m, op: 'set' } : m) }));
  const target = '.codex/config.toml';
  // 1. Fatal or not: one `debug prompt-input` each.
  const first = await pool(all.map(({ value }) => () => memo(tomlText(value).text, () => inProject({ [target]: tomlText(value).text }, async (dir, env) => {
    const r = await run(['debug', 'prompt-input', 'hi'], dir, env);
    return { exit: r.exit, lines: clean(r.err, dir) };
  }))));
  const outcome = new Map();
  const loaded = [];
  all.forEach((x, i) => {
    if (first[i].exit !== 0) outcome.set(x.m.id, { outcome: 'rejects', evidence: first[i].lines.filter((l) => !/^\d+ \||^\|/.test(l)).slice(0, 3).join(' ') });
    else loaded.push(x);
  });
  // 2. Warnings of the mutations that load, several to an exec run: one mutation per top-level key (MCP server
  //    mutations each in their own server copy).
  const batches = [];
  for (const x of loaded) {
    const [top] = parts(x.m.pointer);
    const copy = (y) => parts(y.m.pointer)[0] === 'mcp_servers' && parts(y.m.pointer).length > 2;
    // A whole top-level value excludes any other mutation of that key; server copies only exclude whole values.
    const clash = (y) => parts(y.m.pointer)[0] === top && !(copy(x) && copy(y));
    let b = batches.find((g) => g.length < 25 && !g.some(clash));
    if (!b) batches.push((b = []));
    b.push(x);
  }
  const label = (x, i) => (parts(x.m.pointer)[0] === 'mcp_servers' && parts(x.m.pointer).length > 2 ? `mcp_servers.docs-m${i}` : parts(x.m.pointer)[0]);
  const warned = await pool(batches.map((b) => () => {
    const cfg = structuredClone(CONFIG_BASE);
    b.forEach((x, i) => {
      const top = parts(x.m.pointer)[0];
      if (top === 'mcp_servers' && parts(x.m.pointer).length > 2) cfg.mcp_servers[`docs-m${i}`] = x.value.mcp_servers.docs;
      else if (top in x.value) cfg[top] = x.value[top];
      else delete cfg[top];
    });
    return inProject({ [target]: tomlText(cfg).text }, (dir, env) => execRun(dir, env));
  }));
  batches.forEach((b, bi) => b.forEach((x, i) => {
    const key = label(x, i);
    const unknown = warned[bi].filter((l) => l.includes(`\`${key}`) && /is ignored/.test(l));
    const projectOnly = warned[bi].find((l) => /Ignored unsupported project-local config keys/.test(l) && new RegExp(`[:,] ${key}(,|\\.)`).test(l));
    if (unknown.length) outcome.set(x.m.id, { outcome: 'ignores', evidence: unknown.join(' ').replace(`docs-m${i}`, 'docs') });
    else if (projectOnly) outcome.set(x.m.id, { outcome: 'ignores', evidence: `Ignored unsupported project-local config keys in .codex/config.toml: ${key}` });
    else outcome.set(x.m.id, { outcome: 'accepts', evidence: 'loaded; `codex exec` printed no warning about it' });
  }));
  return all.map(({ m, value }) => {
    const { text, lines } = tomlText(value);
    return caseOf('codex-config', m, target, text, lines, outcome.get(m.id));
  });
}

const pad = (i) => String(i).padStart(3, '0');

/** The model-visible input of one `debug prompt-input` run: roles listed and skills listed (`name: description (file: …)`). */
async function promptLists(dir, env) {
  const r = await run(['debug', 'prompt-input', 'hi'], dir, env);
  const text = r.out.replace(/\\n/g, '\n').replace(/\\"/g, '"');
  const roles = [...text.matchAll(/^([^\n{}]+): \{$/gm)].map((x) => x[1]);
  const skills = [...text.matchAll(/^- (.+?): (.*?) ?\(file: r\d+\/([^)]+)\)$/gm)].map((x) => ({ name: x[1], description: x[2], file: x[3] }));
  return { exit: r.exit, roles, skills, err: clean(r.err, dir) };
}

async function judgeRoles() {
  const ms = mutations(ROLE_BASE, ROLE_OPTS).filter((m) => m.op !== 'type:null');
  const texts = ms.map((m, i) => {
    const base = { ...ROLE_BASE, name: `probe-m${pad(i)}` };
    return tomlText(applyMutation(base, m));
  });
  const files = Object.fromEntries(ms.map((m, i) => [`.codex/agents/m${pad(i)}.toml`, texts[i].text]));
  const { roles, warnings } = await inProject(files, async (dir, env) => ({ ...(await promptLists(dir, env)), warnings: await execRun(dir, env) }));
  return ms.map((m, i) => {
    const name = m.pointer === '/name' ? m.value : `probe-m${pad(i)}`;
    const why = warnings.filter((l) => l.includes(`m${pad(i)}.toml`)).join(' ');
    const listed = typeof name === 'string' && roles.includes(name);
    const o = listed ? { outcome: 'accepts', evidence: `listed under "Available roles" as ${name}` } : { outcome: 'drops', evidence: why || 'not listed under "Available roles"' };
    return caseOf('codex-role', m, '.codex/agents/probe.toml', texts[i].text, texts[i].lines, o);
  });
}

async function judgeSkills() {
  const ms = mutations(SKILL_BASE, { enums: [], paths: [], depth: 1 });
  const texts = ms.map((m, i) => frontmatterText(applyMutation({ ...SKILL_BASE, name: `probe-m${pad(i)}` }, m), 'Probe.\n'));
  const files = Object.fromEntries(ms.map((m, i) => [`.agents/skills/m${pad(i)}/SKILL.md`, texts[i].text]));
  const { skills, warnings } = await inProject(files, async (dir, env) => ({ ...(await promptLists(dir, env)), warnings: await execRun(dir, env) }));
  return ms.map((m, i) => {
    const s = skills.find((x) => x.file === `m${pad(i)}/SKILL.md`);
    const name = m.pointer === '/name' ? m.value : `probe-m${pad(i)}`;
    const desc = m.pointer === '/description' ? m.value : SKILL_BASE.description;
    const why = warnings.filter((l) => l.includes(`m${pad(i)}/SKILL.md`)).join(' ');
    let o;
    if (!s) o = { outcome: 'drops', evidence: why || 'not in the skill list' };
    else if (m.op === 'remove' || (s.name === String(name) && s.description === String(desc))) o = { outcome: 'accepts', evidence: `listed as \`- ${s.name}: ${s.description}\`` };
    else o = { outcome: 'ignores', evidence: `listed as \`- ${s.name}: ${s.description}\`` };
    return caseOf('codex-skill', m, '.agents/skills/probe/SKILL.md', texts[i].text, texts[i].lines, o);
  });
}

async function judgeHooks() {
  const ms = mutations(HOOKS_BASE, HOOKS_OPTS);
  const target = '.codex/hooks.json';
  const texts = ms.map((m) => jsonText(applyMutation(HOOKS_BASE, m)));
  const seen = await pool(texts.map((t) => () => inProject({ [target]: t.text }, async (dir, env) => {
    const warnings = await execRun(dir, env, ['--dangerously-bypass-hook-trust']);
    return { warnings, ran: readdirSync(dir).includes('ran-ok') };
  })));
  return ms.map((m, i) => {
    const w = seen[i].warnings.filter((l) => /hooks/i.test(l));
    const o = w.some((l) => /failed to parse hooks config|skipping/.test(l))
      ? { outcome: 'drops', evidence: w.join(' ') }
      : { outcome: 'accepts', evidence: seen[i].ran ? 'the SessionStart hook ran' : `no warning${w.length ? `: ${w.join(' ')}` : ''}; the hook ran ${m.pointer.endsWith('/command') ? 'its mutated command' : 'nothing observable'}` };
    return caseOf('codex-hooks', m, target, texts[i].text, texts[i].lines, o);
  });
}

async function judgePlugins() {
  const ms = mutations(PLUGIN_BASE, PLUGIN_OPTS);
  const valid = (n) => typeof n === 'string' && /^[A-Za-z0-9._-]+$/.test(n);
  const plugins = ms.map((m, i) => {
    const value = applyMutation({ ...PLUGIN_BASE, name: `probe-m${pad(i)}` }, m);
    return { m, dir: `plugins/m${pad(i)}`, entry: valid(value.name) ? value.name : `probe-m${pad(i)}`, ...jsonText(value) };
  });
  const files = { '.agents/plugins/marketplace.json': JSON.stringify({ name: 'probe-market', interface: { displayName: 'Probe' }, plugins: plugins.map((p) => ({ name: p.entry, source: { source: 'local', path: `./${p.dir}` }, policy: { installation: 'AVAILABLE', authentication: 'ON_INSTALL' }, category: 'Productivity' })) }) };
  for (const p of plugins) {
    files[`${p.dir}/.codex-plugin/plugin.json`] = p.text;
    files[`${p.dir}/my-skills/hello/SKILL.md`] = '---\nname: hello\ndescription: Say hello\n---\nHi\n';
  }
  return inProject(files, async (dir, env) => {
    await run(['plugin', 'marketplace', 'add', './'], dir, env);
    const added = [];
    for (const p of plugins) {
      const r = await run(['plugin', 'add', `${p.entry}@probe-market`], dir, env);
      added.push({ exit: r.exit, lines: clean(r.err + r.out, dir).filter((l) => /^Error|invalid|missing/i.test(l)) });
    }
    const { skills } = await promptLists(dir, env);
    return plugins.map((p, i) => {
      const target = '.codex-plugin/plugin.json';
      let o;
      if (added[i].exit !== 0) o = { outcome: 'rejects', evidence: `codex plugin add: ${added[i].lines[0] ?? 'failed'}` };
      else if (!skills.some((s) => s.name === `${p.entry}:hello`)) o = { outcome: 'ignores', evidence: `installed, but its skill \`${p.entry}:hello\` (under \`./my-skills/\`) is not listed` };
      else o = { outcome: 'accepts', evidence: `installed; its skill \`${p.entry}:hello\` is listed (the CLI shows nothing else of the manifest)` };
      return caseOf('codex-plugin', p.m, target, p.text, p.lines, o);
    });
  });
}

const started = Date.now();
const parts1 = await Promise.all([judgeConfig(), (async () => [...(await judgeRoles()), ...(await judgeSkills()), ...(await judgePlugins())])()]);
const hooks = await judgeHooks();
const cases = [...parts1.flat(), ...hooks];
const seconds = Math.round((Date.now() - started) / 1000);
if (check) {
  const old = JSON.parse(readFileSync(GOLDEN, 'utf8'));
  const was = new Map(old.cases.map((c) => [c.id, c.outcome]));
  const diffs = cases.filter((c) => was.get(c.id) !== c.outcome);
  for (const d of diffs) console.log(`DIFF ${d.id}: recorded ${was.get(d.id)}, observed ${d.outcome} (${d.evidence})`);
  console.log(`checked ${cases.length} Codex mutations in ${seconds} s: ${diffs.length} difference(s)`);
  process.exit(diffs.length ? 1 : 0);
}
writeFileSync(GOLDEN, `${JSON.stringify({ harness: 'codex', version: VERSION, cases }, null, 2)}\n`);
const count = (o) => cases.filter((c) => c.outcome === o).length;
console.log(`recorded ${cases.length} Codex mutations in ${seconds} s: ${count('rejects')} rejects, ${count('drops')} drops, ${count('ignores')} ignores, ${count('accepts')} accepts`);

#!/usr/bin/env node
// Mutation probes for Gemini CLI (pinned 0.61.0; issue 19): single-field mutations (oracle/lib/mutate.mjs) of a
// valid base file of each kind Gemini reads, judged by Gemini itself. Golden file: oracle/gemini/mutations.json
// (format in mutate.mjs).
//
// Batches (Gemini names the file or the key path of each problem, so many mutations share a run):
//  - gemini-agent     every mutated `.gemini/agents/<slug>.md` in one project, one `gemini skills list`: an
//                     "Agent loading error: Failed to load agent from <file>" block marks that file `rejects`.
//  - gemini-command   every mutated `.gemini/commands/<slug>.toml` in one project, one `-p "/probe Bob"` run (a valid
//                     command beside them) against a loopback stub (command files load when a prompt names a command): "[FileCommandLoader] Skipping invalid command file: <file>" or
//                     "Failed to parse TOML file <file>" marks it `rejects` (the command is not offered).
//  - gemini-settings  `.gemini/settings.json`: at most 4 mutations in a file, no two under one top-level key, one
//                     `skills list` each (Gemini prints at most 5 "Error in:" blocks; a batch that reaches 5 runs its
//                     mutations without an error line again, alone): "Error in: <key path>" under that key marks it `rejects` ("Invalid configuration"); a hook
//                     Gemini discards or skips ("Invalid hook event name", "Discarding invalid hook configuration")
//                     marks it `drops`.
//  - gemini-extension `gemini-extension.json`: one `gemini extensions validate <dir>` per mutation, 3 at a time;
//                     exit 1 ("Failed to load extension config") marks it `rejects`.
// Everything else is `accepts`: Gemini prints nothing that shows a value unused (no `debug config`), so a value it
// silently ignores cannot be told from one it uses; docs/harnesses/gemini.md lists those rows as documented.
// Offline: throwaway HOME that trusts the case folder, dummy key, loopback stub, every process under a 60 s timeout.
//
//   node oracle/gemini/mutations.mjs            # record oracle/gemini/mutations.json
//   node oracle/gemini/mutations.mjs --check    # exit 1 when an outcome differs from the record
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { applyMutation, mutations } from '../lib/mutate.mjs';
import { frontmatterText, jsonText, lineOf, tomlText } from '../lib/mutate-text.mjs';
import { boundedProcess, pool, plain } from '../lib/runtime.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = harnessVersion('gemini');
const GOLDEN = join(ROOT, 'oracle/gemini/mutations.json');
const check = process.argv.includes('--check');
const { bin: GEMINI } = ensureHarness('gemini');

const AGENT_BASE = { name: 'probe-agent', description: 'Probes.', kind: 'local', tools: ['read_file'], model: 'gemini-2.5-flash', temperature: 0.2, max_turns: 5, timeout_mins: 2 };
const COMMAND_BASE = { description: 'Greets', prompt: 'Say hi to {{args}}' };
const SETTINGS_BASE = {
  ui: { theme: 'Default' },
  general: { vimMode: false },
  context: { fileName: 'GEMINI.md' },
  useWriteTodos: true,
  mcpServers: { docs: { command: 'true', args: ['x'], timeout: 5000, trust: false } },
  hooks: { BeforeTool: [{ matcher: 'run_shell_command', hooks: [{ type: 'command', command: 'true', timeout: 1000 }] }] },
  agents: { overrides: { helper: { enabled: true } } },
};
const EXTENSION_BASE = { name: 'probe-ext', version: '1.0.0', description: 'A probe extension', contextFileName: 'GEMINI.md', excludeTools: ['run_shell_command'] };


/** Run the pinned CLI in `dir` with a throwaway HOME that trusts it; `port`: the loopback Gemini API stub. */
async function gemini(args, dir, port) {
  const home = mkdtempSync(join(tmpdir(), 'gemini-mut-home-'));
  mkdirSync(join(home, '.gemini'));
  writeFileSync(join(home, '.gemini/trustedFolders.json'), JSON.stringify({ [dir]: 'TRUST_FOLDER' }));
  writeFileSync(join(home, '.gemini/settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
  const env = { PATH: process.env.PATH, HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port ?? 9}` };
  try {
    const r = await boundedProcess(GEMINI, args, { cwd: dir, env });
    return { code: r.code, out: plain(r.out).split(`${dir}/`).join('') };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** A Gemini API stub answering every request with "ok". */
function stub() {
  const body = { candidates: [{ content: { parts: [{ text: 'ok' }], role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
  return recordingServer((req, j, res) => {
    if (req.url.includes('alt=sse')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return res.end(`data: ${JSON.stringify(body)}\n\n`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url.includes('countTokens') ? { totalTokens: 1 } : body));
  });
}

/** Write `files` into a fresh git repository, run `fn(dir)`, remove it. */
async function inProject(files, fn) {
  const dir = mkdtempSync(join(tmpdir(), 'gemini-mut-'));
  try {
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    return await fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ACCEPTS = { outcome: 'accepts', evidence: 'no message about it' };

/** One case per mutation: `text` the file, `line` the mutated key's line (null when removed). */
function caseList(kind, base, muts, serialise, target) {
  return muts.flatMap((m, i) => {
    const slug = `${kind.split('-')[1][0]}m${String(i).padStart(3, '0')}`;
    const value = applyMutation(base, m);
    const written = serialise(value, slug);
    if (!written) return []; // TOML has no null
    return [{ id: `${kind}:${m.id}`, kind, m, slug, value, text: written.text, target: target(slug), line: m.op === 'remove' ? null : lineOf(written.lines, m.pointer) }];
  });
}

async function judgeAgents(cases) {
  const files = Object.fromEntries(cases.map((c) => [c.target, c.text]));
  const out = await inProject(files, (dir) => gemini(['skills', 'list'], dir));
  const blocks = out.out.split(/\n(?=Agent loading error: )/).filter((b) => b.startsWith('Agent loading error: '));
  return cases.map((c) => {
    const b = blocks.find((x) => x.includes(`Failed to load agent from ${c.target}:`));
    return b ? { outcome: 'rejects', evidence: b.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('at ')).slice(0, 4).join(' / ') } : ACCEPTS;
  });
}

async function judgeCommands(cases) {
  // Gemini loads the command files when a prompt names a command: a valid one, `/probe`, is run.
  const files = { ...Object.fromEntries(cases.map((c) => [c.target, c.text])), '.gemini/commands/probe.toml': tomlText(COMMAND_BASE).text };
  const server = await stub();
  try {
    const out = await inProject(files, (dir) => gemini(['-p', '/probe Bob', '-m', 'gemini-2.5-flash', '-o', 'json'], dir, server.port));
    const lines = out.out.split('\n').filter((l) => l.includes('FileCommandLoader'));
    return cases.map((c) => {
      const mine = lines.filter((l) => l.includes(`${c.target}:`) || l.endsWith(c.target) || l.includes(`${c.target}.`));
      return mine.length ? { outcome: 'rejects', evidence: mine.map((l) => l.replace(/^\[ERROR\] /, '').trim()).join(' / ') } : ACCEPTS;
    });
  } finally {
    server.close();
  }
}

const topOf = (pointer) => pointer.split('/')[1];

/** Gemini prints at most this many "Error in:" blocks for a settings file (seen 2026-12-05: 7 bad values, 5 shown). */
const SHOWN_ERRORS = 5;

async function judgeSettings(cases) {
  const verdicts = new Map();
  let pending = cases;
  // Batches of at most 4 mutations, no two sharing a top-level key; a batch that shows as many errors as Gemini
  // prints may hide some, so its mutations without an error line are run again alone.
  for (let round = 0; pending.length && round < 3; round++) {
    const size = round === 0 ? 4 : 1;
    const batches = [];
    for (const c of pending) {
      let b = batches.find((x) => x.length < size && !x.some((y) => topOf(y.m.pointer) === topOf(c.m.pointer)));
      if (!b) batches.push((b = []));
      b.push(c);
    }
    const again = [];
    await pool(batches, 2, (batch) => settingsBatch(batch, verdicts, again));
    pending = again;
  }
  return cases.map((c) => verdicts.get(c.id));
}

async function settingsBatch(batch, verdicts, again) {
  const settings = structuredClone(SETTINGS_BASE);
  for (const c of batch) {
    const top = topOf(c.m.pointer);
    if (top in c.value) settings[top] = c.value[top];
    else delete settings[top];
  }
  const out = await inProject({ '.gemini/settings.json': jsonText(settings).text }, (dir) => gemini(['skills', 'list'], dir));
  const lines = out.out.split('\n').map((l) => l.trim());
  const errorsAt = lines.map((l, i) => [l, i]).filter(([l]) => l.startsWith('Error in: '));
  const capped = errorsAt.length >= SHOWN_ERRORS && batch.length > 1;
  for (const c of batch) {
    const top = topOf(c.m.pointer);
    const mine = errorsAt.filter(([l]) => l.slice('Error in: '.length).split(/[.[]/)[0] === top).map(([l, i]) => `${l} (${lines[i + 1] ?? ''})`);
    const hooks = top === 'hooks' ? lines.filter((l) => /^(Invalid hook|Discarding invalid hook)/.test(l)) : [];
    if (mine.length) verdicts.set(c.id, { outcome: 'rejects', evidence: `Invalid configuration: ${mine.join(' / ')}` });
    else if (capped) again.push(c);
    else if (hooks.length) verdicts.set(c.id, { outcome: 'drops', evidence: hooks.join(' / ') });
    else verdicts.set(c.id, ACCEPTS);
  }
}

async function judgeExtensions(cases) {
  return pool(cases, 3, (c) => inProject({ [c.target]: c.text, 'ext/probe-ext/GEMINI.md': 'Probe context.\n' }, async (dir) => {
    const v = await gemini(['extensions', 'validate', c.target.slice(0, c.target.lastIndexOf('/'))], dir);
    const lines = v.out.split('\n').map((l) => l.trim()).filter((l) => /extension|Invalid|Failed|Warning/i.test(l) && !l.startsWith('at '));
    return v.code === 0 ? { outcome: 'accepts', evidence: lines.join(' / ') || 'validated' } : { outcome: 'rejects', evidence: lines.join(' / ') || `exit ${v.code}` };
  }));
}

const KINDS = [
  {
    kind: 'gemini-agent',
    cases: () => caseList('gemini-agent', AGENT_BASE, mutations(AGENT_BASE, { depth: 1, enums: ['/kind'] }), (v, slug) => frontmatterText(v.name === AGENT_BASE.name ? { ...v, name: slug } : v, '\nYou probe.\n'), (slug) => `.gemini/agents/${slug}.md`),
    judge: judgeAgents,
  },
  {
    kind: 'gemini-command',
    cases: () => caseList('gemini-command', COMMAND_BASE, mutations(COMMAND_BASE, { depth: 1 }), (v) => tomlText(v), (slug) => `.gemini/commands/${slug}.toml`),
    judge: judgeCommands,
  },
  {
    kind: 'gemini-settings',
    cases: () => caseList('gemini-settings', SETTINGS_BASE, mutations(SETTINGS_BASE, { depth: 6, enums: ['/hooks/BeforeTool/0/hooks/0/type'] }), (v) => jsonText(v), () => '.gemini/settings.json'),
    judge: judgeSettings,
  },
  {
    kind: 'gemini-extension',
    cases: () => caseList('gemini-extension', EXTENSION_BASE, mutations(EXTENSION_BASE, { depth: 2 }), (v) => jsonText(v), () => 'ext/probe-ext/gemini-extension.json'),
    judge: judgeExtensions,
    beside: { 'ext/probe-ext/GEMINI.md': 'Probe context.\n' },
  },
];

/** Mutations Gemini loads without a word but that fail when used (recorded cases of oracle/gemini/cases.json). */
const RUNTIME_FAILURES = {
  'gemini-settings:/mcpServers/docs/command:remove': 'cases.json: settings (`gemini mcp list`: a server with no command is listed Disconnected)',
};

const started = Date.now();
const recorded = [];
for (const k of KINDS) {
  const t = Date.now();
  const cases = k.cases();
  const verdicts = await k.judge(cases);
  cases.forEach((c, i) => {
    const runtimeFailure = verdicts[i].outcome === 'accepts' ? RUNTIME_FAILURES[c.id] : undefined;
    recorded.push({ id: c.id, kind: c.kind, pointer: c.m.pointer, op: c.m.op, files: { [c.target]: c.text, ...(k.beside ?? {}) }, target: c.target, line: c.line, ...verdicts[i], ...(runtimeFailure ? { runtimeFailure } : {}) });
  });
  console.error(`gemini mutations: ${k.kind}: ${cases.length} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}
const seconds = Math.round((Date.now() - started) / 1000);
if (check) {
  const old = JSON.parse(readFileSync(GOLDEN, 'utf8'));
  const was = new Map(old.cases.map((c) => [c.id, c.outcome]));
  const diffs = recorded.filter((c) => was.get(c.id) !== c.outcome);
  for (const d of diffs) console.log(`DIFF ${d.id}: recorded ${was.get(d.id) ?? 'nothing'}, observed ${d.outcome} (${d.evidence})`);
  console.log(`checked ${recorded.length} Gemini mutations in ${seconds} s: ${diffs.length} difference(s)`);
  process.exit(diffs.length ? 1 : 0);
}
writeFileSync(GOLDEN, `${JSON.stringify({ harness: 'gemini', version: VERSION, cases: recorded }, null, 1)}\n`);
const count = (o) => recorded.filter((c) => c.outcome === o).length;
console.log(`recorded ${recorded.length} Gemini mutations in ${seconds} s: ${count('rejects')} rejects, ${count('drops')} drops, ${count('ignores')} ignores, ${count('accepts')} accepts`);

#!/usr/bin/env node
// The RULES oracle probe (issue 10): re-runs the rule-level cases of oracle/claude-code/rules-*.json
// against the pinned Claude Code and records (or, with --check, compares) what it observed.
//
//   node oracle/claude-code/rules-probe.mjs            # record: rewrite each case's `observed`
//   node oracle/claude-code/rules-probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Every run is offline: a throwaway HOME and CLAUDE_CONFIG_DIR, telemetry and auto-update off, a dummy key,
// model traffic only to a loopback stub of the Messages API (below) that exits by itself, each claude call
// under `timeout 60`. Case kinds:
//   validate  `claude plugin validate --json <dir>`: the error/warning messages per file
//   command   `claude -p "/<name>"`: whether the `!` commands ran or were refused (and the refusal text)
//   agent     `claude -p "spawn"`, the stub answering with an Agent tool call: the subagent's model and tools,
//             the task's status, and the debug-log lines about the agent file
//   list      `claude -p "hi"`: the agent and skill lists Claude Code sent to the model
//   add       `claude plugin marketplace add <dir>`: the last line of its output
//   mcp       `claude mcp list` in the case folder: the servers listed and the entries skipped
//   load      `claude --plugin-dir <pluginDir> -p hi --debug-file`: what the plugin loader logged about the plugin's
//             LSP servers, monitors, settings.json and dependencies (see pluginLoad below)
//   details   `claude --plugin-dir <pluginDir> plugin details <name>`: its component inventory lines
//   install   `claude plugin marketplace add <dir>`, `claude plugin install <install>`, `claude plugin list`:
//             the install verdict and each plugin's error in the listing
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { filesOf, observeCase } from '../lib/cases.mjs';
import { ensureClaude } from '../lib/env.mjs';
import { claudeProcess } from '../lib/runtime.mjs';
import { ANSWER_OK, startStub, text } from '../lib/stub.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/claude-code');
const check = process.argv.includes('--check');
// `--only=<file.json>` records or checks one golden set.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
// `--cases=<id>|<id>…` observes only those cases (the others keep their record).
const onlyCases = process.argv.find((a) => a.startsWith('--cases='))?.slice(8).split('|');

/** A loopback Messages API (stub.mjs): answers "ok", a 404 for a model that is not `claude-…` (as the API does), and,
 *  when `agent` is set, one Agent tool call. Records every request body. Closes after `ms`. */
function stubFor(agent, ms = 55000) {
  let spawned = false;
  return startStub({
    ...ANSWER_OK,
    wallMs: ms,
    respond: (j) => {
      if (j.model && !/^claude-/.test(j.model)) return { error: { status: 404, type: 'not_found_error', message: `model: ${j.model}` } };
      const hasResult = JSON.stringify(j.messages ?? []).includes('tool_result');
      if (agent && !spawned && !hasResult && (j.tools ?? []).some((t) => t.name === 'Agent')) {
        spawned = true;
        return { content: [{ type: 'tool_use', id: 'toolu_1', name: 'Agent', input: { subagent_type: agent, description: 'probe', prompt: 'Say hi.' } }], stop_reason: 'tool_use' };
      }
      return text('ok');
    },
  });
}

/** Run claude (runtime.mjs `claudeProcess`) with a throwaway HOME or `sharedHome`; resolves with its output. */
const claude = async (args, cwd, port, sharedHome) => (await claudeProcess(args, { cwd, home: sharedHome, baseUrl: port && `http://127.0.0.1:${port}` })).out;

function writeFiles(dir, files) {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
}

/** A fresh project folder holding the case's files, as a git repository with one commit (for `git diff HEAD`). */
function project(files) {
  const dir = mkdtempSync(join(tmpdir(), 'rules-oracle-case-'));
  writeFiles(dir, { 'README.md': 'hi\n', ...files });
  const git = (...a) => execFileSync('git', ['-C', dir, ...a], { stdio: 'ignore' });
  git('init', '-q');
  git('add', '.');
  git('-c', 'user.email=oracle@example.com', '-c', 'user.name=oracle', 'commit', '-qm', 'case');
  return dir;
}

/** A zod issue list logged as `<what>: [ {…} ]` inside a JSON-quoted debug line: its `path: message` items. */
function issuesOf(line) {
  const text = JSON.parse(line.slice(line.indexOf('"')));
  const issues = JSON.parse(text.slice(text.indexOf(': [') + 2));
  const flat = (list, base = []) => list.flatMap((i) => (i.issues ? flat(i.issues, [...base, ...i.path]) : [`${[...base, ...i.path].join('.')}: ${i.message}`]));
  return flat(issues);
}

/** What the plugin loader logged about a `--plugin-dir` plugin's LSP servers, monitors, settings.json and dependencies. */
function pluginLoad(log) {
  const lines = log.split('\n').map((l) => l.replace(/^\S+ /, ''));
  const first = (re) => lines.find((l) => re.test(l));
  const lsp = first(/LSP config validation failed/);
  const monitors = first(/Failed to load monitors for/);
  const lspUnread = first(/Failed to read\/parse LSP config/);
  const manifest = first(/has an invalid manifest file at .*Validation errors: /);
  const unique = (re) => [...new Set(lines.filter((l) => re.test(l)).map((l) => l.replace(/^\[\w+\] /, '')))];
  return {
    lspServersLoaded: Number(/Total LSP servers loaded: (\d+)/.exec(log)?.[1] ?? -1),
    lspErrors: lsp ? issuesOf(lsp) : [],
    monitorErrors: monitors?.includes(': [') ? issuesOf(monitors) : [],
    settingsKeys: /Cached plugin settings with keys: (.*)/.exec(log)?.[1]?.split(', ') ?? [],
    agentWarnings: unique(/Warning: agent ".*" not found/).map((l) => l.replace(/ Available agents: .*/, '')),
    dependencyErrors: unique(/Plugin loading errors: Dependency/).map((l) => l.replace('Plugin loading errors: ', '')),
    // Only when the loader refused the manifest itself (so cases recorded before this field stay as they were).
    // A part file plugin.json names that could not be read (only when logged, as for manifestRefused).
    ...(lspUnread ? { lspFileUnread: lspUnread.replace(/^\[\w+\] /, '').replace(/(ENOENT: no such file or directory).*/, '$1') } : {}),
    ...(monitors && !monitors.includes(': [') ? { monitorsUnread: monitors.replace(/^\[\w+\] /, '').replace(/ from \S*\/([^/]+): (ENOENT: no such file or directory).*/, ' from …/$1: $2') } : {}),
    ...(manifest ? { manifestRefused: /Validation errors: (.*)/.exec(manifest)[1].replace(/["\\]+$/, '').trim() } : {}),
    // What the loader said about a manifest's inline `hooks` (only when it said something).
    ...(unique(/^\[WARN\] Plugin .*hooks/).length ? { hookWarnings: unique(/^\[WARN\] Plugin .*hooks/) } : {}),
  };
}

const userTexts = (requests) =>
  requests.flatMap((r) => (r.messages ?? []).filter((m) => m.role === 'user').flatMap((m) => (typeof m.content === 'string' ? [m.content] : m.content.map((c) => c.text ?? ''))));

/** A case's files: `filesFrom` ([fixture folder, prefix] pairs) read from the repository, then `files` over them. */
function caseFiles(c) {
  return { ...Object.fromEntries((c.filesFrom ?? []).flatMap(([rel, prefix]) => Object.entries(filesOf(join(ROOT, rel), prefix)))), ...(c.files ?? {}) };
}

async function observe(c) {
  const dir = project(caseFiles(c));
  try {
    if (c.kind === 'validate') {
      const out = await claude(['plugin', 'validate', '--json', join(dir, c.target ?? '.')], dir);
      const doc = JSON.parse(out.slice(out.indexOf('{')));
      const rel = (f) => f.split(`${dir}/`).join('');
      const msgs = [doc.manifest, ...(doc.contents ?? [])].filter(Boolean).flatMap((f) => [
        ...f.errors.map((e) => ({ file: rel(f.file), level: 'error', path: e.path, message: e.message })),
        ...f.warnings.map((e) => ({ file: rel(f.file), level: 'warning', path: e.path, message: e.message })),
        // Notes (validate's advice, such as a deprecated setting) are recorded where a file has them.
        ...(f.notes ?? []).map((n) => ({ file: rel(f.file), level: 'note', path: '', message: n })),
      ]);
      return { messages: msgs };
    }
    if (c.kind === 'mcp') {
      // `claude mcp list`: servers it lists, and the entries it skips (no server is started: project servers await approval).
      const out = await claude(['mcp', 'list'], dir);
      const lines = out.split('\n').map((l) => l.trim());
      return {
        listed: lines.filter((l) => /^[\w.-]+: .*\((SSE|HTTP|stdio|WebSocket)\)/i.test(l)).map((l) => l.replace(/ - .*$/, '')),
        skipped: lines.filter((l) => l.includes('Skipped —')).map((l) => l.replace(/^[├└]\s*/, '').split(dir).join('<case>')),
      };
    }
    if (c.kind === 'add') {
      const out = await claude(['plugin', 'marketplace', 'add', dir], dir);
      // The spinner text `Adding marketplace…` precedes the verdict on the same line only sometimes (timing): drop it.
      return { result: out.trim().split('\n').pop().split(dir).join('<case>').replace(/^Adding marketplace…/, '') };
    }
    if (c.kind === 'details') {
      const out = await claude(['--plugin-dir', join(dir, c.pluginDir), 'plugin', 'details', c.plugin], dir);
      return { inventory: out.split('\n').filter((l) => /^\s+(Skills|Agents|Hooks|MCP servers|LSP servers|Monitors)\b/.test(l)).map((l) => l.trim().replace(/\s+/g, ' ')) };
    }
    if (c.kind === 'install') {
      const home = mkdtempSync(join(tmpdir(), 'rules-oracle-home-'));
      try {
        await claude(['plugin', 'marketplace', 'add', dir], dir, undefined, home);
        const installed = await claude(['plugin', 'install', c.install], dir, undefined, home);
        const listed = await claude(['plugin', 'list'], dir, undefined, home);
        const errors = listed.split('❯ ').slice(1).flatMap((b) => (/Error: (.*)/.exec(b) ? [`${b.split(/\s/)[0]}: ${/Error: (.*)/.exec(b)[1].trim()}`] : []));
        return { result: installed.trim().split('\n').pop().split(dir).join('<case>').replace(/^Installing plugin "[^"]*"\.\.\./, ''), errors };
      } finally {
        rmSync(home, { recursive: true, force: true });
      }
    }
    const server = await stubFor(c.kind === 'agent' ? c.agent : undefined);
    const debug = join(dir, '.debug.log');
    const extra = c.pluginDir ? ['--plugin-dir', join(dir, c.pluginDir)] : [];
    const prompt = c.kind === 'command' ? `/${c.command}${c.args ? ` ${c.args}` : ''}` : c.kind === 'agent' ? 'spawn' : 'hi';
    const out = await claude(['-p', prompt, '--debug-file', debug, ...extra], dir, server.port);
    await server.close();
    const stub = { requests: server.bodies() };
    if (c.kind === 'command') {
      const refused = /Shell command permission check failed for pattern "[^]*?": (.*)/.exec(out);
      const sent = userTexts(stub.requests).some((t) => t.includes('OUT:'));
      const models = [...new Set(stub.requests.filter((r) => userTexts([r]).some((t) => t.includes('OUT:'))).map((r) => r.model))];
      const notices = out.split('\n').filter((l) => /Unknown hook event|entry ignored/.test(l)).map((l) => l.split(dir).join('<case>').trim().split('. Valid events')[0]);
      return { outcome: refused ? 'refused' : sent ? 'ran' : 'not-sent', reason: refused ? refused[1].split(dir).join('<case>').split('. ')[0] : undefined, models: sent ? models : undefined, notices: notices.length ? notices : undefined, out: c.recordOut ? userTexts(stub.requests).flatMap((t) => t.split('\n')).filter((l) => l.startsWith('OUT:')).filter((l, i, a) => a.indexOf(l) === i) : undefined };
    }
    if (c.kind === 'load') return pluginLoad(existsSync(debug) ? readFileSync(debug, 'utf8') : '');
    if (c.kind === 'agent') {
      const sub = stub.requests.find((r) => JSON.stringify(r.system ?? '').includes('You are a probe'));
      const summary = /<summary>(.*?)<\/summary>/.exec(stub.requests.map((r) => JSON.stringify(r)).join('\n'))?.[1]?.replace(/\\+"/g, '"');
      const log = existsSync(debug) ? readFileSync(debug, 'utf8') : '';
      const lines = log.split('\n').filter((l) => l.includes('/agents/') && /invalid|ignored/.test(l)).map((l) => l.replace(/^\S+ /, '').split(dir).join('<case>'));
      return { model: sub?.model ?? null, tools: sub ? (sub.tools ?? []).map((t) => t.name).filter((n) => n !== 'DeferredToolPlaceholder') : null, summary: summary ?? null, log: lines };
    }
    const all = JSON.stringify(stub.requests);
    const agents = [...all.matchAll(/\\n- (.+?): /g)].map((m) => m[1]);
    if (c.measure) {
      // How much of one listing entry the model sees: its length after `- name: `, and whether its end survived.
      const line = stub.requests.map((r) => JSON.stringify(r)).join('\n').split('\\n').find((l) => l.startsWith(`- ${c.measure}: `));
      return { chars: line ? [...line.slice(c.measure.length + 4)].length : null, endVisible: line ? line.includes('ENDMARK') : null };
    }
    return { listed: [...new Set(agents)].filter((n) => (c.expectListed ?? []).concat(c.expectMissing ?? []).includes(n)).sort() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { version } = ensureClaude();
let differences = 0;
for (const name of readdirSync(CASES).filter((f) => /^(rules-.*|plugin-parts)\.json$/.test(f) && (!only || f === only)).sort()) {
  const path = join(CASES, name);
  const set = JSON.parse(readFileSync(path, 'utf8'));
  for (const c of set.cases) {
    if (onlyCases && !onlyCases.includes(c.id)) continue;
    const { seen, same } = await observeCase(c, observe, check, `${name} ${c.id}`);
    if (!same) {
      differences++;
      console.log(`${check ? 'DIFF' : 'new '} ${name} ${c.id}\n  recorded: ${JSON.stringify(c.observed)}\n  observed: ${JSON.stringify(seen)}`);
    }
    if (!check) c.observed = seen;
  }
  if (!check) {
    set.claudeCode = version;
    writeFileSync(path, `${JSON.stringify(set, null, 2)}\n`);
  }
}
console.log(`${check ? 'checked' : 'recorded'} against Claude Code ${version}: ${differences} difference(s)`);
process.exit(check && differences > 0 ? 1 : 0);

#!/usr/bin/env node
// The HARNESS oracle probe for GitHub Copilot CLI (pinned 1.0.102, installed on demand into .oracle/copilot,
// git-ignored; never a dependency). For each case of oracle/copilot/cases.json it builds the project,
// runs `copilot skill list` and a stub run (`copilot -p "say hi"` with BYOK pointed at a loopback OpenAI-style
// stub), and records: the custom agents offered to the model, the skills listed and those that failed to load,
// and the debug log's [ERROR]/[WARNING] lines about the project's files. A case may ask for more (`also`):
//   "instructions"  the sources `copilot instruction list` prints (`from <path>` lines)
//   "mcp"           the workspace MCP servers the session starts (the debug log's discovery signature), and
//                   `copilot mcp list` in the folder untrusted (its first line) and trusted (servers, warnings)
//   "ran"           the marker files (`*-ran`) the case's hooks created, i.e. which hooks ran
//   "requestSkills" the project skills the stub run offers the model (`<available_skills>`)
//   "marketplace"   what `copilot plugin marketplace add <case folder>` answers and, when it registers the
//                   marketplace, what `copilot plugin install <entry>@<marketplace>` answers for each entry
// `logAlso: [text, …]` keeps the log lines holding one of these texts too (files outside .github/ and .claude/),
// and `invoke: [agent, …]` makes the stub's first answer call the `task` tool for each agent, recording in
// `agentTools` the tools each sub-agent's own request offers (agents are told apart by their prompt body).
// A case with `fromTree` takes its `files` from that fixture tree (the Copilot files only, and its plugins/
// folder) before it runs, and loads the tree's plugin folders as `pluginDirs` (below).
// A case with `pluginDirs: [folder, …]` loads those folders of the case as plugins (`--plugin-dir`) in every
// call and records `plugins`: for each folder, the name `copilot plugin list --json` shows for it and what
// `copilot plugin install <folder>` answers (the name it installed, or its error); the stub run's agents and
// the skill list then include the plugins' own (`pluginSkills`).
//
//   node oracle/copilot/probe.mjs --only <id>[,<id>]   # re-observe only these cases (others kept)
//
//   node oracle/copilot/probe.mjs            # record: rewrite each case's `observed`
//   node oracle/copilot/probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Offline: a throwaway HOME, COPILOT_OFFLINE=true, model traffic only to 127.0.0.1, each call under `timeout 60`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { boundedProcess } from '../lib/runtime.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = harnessVersion('copilot');
const CASES = join(ROOT, 'oracle/copilot/cases.json');
const SHARED_PKG = join(tmpdir(), `copilot-oracle-pkg-${VERSION}`);
const check = process.argv.includes('--check');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1].split(',') : undefined;

const { bin: COPILOT } = ensureHarness('copilot');

function startStub(invoke = []) {
  const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4.1', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  let n = 0;
  return recordingServer((req, j, res) => {
    if (n++ === 0 && invoke.length > 0) {
      const args = (a) => JSON.stringify({ description: 'probe', prompt: 'say hi', agent_type: a, name: a });
      const calls = invoke.map((a, i) => ({ index: i, id: `call_${i}`, type: 'function', function: { name: 'task', arguments: args(a) } }));
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: null, tool_calls: calls }, null));
      res.write(chunk({}, 'tool_calls'));
      return res.end('data: [DONE]\n\n');
    }
    if (j.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: 'ok' }, null));
      res.write(chunk({}, 'stop'));
      return res.end('data: [DONE]\n\n');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: 'gpt-4.1', choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
  });
}

/**
 * Run the CLI in `cwd` with a throwaway HOME; `trusted` pre-trusts `cwd` in that HOME's config (`trusted_folders`).
 * `keptHome`: run in that HOME instead and leave it (several calls that share registered marketplaces).
 */
function copilot(args, cwd, env = {}, trusted = false, keptHome = undefined) {
  const home = keptHome ?? mkdtempSync(join(tmpdir(), 'copilot-oracle-home-'));
  // Each call has its own HOME, but they share the CLI's unpacked package (HOME/.cache/copilot/pkg, some
  // 190 MB the CLI extracts on its first start in a HOME): a link to one folder saves the extraction per call.
  if (!existsSync(join(home, '.cache/copilot/pkg'))) {
    mkdirSync(SHARED_PKG, { recursive: true });
    mkdirSync(join(home, '.cache/copilot'), { recursive: true });
    symlinkSync(SHARED_PKG, join(home, '.cache/copilot/pkg'));
  }
  if (trusted) {
    mkdirSync(join(home, '.copilot'));
    writeFileSync(join(home, '.copilot/config.json'), JSON.stringify({ trusted_folders: [cwd] }));
  }
  const e = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), COPILOT_OFFLINE: 'true', ...env };
  return boundedProcess(COPILOT, args, { cwd, env: e }).then(({ out, code }) => {
    if (!keptHome) rmSync(home, { recursive: true, force: true });
    return { out, code };
  });
}

const BUILTIN_AGENTS = ['explore', 'task', 'general-purpose', 'code-review', 'research', 'security-review'];

// Copilot's files in a fixture tree: everything it reads from a repository (reference §1, docs/harnesses/copilot.md).
const COPILOT_PATH = /^(\.github\/|\.claude\/(agents|skills)\/|\.mcp\.json$|(AGENTS|CLAUDE|GEMINI)\.md$|plugins\/)/;
// A tree's plugin folders (those holding a manifest Copilot reads) are loaded with --plugin-dir.
const MANIFEST = /^(.+)\/(\.plugin|\.github\/plugin|\.claude-plugin)\/plugin\.json$/;
const pluginFolders = (files) => [...new Set(Object.keys(files).map((p) => MANIFEST.exec(p)?.[1]).filter(Boolean))].sort();
function treeFiles(root) {
  const out = {};
  const walk = (rel) => {
    for (const e of readdirSync(join(ROOT, root, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(p);
      else if (COPILOT_PATH.test(p)) out[p] = readFileSync(join(ROOT, root, p), 'utf8');
    }
  };
  walk('');
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

const INTERESTING = (l) => (l.includes('.github/') || l.includes('.claude/agents/') || l.includes('[rust:hooks]') || l.includes('[rust:mcp_config]')) && !l.includes('Loading repo hooks');
const bodyOf = (text) => text.replace(/^---\n[^]*?\n---\n/, '').trim();

/** For each plugin folder: the name `plugin list --json` shows for it, and what `plugin install <folder>` answers. */
async function observePlugins(folders, dir) {
  const out = {};
  for (const p of folders) {
    const listed = JSON.parse(/\[[^]*\]/.exec((await copilot(['--plugin-dir', join(dir, p), 'plugin', 'list', '--json'], dir)).out)?.[0] ?? '[]');
    const install = (await copilot(['plugin', 'install', join(dir, p)], dir)).out.split(`${dir}/`).join('').split('\n')[0].trim();
    out[p] = { listed: listed.filter((x) => x.source === 'external').map((x) => x.name), install };
  }
  return out;
}

/**
 * `copilot plugin marketplace add <case folder>` (its first line), then in the same HOME the plugins
 * `marketplace browse --json` lists and, for each, the first line `plugin install <name>@<marketplace>` prints.
 */
async function observeMarketplace(dir) {
  const home = mkdtempSync(join(tmpdir(), 'copilot-oracle-home-'));
  try {
    const clean = (out) => out.split(`${dir}/`).join('').split('\n')[0].trim();
    const add = clean((await copilot(['plugin', 'marketplace', 'add', dir], dir, {}, false, home)).out);
    const name = /^Marketplace "([^"]+)" added/.exec(add)?.[1];
    if (!name) return { add };
    const listed = JSON.parse(/\[[^]*\]/.exec((await copilot(['plugin', 'marketplace', 'browse', name, '--json'], dir, {}, false, home)).out)?.[0] ?? '[]');
    const installs = {};
    for (const p of listed) installs[p.name] = clean((await copilot(['plugin', 'install', `${p.name}@${name}`], dir, {}, false, home)).out);
    return { add, installs };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function observe(c) {
  const also = c.also ?? [];
  if (only && !only.includes(c.id)) return c.observed;
  return inCaseRepo('copilot-oracle-case-', c.files, async (dir) => {
    const pluginArgs = (c.pluginDirs ?? []).flatMap((p) => ['--plugin-dir', join(dir, p)]);
    // `lean` (the mutation probes): only the stub run, not `copilot skill list` and `copilot mcp list`.
    const skills = c.lean ? '' : (await copilot([...pluginArgs, 'skill', 'list'], dir)).out;
    const project = /Project skills:\n([^]*?)\n\n/.exec(skills)?.[1] ?? '';
    const failed = /failed to load:\n([^]*)$/.exec(skills)?.[1] ?? '';
    const instructions = also.includes('instructions') ? [...(await copilot(['instruction', 'list'], dir)).out.matchAll(/^\s+from (.+)$/gm)].map((m) => m[1].trim()).sort() : undefined;
    let mcpList;
    if (also.includes('mcp') && !c.lean) {
      const untrusted = (await copilot(['mcp', 'list'], dir)).out.split('\n')[0];
      const out = (await copilot(['mcp', 'list'], dir, {}, true)).out.split(`${dir}/`).join('');
      const servers = [...out.matchAll(/^ {2}(\S+) \((\w+)\)$/gm)].map((m) => `${m[1]} (${m[2]})`).sort();
      const warnings = out.split('\n').filter((l) => l.startsWith('Warning:')).sort();
      mcpList = { untrusted, servers, warnings };
    }
    const stub = await startStub(c.invoke);
    const logDir = join(dir, '.logs');
    const run = await copilot([...pluginArgs, '-p', 'say hi', '--allow-all-tools', '--trust-folder', '--no-auto-update', '--log-level', 'debug', '--log-dir', logDir], dir, {
      COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${stub.port}/v1`, COPILOT_PROVIDER_API_KEY: 'dummy', COPILOT_MODEL: 'gpt-4.1',
    });
    stub.close();
    const sent = stub.requests.join('\n');
    const enumMatch = /"agent_type":\{"type":"string","enum":\[([^\]]*)\]/.exec(sent);
    const agents = enumMatch ? JSON.parse(`[${enumMatch[1]}]`).filter((a) => !BUILTIN_AGENTS.includes(a)) : [];
    const logs = existsSync(logDir) ? readdirSync(logDir).map((f) => readFileSync(join(logDir, f), 'utf8')).join('\n') : '';
    // COPILOT_PROBE_DUMP=<folder>: keep each case's raw requests and debug log there (to read, not recorded).
    if (process.env.COPILOT_PROBE_DUMP) {
      mkdirSync(process.env.COPILOT_PROBE_DUMP, { recursive: true });
      writeFileSync(join(process.env.COPILOT_PROBE_DUMP, `${c.id}.requests.txt`), sent);
      writeFileSync(join(process.env.COPILOT_PROBE_DUMP, `${c.id}.log`), logs.split(`${dir}/`).join(''));
    }
    const interesting = (l) => INTERESTING(l) || (c.logAlso ?? []).some((x) => l.includes(x));
    const log = logs.split('\n').filter((l) => /\[(ERROR|WARNING)\]/.test(l) && interesting(l))
      .map((l) => l.replace(/^.*?\[(ERROR|WARNING)\]/, '[$1]').split(`${dir}/`).join('').trim());
    const seen = {
      exit: run.code,
      agents: agents.sort(),
      skills: project.split('\n').map((l) => l.trim().split(' - ')[0]).filter(Boolean).sort(),
      skillFailures: failed.split('\n').map((l) => l.replace(/^\s*•\s*/, '').trim()).filter(Boolean).sort(),
      log: [...new Set(log)].sort(),
    };
    if (instructions) seen.instructions = instructions;
    // Text of the case marked `…-MARKER` that reached the model (a file the CLI read), none for files it did not read.
    const markers = [...new Set(Object.values(c.files).flatMap((t) => t.match(/\b[A-Z]+(?:-[A-Z]+)*-MARKER\b/g) ?? []))];
    if (markers.length > 0) seen.markersSent = markers.filter((m) => sent.includes(m)).sort();
    if (also.includes('instructionTable')) {
      // The path-specific instructions as the model gets them: the table rows (pattern, file) and the
      // `.instructions.md` files whose body is inlined whole into the request instead.
      const text = JSON.parse(stub.requests[0] ?? '{}').messages?.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n') ?? '';
      seen.instructionTable = [...text.matchAll(/^\| (.*?) \| '([^']+)' \| (.*?) ?\|$/gm)].map((m) => `${m[1]} | ${m[2]}${m[3] ? ` | ${m[3]}` : ''}`).sort();
      seen.instructionsInlined = Object.keys(c.files).filter((p) => p.startsWith('.github/instructions/') && text.includes(bodyOf(c.files[p]))).sort();
    }
    if (also.includes('requestSkills')) {
      // The project skills the session offers the model (`copilot skill list` does not read skillDirectories).
      const offered = [...sent.matchAll(/<skill>\\n {2}<name>([^<]+)<\/name>\\n {2}<description>[^<]*<\/description>\\n {2}<location>project<\/location>/g)].map((m) => m[1]);
      seen.requestSkills = [...new Set(offered)].sort();
    }
    if (c.pluginDirs && !c.lean) {
      seen.pluginSkills = (/Plugin skills:\n([^]*?)\n\n/.exec(skills)?.[1] ?? '').split('\n').map((l) => l.trim().split(' - ')[0]).filter(Boolean).sort();
      seen.plugins = await observePlugins(c.pluginDirs, dir);
    }
    if (also.includes('mcp')) {
      // The last discovery signature holds the servers that passed validation: {"servers":[[name, config, …], …]}.
      const sig = [...logs.matchAll(/mcp discover_and_start_root (\{.*\})$/gm)].pop()?.[1];
      seen.mcpServers = sig ? JSON.parse(JSON.parse(sig).signature).servers.map((s) => s[0]).sort() : [];
      seen.mcpList = mcpList;
    }
    if (also.includes('marketplace') && !c.lean) seen.marketplace = await observeMarketplace(dir);
    if (also.includes('ran')) seen.ran = readdirSync(dir).filter((f) => f.endsWith('-ran')).sort();
    if (c.invoke) {
      const requests = stub.requests.map((r) => { try { return JSON.parse(r); } catch { return {}; } });
      seen.agentTools = Object.fromEntries(c.invoke.map((a) => {
        const file = Object.keys(c.files).find((p) => p.startsWith('.github/agents/') && new RegExp(`(^|/)${a}(\\.agent)?\\.md$`).test(p));
        const body = file ? bodyOf(c.files[file]) : undefined;
        const sub = requests.find((r) => body && typeof r.messages?.[0]?.content === 'string' && r.messages[0].content.startsWith(body));
        return [a, sub ? (sub.tools ?? []).map((t) => t.function.name).sort() : null];
      }));
    }
    return seen;
  });
}

const version = execFileSync('timeout', ['60', COPILOT, '--version'], { encoding: 'utf8' }).trim().split('\n')[0].replace(/^GitHub Copilot CLI /, '').replace(/\.$/, '');

// `--mutations`: the single-field mutation probes (./mutations.mjs, oracle/copilot/mutations.json).
if (process.argv.includes('--mutations')) {
  const { runMutations } = await import('./mutations.mjs');
  const stubRun = (files, { invoke, ran, mcp, logAlso } = {}) => observe({ id: 'mutation', lean: true, files, invoke, logAlso, also: [...(ran ? ['ran'] : []), ...(mcp ? ['mcp'] : [])] });
  const skillList = (files) => inCaseRepo('copilot-oracle-case-', files, async (dir) => {
    const out = (await copilot(['skill', 'list'], dir)).out;
    const listed = (/Project skills:\n([^]*?)\n\n/.exec(out)?.[1] ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
    const failed = (/failed to load:\n([^]*)$/.exec(out)?.[1] ?? '').split('\n').map((l) => l.replace(/^\s*•\s*/, '').trim()).filter(Boolean);
    return { listed, failed };
  });
  // Every plugin folder with --plugin-dir in one `plugin list --json`, one `skill list` and one stub run; `plugin install` each.
  const pluginRun = async (files, dirs) => ({ ...(await pluginLists(files, dirs)), agents: (await observe({ id: 'mutation', lean: true, files, pluginDirs: dirs })).agents });
  const pluginLists = (files, dirs) => inCaseRepo('copilot-oracle-case-', files, async (dir) => {
    const args = dirs.flatMap((p) => ['--plugin-dir', join(dir, p)]);
    const listOut = (await copilot([...args, 'plugin', 'list', '--json'], dir)).out;
    const listed = JSON.parse(/^\[[^]*\]/m.exec(listOut)?.[0] ?? '[]').filter((x) => x.source === 'external');
    // What --plugin-dir says about a manifest it reads in part ("[plugin-dir] ignoring non-string description in …").
    const notes = listOut.split('\n').filter((l) => l.includes('[plugin-dir]')).map((l) => l.split(`${dir}/`).join('').trim());
    const out = (await copilot([...args, 'skill', 'list'], dir)).out;
    const skills = (/Plugin skills:\n([^]*?)\n\n/.exec(out)?.[1] ?? '').split('\n').map((l) => l.trim().split(' - ')[0]).filter(Boolean);
    const installs = {};
    // Each install in its own HOME, three at a time.
    const queue = [...dirs];
    const worker = async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) installs[p] = (await copilot(['plugin', 'install', join(dir, p)], dir)).out.split(`${dir}/`).join('').split('\n')[0].trim();
    };
    await Promise.all([worker(), worker(), worker()]);
    return { listed, notes, skills, installs };
  });
  // `copilot mcp list` in the folder, trusted: the servers it lists and its warnings.
  const mcpList = (files) => inCaseRepo('copilot-oracle-case-', files, async (dir) => {
    const out = (await copilot(['mcp', 'list'], dir, {}, true)).out.split(`${dir}/`).join('');
    return { servers: [...out.matchAll(/^ {2}(\S+) \((\w+)\)$/gm)].map((m) => m[1]), warnings: out.split('\n').filter((l) => l.startsWith('Warning:')) };
  });
  const kindsAt = process.argv.indexOf('--kinds');
  const kinds = kindsAt >= 0 ? process.argv[kindsAt + 1].split(',') : undefined;
  const differences = await runMutations({ version, stubRun, skillList, pluginRun, mcpList }, { root: ROOT, check, kinds });
  process.exit(check && differences > 0 ? 1 : 0);
}

const set = JSON.parse(readFileSync(CASES, 'utf8'));
for (const c of set.cases) {
  if (!c.fromTree || check) continue;
  c.files = treeFiles(c.fromTree);
  const plugins = pluginFolders(c.files);
  if (plugins.length > 0) c.pluginDirs = plugins;
}
if (!check) writeFileSync(CASES, `${JSON.stringify(set, null, 2)}\n`);
await recordOrCheck({ casesPath: CASES, versionKey: 'copilot', version, label: 'Copilot CLI', observe, check });

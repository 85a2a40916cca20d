#!/usr/bin/env node
// The IN-AGENT oracle probe: agentlint as a plugin of the harness itself. The pinned harness, driven by its
// loopback model stub, writes a file; agentlint's plugin runs its hook on the write; the case records what the
// harness sends the model next. A broken agent must come back with its finding; a clean agent, or a file that is not
// an agent definition, with nothing from agentlint. The plugins (docs/in-your-agent.md):
// - Claude Code: plugins/agentlint/ (listed by .claude-plugin/marketplace.json; its `dist` links to dist/cli);
// - Copilot CLI: the repository root (.github/plugin/plugin.json, plugin/copilot/);
// - Gemini CLI: the repository root (gemini-extension.json, hooks/hooks.json, plugin/gemini/).
// A case may also call agentlint's MCP tools after the write (`then`, or `calls` for Claude Code).
// The hook and the server run the repository's bundle (dist/cli/index.js): after a change to src/, `npm run
// package` first.
//
//   node scripts/oracle/in-agent-probe.mjs claude-code|gemini|copilot [--check] [--cases=<id>|<id>]
//
// Golden files: fixtures/oracle/<harness>/in-agent.json. Case kinds:
// - `validate` (a path of this repository): the harness's own check of the shipped plugin;
// - `install`: a clone of the repository installed as users do, then (with `write`) a session with it;
// - otherwise `files` (the project before the run) and `write` ({ path, content }: the write the stub's first answer
//   makes). Claude Code records `observed.afterWrite`, every message of the next request after the Write call as role
//   and texts (a tool result marked as such); with `calls` ({ name, input } in order, `allowedTools` for their
//   permission) `observed.lastResult`, the texts of the last call's result. Gemini CLI records `agentlintTools` (the
//   agentlint tools offered to the model), `context` (whether the extension's context file reached it) and
//   `afterWrite` (the function responses of the last request, in order); Copilot CLI `agentlintTools` and
//   `afterWrite` (the tool messages of the last request). The project folder is written `<project>`.
// Offline: dummy keys, loopback stubs, throwaway HOMEs, bounded runs.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOrCheck } from './cases.mjs';
import { ensureClaude, ROOT } from './env.mjs';
import { boundedProcess, claudeProcess, writeTree } from './runtime.mjs';
import { recordingServer, startStub, text, toolUse } from './stub.mjs';


/** The texts of one message's content: text blocks, and tool results marked `[tool_result]` (`[tool_result error]`). */
function texts(content) {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((b) => (b.type === 'text' ? [b.text] : b.type === 'tool_result' ? texts(b.content).map((t) => `[tool_result${b.is_error ? ' error' : ''}] ${t}`) : []));
}

async function claudeCode() {
  const { version } = ensureClaude();
  await recordOrCheck({
    casesPath: join(ROOT, 'fixtures/oracle/claude-code/in-agent.json'),
    versionKey: 'claudeCode',
    version,
    label: 'Claude Code',
    observe: observeClaude,
  });
}

/** The Claude Code plugin's folder (the marketplace at the repository root lists it). */
const CLAUDE_PLUGIN = join(ROOT, 'plugins/agentlint');

/**
 * An `install` case: the repository as the user gets it (a clone of its last commit, with the bundle under test in its
 * dist/cli), added as a marketplace and its plugin installed, in a throwaway HOME (offline: a local marketplace).
 * Records what the commands say, what the installed copy holds (the bundle as a file: Claude Code copies what `dist`
 * links to; no node_modules: the plugin folder has no package.json, so Claude Code installs no npm dependencies), and,
 * with `write`, what the next request carries after the write in a session where the installed plugin is enabled.
 */
async function installClaude(c) {
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-install-'));
  const home = join(root, 'home');
  mkdirSync(join(home, '.claude'), { recursive: true });
  execFileSync('git', ['clone', '-q', ROOT, join(root, 'repo')]);
  cpSync(join(ROOT, 'dist/cli'), join(root, 'repo/dist/cli'), { recursive: true });
  const said = (r) => r.out.split('\n').map((l) => l.trim()).filter((l) => l.includes('✔') || l.includes('✘')).map((l) => l.split(root).join('<tmp>'));
  const add = await claudeProcess(['plugin', 'marketplace', 'add', join(root, 'repo')], { cwd: root, home, timeoutMs: 60_000 });
  const install = await claudeProcess(['plugin', 'install', 'agentlint@agentlint'], { cwd: root, home, timeoutMs: 120_000 });
  const cache = join(home, '.claude/plugins/cache/agentlint/agentlint');
  const versions = existsSync(cache) ? readdirSync(cache) : [];
  const copy = versions.length === 1 ? join(cache, versions[0]) : undefined;
  const kind = (rel) => (copy && existsSync(join(copy, rel)) ? (lstatSync(join(copy, rel)).isSymbolicLink() ? 'link' : lstatSync(join(copy, rel)).isFile() ? 'file' : 'folder') : null);
  const installed = Object.fromEntries(['dist/index.js', 'hooks/hooks.json', '.mcp.json', 'skills/writing-agent-definitions/SKILL.md', 'node_modules'].map((rel) => [rel, kind(rel)]));
  const session = c.write ? await observeClaude({ ...c, install: undefined }, { home, pluginArgs: [] }) : {};
  rmSync(root, { recursive: true, force: true });
  return { marketplaceAdd: said(add), install: said(install), installed, ...session };
}

/**
 * A `validate` case: `claude plugin validate --json` on a path of this repository (`.`: the marketplace and the plugin
 * at the root; `.claude-plugin/plugin.json`: the plugin manifest), its verdict, messages and what it says the plugin provides.
 */
async function validateClaude(c) {
  const { stdout } = await claudeProcess(['plugin', 'validate', '--json', join(ROOT, c.validate)], { cwd: ROOT, timeoutMs: 60_000 });
  const j = JSON.parse(stdout);
  const messages = (list) => list.map((m) => `${m.path}: ${m.message}`);
  const part = (x) => ({ file: x.file.split(ROOT).join('<repo>'), type: x.type, errors: messages(x.errors), warnings: messages(x.warnings) });
  return {
    success: j.success,
    manifest: part(j.manifest),
    contents: j.contents.map(part),
    provides: j.provides && { hooks: j.provides.hooks, mcpServers: j.provides.mcpServers, skills: j.provides.skills },
  };
}

/**
 * One `claude -p` run with the repository's plugin loaded (`--plugin-dir`, or `pluginArgs` in a `home` where it is
 * installed); the stub's first main-loop answer is the case's Write.
 */
async function observeClaude(c, { home: keptHome, pluginArgs = ['--plugin-dir', CLAUDE_PLUGIN] } = {}) {
  if (c.validate) return validateClaude(c);
  if (c.install) return installClaude(c);
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-'));
  const home = keptHome ?? join(root, 'home');
  const proj = join(root, 'proj');
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(proj);
  writeTree(proj, c.files);
  writeFileSync(join(home, '.claude', '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true, projects: { [proj]: { hasTrustDialogAccepted: true, allowedTools: [] } } }));
  const answered = (b) => JSON.stringify(b.messages ?? []).split('"tool_result"').length - 1;
  // The main loop's tool calls, one per answer: the case's Write, or its `calls` ({ name, input }) in order.
  const calls = c.calls ?? [{ name: 'Write', input: { file_path: join(proj, c.write.path), content: c.write.content } }];
  const stub = await startStub({
    maxRequests: 8,
    wallMs: 65_000,
    respond: (b) => {
      // Side requests (no Write tool offered) get a plain answer; the main loop makes its calls, then ends.
      if (!(b.tools ?? []).some((t) => t.name === 'Write')) return text('ok');
      const step = calls[answered(b)];
      return step ? toolUse(step.name, step.input) : text('done');
    },
  });
  try {
    await claudeProcess(['-p', 'Write the agent definition.', ...pluginArgs, '--permission-mode', 'acceptEdits', ...(c.allowedTools ? ['--allowedTools', c.allowedTools] : [])], { cwd: proj, home, baseUrl: stub.url, timeoutMs: 60_000 });
  } finally {
    await stub.close();
  }
  const main = stub.requests.filter((q) => q.method === 'POST' && /\/messages$/.test(q.path)).map((q) => q.body).filter(answered);
  rmSync(root, { recursive: true, force: true });
  if (c.calls) {
    // A case of MCP calls: the result of the last call, as the model reads it in the last request.
    const last = main[main.length - 1]?.messages ?? [];
    return { lastResult: texts(last[last.length - 1]?.content).map((t) => t.split(proj).join('<project>')) };
  }
  const next = main[0];
  if (!next) return { afterWrite: null };
  const m = next.messages;
  const call = m.findIndex((x) => x.role === 'assistant' && JSON.stringify(x.content).includes('"tool_use"'));
  return { afterWrite: m.slice(call + 1).map((x) => ({ role: x.role, texts: texts(x.content).map((t) => t.split(proj).join('<project>')) })) };
}

// Gemini CLI, pinned as in gemini-probe.mjs (installed on demand into .oracle/gemini).
const GEMINI_VERSION = '0.61.0';
const GEMINI_PREFIX = join(ROOT, '.oracle/gemini');
const GEMINI_BIN = join(GEMINI_PREFIX, 'node_modules/.bin/gemini');
/** The sentence of the extension's context file (plugin/gemini/GEMINI.md) that tells the model to lint. */
const GEMINI_CONTEXT = 'call the agentlint\n`lint_path` tool on it';

async function gemini() {
  if (!existsSync(GEMINI_BIN)) execFileSync('npm', ['install', '--prefix', GEMINI_PREFIX, `@google/gemini-cli@${GEMINI_VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  await recordOrCheck({ casesPath: join(ROOT, 'fixtures/oracle/gemini/in-agent.json'), versionKey: 'gemini', version: GEMINI_VERSION, label: 'Gemini CLI', observe: observeGemini });
}

/** A HOME that trusts these folders, with API-key auth selected. */
function trustGemini(home, ...folders) {
  mkdirSync(join(home, '.gemini'), { recursive: true });
  const path = join(home, '.gemini/trustedFolders.json');
  const known = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  writeFileSync(path, JSON.stringify({ ...known, ...Object.fromEntries(folders.map((f) => [f, 'TRUST_FOLDER'])) }));
  writeFileSync(join(home, '.gemini/settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
}

/**
 * An `install` case: a clone of the repository (with the bundle under test in dist/cli) installed with `gemini
 * extensions install <folder>` in a throwaway HOME; records what it says, what the installed copy holds (the bundle,
 * no node_modules), and with `write`/`then` a session with the installed extension (not linked).
 */
async function installGemini(c) {
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-gemini-install-'));
  const home = join(root, 'home');
  const repo = join(root, 'repo');
  execFileSync('git', ['clone', '-q', ROOT, repo]);
  cpSync(join(ROOT, 'dist/cli'), join(repo, 'dist/cli'), { recursive: true });
  trustGemini(home, repo);
  const r = await boundedProcess(GEMINI_BIN, ['extensions', 'install', repo, '--consent'], { cwd: root, env: { PATH: process.env.PATH, HOME: home }, timeoutMs: 120_000 });
  const copy = join(home, '.gemini/extensions/agentlint');
  const installed = { 'dist/cli/index.js': existsSync(join(copy, 'dist/cli/index.js')), 'gemini-extension.json': existsSync(join(copy, 'gemini-extension.json')), node_modules: existsSync(join(copy, 'node_modules')) };
  const session = c.write ? await observeGemini({ ...c, install: undefined }, { home }) : {};
  rmSync(root, { recursive: true, force: true });
  return { install: r.out.trim().split('\n').pop(), installed, ...session };
}

/** A function response's text: its `output` string, or the whole response as JSON. */
const outputOf = (r) => (typeof r?.output === 'string' ? r.output : JSON.stringify(r));

/** A Gemini API answer: the given parts, streamed (SSE) or plain. */
function geminiAnswer(req, res, parts) {
  const body = { candidates: [{ content: { parts, role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
  if (req.url.includes('alt=sse')) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    return res.end(`data: ${JSON.stringify(body)}\n\n`);
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(req.url.includes('countTokens') ? { totalTokens: 1 } : body));
}

/**
 * One `gemini -p` run in a trusted project with this repository linked as an extension (`gemini extensions link`,
 * in a throwaway HOME). The stub's main-loop answers: the case's write_file, then its `then` call, then `done`.
 */
async function observeGemini(c, { home: keptHome } = {}) {
  if (c.install) return installGemini(c);
  if (c.validate) {
    // A `validate` case: `gemini extensions validate` on the repository (its gemini-extension.json), exit code and last line.
    const home = mkdtempSync(join(tmpdir(), 'oracle-in-agent-gemini-home-'));
    const r = await boundedProcess(GEMINI_BIN, ['extensions', 'validate', join(ROOT, c.validate)], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: home }, timeoutMs: 60_000 });
    rmSync(home, { recursive: true, force: true });
    return { exit: r.code, said: r.out.trim().split('\n').pop().split(ROOT).join('<repo>') };
  }
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-gemini-'));
  const home = keptHome ?? join(root, 'home');
  const proj = join(root, 'proj');
  mkdirSync(join(home, '.gemini'), { recursive: true });
  mkdirSync(proj);
  // `<agentlint>` in a case's files: this repository's bundle (a hook the project's own settings run).
  writeTree(proj, Object.fromEntries(Object.entries(c.files).map(([p, t]) => [p, t.split('<agentlint>').join(join(ROOT, 'dist/cli/index.js'))])));
  trustGemini(home, proj);
  const env = { PATH: process.env.PATH, HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9' };
  const main = [];
  const steps = [
    { functionCall: { name: 'write_file', args: { file_path: join(proj, c.write.path), content: c.write.content } } },
    ...(c.then ? [{ functionCall: c.then }] : []),
  ];
  const stub = await recordingServer((req, j, res) => {
    // The main loop is the request that offers tools; the router and other side requests get a plain answer.
    if (!Array.isArray(j.tools)) return geminiAnswer(req, res, [{ text: 'ok' }]);
    main.push(j);
    const answered = JSON.stringify(j.contents ?? []).split('"functionResponse"').length - 1;
    return geminiAnswer(req, res, [steps[answered] ?? { text: 'done' }]);
  }, { parsed: true });
  try {
    // In a kept HOME the extension is installed already (the install case); otherwise it is linked in place.
    if (!keptHome) await boundedProcess(GEMINI_BIN, ['extensions', 'link', ROOT, '--consent'], { cwd: proj, env, timeoutMs: 60_000 });
    await boundedProcess(GEMINI_BIN, ['-p', 'Write the agent definition.', '-m', 'gemini-2.5-flash', '--approval-mode', 'yolo'], { cwd: proj, env: { ...env, GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${stub.port}` }, timeoutMs: 60_000 });
  } finally {
    await stub.close();
  }
  // A kept HOME belongs to the caller (the install case), which removes its own folder.
  rmSync(keptHome ? proj : root, { recursive: true, force: true });
  const last = main[main.length - 1];
  const names = (last?.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name));
  const responses = (last?.contents ?? []).flatMap((m) => (m.parts ?? []).filter((p) => p.functionResponse).map((p) => ({ tool: p.functionResponse.name, output: outputOf(p.functionResponse.response).split(proj).join('<project>') })));
  return {
    agentlintTools: names.filter((n) => n.includes('agentlint')).sort(),
    context: JSON.stringify(last ?? {}).includes(JSON.stringify(GEMINI_CONTEXT).slice(1, -1)),
    afterWrite: responses,
  };
}

// Copilot CLI, pinned as in copilot-probe.mjs (installed on demand into .oracle/copilot).
const COPILOT_VERSION = '1.0.102';
const COPILOT_PREFIX = join(ROOT, '.oracle/copilot');
const COPILOT_BIN = join(COPILOT_PREFIX, 'node_modules/.bin/copilot');
/** The CLI's unpacked package, shared by every HOME as copilot-probe.mjs shares it (it unpacks some 190 MB per HOME otherwise). */
const COPILOT_PKG = join(tmpdir(), `copilot-oracle-pkg-${COPILOT_VERSION}`);

/** A Copilot HOME: created if new, with the shared unpacked package linked in. */
function copilotHome(home) {
  if (existsSync(join(home, '.cache/copilot/pkg'))) return;
  mkdirSync(COPILOT_PKG, { recursive: true });
  mkdirSync(join(home, '.cache/copilot'), { recursive: true });
  symlinkSync(COPILOT_PKG, join(home, '.cache/copilot/pkg'));
}

async function copilot() {
  if (!existsSync(COPILOT_BIN)) execFileSync('npm', ['install', '--prefix', COPILOT_PREFIX, `@github/copilot@${COPILOT_VERSION}`, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  await recordOrCheck({ casesPath: join(ROOT, 'fixtures/oracle/copilot/in-agent.json'), versionKey: 'copilot', version: COPILOT_VERSION, label: 'Copilot CLI', observe: observeCopilot });
}

/** An OpenAI chat-completions answer, streamed: a tool call, or the text `done`. */
function chatAnswer(res, call) {
  const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4.1', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (call) {
    res.write(chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: `call_${call.name}`, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args) } }] }, null));
    res.write(chunk({}, 'tool_calls'));
  } else {
    res.write(chunk({ role: 'assistant', content: 'done' }, null));
    res.write(chunk({}, 'stop'));
  }
  res.end('data: [DONE]\n\n');
}

/**
 * One `copilot -p` run (BYOK against the loopback stub, COPILOT_OFFLINE) with this repository as `--plugin-dir`, in a
 * throwaway HOME. The stub's main-loop answers: the case's `create`, then its `then` call, then `done`.
 */
async function observeCopilot(c, { home: keptHome, pluginArgs = ['--plugin-dir', ROOT] } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-copilot-'));
  const home = keptHome ?? join(root, 'home');
  const proj = join(root, 'proj');
  copilotHome(home);
  mkdirSync(proj);
  if (c.install) {
    // An `install` case: a clone of the repository (with the bundle under test) added as a marketplace (Copilot reads
    // .github/plugin/marketplace.json), its plugin installed, and with `write` a session with the installed plugin.
    const env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), COPILOT_OFFLINE: 'true' };
    const repo = join(root, 'repo');
    execFileSync('git', ['clone', '-q', ROOT, repo]);
    cpSync(join(ROOT, 'dist/cli'), join(repo, 'dist/cli'), { recursive: true });
    const said = (r) => r.out.trim().split('\n').filter((l) => l.trim()).map((l) => l.split(repo).join('<repo>'));
    const add = await boundedProcess(COPILOT_BIN, ['plugin', 'marketplace', 'add', repo], { cwd: proj, env, timeoutMs: 60_000 });
    const install = await boundedProcess(COPILOT_BIN, ['plugin', 'install', 'agentlint@agentlint'], { cwd: proj, env, timeoutMs: 120_000 });
    const list = await boundedProcess(COPILOT_BIN, ['plugin', 'list', '--json'], { cwd: proj, env, timeoutMs: 60_000 });
    const plugins = JSON.parse(list.stdout).filter((p) => p.source !== 'builtin').map(({ name, marketplace, enabled, source }) => ({ name, marketplace, enabled, source }));
    const session = c.write ? await observeCopilot({ ...c, install: undefined }, { home, pluginArgs: [] }) : {};
    rmSync(root, { recursive: true, force: true });
    return { marketplaceAdd: said(add), install: said(install), plugins, ...session };
  }
  if (c.validate) {
    // Copilot CLI has no validate command: a `validate` case records how `plugin list --json` lists the folder loaded with --plugin-dir.
    const env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), COPILOT_OFFLINE: 'true' };
    const r = await boundedProcess(COPILOT_BIN, ['--plugin-dir', join(ROOT, c.validate), 'plugin', 'list', '--json'], { cwd: proj, env, timeoutMs: 60_000 });
    rmSync(root, { recursive: true, force: true });
    // Name and state only: the version follows package.json (scripts/sync-version.mjs), the record need not.
    return { exit: r.code, plugins: JSON.parse(r.stdout).filter((p) => p.source === 'external').map(({ name, enabled, source }) => ({ name, enabled, source })) };
  }
  writeTree(proj, c.files);
  const main = [];
  const steps = [{ name: 'create', args: { path: join(proj, c.write.path), file_text: c.write.content } }, ...(c.then ? [c.then] : [])];
  const stub = await recordingServer((req, j, res) => {
    // The main loop offers the create tool; anything else gets the text answer.
    if (!(j.tools ?? []).some((t) => t.function?.name === 'create')) return chatAnswer(res, undefined);
    main.push(j);
    return chatAnswer(res, steps[(j.messages ?? []).filter((m) => m.role === 'tool').length]);
  }, { parsed: true });
  const env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), COPILOT_OFFLINE: 'true', COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${stub.port}/v1`, COPILOT_PROVIDER_API_KEY: 'dummy', COPILOT_MODEL: 'gpt-4.1' };
  try {
    await boundedProcess(COPILOT_BIN, [...pluginArgs, '-p', 'Write the agent definition.', '--allow-all-tools', '--trust-folder', '--no-auto-update'], { cwd: proj, env, timeoutMs: 90_000 });
  } finally {
    await stub.close();
  }
  // A kept HOME belongs to the caller (the install case), which removes its own folder.
  rmSync(keptHome ? proj : root, { recursive: true, force: true });
  const last = main[main.length - 1];
  const names = (last?.tools ?? []).map((t) => t.function?.name).filter((n) => n?.includes('agentlint')).sort();
  const results = (last?.messages ?? []).filter((m) => m.role === 'tool').map((m) => texts(m.content).join('\n').split(proj).join('<project>'));
  return { agentlintTools: names, afterWrite: results };
}

// Last, once every constant above is defined.
const HARNESSES = { 'claude-code': claudeCode, gemini, copilot };
const harness = process.argv[2];
if (!HARNESSES[harness]) {
  console.error(`in-agent-probe: name the harness: ${Object.keys(HARNESSES).join(', ')}`);
  process.exit(2);
}
await HARNESSES[harness]();

// The in-agent probe's Copilot CLI cases (../in-agent.mjs describes them).
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOrCheck } from '../lib/cases.mjs';
import { ROOT } from '../lib/env.mjs';
import { boundedProcess, writeTree } from '../lib/runtime.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { cloneRepository, texts } from '../lib/in-agent-common.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

// Copilot CLI at its pin (../pins.json; installed on demand into .oracle/copilot by ../lib/install.mjs).
const COPILOT_VERSION = harnessVersion('copilot');
let COPILOT_BIN;
/** The CLI's unpacked package, shared by every HOME as probe.mjs shares it (it unpacks some 190 MB per HOME otherwise). */
const COPILOT_PKG = join(tmpdir(), `copilot-oracle-pkg-${COPILOT_VERSION}`);

/** A Copilot HOME: created if new, with the shared unpacked package linked in. */
function copilotHome(home) {
  if (existsSync(join(home, '.cache/copilot/pkg'))) return;
  mkdirSync(COPILOT_PKG, { recursive: true });
  mkdirSync(join(home, '.cache/copilot'), { recursive: true });
  symlinkSync(COPILOT_PKG, join(home, '.cache/copilot/pkg'));
}

export async function copilot() {
  COPILOT_BIN = ensureHarness('copilot').bin;
  await recordOrCheck({ casesPath: join(ROOT, 'oracle/copilot/in-agent.json'), versionKey: 'copilot', version: COPILOT_VERSION, label: 'Copilot CLI', observe: observeCopilot });
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
    cloneRepository(repo);
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


// How the Droid oracle probe runs Factory's Droid CLI (platform package `@factory/cli-linux-x64`, pinned 0.225.2,
// installed on demand into .oracle/droid, git-ignored; never a dependency). npm `@factory/cli` is a shim whose install
// script picks the platform binary; npm 11 skips install scripts and no platform package of the shim's own version
// (0.225.1) is published, so the probe installs the platform package alone and runs its `bin/droid`.
// Offline: `FACTORY_AIRGAP_ENABLED=true` skips the account calls (whoami, feature flags, org settings, telemetry);
// a throwaway HOME whose `~/.factory/settings.json` declares a BYOK custom model (`generic-chat-completion-api`) at a
// loopback OpenAI Chat Completions stub with a dummy key; `droid exec -m custom:Stub-0 "<prompt>"` then sends one
// model request there. Every other host goes to a dead loopback proxy; `timeout 90`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundedProcess, LOOPBACK_ONLY, stringsOf } from '../lib/runtime.mjs';
import { openAiChatStub } from '../lib/stub.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

export const VERSION = harnessVersion('droid');
// The platform package alone, `@factory/cli-<platform>-<arch>`, and its `bin/droid` (../lib/install.mjs).
const { bin: DROID } = ensureHarness('droid');

/**
 * `droid mcp list` in `cwd` (no model request): the project's servers, `<name> <transport>` (and `disabled`), sorted.
 * The connection status is left out: whether a server shows `connected` or still `connecting` depends on timing.
 */
export async function mcpList(cwd) {
  const r = await droid(['mcp', 'list'], cwd);
  const servers = r.out.split('\n').map((l) => /^\s+(\S+)\s+(\S+)\s+(.*?)\s+\[project\]$/.exec(l)).filter(Boolean).map((m) => `${m[1]} ${m[2]}${m[3] === 'disabled' ? ' disabled' : ''}`).sort();
  return { exit: r.code, servers, ...(servers.length ? {} : { output: r.out.trim().split('\n').slice(0, 2) }) };
}

/** One `droid exec` turn in `cwd`: exit code, the first model request's text, and the WARN lines of Droid's log. */
export async function turn(cwd, prompt = 'say hi now') {
  return droid(['exec', '-m', 'custom:Stub-0', prompt], cwd);
}

/** Run the pinned binary with `args` in `cwd`, in a throwaway HOME whose settings point a custom model at the stub. */
async function droid(args, cwd) {
  const stub = await openAiChatStub();
  const home = mkdtempSync(join(tmpdir(), 'droid-oracle-home-'));
  try {
    mkdirSync(join(home, '.factory'));
    writeFileSync(join(home, '.factory/settings.json'), JSON.stringify({ customModels: [{ model: 'stub-model', displayName: 'Stub', baseUrl: `http://127.0.0.1:${stub.port}/v1`, apiKey: 'dummy', provider: 'generic-chat-completion-api' }] }));
    const base = `http://127.0.0.1:${stub.port}`;
    const env = { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', FACTORY_AIRGAP_ENABLED: 'true', FACTORY_API_KEY: 'fk-dummy', FACTORY_API_BASE_URL: base, FACTORY_APP_BASE_URL: base, FACTORY_TELEMETRY_INGEST_BASE_URL: base, FACTORY_DISABLE_KEYRING: 'true', ...LOOPBACK_ONLY };
    const r = await boundedProcess(DROID, args, { cwd, env, timeoutMs: 90_000 });
    const first = stub.requests.find((q) => q.method === 'POST' && /chat\/completions/.test(q.path));
    return { code: r.code, out: r.out, text: first ? stringsOf(first.body).join('\n') : '', requested: !!first };
  } finally {
    rmSync(home, { recursive: true, force: true });
    await stub.close();
  }
}

/** The custom droids the request lists ("Custom droids available (…):" then `- name: description (location: project)`). */
export function droidsOf(text) {
  const block = /Custom droids available \([^)]*\):\n([\s\S]*?)\n\n/.exec(text)?.[1] ?? '';
  return block.split('\n').map((l) => /^- (.*?): ?(.*?) \(location: (\w+)\)$/.exec(l)).filter(Boolean).map((m) => `${m[1]}: ${JSON.stringify(m[2])}`).sort();
}

export const droidVersion = () => execFileSync('timeout', ['60', DROID, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();

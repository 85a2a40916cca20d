// How the Qwen Code oracle probes run Qwen Code (pinned 0.24.4, installed on demand into .oracle/qwen-code, git-ignored;
// never a dependency): one headless turn, `qwen <prompt> --auth-type openai -o json`, in a throwaway HOME against a
// loopback OpenAI Chat Completions stub with a dummy key (oracle/qwen-code/probe.mjs, mutations.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundedProcess, stringsOf } from '../lib/runtime.mjs';
import { inCaseRepo } from '../lib/cases.mjs';
import { openAiChatStub } from '../lib/stub.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

export const VERSION = harnessVersion('qwen-code');
// Qwen Code 0.24.4 declares node >= 22 but runs on node 20 (npm warns EBADENGINE; every recorded case ran on 20.20.2).
export const { bin: QWEN } = ensureHarness('qwen-code');

/** Run the pinned CLI in `cwd` with a fresh HOME (removed afterwards); resolves with its output and debug log. */
async function qwen(cliArgs, cwd, port) {
  const home = mkdtempSync(join(tmpdir(), 'qwen-oracle-home-'));
  mkdirSync(join(home, '.qwen'));
  // Offline: no usage statistics (RUM) upload, no update check.
  writeFileSync(join(home, '.qwen/settings.json'), JSON.stringify({ privacy: { usageStatisticsEnabled: false }, general: { enableAutoUpdate: false, disableAutoUpdate: true, disableUpdateNag: true }, telemetry: { enabled: false } }));
  const env = { PATH: process.env.PATH, HOME: home, OPENAI_API_KEY: 'dummy', OPENAI_BASE_URL: `http://127.0.0.1:${port ?? 9}/v1`, OPENAI_MODEL: 'stub-model', NO_COLOR: '1', QWEN_DEBUG_LOG_FILE: '1' };
  try {
    const { code, stdout, stderr } = await boundedProcess(QWEN, cliArgs, { cwd, env, timeoutMs: 120_000 });
    const debugDir = join(home, '.qwen/debug');
    const log = existsSync(debugDir) ? readdirSync(debugDir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(debugDir, f), 'utf8')).join('\n') : '';
    return { code, out: stdout, err: stderr, log };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}


/** One headless turn in `dir`: the init event, the first model request's text, the debug log. */
export async function turn(dir, prompt) {
  const stub = await openAiChatStub();
  const run = await qwen([prompt, '--auth-type', 'openai', '-o', 'json'], dir, stub.port);
  await stub.close();
  let events = [];
  try { events = JSON.parse(run.out); } catch { /* a failed run prints no JSON */ }
  const init = events.find((e) => e.type === 'system' && e.subtype === 'init') ?? {};
  const first = stub.requests.find((q) => q.method === 'POST' && /chat\/completions$/.test(q.path));
  return { ...run, init, request: first ? JSON.stringify(first.body) : '', text: first ? stringsOf(first.body).join('\n') : '' };
}

let baseline;
/** The agents and commands of an empty project (the built-in ones), observed once per process. */
export async function builtins() {
  baseline ??= await inCaseRepo('qwen-oracle-case-', {}, async (dir) => {
    const t = await turn(dir, 'hi');
    return { agents: new Set(t.init.agents ?? []), commands: new Set(t.init.slash_commands ?? []) };
  });
  return baseline;
}

/** The log lines about the project's files: ERROR/WARN, first line, the case folder removed, sorted. */
const LOG_TAGS = /\[(SKILL_MANAGER|SUBAGENT_MANAGER|FILE_COMMAND_LOADER|YAML_PARSER|CONFIG|SETTINGS|MEMORY_DISCOVERY|IMPORT_PROCESSOR|MEMPORT|HOOKS?|MCP|EXTENSIONS?|[A-Z_]*IMPORT[A-Z_]*)\]/;
export function logLines(log, dir) {
  const lines = log.split('\n').filter((l) => /^\S+ \[(ERROR|WARN)\] /.test(l) && LOG_TAGS.test(l) && !/RIPGREP|QWEN_LOGGER|\[GIT\]/.test(l));
  return [...new Set(lines.map((l) => l.replace(/^\S+ /, '').split(`${dir}/`).join('').trim()))].sort();
}

/** The installed version, as the CLI prints it. */
export const qwenVersion = () => execFileSync('timeout', ['60', QWEN, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();

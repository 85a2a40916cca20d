// How the Cline oracle probes run Cline's CLI (npm `cline`, pinned 3.0.65, installed on demand into .oracle/cline,
// git-ignored; never a dependency): oracle/cline/probe.mjs (cases) and mutations.mjs (agent configs).
// `cline` is a Node shim whose install script picks a platform binary (Bun, with the CLI inside); npm 11 skips
// install scripts, so the platform package is installed too and its binary run directly.
// Offline: every other host is sent to a dead loopback proxy (HTTP(S)_PROXY=127.0.0.1:9, NO_PROXY=127.0.0.1); the
// model is a loopback OpenAI-compatible stub with a dummy key; each call under `timeout 90`.
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundedProcess, LOOPBACK_ONLY, plain } from '../lib/runtime.mjs';
import { openAiChatStub } from '../lib/stub.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

export const VERSION = harnessVersion('cline');
// `cline` and its platform package `@cline/cli-<platform>-<arch>`, whose `bin/cline` is run (../lib/install.mjs; the
// tarball's mode bits are kept by npm today, and the helper makes the binary executable if they are not).
const { bin: CLINE } = ensureHarness('cline');

/** Run the pinned CLI in `cwd` with HOME `home`. */
export async function cline(args, cwd, home) {
  const env = { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', ...LOOPBACK_ONLY };
  const r = await boundedProcess(CLINE, args, { cwd, env, timeoutMs: 90_000 });
  return { status: r.code, stdout: plain(r.stdout), stderr: plain(r.stderr) };
}

/** One entry of a `config <section>` listing: its path (relative), and the start of its text where it has one. */
export function entry(section, e, dir) {
  const path = String(e.path ?? '').split(`${dir}/`).join('');
  if (section === 'hooks') return `${path} -> ${e.hookEventName}`;
  if (section === 'skills') return `${path}: name=${JSON.stringify(e.name)} description=${JSON.stringify(e.description ?? null)}`;
  const text = String(e.instructions ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  return `${path}: ${JSON.stringify(text)}`;
}

/**
 * One headless turn: the `## <name>` headings of the system prompt's `# Rules` section, the exit code, and the
 * tools the request offered (`tools`: name and description; Cline offers each agent config as `subagent_<name>`).
 */
export async function session(dir, home, prompt) {
  const stub = await openAiChatStub();
  try {
    const auth = await cline(['auth', '-p', 'openai-compatible', '-k', 'dummy', '-m', 'stub-model', '-b', `http://127.0.0.1:${stub.port}/v1`], dir, home);
    if (auth.status !== 0) return { exit: auth.status, error: auth.stderr.trim().split('\n')[0] };
    // A prompt must be one quoted argument of more than one word (a single word is read as a command).
    const run = await cline(['--json', prompt], dir, home);
    const first = stub.requests.find((q) => q.method === 'POST' && /chat\/completions$/.test(q.path));
    const system = String(first?.body?.messages?.find((m) => m.role === 'system')?.content ?? '');
    const rules = /\n# Rules\n([\s\S]*?)(?=\n# |$)/.exec(system)?.[1] ?? '';
    const tools = (first?.body?.tools ?? []).map((t) => ({ name: t.function?.name, description: t.function?.description ?? '' }));
    return { exit: run.status, requested: !!first, rules: [...rules.matchAll(/^## (.+)$/gm)].map((m) => m[1]), tools };
  } finally {
    await stub.close();
  }
}


/** The installed version, as the CLI prints it. */
export const clineVersion = () => execFileSync('timeout', ['60', CLINE, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();

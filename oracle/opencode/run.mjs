// How the OpenCode mutation probes run OpenCode (pinned 1.18.33, installed on demand into .oracle/opencode, git-ignored;
// never a dependency): `opencode debug config` in a throwaway git repository and HOME, no auto-update, no models
// fetch, up to 300 s a run (OpenCode takes about 3 s of CPU; the machine is shared). Used by mutations.mjs
// (opencode.json), file-mutations.mjs (agent and command files) and probe.mjs (the cases).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { boundedProcess, plain } from '../lib/runtime.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

export const VERSION = harnessVersion('opencode');
const { bin: OPENCODE } = ensureHarness('opencode');


/**
 * The pinned CLI with `args` in `cwd`, in a throwaway HOME and XDG folders (removed afterwards), no auto-update, no
 * models.dev fetch (else each run waits for it to fail); `extraEnv` on top. Resolves with `{ status, stdout, stderr, out }`.
 */
export function opencode(args, cwd, extraEnv = {}, timeoutMs = 300_000) {
  const home = mkdtempSync(join(tmpdir(), 'opencode-oracle-home-'));
  const env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local/share'), XDG_CACHE_HOME: join(home, '.cache'), OPENCODE_DISABLE_AUTOUPDATE: '1', OPENCODE_DISABLE_MODELS_FETCH: '1', ...extraEnv };
  return boundedProcess(OPENCODE, args, { cwd, env, timeoutMs }).then((r) => {
    rmSync(home, { recursive: true, force: true });
    return { status: r.code, stdout: plain(r.stdout), stderr: plain(r.stderr), out: plain(r.out) };
  });
}

/** Run `debug config` in a fresh git repository holding `files`. */
export async function debugConfig(files) {
  const dir = mkdtempSync(join(tmpdir(), 'opencode-mut-'));
  try {
    for (const [p, t] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, p)), { recursive: true });
      writeFileSync(join(dir, p), t);
    }
    execFileSync('git', ['-C', dir, 'init', '-q']);
    const r = await opencode(['debug', 'config'], dir);
    const out = r.out.split(`${dir}/`).join('');
    let config = null;
    if (r.status === 0) {
      const i = out.search(/^\{/m);
      config = JSON.parse(out.slice(i));
    }
    return { status: r.status, out, config };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}


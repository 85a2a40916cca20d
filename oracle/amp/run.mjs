// How the Amp oracle probe runs Amp's CLI (npm `@ampcode/cli`; pinned platform build 0.0.1790142911-g7618fb, installed
// on demand into .oracle/amp, git-ignored; never a dependency). `@ampcode/cli` is a shim whose install script links a
// platform binary from an optional dependency; npm 11 skips install scripts, and the shim's own version
// (0.0.1790712063-gb89205 on 2026-12-05) has no platform package, so the probe installs the newest platform package
// on its own and runs its `amp` binary directly.
// Offline: a throwaway HOME; `AMP_API_KEY=dummy` and `AMP_URL=<loopback stub>` (the stub answers Amp's
// `/api/internal` calls, `getUserInfo` and `loadPlugins`, with `{}`); every other host goes to a dead loopback proxy.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundedProcess, LOOPBACK_ONLY } from '../lib/runtime.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

export const VERSION = harnessVersion('amp');
// The platform package alone, `@ampcode/cli-<platform>-<arch>`, and its `amp` binary (../lib/install.mjs).
const { bin: AMP } = ensureHarness('amp');

/** Run the pinned CLI in `cwd` against a loopback stub, in a throwaway HOME; resolves with `{ code, out, requests }`. */
export async function amp(args, cwd) {
  const stub = await recordingServer((req, j, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{}');
  }, { keep: 'request' });
  const home = mkdtempSync(join(tmpdir(), 'amp-oracle-home-'));
  try {
    const env = { PATH: process.env.PATH, HOME: home, NO_COLOR: '1', AMP_API_KEY: 'dummy', AMP_URL: `http://127.0.0.1:${stub.port}`, ...LOOPBACK_ONLY };
    const r = await boundedProcess(AMP, args, { cwd, env, timeoutMs: 60_000 });
    return { code: r.code, out: r.out.replace(/\x1b\[[0-9;]*m/g, '').split(`${cwd}/`).join('').split(encodeURI(`${cwd}/`)).join(''), requests: stub.requests.map((q) => `${q.method} ${q.path}`) };
  } finally {
    rmSync(home, { recursive: true, force: true });
    await stub.close();
  }
}

/** `amp skill list`, parsed: the project's skills (built-in ones left out) and the skipped ones with their message. */
export function skillsOf(out) {
  const [okPart, errPart = ''] = out.split(/\n\s*Skipped skills with errors \(\d+\):\n/);
  // An entry starts at its `•` (listed) or `⚠` (skipped) line and ends at its `file://` line; a blank description
  // leaves an empty line inside an entry, so entries are not split on blank lines.
  const entries = (text, mark) => {
    const out = [];
    let cur;
    for (const raw of text.split('\n')) {
      const l = raw.trim();
      if (l.startsWith(`${mark} `)) cur = { head: l.slice(2), lines: [] };
      else if (cur && l.startsWith('file://')) { out.push({ ...cur, file: l.slice(7) }); cur = undefined; }
      else if (cur && l.startsWith('builtin:')) cur = undefined;
      else if (cur && l) cur.lines.push(l);
    }
    return out;
  };
  const loaded = entries(okPart, '•').map((e) => `${e.file}: name=${JSON.stringify(e.head)}`);
  const skipped = entries(errPart, '⚠').map((e) => `${e.file.replace(/\/SKILL\.md$/i, '')}: ${e.lines[0] ?? ''}${e.lines[1] && !e.lines[1].startsWith('Add ') ? ` — ${e.lines[1]}` : ''}`);
  return { loaded: loaded.sort(), skipped: skipped.sort() };
}

/** The installed version. */
export const ampVersion = () => execFileSync('timeout', ['60', AMP, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim().split(' ')[0];

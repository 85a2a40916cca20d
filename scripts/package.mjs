// Bundle the Action (src/main.ts -> dist/index.js) and the CLI (src/cli.ts -> dist/cli/index.js) with ncc.
// tsc compiles src/ once with tsconfig.build.json (src only: a type error in a test does not
// block a build; `npm test` type-checks the tests) into build/src, and ncc bundles that JavaScript:
// ncc's own ts-loader would type-check the whole tsconfig.json program, tests included, per entry.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, rmSync } from 'node:fs';

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js';
const builds = [
  ['build/src/main.js', 'dist'],
  ['build/src/cli.js', 'dist/cli'],
];
rmSync('build/src', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
rmSync('dist', { recursive: true, force: true });
for (const [entry, out] of builds) {
  if (!existsSync(entry)) {
    console.log(`skip ${entry} (not there yet)`);
    continue;
  }
  execFileSync(process.execPath, [ncc, 'build', entry, '-o', out, '--license', 'licenses.txt', '-q'], { stdio: 'inherit' });
}
if (existsSync('dist/cli/index.js')) chmodSync('dist/cli/index.js', 0o755);
console.log('dist/ rebuilt');

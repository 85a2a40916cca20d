// Bundle the Action (src/main.ts -> dist/index.js) and the CLI (src/cli.ts -> dist/cli/index.js) with ncc.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, rmSync } from 'node:fs';

const ncc = 'node_modules/@vercel/ncc/dist/ncc/cli.js';
const builds = [
  ['src/main.ts', 'dist'],
  ['src/cli.ts', 'dist/cli'],
];
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

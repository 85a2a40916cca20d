// Build the extension into out/: the client bundled with ncc (`vscode` stays external, VS Code
// provides it) and the agentlint server (the bundled CLI folder, dist/cli by default) in out/server.
// Usage: node scripts/build.mjs [--server DIR]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(here, '../..');
const i = process.argv.indexOf('--server');
const server = resolve(i > 0 ? process.argv[i + 1] : join(repo, 'dist/cli'));
if (!existsSync(join(server, 'index.js'))) {
  console.error(`no server at ${server}/index.js: run npm run package at the repository root first`);
  process.exit(2);
}
const out = join(here, 'out');
rmSync(out, { recursive: true, force: true });
const ncc = join(repo, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
execFileSync(process.execPath, [ncc, 'build', join(here, 'extension.js'), '-o', join(out, 'client'), '-e', 'vscode', '-q'], { stdio: 'inherit' });
cpSync(server, join(out, 'server'), { recursive: true });
console.log(`built ${out} (server from ${server})`);

// package.json's `version` is the one place a release changes. `npm version X.Y.Z` runs this (the
// `version` script): it copies the version into src/engine/version.ts (the CLI's --version, the JSON
// report's tool.version, SARIF's tool.driver.version, the language server's serverInfo), into the
// VS Code extension's manifest, and into the manifests of agentlint as a plugin of the harnesses (Claude Code,
// Copilot CLI, Gemini CLI), whose installs update by that version. __tests__/release/version.test.ts fails when they differ.
// Usage: node scripts/sync-version.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const version = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).version;
const check = process.argv.includes('--check');
const targets = [
  ['src/engine/version.ts', (s) => s.replace(/export const TOOL_VERSION = '[^']*';/, `export const TOOL_VERSION = '${version}';`)],
  ['editors/vscode/package.json', (s) => s.replace(/^(  "version": )"[^"]*"/m, `$1"${version}"`)],
  // The MCP snippets of the docs run a pinned release (security/unpinned-server).
  ['docs/in-your-agent.md', (s) => s.replace(/(@agentlint\/cli@)\d+\.\d+\.\d+[\w.+-]*/g, `$1${version}`)],
  ...['plugins/agentlint/.claude-plugin/plugin.json', '.github/plugin/plugin.json', 'gemini-extension.json'].map((f) => [f, (s) => s.replace(/^(  "version": )"[^"]*"/m, `$1"${version}"`)]),
];
let stale = 0;
for (const [file, update] of targets) {
  const path = join(repo, file);
  const before = readFileSync(path, 'utf8');
  const after = update(before);
  if (after === before) continue;
  stale++;
  if (check) console.error(`${file} does not carry version ${version}`);
  else writeFileSync(path, after);
}
if (check && stale > 0) process.exit(1);

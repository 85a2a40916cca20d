// Where a run's time goes, by source module: builds the CLI once more with source maps (into .bench/profile-dist,
// from the tsc output that `npm run package` leaves in build/src), runs it PROFILE_RUNS times (default 5) under
// `--cpu-prof` on a tree, maps every sample back to its source file through the bundle's maps, and prints the mean
// self time of each group: source folders (a harness's or format's folder as one), npm packages, and V8's and
// Node's own work (compiling the bundle, `(garbage collector)`, file-system calls).
// A measurement to read, not a test: `node scripts/profile.mjs <tree> [--by file] [--runtime <node>] [--stdin <file>] [args…]`.
// The hook: `node scripts/profile.mjs hook --stdin event.json claude-code` (its event on standard input).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const option = (name) => {
  const at = argv.indexOf(name);
  return at < 0 ? undefined : argv.splice(at, 2)[1];
};
const byFile = option('--by') === 'file';
const runtime = option('--runtime') ?? process.execPath;
const stdinFile = option('--stdin');
const [tree, ...rest] = argv;
if (!tree) {
  console.error('usage: node scripts/profile.mjs <tree> [--by file] [--runtime <node>] [agentlint arguments…]');
  process.exit(2);
}
const RUNS = Number(process.env.PROFILE_RUNS ?? 5);
const OUT = resolve('.bench/profile-dist');
const PROFILES = resolve('.bench/profiles');

if (!existsSync('build/src/cli.js')) execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
rmSync(OUT, { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/@vercel/ncc/dist/ncc/cli.js', 'build', 'build/src/cli.js', '-o', OUT, '-s', '-q'], { stdio: 'inherit' });
rmSync(PROFILES, { recursive: true, force: true });
mkdirSync(PROFILES, { recursive: true });
const args = rest.length > 0 || stdinFile ? rest : ['--format', 'json', '--output', '/dev/null'];
for (let i = 0; i < RUNS; i++) {
  const r = spawnSync(runtime, ['--cpu-prof', '--cpu-prof-dir', PROFILES, '--cpu-prof-interval', '250', `${OUT}/index.js`, tree, ...args], { stdio: ['pipe', 'ignore', 'pipe'], input: stdinFile ? readFileSync(stdinFile) : '' });
  if (r.status === 2) throw new Error(`agentlint failed: ${r.stderr}`);
}

const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    const file = fileURLToPath(url);
    maps.set(url, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : undefined);
  }
  return maps.get(url);
}

/** The group a sample's frame belongs to. */
function groupOf(frame) {
  const { url, functionName, lineNumber, columnNumber } = frame;
  if (!url) {
    if (functionName.startsWith('RegExp')) return '(regular expressions)';
    // V8's own rows keep their names; a builtin with no script (readdir, open, fstat…) is Node's.
    return functionName.startsWith('(') ? functionName : `node: ${functionName}`;
  }
  if (url.startsWith('node:')) return functionName === 'compileSourceTextModule' ? '(compiling the bundle)' : `node: ${functionName}`;
  if (!url.startsWith('file:')) return url;
  const source = sourceMapOf(url)?.findEntry(lineNumber, columnNumber)?.originalSource ?? '';
  if (source.includes('webpack/bootstrap')) return '(module initialisation: the bundle\'s require)';
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  if (npm) return `npm: ${npm[1]}`;
  const src = /build\/src\/(.*)$/.exec(source)?.[1];
  if (!src) return '(unmapped)';
  if (byFile) return `src/${src.replace(/\.js$/, '.ts')}`;
  const family = /^(harnesses|formats)\/([^/]+)\//.exec(src);
  return family ? `src/${family[1]}/${family[2]}/` : `src/${src.includes('/') ? `${src.split('/')[0]}/` : src.replace(/\.js$/, '.ts')}`;
}

const totals = new Map();
let wall = 0;
const files = readdirSync(PROFILES).filter((f) => f.endsWith('.cpuprofile'));
for (const f of files) {
  const profile = JSON.parse(readFileSync(`${PROFILES}/${f}`, 'utf8'));
  wall += (profile.endTime - profile.startTime) / 1000;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const group = groupOf(nodes.get(id).callFrame);
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
}
// Node's file-system and other internal calls are many small rows: one row for all of them.
const rows = new Map();
for (const [group, ms] of totals) {
  const key = group.startsWith('node: ') ? '(Node internals: file system, paths, buffers)' : group;
  rows.set(key, (rows.get(key) ?? 0) + ms / files.length);
}
const sum = [...rows.values()].reduce((a, b) => a + b, 0);
console.log(`\n${runtime === process.execPath ? `node ${process.version}` : runtime}, ${files.length} profiles of \`agentlint ${tree} ${args.join(' ')}\`: mean profiled time ${(wall / files.length).toFixed(0)} ms (under the profiler)\n`);
console.log('| where | self time | share |');
console.log('|---|---:|---:|');
for (const [group, ms] of [...rows].sort((a, b) => b[1] - a[1])) {
  if (ms < 0.5) continue;
  console.log(`| ${group} | ${ms.toFixed(1)} ms | ${((100 * ms) / sum).toFixed(0)}% |`);
}

// npm run bench: lint the shared corpus and generated trees of 10k and 100k artifacts with the
// bundled CLI (a whole process, as users run it), and time a plain script that only lists,
// reads and YAML/JSON-parses the same files: the floor any JavaScript linter pays.
// Prints one table: for each tree, agentlint with the harnesses the tree holds and with every harness
// (`--harness` all), against the floor: median wall time, the ratio, and median peak RSS of each, over
// BENCH_RUNS alternating runs. A benchmark, not a test: nothing is asserted.
// A second table times the after-write hook a harness runs (`agentlint hook claude-code`, the event on stdin) in
// the corpus: for one agent of it, and for files that are no agent definition (which must stay cheap: the hook
// runs after every write). BENCH_HOOK_ONLY=1 prints that table alone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { locateCorpus } from './corpus.mjs';
import { ensureNode24 } from './node24.mjs';

const CLI = resolve(process.env.AGENTLINT_CLI ?? 'dist/cli/index.js');
const CHILD = resolve('scripts/bench-child.mjs');
const FLOOR = resolve('scripts/bench-floor.mjs');
const EMPTY = resolve('scripts/bench-empty.mjs');
const CORPUS = locateCorpus();
if (!CORPUS) console.log('no corpus (AGENTLINT_CORPUS or ../shared/corpus/wshobson-agents): its row is left out');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

if (!existsSync(CLI)) {
  console.error('dist/cli/index.js is missing: run npm run package first');
  process.exit(2);
}

/** Agent names are letters and hyphens: 0 -> a, 25 -> z, 26 -> ba, ... */
function letters(n) {
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
}

/** A tree of `n` artifacts: plugins with agents, skills and commands, a few with mistakes. */
function generate(n) {
  const dir = resolve(`.bench/tree-v2-${n}`);
  if (existsSync(join(dir, '.done'))) return dir;
  const perPlugin = 100;
  for (let p = 0; p * perPlugin < n; p++) {
    const root = join(dir, 'plugins', `plugin-${p}`);
    mkdirSync(join(root, '.claude-plugin'), { recursive: true });
    writeFileSync(join(root, '.claude-plugin/plugin.json'), JSON.stringify({ name: `plugin-${p}`, version: '1.0.0', description: 'generated' }, null, 2));
    mkdirSync(join(root, 'agents'), { recursive: true });
    mkdirSync(join(root, 'commands'), { recursive: true });
    for (let i = 0; i < perPlugin && p * perPlugin + i < n; i++) {
      const k = i % 10;
      if (k < 6) {
        const model = i % 17 === 0 ? 'sonet' : 'sonnet';
        writeFileSync(join(root, 'agents', `agent-${i}.md`), `---\nname: agent-${letters(p)}-${letters(i)}\ndescription: Generated agent ${i} for the benchmark; reviews code and writes tests.\nmodel: ${model}\ntools: Read, Grep, Glob, Bash(git diff:*)${i % 23 === 0 ? ', Wrte' : ''}\ncolor: blue\n---\nYou are agent ${i}. ${'Follow the instructions carefully. '.repeat(20)}\n`);
      } else if (k < 8) {
        mkdirSync(join(root, 'skills', `skill-${i}`), { recursive: true });
        writeFileSync(join(root, 'skills', `skill-${i}`, 'SKILL.md'), `---\nname: skill-${i}\ndescription: Generated skill ${i}. Use when the user asks for skill ${i}.\nallowed-tools: Read Grep\n---\n# Skill ${i}\n\n${'Step by step instructions. '.repeat(30)}\n`);
      } else {
        writeFileSync(join(root, 'commands', `command-${i}.md`), `---\ndescription: Generated command ${i}\nallowed-tools: Bash(git status:*)\nargument-hint: "[target]"\n---\nRun the check on $ARGUMENTS.\n`);
      }
    }
  }
  writeFileSync(join(dir, '.done'), '');
  return dir;
}

// Every table is made on this machine's Node and on Node 24, the Action's runtime (installed on demand into
// .node24/ from the npm registry; BENCH_NODE24=0 leaves it out).
const NODE24 = process.env.BENCH_NODE24 === '0' ? undefined : ensureNode24();
const RUNTIMES = [process.execPath, ...(NODE24 ? [NODE24] : [])];
let runtime = process.execPath;
const versionOf = (node) => spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();

function measure(args, input) {
  const r = spawnSync(runtime, [CHILD, ...args], { encoding: 'utf8', maxBuffer: 1 << 30, input });
  const m = /BENCH (\{.*\})/.exec(r.stderr);
  if (!m) throw new Error(`no measurement: ${r.stderr.slice(-2000)}`);
  // A lint that fails (exit 2: a usage or I/O error) would time an unfinished run.
  if (args[0] === CLI && args[1] !== 'hook' && r.status === 2) throw new Error(`agentlint failed: ${r.stderr.slice(-2000)}`);
  return JSON.parse(m[1]);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// Every harness agentlint knows, read from its one list (src/artifacts/harness.ts), so a new harness is benchmarked too.
// Every harness of the registry: one folder with a descriptor each (src/harnesses/<id>/descriptor.ts).
const ALL_HARNESSES = readdirSync(resolve('src/harnesses'), { withFileTypes: true }).filter((e) => e.isDirectory() && existsSync(join(resolve('src/harnesses'), e.name, 'descriptor.ts'))).map((e) => e.name).sort().join(',');

/** The hook's table: the whole `agentlint hook claude-code` process for one written file of the corpus, median of RUNS. */
function hookTable() {
  if (!CORPUS) return;
  const agent = 'plugins/database-design/agents/database-architect.md';
  const other = 'SOURCE.md';
  const notText = 'LICENSE';
  const event = (rel) => JSON.stringify({ cwd: CORPUS, hook_event_name: 'PostToolUse', tool_name: 'Write', tool_input: { file_path: join(CORPUS, rel) } });
  console.log(`\n| node ${versionOf(runtime)}: the hook in your agent (\`agentlint hook claude-code\`, shared corpus) | median wall time | median peak RSS |`);
  console.log('|---|---:|---:|');
  // Start-up alone, for the ratios the goals name: an empty Node process, and `agentlint --version`.
  for (const [label, args] of [['`node -e 0` (an empty process: the floor of any command)', [EMPTY]], ['`agentlint --version`', [CLI, '--version']]]) {
    const runs = Array.from({ length: RUNS }, () => measure(args));
    console.log(`| ${label} | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${(median(runs.map((r) => r.rss)) / 1024).toFixed(0)} MB |`);
  }
  const rows = [
    ['one agent written (linted with its neighbourhood; the whole tree when a cross-file rule speaks)', agent],
    ['a Markdown file that is no agent definition (ruled out from its path and the folders above it: nothing loaded)', other],
    ['a file no harness could read as a definition (ruled out from its name)', notText],
  ];
  for (const [label, rel] of rows) {
    const runs = Array.from({ length: RUNS }, () => measure([CLI, 'hook', 'claude-code'], event(rel)));
    console.log(`| ${label}: \`${rel}\` | ${median(runs.map((r) => r.ms)).toFixed(0)} ms | ${(median(runs.map((r) => r.rss)) / 1024).toFixed(0)} MB |`);
  }
}
if (process.env.BENCH_HOOK_ONLY) {
  for (runtime of RUNTIMES) hookTable();
  process.exit(0);
}

const targets = [
  ...(CORPUS ? [['shared corpus', CORPUS]] : []),
  ['generated 10k', generate(10_000)],
  ['generated 100k', generate(100_000)],
];
const lint = (dir, more = []) => [CLI, dir, '--format', 'json', '--output', '/dev/null', ...more];
for (runtime of RUNTIMES) {
console.log(`\nnode ${versionOf(runtime)}, ${RUNS} alternating runs of each (agentlint, agentlint with every harness, the floor), median wall time of the whole process and median peak RSS\n`);
console.log('| tree | files | harnesses | agentlint | floor | ratio | agentlint peak RSS | floor peak RSS |');
console.log('|---|---:|---|---:|---:|---:|---:|---:|');
for (const [name, dir] of targets) {
  // Alternate the three so that a busy moment of a shared machine falls on all of them alike.
  const runs = { found: [], all: [], floor: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.found.push(measure(lint(dir)));
    runs.all.push(measure(lint(dir, ['--harness', ALL_HARNESSES])));
    runs.floor.push(measure([FLOOR, dir]));
  }
  const ms = (k) => median(runs[k].map((r) => r.ms));
  const mb = (k) => `${(median(runs[k].map((r) => r.rss)) / 1024).toFixed(0)} MB`;
  const files = runs.floor[0].files;
  for (const [k, label] of [['found', 'found in the tree'], ['all', 'every harness']]) {
    console.log(`| ${name} | ${files.toLocaleString('en-US')} | ${label} | ${ms(k).toFixed(0)} ms | ${ms('floor').toFixed(0)} ms | ${(ms(k) / ms('floor')).toFixed(2)} | ${mb(k)} | ${mb('floor')} |`);
  }
}
hookTable();
}

#!/usr/bin/env node
// The mutation probes (issue 19) for Qwen Code 0.24.4: single-field mutations (mutate.mjs) of a valid base file of each
// kind Qwen reads with fields: a subagent's frontmatter (`.qwen/agents/*.md`), a skill's (`.qwen/skills/<n>/SKILL.md`),
// a TOML command (`.qwen/commands/*.toml`) and a Markdown command's frontmatter (`.qwen/commands/*.md`). Every mutation of
// a kind is a file of its own in one project, so one headless turn (run.mjs) answers a batch of them: a file is
// `drops` when Qwen does not list it (its agent, or its command or skill, is not in the run's `init` event), `ignores`
// when it is listed and the debug log has a WARN line about that file ("… Dropping field"), `accepts` otherwise.
// A mutated file is found by the name Qwen lists: each file has its own name (`m12`), and when the mutation is of the
// name itself, by the description marker the first request carries (`MARK-m12`).
//
//   node oracle/qwen-code/mutations.mjs          # record oracle/qwen-code/mutations.json
//   node oracle/qwen-code/mutations.mjs --check  # observe again; fail on an outcome that differs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { stringify as toToml } from 'smol-toml';
import YAML from 'yaml';
import { inCaseRepo } from '../lib/cases.mjs';
import { applyMutation, lineOfKey, mutations } from '../lib/mutate.mjs';
import { builtins, logLines, qwenVersion, turn } from './run.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const OUT = join(ROOT, 'oracle/qwen-code/mutations.json');
const check = process.argv.includes('--check');
const BODY = 'You review the code for bugs and missing tests.\n';

/** Each kind: its base value (the marker `MARK` is replaced by the file's own), where it lives, how it is written and listed. */
const KINDS = [
  {
    kind: 'qwen-agent', listed: 'agents',
    base: { name: 'NAME', description: 'MARK reviews code', tools: ['read_file', 'grep_search'], model: 'stub-model', color: 'blue', approvalMode: 'default', permissionMode: 'default', maxTurns: 5, background: false },
    enums: ['/color', '/approvalMode', '/permissionMode'],
    path: (n) => `.qwen/agents/${n}.md`,
    text: (v) => `---\n${YAML.stringify(v)}---\n${BODY}`,
  },
  {
    kind: 'qwen-skill', listed: 'commands',
    base: { name: 'NAME', description: 'MARK a skill', 'allowed-tools': ['read_file'], 'argument-hint': '[file]', when_to_use: 'when asked', 'disable-model-invocation': false, 'user-invocable': true },
    enums: [],
    path: (n) => `.qwen/skills/${n}/SKILL.md`,
    text: (v) => `---\n${YAML.stringify(v)}---\nDo the thing.\n`,
  },
  {
    kind: 'qwen-command', listed: 'commands', named: 'file',
    base: { prompt: 'MARK run {{args}}', description: 'a command' },
    enums: [],
    path: (n) => `.qwen/commands/${n}.toml`,
    text: (v) => toToml(v),
  },
  {
    kind: 'qwen-md-command', listed: 'commands', named: 'file',
    base: { description: 'MARK a command', 'argument-hint': '[file]', when_to_use: 'when asked', 'disable-model-invocation': false },
    enums: [],
    path: (n) => `.qwen/commands/${n}.md`,
    text: (v) => `---\n${YAML.stringify(v)}---\nRun it on {{args}}.\n`,
  },
];

/** Fill the base's placeholders with the file's own name and marker (deeply, strings only). */
const own = (v, n) => (typeof v === 'string' ? v.replace('NAME', n).replace('MARK', `MARK-${n}`) : Array.isArray(v) ? v.map((x) => own(x, n)) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, own(x, n)])) : v);

async function observeKind(k) {
  const list = mutations(k.base, { enums: k.enums, depth: 1 });
  const files = {};
  const meta = [];
  list.forEach((m, i) => {
    const n = `m${i}`;
    const value = applyMutation(own(k.base, n), m);
    const text = k.text(value);
    const path = k.path(n);
    files[path] = text;
    const key = m.pointer.split('/')[1];
    meta.push({ n, m, path, text, line: m.op === 'remove' ? null : lineOfKey(text, key) });
  });
  const base = await builtins();
  return inCaseRepo('qwen-oracle-mutation-', files, async (dir) => {
    const t = await turn(dir, 'hi');
    const listed = new Set((t.init[k.listed === 'agents' ? 'agents' : 'slash_commands'] ?? []).filter((x) => !base[k.listed].has(x)));
    const log = logLines(t.log, dir);
    return meta.map(({ n, m, path, line }) => {
      const about = log.filter((l) => l.includes(`${path}`) || l.includes(`${dirname(path)}:`) || (k.kind === 'qwen-skill' && l.includes(`${dirname(path)}:`)));
      const byName = listed.has(n);
      const byMarker = k.named !== 'file' && m.pointer === '/name' && t.text.includes(`MARK-${n} `);
      let outcome;
      let evidence;
      if (!byName && !byMarker) {
        outcome = 'drops';
        evidence = about.length ? about.join(' | ') : `not among the run's ${k.listed}, without a log line`;
      } else if (about.some((l) => /\[WARN\]/.test(l))) {
        outcome = 'ignores';
        evidence = about.join(' | ');
      } else {
        outcome = 'accepts';
        evidence = byName ? `listed as ${n}` : `listed under another name; its description (MARK-${n}) was sent`;
      }
      return { id: `${k.kind}:${m.pointer}:${m.op}`, kind: k.kind, pointer: m.pointer, op: m.op, files: { [path]: files[path] }, target: path, line, outcome, evidence };
    });
  });
}

const cases = [];
for (const k of KINDS) {
  cases.push(...(await observeKind(k)));
  console.log(`qwen-code: ${k.kind} observed (${cases.length} mutations so far)`);
}
const version = qwenVersion();
if (check) {
  const old = new Map(JSON.parse(readFileSync(OUT, 'utf8')).cases.map((c) => [c.id, c]));
  const diffs = cases.filter((c) => old.get(c.id)?.outcome !== c.outcome || JSON.stringify(old.get(c.id)?.files) !== JSON.stringify(c.files));
  for (const c of diffs) console.log(`DIFF ${c.id}: recorded ${old.get(c.id)?.outcome ?? 'nothing'}, observed ${c.outcome} (${c.evidence})`);
  if (old.size !== cases.length) console.log(`DIFF ${old.size} recorded, ${cases.length} observed`);
  console.log(`checked ${cases.length} Qwen Code mutations against ${version}: ${diffs.length + (old.size !== cases.length ? 1 : 0)} difference(s)`);
  process.exit(diffs.length || old.size !== cases.length ? 1 : 0);
}
writeFileSync(OUT, `${JSON.stringify({ harness: 'qwen-code', version, cases }, null, 2)}\n`);
console.log(`qwen-code: ${cases.length} mutations recorded (${cases.filter((c) => c.outcome !== 'accepts').length} not accepted)`);

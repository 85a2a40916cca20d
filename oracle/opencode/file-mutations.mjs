#!/usr/bin/env node
// Mutation probe for OpenCode's agent and command FILES (pinned 1.18.33; issue 19): single-field mutations
// (mutate.mjs) of a valid `.opencode/agent/<name>.md` and `.opencode/command/<name>.md` frontmatter, each judged by
// `opencode debug config` (run.mjs). Golden: oracle/opencode/mutations-files.json (format in
// mutate.mjs); test: __tests__/oracle/opencode/mutations-files.test.ts.
//
// Batching: every mutated file goes into one project. OpenCode refuses to start on the first invalid file and names
// it ("Configuration is invalid at <file>: … at ["key"]"), so that file is judged `rejects` and the run repeats
// without it, until the project loads (a run takes about 1.2 s idle: the run count is the number of rejected files
// plus one). The project that loads is judged from `debug config`: the agent or command missing is `drops`; the
// field with the value as written `accepts` (a removed field: absent); another value `ignores`.
//
//   node oracle/opencode/file-mutations.mjs           # record
//   node oracle/opencode/file-mutations.mjs --check   # exit 1 when an outcome differs from the record
import { dirname, join, resolve } from 'node:path';
import { recordOrCheckMutations } from '../lib/cases.mjs';
import { applyMutation, mutations } from '../lib/mutate.mjs';
import { frontmatterText, lineOf } from '../lib/mutate-text.mjs';
import { debugConfig, VERSION } from './run.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const GOLDEN = join(ROOT, 'oracle/opencode/mutations-files.json');
const check = process.argv.includes('--check');

const AGENT_BASE = { description: 'Reviews code', mode: 'subagent', model: 'anthropic/claude-sonnet-4-5', temperature: 0.2, top_p: 0.9, steps: 5, color: '#ff0000', hidden: false, disable: false, tools: { bash: false }, permission: { edit: 'ask' } };
const COMMAND_BASE = { description: 'Greets', agent: 'build', model: 'anthropic/claude-sonnet-4-5', subtask: false };
const SETS = [
  { kind: 'opencode-agent', folder: '.opencode/agent', prefix: 'a', base: AGENT_BASE, body: 'Review the diff.\n', section: 'agent', opts: { enums: ['/mode', '/permission/edit'], depth: 2 } },
  { kind: 'opencode-command', folder: '.opencode/command', prefix: 'c', base: COMMAND_BASE, body: 'Say hi $ARGUMENTS\n', section: 'command', opts: { depth: 1 } },
];

const items = SETS.flatMap((set) => mutations(set.base, set.opts).map((m, i) => {
  const name = `${set.prefix}${i}`;
  const value = applyMutation(set.base, m);
  const { text, lines } = frontmatterText(value, set.body);
  return { set, m, name, value, path: `${set.folder}/${name}.md`, text, line: m.op === 'remove' ? null : lineOf(lines, m.pointer) };
}));

const parts = (pointer) => pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
const getAt = (obj, pointer) => parts(pointer).reduce((o, k) => (o === undefined || o === null ? undefined : o[k]), obj);

const started = Date.now();
const outcome = new Map();
let left = items;
for (let run = 0; run <= items.length && left.length; run++) {
  const r = await debugConfig(Object.fromEntries(left.map((it) => [it.path, it.text])));
  if (r.status === 0) {
    for (const it of left) {
      const loaded = r.config?.[it.set.section]?.[it.name];
      const got = loaded === undefined ? undefined : getAt(loaded, it.m.pointer);
      if (loaded === undefined) outcome.set(it, { outcome: 'drops', evidence: `\`debug config\` has no ${it.set.section} \`${it.name}\`` });
      // A removed key may come back as OpenCode's default (`permission` of a subagent: `{"bash":"deny"}`): only the
      // written value still there would mean the removal was ignored.
      else if (it.m.op === 'remove') outcome.set(it, JSON.stringify(got) !== JSON.stringify(getAt(it.set.base, it.m.pointer)) ? { outcome: 'accepts', evidence: got === undefined ? 'loaded; the key is absent' : `loaded; \`debug config\` has OpenCode's default ${JSON.stringify(got)}` } : { outcome: 'ignores', evidence: `\`debug config\` still has ${JSON.stringify(got)}` });
      else if (JSON.stringify(got) === JSON.stringify(it.m.value)) outcome.set(it, { outcome: 'accepts', evidence: `\`debug config\` has ${JSON.stringify(got)}` });
      else if (got === undefined) outcome.set(it, { outcome: 'drops', evidence: `loaded; \`${it.m.pointer}\` is absent from \`debug config\`` });
      else outcome.set(it, { outcome: 'ignores', evidence: `\`debug config\` has ${JSON.stringify(got)} instead` });
    }
    break;
  }
  const error = r.out.split('\n').map((l) => l.trim()).filter(Boolean);
  const at = /Configuration is invalid at (\S+?\.md)\b/.exec(r.out)?.[1];
  const bad = left.find((it) => it.path === at);
  if (!bad) {
    console.error(`opencode-file-mutations: a run failed without naming one of the files:\n${error.slice(0, 5).join('\n')}`);
    process.exit(2);
  }
  outcome.set(bad, { outcome: 'rejects', evidence: error.filter((l) => /Configuration is invalid|^at |↳/.test(l)).join(' / ').replace(/\/tmp\/\S+?\.opencode/g, '.opencode') });
  left = left.filter((it) => it !== bad);
}
/** Blank values OpenCode loads but a run then fails on (recorded for opencode.json in oracle/opencode/cases.json). */
const RUNTIME_FAILURES = {
  'opencode-agent:/model:whitespace': 'cases.json: model-blank ("Model not found:   /."; recorded for opencode.json\'s `model`, the same lookup)',
  'opencode-command:/model:whitespace': 'cases.json: model-blank ("Model not found:   /."; recorded for opencode.json\'s `model`, the same lookup)',
  'opencode-command:/agent:whitespace': 'cases.json: command-agent-blank (a command whose agent is "  " fails)',
};
const cases = items.map((it) => {
  const id = `${it.set.kind}:${it.m.pointer}:${it.m.op}`;
  const o = outcome.get(it);
  const runtimeFailure = o.outcome === 'accepts' ? RUNTIME_FAILURES[id] : undefined;
  return { id, kind: it.set.kind, pointer: it.m.pointer, op: it.m.op, files: { [it.path]: it.text }, target: it.path, line: it.line, ...o, ...(runtimeFailure ? { runtimeFailure } : {}) };
});
const seconds = Math.round((Date.now() - started) / 1000);
recordOrCheckMutations({ path: GOLDEN, harness: 'opencode', version: VERSION, cases, label: `OpenCode agent/command file mutations (${seconds} s)`, check });

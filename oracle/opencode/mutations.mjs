#!/usr/bin/env node
// Mutation probes for OpenCode (pinned 1.18.33; issue 19): single-field mutations (oracle/lib/mutate.mjs) of a valid
// `opencode.json`, each judged by OpenCode itself.
// Golden file: oracle/opencode/mutations.json (format in mutate.mjs).
//
// How the runs are batched (OpenCode takes 3 s of CPU a run; on the shared 2 cores at a load average of 25 that was
// 60 s of wall time, so each run gets up to 300 s):
//  - opencode.json: OpenCode lists every bad value of the file with its key path ("↳ Expected …, got … agent.x.mode"),
//    so one file holds many mutations: a mutation inside an entry of a map of named entries (`agent`, `command`,
//    `mcp`, `lsp`, `formatter`) goes into its own copy of that entry (`review-m12`), and at most one mutation per
//    other top-level key is in a file. A line naming a mutation's unit (`share`, `agent.review-m12`) marks it
//    `rejects`; a batch whose error names none of its units is split and run again. When a batch loads, `opencode
//    debug config` shows what OpenCode kept: the value as written is `accepts`, missing is `drops`, another value
//    `ignores`. OpenCode does not list every bad value of a union (an `mcp` entry's errors can hide another's), so a
//    mutation its batch's errors do not name is batched again, not taken as accepted; one still unjudged after six
//    rounds is left out of the record. The record of 2026-12-05 (load average 7) judges all 458. `readAs` lists
//    what `debug config` shows that a plain comparison misjudges; RUNTIME_FAILURES the accepted values a recorded run
//    shows failing (they must still be errors).
//  - agent and command files have their own probe, file-mutations.mjs (OpenCode stops at the first invalid
//    file and names it, so that probe drops the named file and runs again).
// Each recorded case holds only its own file (the single mutation of the base); `evidence` is what OpenCode printed.
//
//   node oracle/opencode/mutations.mjs            # record oracle/opencode/mutations.json
//   node oracle/opencode/mutations.mjs --check    # exit 1 when an outcome differs from the record
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { applyMutation, mutations } from '../lib/mutate.mjs';
import { debugConfig, VERSION } from './run.mjs';
import { pool } from '../lib/runtime.mjs';
import { jsonText, lineOf } from '../lib/mutate-text.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const GOLDEN = join(ROOT, 'oracle/opencode/mutations.json');
const check = process.argv.includes('--check');

export const CONFIG_BASE = {
  $schema: 'https://opencode.ai/config.json',
  model: 'anthropic/claude-sonnet-4-5',
  small_model: 'anthropic/claude-haiku-4-5',
  default_agent: 'build',
  share: 'manual',
  autoupdate: false,
  snapshot: true,
  instructions: ['AGENTS.md'],
  disabled_providers: ['openai'],
  permission: { edit: 'ask' },
  agent: { review: { description: 'Reviews code', mode: 'subagent', temperature: 0.2, steps: 5, color: '#ff0000', prompt: 'Review.' } },
  command: { hello: { template: 'Say hi $ARGUMENTS', description: 'Greets', agent: 'build', subtask: false } },
  mcp: {
    docs: { type: 'local', command: ['docs-mcp', '--stdio'], enabled: true, environment: { K: 'v' }, timeout: 5000 },
    web: { type: 'remote', url: 'https://example.com/mcp', headers: { A: 'b' } },
  },
  lsp: { custom: { command: ['custom-lsp', '--stdio'], extensions: ['.cst'], env: { A: 'b' } } },
  formatter: { fmt: { command: ['fmt', '$FILE'], extensions: ['.cst'] } },
  watcher: { ignore: ['dist/**'] },
  compaction: { auto: true, prune: true },
  tools: { bash: true },
  skills: { paths: ['skills'] },
};
const CONFIG_OPTS = { enums: ['/share', '/agent/review/mode', '/mcp/docs/type', '/mcp/web/type', '/permission/edit'], paths: ['/instructions', '/skills/paths'], depth: 4 };
/** Maps of named entries: a mutation inside one goes into its own copy of the entry, so a batch holds many. */
const ENTRY_MAPS = ['agent', 'command', 'mcp', 'lsp', 'formatter'];


const parts = (pointer) => pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
const getAt = (obj, pointer) => parts(pointer).reduce((o, k) => (o === undefined || o === null ? undefined : o[k]), obj);

/** The unit of a config mutation: its own entry copy inside a map of named entries, else its top-level key. */
function unitOf(m, i) {
  const [top, entry] = parts(m.pointer);
  if (ENTRY_MAPS.includes(top) && entry !== undefined && parts(m.pointer).length > 2) return { top, entry, copy: `${entry}-m${i}` };
  return { top, entry: null, copy: null };
}

/** Put each mutation of `group` into one config (its entry copy, or its top-level key). */
function batchConfig(group) {
  const cfg = structuredClone(CONFIG_BASE);
  // Whole top-level values first, then the entry copies (a group never mixes the two for one key).
  for (const { m, u } of [...group.filter((x) => !x.u.copy), ...group.filter((x) => x.u.copy)]) {
    if (u.copy) {
      if (!cfg[u.top] || typeof cfg[u.top] !== 'object') cfg[u.top] = {};
      const mutated = applyMutation(CONFIG_BASE, m);
      cfg[u.top][u.copy] = mutated[u.top][u.entry];
    } else {
      const mutated = applyMutation(CONFIG_BASE, m);
      if (u.top in mutated) cfg[u.top] = mutated[u.top];
      else delete cfg[u.top];
    }
  }
  return cfg;
}
const unitPath = (u) => (u.copy ? `${u.top}.${u.copy}` : u.top);
const pointerIn = (m, u) => (u.copy ? m.pointer.replace(`/${u.top}/${u.entry}`, `/${u.top}/${u.copy}`) : m.pointer);

/** Groups where no two mutations share a top-level key (entry copies share nothing). */
function groups(items) {
  const out = [];
  // A whole top-level value excludes any other mutation of that key, entry copies included.
  const clash = (a, b) => a.u.top === b.u.top && !(a.u.copy && b.u.copy);
  for (const it of items) {
    let g = out.find((x) => x.length < 80 && !x.some((y) => clash(y, it)));
    if (!g) out.push((g = []));
    g.push(it);
  }
  return out;
}

/**
 * What `debug config` shows that a plain comparison of the mutated value misjudges:
 *  - an `mcp` entry that fits neither transport but has a boolean `enabled` is kept as `{ "enabled": … }` only (an
 *    on/off switch; a run logs "Ignoring MCP config entry without type", cases `mcp-no-type`, `mcp-no-command`): the
 *    server is ignored, whichever of its keys the mutation touched (removing `type` or `command` included);
 *  - header values are printed as `***` (redacted), so a header's value cannot be compared;
 *  - a `skills` array is read as `{ "paths": [...] }`.
 */
function readAs(m, u, got, config) {
  if (u.top === 'mcp' && u.copy) {
    const entry = config.mcp?.[u.copy];
    const written = applyMutation(CONFIG_BASE, m).mcp[u.entry];
    const keys = entry && typeof entry === 'object' ? Object.keys(entry) : [];
    if (keys.length === 1 && keys[0] === 'enabled' && Object.keys(written).length > 1) return { outcome: 'ignores', evidence: `\`debug config\` keeps only ${JSON.stringify(entry)} of the entry: read as an on/off switch, the server is not started` };
    if (/^\/mcp\/[^/]+\/headers\/[^/]+$/.test(m.pointer) && got === '***' && typeof m.value === 'string') return { outcome: 'accepts', evidence: '`debug config` has the header, its value redacted as "***"' };
  }
  if (m.pointer === '/skills' && Array.isArray(m.value) && JSON.stringify(got?.paths) === JSON.stringify(m.value)) return { outcome: 'accepts', evidence: `\`debug config\` has ${JSON.stringify(got)}: the array is read as \`paths\`` };
  return undefined;
}

/** Mutations OpenCode loads but a run then fails on (recorded runs of oracle/opencode/cases.json). */
const RUNTIME_FAILURES = {
  '/model:whitespace': 'cases.json: model-blank ("Model not found:   /.")',
  '/default_agent:whitespace': 'cases.json: default-agent-blank (default agent "  " not found)',
  '/command/hello/agent:whitespace': 'cases.json: command-agent-blank (the command fails)',
};

async function judgeConfig() {
  const ms = mutations(CONFIG_BASE, CONFIG_OPTS).filter((m) => m.pointer !== '/$schema' || m.op !== 'remove');
  const items = ms.map((m, i) => ({ m, u: unitOf(m, i) }));
  const outcome = new Map();
  let pending = items;
  for (let round = 0; round < 6 && pending.length; round++) {
    const batches = groups(pending);
    const runs = await pool(batches, 2, (g) => debugConfig({ 'opencode.json': JSON.stringify(batchConfig(g), null, 2) }));
    const next = [];
    batches.forEach((g, bi) => {
      const r = runs[bi];
      if (r.status === 0) {
        // Every mutation of a batch that loads is judged from `debug config`.
        for (const { m, u } of g) {
          const got = getAt(r.config, pointerIn(m, u));
          const special = readAs(m, u, got, r.config);
          if (special) outcome.set(m.id, special);
          else if (m.op === 'remove') outcome.set(m.id, { outcome: got === undefined ? 'accepts' : 'ignores', evidence: got === undefined ? 'loaded; the key is absent from `debug config`' : `\`debug config\` still has ${JSON.stringify(got)}` });
          else if (JSON.stringify(got) === JSON.stringify(m.value)) outcome.set(m.id, { outcome: 'accepts', evidence: `\`debug config\` has ${JSON.stringify(got)}` });
          else if (got === undefined) outcome.set(m.id, { outcome: 'drops', evidence: 'loaded; the key is absent from `debug config`' });
          else outcome.set(m.id, { outcome: 'ignores', evidence: `\`debug config\` has ${JSON.stringify(got)} instead` });
        }
        return;
      }
      const lines = r.out.split('\n').map((l) => l.trim()).filter((l) => /^↳|Configuration is invalid|not valid JSON/.test(l));
      const named = new Set();
      for (const it of g) {
        const p = unitPath(it.u);
        const re = new RegExp(`(^|\\s)${p.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}($|[.\\s])`);
        const hits = lines.filter((l) => /^↳/.test(l) && re.test(l));
        if (hits.length) {
          named.add(it);
          outcome.set(it.m.id, { outcome: 'rejects', evidence: hits.map((h) => h.replace(`${it.u.copy}`, it.u.entry ?? '')).join(' / ') });
        }
      }
      const rest = g.filter((it) => !named.has(it));
      if (named.size === 0 && g.length === 1) outcome.set(g[0].m.id, { outcome: 'rejects', evidence: lines.join(' / ') || r.out.split('\n').slice(0, 3).join(' / ') });
      else if (named.size === 0) for (let k = 0; k < rest.length; k += Math.ceil(rest.length / 2)) next.push(...rest.slice(k, k + Math.ceil(rest.length / 2)).map((x) => ({ ...x, split: true })));
      else next.push(...rest);
    });
    pending = next;
  }
  return ms.filter((m) => outcome.has(m.id)).map((m) => {
    const { text, lines } = jsonText(applyMutation(CONFIG_BASE, m));
    const o = outcome.get(m.id);
    const runtimeFailure = o.outcome === 'accepts' ? RUNTIME_FAILURES[`${m.pointer}:${m.op}`] : undefined;
    return { id: `opencode-config:${m.id}`, kind: 'opencode-config', pointer: m.pointer, op: m.op, files: { 'opencode.json': text }, target: 'opencode.json', line: m.op === 'remove' ? null : lineOf(lines, m.pointer), ...o, ...(runtimeFailure ? { runtimeFailure } : {}) };
  });
}

const started = Date.now();
const cases = await judgeConfig();
const seconds = Math.round((Date.now() - started) / 1000);
if (check) {
  const old = JSON.parse(readFileSync(GOLDEN, 'utf8'));
  const was = new Map(old.cases.map((c) => [c.id, c.outcome]));
  // Only the recorded mutations are compared; one judged now and not recorded is listed, not failed.
  const diffs = cases.filter((c) => was.has(c.id) && was.get(c.id) !== c.outcome);
  const fresh = cases.filter((c) => !was.has(c.id));
  if (fresh.length) console.log(`${fresh.length} mutation(s) judged that the record does not hold (record to add them)`);
  for (const d of diffs) console.log(`DIFF ${d.id}: recorded ${was.get(d.id)}, observed ${d.outcome} (${d.evidence})`);
  console.log(`checked ${cases.length} OpenCode mutations in ${seconds} s: ${diffs.length} difference(s)`);
  process.exit(diffs.length ? 1 : 0);
}
writeFileSync(GOLDEN, `${JSON.stringify({ harness: 'opencode', version: VERSION, cases }, null, 2)}\n`);
const count = (o) => cases.filter((c) => c.outcome === o).length;
console.log(`recorded ${cases.length} OpenCode mutations in ${seconds} s: ${count('rejects')} rejects, ${count('drops')} drops, ${count('ignores')} ignores, ${count('accepts')} accepts`);

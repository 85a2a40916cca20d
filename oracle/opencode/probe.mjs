#!/usr/bin/env node
// The HARNESS oracle probe for OpenCode (pinned 1.18.33, installed on demand into .oracle/opencode, git-ignored;
// never a dependency). For each case of oracle/opencode/cases.json it builds the project and runs
// `opencode agent list` (exit code and every "Configuration is invalid" / "↳ …" line), then, when the config loads:
//   - `debug agent <name>` for each of `agents` (mode, model, options keys, whether the prompt starts with `---`);
//   - `debug config` projected on each key path of `config` (what OpenCode kept, dropped or expanded);
//   - `debug skill` when `skills` is set (name and description of each skill it found, by file; its body too with `skillContent`);
//   - `opencode run --print-logs <run…>` against a loopback stub of an OpenAI-compatible API injected through
//     OPENCODE_CONFIG_CONTENT (exit code, the first ERROR message, and which `markers` reached the model).
// Fully offline: a throwaway HOME and XDG folders; a dummy key; no models.dev catalogue fetch
// (OPENCODE_DISABLE_MODELS_FETCH, else each run waits for it to fail); each call under `timeout 60`.
//
//   node oracle/opencode/probe.mjs            # record: rewrite each case's `observed`
//   node oracle/opencode/probe.mjs --check    # fail on any difference from the recorded `observed`
//   OPENCODE_CASES=id,id node oracle/opencode/probe.mjs   # observe only these cases (the others keep their record)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { opencode as run } from './run.mjs';
import { recordingServer } from '../lib/stub.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/opencode/cases.json');
/** Each call under `timeout 60`. */
const opencode = (args, cwd, extraEnv = {}) => run(args, cwd, extraEnv, 60_000);

/** The JSON value a `debug …` command printed (after any log lines). */
function printedJson(out) {
  const i = out.search(/^[[{]/m);
  return JSON.parse(out.slice(i));
}

function at(obj, path) {
  return path.split('.').reduce((o, k) => (o === undefined || o === null ? undefined : o[k]), obj);
}

/** An OpenAI-compatible chat completions stub that streams "ok"; OpenCode's provider is pointed at it. */
function openaiStub() {
  return recordingServer((req, j, res) => {
    const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'stub-model', choices: [{ index: 0, delta, finish_reason: finish }], ...(finish ? { usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } } : {}) })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(`${chunk({ role: 'assistant', content: 'ok' }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
  });
}

async function stubRun(c, dir) {
  const stub = await openaiStub();
  try {
    const provider = { model: 'stub/stub-model', provider: { stub: { npm: '@ai-sdk/openai-compatible', options: { baseURL: `http://127.0.0.1:${stub.port}/v1`, apiKey: 'dummy' }, models: { 'stub-model': {} } } } };
    const r = await opencode(["run", "--print-logs", ...c.run], dir, { OPENCODE_CONFIG_CONTENT: JSON.stringify(c.runModel === false ? { provider: provider.provider } : provider) });
    const error = /level=ERROR [^\n]*message=failed [^\n]*?error="((?:[^"\\]|\\.)*)"/.exec(r.stderr)?.[1]?.replace(/\\"/g, '"') ?? null;
    const sent = stub.requests.join('\n');
    const out = { exit: r.status, error, requests: stub.requests.length > 0, markers: Object.fromEntries((c.markers ?? []).map((m) => [m, sent.includes(m)])) };
    // `logs`: the log lines matching this pattern, without their time, run id and the case's folder.
    if (c.logs) out.logs = [...new Set(r.stderr.split('\n').filter((l) => new RegExp(c.logs, 'i').test(l)).map((l) => l.replace(/timestamp=\S+ /, '').replace(/ run=\S+/, '').split(`${dir}/`).join('')))];
    return out;
  } finally {
    stub.close();
  }
}

/** `files: {"from": "fixtures/harnesses/planted"}`: the OpenCode files of a fixture tree (an OpenCode verdict on each). */
function filesOf(c) {
  if (!c.from) return c.files;
  const base = join(ROOT, c.from);
  const out = {};
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      const rel = relative(base, p);
      if (statSync(p).isDirectory()) walk(p);
      else if (c.include.some((re) => new RegExp(re).test(rel))) out[rel] = readFileSync(p, 'utf8');
    }
  };
  walk(base);
  return out;
}

const only = process.env.OPENCODE_CASES?.split(',');

function observe(c) {
  if (only && !only.includes(c.id)) return c.observed;
  return inCaseRepo('opencode-oracle-case-', filesOf(c), async (dir) => {
    const list = await opencode(['agent', 'list'], dir);
    const lines = `${list.stdout}\n${list.stderr}`.split('\n');
    const invalid = lines.filter((l) => /Configuration is invalid|not valid JSON|^↳/.test(l)).map((l) => l.split(`${dir}/`).join('').trim());
    const seen = { listExit: list.status, invalid: [...new Set(invalid)] };
    if (list.status !== 0) return seen;
    if (c.agents) {
      seen.agents = {};
      for (const name of c.agents) {
        const j = printedJson((await opencode(['debug', 'agent', name], dir)).stdout);
        seen.agents[name] = { mode: j.mode, model: j.model ?? null, options: Object.keys(j.options ?? {}).sort(), promptHasFrontmatter: (j.prompt ?? '').startsWith('---') };
      }
    }
    if (c.config) {
      const j = printedJson((await opencode(['debug', 'config'], dir)).stdout);
      // The case's folder is a new temporary one each time: paths are kept relative to it.
      seen.config = JSON.parse(JSON.stringify(Object.fromEntries(c.config.map((p) => [p, at(j, p) ?? null]))).split(`${dir}/`).join(''));
    }
    if (c.skills) {
      const j = printedJson((await opencode(['debug', 'skill'], dir)).stdout);
      seen.skills = j.filter((s) => s.location !== '<built-in>').map((s) => ({ file: s.location.split(`${dir}/`).join(''), name: s.name, description: s.description ?? null, ...(c.skillContent ? { content: s.content ?? null } : {}) })).sort((a, b) => a.file.localeCompare(b.file));
    }
    if (c.run) seen.run = await stubRun(c, dir);
    return seen;
  });
}

const version = (await opencode(['--version'], tmpdir())).stdout.trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'opencode', version, label: 'OpenCode', observe });

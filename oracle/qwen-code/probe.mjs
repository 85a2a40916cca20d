#!/usr/bin/env node
// The HARNESS oracle probe for Qwen Code (`@qwen-code/qwen-code`, a Gemini CLI fork; pinned 0.24.4, installed on
// demand into .oracle/qwen-code, git-ignored; never a dependency). For each case of oracle/qwen-code/cases.json
// it builds the project (a throwaway git repository, cases.mjs) and runs one headless turn, `qwen <prompt>
// --auth-type openai -o json`, against a loopback OpenAI Chat Completions stub with a dummy key, in a throwaway HOME
// whose user settings turn usage statistics and auto-update off. What it records:
//   agents, commands  the subagents and slash commands (skills included: Qwen offers each as a command) that the
//                     run's `init` event lists beyond those of an empty project (the built-in ones);
//   context           the memory files the first model request carries (`--- Context from: <file> ---`);
//   imports           the import markers in that context (`Imported from: …`, `Import failed: …`);
//   sent              for each string of the case's `expect`, whether the first request carries it;
//   log               the ERROR and WARN lines of Qwen's debug log (QWEN_DEBUG_LOG_FILE=1) about the project's files,
//                     paths relative, first line only, sorted (Qwen loads files concurrently);
//   exit              the exit code (a run that fails prints its error lines under `stderr`).
//
//   node oracle/qwen-code/probe.mjs               # record: rewrite each case's `observed`
//   node oracle/qwen-code/probe.mjs --check       # fail on any difference from the recorded `observed`
//   node oracle/qwen-code/probe.mjs --only id,id  # observe only these cases (the others keep their record)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { builtins, logLines, qwenVersion, turn } from './run.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/qwen-code/cases.json');
const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1]?.split(',') : undefined;

/** The project's memory context of a request (the `--- Context from: … ---` blocks, the user's own files left out). */
function contextText(request) {
  return [...request.matchAll(/--- Context from: (\S+) ---([\s\S]*?)--- End of Context from/g)].filter((m) => !m[1].includes('qwen-oracle-home-')).map((m) => m[2]).join('\n');
}

async function observeProject(c, dir) {
  const base = await builtins();
  const t = await turn(dir, c.prompt ?? 'hi');
  if (process.env.QWEN_PROBE_DUMP) {
    mkdirSync(process.env.QWEN_PROBE_DUMP, { recursive: true });
    writeFileSync(join(process.env.QWEN_PROBE_DUMP, `${c.id}.json`), JSON.stringify({ request: t.request, stderr: t.err, log: t.log, init: t.init }, null, 1));
  }
  const rel = (s) => s.split(`${dir}/`).join('');
  const seen = {
    exit: t.code,
    agents: (t.init.agents ?? []).filter((a) => !base.agents.has(a)),
    commands: (t.init.slash_commands ?? []).filter((s) => !base.commands.has(s)).sort(),
    context: [...t.request.matchAll(/--- Context from: (\S+) ---/g)].map((m) => rel(m[1])).filter((p) => !p.includes('qwen-oracle-home-')),
    imports: [...t.request.matchAll(/<!-- (Imported from: \S+|Import failed: \S+ - [^:\\]+?|File already processed: \S+) -->/g)].map((m) => rel(m[1]).replace(/ - ENOENT.*/, ' - ENOENT')),
    // An `@./path` import left in the context as text (Qwen 0.24.4 leaves a missing file so, without a marker).
    leftAsText: [...contextText(t.text).matchAll(/(?<![\w`])@(\.{1,2}\/[^\s`\\]+)/g)].map((m) => m[1]),
    log: logLines(t.log, dir),
  };
  if (c.expect) seen.sent = Object.fromEntries(c.expect.map((s) => [s, t.request.includes(s)]));
  // Anything else on stderr (Qwen prints a broken settings file there, if anywhere).
  const stderr = [...new Set(t.err.split('\n').map((l) => rel(l).trim()).filter((l) => l && !/Ripgrep not available|^at /.test(l)))];
  if (t.code !== 0 || stderr.length) seen.stderr = stderr.slice(0, 8);
  return seen;
}

async function observe(c) {
  if (only && !only.includes(c.id)) return c.observed;
  return inCaseRepo('qwen-oracle-case-', c.files, (dir) => observeProject(c, dir));
}

if (only) {
  const ids = new Set(JSON.parse(readFileSync(CASES, 'utf8')).cases.map((c) => c.id));
  const unknown = only.filter((id) => !ids.has(id));
  if (!only.length || unknown.length) {
    console.error(`--only: no case ${unknown.join(', ') || '(none given)'} in ${CASES}`);
    process.exit(2);
  }
}
const version = qwenVersion();
await recordOrCheck({ casesPath: CASES, versionKey: 'qwenCode', version, label: 'Qwen Code', observe });

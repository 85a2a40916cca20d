#!/usr/bin/env node
// The HARNESS oracle probe for Gemini CLI (pinned 0.61.0, installed on demand into .oracle/gemini, git-ignored;
// never a dependency). For each case of oracle/gemini/cases.json it builds a trusted project (the
// case's `files`, or a whole fixture `tree`) and runs `gemini skills list` (settings, hooks, agents and memory
// imports are loaded and their errors printed on stderr; stdout lists the skills it kept). Depending on the
// case it also runs `gemini mcp list`, `gemini extensions validate <dir>` for each extension folder, and a
// headless run against a loopback Gemini API stub: `-p "/<command> Bob"` (commands are loaded and run) or
// `-p hi` (the request shows the memory files with their imports expanded or marked as failed).
//
//   node oracle/gemini/probe.mjs            # record: rewrite each case's `observed`
//   node oracle/gemini/probe.mjs --check    # fail on any difference from the recorded `observed`
//   node oracle/gemini/probe.mjs --only <id>[,<id>]   # observe only these cases (the others keep their record)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { boundedProcess, plain } from '../lib/runtime.mjs';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const VERSION = harnessVersion('gemini');
const CASES = join(ROOT, 'oracle/gemini/cases.json');
const check = process.argv.includes('--check');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1]?.split(',') : undefined;
const { bin: GEMINI } = ensureHarness('gemini');

function startStub() {
  const body = { candidates: [{ content: { parts: [{ text: 'ok' }], role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
  return recordingServer((req, j, res) => {
    if (req.url.includes('alt=sse')) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return res.end(`data: ${JSON.stringify(body)}\n\n`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(req.url.includes('countTokens') ? { totalTokens: 1 } : body));
  });
}

/** A throwaway HOME that trusts `cwd`, with API-key auth selected. */
function newHome(cwd) {
  const home = mkdtempSync(join(tmpdir(), 'gemini-oracle-home-'));
  mkdirSync(join(home, '.gemini'));
  writeFileSync(join(home, '.gemini/trustedFolders.json'), JSON.stringify({ [cwd]: 'TRUST_FOLDER' }));
  writeFileSync(join(home, '.gemini/settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
  return home;
}

/** Run the pinned CLI in `cwd`; in a fresh HOME removed afterwards, or in `home` when given (kept). */
function gemini(args, cwd, port, home) {
  const own = !home;
  home ??= newHome(cwd);
  const env = { PATH: process.env.PATH, HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${port ?? 9}` };
  return boundedProcess(GEMINI, args, { cwd, env, timeoutMs: 60_000 }).then(({ code, stdout, stderr }) => {
    if (own) rmSync(home, { recursive: true, force: true });
    return { err: stderr, out: stdout, code };
  });
}

/** The stderr lines Gemini prints about a project's files (settings, hooks, imports, agents, a crash), paths made relative. */
const ABOUT_FILES = /^(Invalid configuration|Error in[: ]|Expected|Unrecognized|Invalid input|Invalid hook|Discarding|\[ERROR\]|Agent loading error|Name must|\(Local Agent\)|An unexpected critical error|\[ExtensionManager\]|name: Name must|Warning: Skipping extension|\[PolicyConfig\]|Invalid custom plans directory|WARNING: Workspace policies)/;
const relLines = (text, dir) => sortImportErrors(text.split(`${dir}/`).join('').split('\n').map((l) => plain(l).trim()).filter((l) => ABOUT_FILES.test(l)));

/**
 * A line or path with the run's own folders written stably: a throwaway HOME as `~` (also as Gemini writes it from
 * the project, `../gemini-oracle-home-…/`), the case folder as `<project>`, other temporary paths as `<tmp>/…`, a
 * session id as `<session>`.
 */
function anon(text) {
  const tmp = tmpdir().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(new RegExp(`(?:\\.\\./|(?<![\\w.])${tmp}/)gemini-oracle-home-\\w+/`, 'g'), '~/')
    .replace(new RegExp(`(?:(?<![\\w.])${tmp}/)?gemini-oracle-case-\\w+`, 'g'), '<project>')
    .replace(new RegExp(`(^|[\\s'"\`(])${tmp}/`, 'g'), '$1<tmp>/')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<session>');
}

/**
 * Gemini resolves a memory file's `@imports` concurrently, so its `[ImportProcessor]` errors arrive in
 * any order (a fresh-clone CI run saw two of them swapped). They are sorted among themselves, in place;
 * every other line keeps its order.
 */
const IMPORT_ERROR = /^\[ERROR\] \[ImportProcessor\]/;
function sortImportErrors(lines) {
  const sorted = lines.filter((l) => IMPORT_ERROR.test(l)).sort();
  return lines.map((l) => (IMPORT_ERROR.test(l) ? sorted.shift() : l));
}

// Command files are loaded concurrently too: the run's `[FileCommandLoader]` errors are sorted (`runErrors`).

/** The settings errors every command prints first (recorded once, under `startup`). */
const SETTINGS_BLOCK = /^(Invalid configuration in \.gemini\/|Error in:|Expected|Unrecognized|Please fix the configuration|See: https)/;

/** Every file of a fixture tree, as a case's `files`. */
function treeFiles(tree) {
  const out = {};
  for (const p of execFileSync('git', ['-C', join(ROOT, tree), 'ls-files', '--cached', '--others', '--exclude-standard', '.'], { encoding: 'utf8' }).split('\n').filter(Boolean)) {
    out[p] = readFileSync(join(ROOT, tree, p), 'utf8');
  }
  return out;
}

/**
 * What the model was sent of the memory files: which files, the import markers, the `@./…` left as text;
 * with `imported` (a case's `imported: true`) also `imports`: each file's markers in order, `Imported from: …`
 * included (a nested file's markers under the top file that holds them). Paths in the throwaway HOME (an installed
 * extension's copy) are written `~/…`.
 */
function memoryContext(requests, dir, home, imported) {
  const body = requests.find((r) => r.includes('<loaded_context>'));
  if (!body) return null;
  const text = JSON.parse(body).contents.flatMap((m) => m.parts.map((p) => p.text ?? '')).join('\n');
  const ctx = text.slice(text.indexOf('<loaded_context>'), text.indexOf('</loaded_context>'));
  const rel = (p) => (home ? p.replace(`${home}/`, '~/') : p).replace(`${dir}/`, '');
  const seen = {
    files: [...ctx.matchAll(/--- Context from: (\S+) ---/g)].map((m) => rel(m[1])),
    markers: [...ctx.matchAll(/<!-- (Import failed: \S+ - [^:\n]+?|File already processed: \S+) -->/g)].map((m) => m[1].replace(/ - ENOENT.*/, ' - ENOENT')),
    leftAsText: ctx.split('\n').filter((l) => !l.includes('<!--')).flatMap((l) => [...l.matchAll(/@(\.{1,2}\/[^\s`]+)/g)].map((m) => m[1])),
  };
  if (imported) {
    seen.imports = {};
    for (const part of ctx.split(/--- Context from: /).slice(1)) {
      const file = rel(part.slice(0, part.indexOf(' ---')));
      seen.imports[file] = [...part.matchAll(/<!-- (Imported from: \S+|Import failed: \S+ - [^\n]+?|File already processed: \S+) -->/g)].map((m) => m[1].replace(/ - ENOENT.*/, ' - ENOENT'));
    }
  }
  return seen;
}

async function observeProject(c, dir) {
  // `link`: extension folders of the case linked into one HOME (`gemini extensions link <dir> --consent`) that
  // every later call of the case shares, so their commands, agents, skills, hooks and context files load.
  // `install`: extension folders installed (copied) into that HOME's ~/.gemini/extensions/<name> instead,
  // as `gemini extensions install <path or repository>` does for a user.
  const home = c.link || c.install ? newHome(dir) : undefined;
  try {
    const linked = {};
    const installed = {};
    for (const d of c.link ?? []) linked[d] = (await gemini(['extensions', 'link', join(dir, d), '--consent'], dir, undefined, home)).code;
    for (const d of c.install ?? []) installed[d] = (await gemini(['extensions', 'install', join(dir, d), '--consent'], dir, undefined, home)).code;
    const list = await gemini(['skills', 'list'], dir, undefined, home);
    const startup = relLines(list.err, dir).map(anon);
    const seen = { ...(c.link ? { linked } : {}), ...(c.install ? { installed } : {}), startup, skills: [...list.out.matchAll(/^(\S.*) \[Enabled\]$/gm)].map((m) => m[1]) };
    if (c.mcp) seen.mcp = Object.values(await gemini(['mcp', 'list'], dir, undefined, home)).join('\n').split('\n').filter((l) => /^[✓✗]/.test(l)).map((l) => l.trim());
    if (c.validate) {
      const dirs = c.validate === 'all' ? Object.keys(c.files).filter((p) => p.endsWith('gemini-extension.json')).map((p) => dirname(p)) : c.validate;
      seen.validate = {};
      for (const d of dirs.sort()) {
        const v = await gemini(['extensions', 'validate', d], dir, undefined, home);
        seen.validate[d] = { exit: v.code, lines: (v.out + v.err).split(`${dir}/`).join('').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('at ') && !SETTINGS_BLOCK.test(l)) };
      }
    }
    if (c.prompt) {
      const stub = await startStub();
      const run = await gemini(['-p', c.prompt, '-m', 'gemini-2.5-flash', '-o', 'json', ...(c.args ?? [])], dir, stub.port, home);
      stub.close();
      if (process.env.GEMINI_PROBE_DUMP) {
        mkdirSync(process.env.GEMINI_PROBE_DUMP, { recursive: true });
        writeFileSync(join(process.env.GEMINI_PROBE_DUMP, `${c.id}.json`), JSON.stringify({ requests: stub.requests, stderr: run.err }, null, 1));
      }
      Object.assign(seen, { exit: run.code, runErrors: [...new Set(relLines(run.err, dir).filter((l) => /FileCommandLoader|critical error/.test(l)))].sort(), memory: memoryContext(stub.requests, dir, home, c.imported) });
      if (c.expect) seen.promptSent = stub.requests.some((r) => r.includes(c.expect));
      // `markers`: files a hook command of the case creates in the project (did the hook run?).
      if (c.markers) seen.markers = Object.fromEntries(c.markers.map((m) => [m, existsSync(join(dir, m))]));
      // `tools`: which of these tool names the first model request declared (a policy `deny` rule without
      // `argsPattern` removes a tool from the declarations). `find`: the first capture of each regular
      // expression in that request's text (paths made relative, the throwaway HOME written `~`).
      // Either also records the run's policy and plan-directory warnings (`runWarnings`).
      if (c.tools || c.find) {
        const first = stub.requests.map((r) => { try { return JSON.parse(r); } catch { return null; } }).find((r) => r?.contents);
        const declared = new Set((first?.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name)));
        if (c.tools) seen.toolsSent = c.tools.filter((t) => declared.has(t));
        if (c.find) {
          const text = first ? JSON.stringify(first) : '';
          seen.found = Object.fromEntries(c.find.map((re) => [re, anon(new RegExp(re).exec(text)?.[1] ?? '') || null]));
        }
        seen.runWarnings = [...new Set(relLines(run.err, dir).map(anon).filter((l) => !/FileCommandLoader|critical error/.test(l)))];
      }
    }
    return seen;
  } finally {
    if (home) rmSync(home, { recursive: true, force: true });
  }
}

async function observe(c) {
  if (only && !only.includes(c.id)) return c.observed;
  if (c.tree) c.files = treeFiles(c.tree);
  try {
    return c.command ? await observeCommand(c) : await inCaseRepo('gemini-oracle-case-', c.files, (dir) => observeProject(c, dir));
  } finally {
    if (c.tree) delete c.files;
  }
}

/** Blocks of lines, each opened by a line starting with `head`, in the order of their first lines (agents load concurrently). */
function sortBlocks(lines, head) {
  const blocks = [];
  for (const l of lines) {
    if (l.startsWith(head) || blocks.length === 0) blocks.push([l]);
    else blocks[blocks.length - 1].push(l);
  }
  return blocks.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).flat();
}

/** The first case's shape: agent errors from `skills list`, command errors and the expanded command from a stub run. */
async function observeCommand(c) {
  return inCaseRepo('gemini-oracle-case-', c.files, async (dir) => {
    const clean = (s) => s.split('\n').filter((l) => l.includes(`${dir}/`) || /^(name|description|\(Local Agent\)|Unrecognized)/.test(l)).map((l) => l.split(`${dir}/`).join('').trim());
    const list = await gemini(['skills', 'list'], dir);
    const stub = await startStub();
    const run = await gemini(['-p', `/${c.command} Bob`, '-m', 'gemini-2.5-flash', '-o', 'json'], dir, stub.port);
    stub.close();
    return {
      exit: run.code,
      agentErrors: sortBlocks(clean(list.err).filter((l) => !l.startsWith('[')), 'Agent loading error'),
      // Command files load concurrently: their errors come in either order (CI saw both), so they are sorted.
      commandErrors: [...new Set(clean(run.err).filter((l) => l.includes('FileCommandLoader')).map((l) => l.replace(/^\[ERROR\] /, '')))].sort(),
      commandSent: stub.requests.some((r) => r.includes(c.expect)),
    };
  });
}

if (only) {
  const ids = new Set(JSON.parse(readFileSync(CASES, 'utf8')).cases.map((c) => c.id));
  const unknown = only.filter((id) => !ids.has(id));
  if (!only.length || unknown.length) {
    console.error(`--only: no case ${unknown.join(', ') || '(none given)'} in ${CASES}`);
    process.exit(2);
  }
}
const version = execFileSync('timeout', ['60', GEMINI, '--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: tmpdir() } }).trim();
await recordOrCheck({ casesPath: CASES, versionKey: 'gemini', version, label: 'Gemini CLI', observe, check });

// The in-agent probe's Gemini CLI cases (../in-agent.mjs describes them).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOrCheck } from '../lib/cases.mjs';
import { ROOT } from '../lib/env.mjs';
import { boundedProcess, writeTree } from '../lib/runtime.mjs';
import { recordingServer } from '../lib/stub.mjs';
import { cloneRepository } from '../lib/in-agent-common.mjs';
import { ensureHarness, harnessVersion } from '../lib/install.mjs';

// Gemini CLI at its pin (../pins.json; installed on demand into .oracle/gemini by ../lib/install.mjs).
const GEMINI_VERSION = harnessVersion('gemini');
let GEMINI_BIN;
/** The sentence of the extension's context file (plugin/gemini/GEMINI.md) that tells the model to lint. */
const GEMINI_CONTEXT = 'call the agentlint\n`lint_path` tool on it';

export async function gemini() {
  GEMINI_BIN = ensureHarness('gemini').bin;
  await recordOrCheck({ casesPath: join(ROOT, 'oracle/gemini/in-agent.json'), versionKey: 'gemini', version: GEMINI_VERSION, label: 'Gemini CLI', observe: observeGemini });
}

/** A HOME that trusts these folders, with API-key auth selected. */
function trustGemini(home, ...folders) {
  mkdirSync(join(home, '.gemini'), { recursive: true });
  const path = join(home, '.gemini/trustedFolders.json');
  const known = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
  writeFileSync(path, JSON.stringify({ ...known, ...Object.fromEntries(folders.map((f) => [f, 'TRUST_FOLDER'])) }));
  writeFileSync(join(home, '.gemini/settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } } }));
}

/**
 * An `install` case: a clone of the repository (with the bundle under test in dist/cli) installed with `gemini
 * extensions install <folder>` in a throwaway HOME; records what it says, what the installed copy holds (the bundle,
 * no node_modules), and with `write`/`then` a session with the installed extension (not linked).
 */
async function installGemini(c) {
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-gemini-install-'));
  const home = join(root, 'home');
  const repo = join(root, 'repo');
  cloneRepository(repo);
  trustGemini(home, repo);
  const r = await boundedProcess(GEMINI_BIN, ['extensions', 'install', repo, '--consent'], { cwd: root, env: { PATH: process.env.PATH, HOME: home }, timeoutMs: 120_000 });
  const copy = join(home, '.gemini/extensions/agentlint');
  const installed = { 'dist/cli/index.js': existsSync(join(copy, 'dist/cli/index.js')), 'gemini-extension.json': existsSync(join(copy, 'gemini-extension.json')), node_modules: existsSync(join(copy, 'node_modules')) };
  const session = c.write ? await observeGemini({ ...c, install: undefined }, { home }) : {};
  rmSync(root, { recursive: true, force: true });
  return { install: r.out.trim().split('\n').pop(), installed, ...session };
}

/** A function response's text: its `output` string, or the whole response as JSON. */
const outputOf = (r) => (typeof r?.output === 'string' ? r.output : JSON.stringify(r));

/** A Gemini API answer: the given parts, streamed (SSE) or plain. */
function geminiAnswer(req, res, parts) {
  const body = { candidates: [{ content: { parts, role: 'model' }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 } };
  if (req.url.includes('alt=sse')) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    return res.end(`data: ${JSON.stringify(body)}\n\n`);
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(req.url.includes('countTokens') ? { totalTokens: 1 } : body));
}

/**
 * One `gemini -p` run in a trusted project with this repository linked as an extension (`gemini extensions link`,
 * in a throwaway HOME). The stub's main-loop answers: the case's write_file, then its `then` call, then `done`.
 */
async function observeGemini(c, { home: keptHome } = {}) {
  if (c.install) return installGemini(c);
  if (c.validate) {
    // A `validate` case: `gemini extensions validate` on the repository (its gemini-extension.json), exit code and last line.
    const home = mkdtempSync(join(tmpdir(), 'oracle-in-agent-gemini-home-'));
    const r = await boundedProcess(GEMINI_BIN, ['extensions', 'validate', join(ROOT, c.validate)], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: home }, timeoutMs: 60_000 });
    rmSync(home, { recursive: true, force: true });
    return { exit: r.code, said: r.out.trim().split('\n').pop().split(ROOT).join('<repo>') };
  }
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-gemini-'));
  const home = keptHome ?? join(root, 'home');
  const proj = join(root, 'proj');
  mkdirSync(join(home, '.gemini'), { recursive: true });
  mkdirSync(proj);
  // `<agentlint>` in a case's files: this repository's bundle (a hook the project's own settings run).
  writeTree(proj, Object.fromEntries(Object.entries(c.files).map(([p, t]) => [p, t.split('<agentlint>').join(join(ROOT, 'dist/cli/index.js'))])));
  trustGemini(home, proj);
  const env = { PATH: process.env.PATH, HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: 'http://127.0.0.1:9' };
  const main = [];
  const steps = [
    { functionCall: { name: 'write_file', args: { file_path: join(proj, c.write.path), content: c.write.content } } },
    ...(c.then ? [{ functionCall: c.then }] : []),
  ];
  const stub = await recordingServer((req, j, res) => {
    // The main loop is the request that offers tools; the router and other side requests get a plain answer.
    if (!Array.isArray(j.tools)) return geminiAnswer(req, res, [{ text: 'ok' }]);
    main.push(j);
    const answered = JSON.stringify(j.contents ?? []).split('"functionResponse"').length - 1;
    return geminiAnswer(req, res, [steps[answered] ?? { text: 'done' }]);
  }, { parsed: true });
  try {
    // In a kept HOME the extension is installed already (the install case); otherwise it is linked in place.
    if (!keptHome) await boundedProcess(GEMINI_BIN, ['extensions', 'link', ROOT, '--consent'], { cwd: proj, env, timeoutMs: 60_000 });
    await boundedProcess(GEMINI_BIN, ['-p', 'Write the agent definition.', '-m', 'gemini-2.5-flash', '--approval-mode', 'yolo'], { cwd: proj, env: { ...env, GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${stub.port}` }, timeoutMs: 60_000 });
  } finally {
    await stub.close();
  }
  // A kept HOME belongs to the caller (the install case), which removes its own folder.
  rmSync(keptHome ? proj : root, { recursive: true, force: true });
  const last = main[main.length - 1];
  const names = (last?.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name));
  const responses = (last?.contents ?? []).flatMap((m) => (m.parts ?? []).filter((p) => p.functionResponse).map((p) => ({ tool: p.functionResponse.name, output: outputOf(p.functionResponse.response).split(proj).join('<project>') })));
  return {
    agentlintTools: names.filter((n) => n.includes('agentlint')).sort(),
    context: JSON.stringify(last ?? {}).includes(JSON.stringify(GEMINI_CONTEXT).slice(1, -1)),
    afterWrite: responses,
  };
}


// How oracle/hidden-content.mjs runs each harness on one case: a project holding the case's files, a loopback stub
// of the harness's model API, and `observe(case)` resolving with `{ exit, texts }` where `texts` are every string of
// every request the stub received (parsed from JSON, so an escaped character counts as itself). A case's `call`
// makes the stub answer the first model turn with that tool call (spawn an agent, invoke a skill); `prompt` is the
// session's prompt (a slash command runs a command or skill).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureClaude } from './env.mjs';
import { ensureHarness, pin } from './install.mjs';
import { boundedProcess, runClaude, stringsOf, writeTree } from './runtime.mjs';
import { recordingServer, text } from './stub.mjs';

const parse = (raw) => {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

/** Every string of the recorded requests (raw text bodies, parsed where they are JSON). */
const textsOf = (raws) => raws.flatMap((r) => stringsOf(typeof r === 'string' ? parse(r) : r));

/** Whether a request already carries a tool result (the stub's tool call was answered). */
const answered = (body, marker) => JSON.stringify(body ?? {}).includes(marker);

function claudeCode() {
  const { version } = ensureClaude();
  return {
    version,
    async observe(c) {
      let called = false;
      const r = await runClaude({
        files: c.files,
        prompt: c.prompt ?? 'hi',
        git: true,
        maxRequests: 10,
        respond: (body) => {
          if (c.call && !called && !answered(body, 'tool_result') && (body.tools ?? []).some((t) => t.name === c.call.name)) {
            called = true;
            return { content: [{ type: 'tool_use', id: 'toolu_hidden', name: c.call.name, input: c.call.input }], stop_reason: 'tool_use' };
          }
          return text('ok');
        },
      });
      dump(c, r.requests);
      return { exit: r.code, texts: textsOf(r.requests) };
    },
  };
}

/** An OpenAI Chat Completions answer (Copilot CLI's BYOK provider): a text, or tool calls. */
function openAiAnswer(res, j, message) {
  const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'gpt-4.1', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  if (j.stream) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(chunk({ role: 'assistant', ...message }, null));
    res.write(chunk({}, message.tool_calls ? 'tool_calls' : 'stop'));
    return res.end('data: [DONE]\n\n');
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: 'gpt-4.1', choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
}

function copilot() {
  const { bin } = ensureHarness('copilot');
  const shared = join(tmpdir(), `copilot-oracle-pkg-${pin('copilot').version}`);
  return {
    version: pin('copilot').version,
    async observe(c) {
      const root = mkdtempSync(join(tmpdir(), 'oracle-hidden-copilot-'));
      const home = join(root, 'home');
      const proj = join(root, 'proj');
      mkdirSync(join(home, '.cache/copilot'), { recursive: true });
      mkdirSync(shared, { recursive: true });
      // The CLI unpacks its package into HOME once; every case shares one unpacked copy (as oracle/copilot/probe.mjs).
      execFileSync('ln', ['-s', shared, join(home, '.cache/copilot/pkg')]);
      writeTree(proj, c.files);
      execFileSync('git', ['-C', proj, 'init', '-q']);
      let called = false;
      const stub = await recordingServer((req, j, res) => {
        const tools = (j.tools ?? []).map((t) => t.function?.name);
        if (c.call && !called && tools.includes(c.call.name) && !answered(j.messages, '"role":"tool"')) {
          called = true;
          return openAiAnswer(res, j, { content: null, tool_calls: [{ index: 0, id: 'call_hidden', type: 'function', function: { name: c.call.name, arguments: JSON.stringify(c.call.input) } }] });
        }
        return openAiAnswer(res, j, { content: 'ok' });
      });
      const env = { PATH: process.env.PATH, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), COPILOT_OFFLINE: 'true', COPILOT_PROVIDER_BASE_URL: `http://127.0.0.1:${stub.port}/v1`, COPILOT_PROVIDER_API_KEY: 'dummy', COPILOT_MODEL: 'gpt-4.1' };
      const run = await boundedProcess(bin, ['-p', c.prompt ?? 'say hi', '--allow-all-tools', '--trust-folder', '--no-auto-update'], { cwd: proj, env });
      await stub.close();
      dump(c, stub.requests);
      rmSync(root, { recursive: true, force: true });
      return { exit: run.code, texts: textsOf(stub.requests) };
    },
  };
}

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

function gemini() {
  const { bin } = ensureHarness('gemini');
  return {
    version: pin('gemini').version,
    async observe(c) {
      const root = mkdtempSync(join(tmpdir(), 'oracle-hidden-gemini-'));
      const home = join(root, 'home');
      const proj = join(root, 'proj');
      mkdirSync(join(home, '.gemini'), { recursive: true });
      writeTree(proj, c.files);
      execFileSync('git', ['-C', proj, 'init', '-q']);
      writeFileSync(join(home, '.gemini/trustedFolders.json'), JSON.stringify({ [proj]: 'TRUST_FOLDER' }));
      writeFileSync(join(home, '.gemini/settings.json'), JSON.stringify({ security: { auth: { selectedType: 'gemini-api-key' } }, ...(c.settings ?? {}) }));
      let called = false;
      const stub = await recordingServer((req, j, res) => {
        const names = (j.tools ?? []).flatMap((t) => (t.functionDeclarations ?? []).map((f) => f.name));
        if (c.call && !called && names.includes(c.call.name) && !answered(j.contents, 'functionResponse')) {
          called = true;
          return geminiAnswer(req, res, [{ functionCall: { name: c.call.name, args: c.call.input } }]);
        }
        return geminiAnswer(req, res, [{ text: 'ok' }]);
      });
      const env = { PATH: process.env.PATH, HOME: home, GEMINI_API_KEY: 'dummy', GOOGLE_GEMINI_BASE_URL: `http://127.0.0.1:${stub.port}` };
      const run = await boundedProcess(bin, ['-p', c.prompt ?? 'hi', '-m', 'gemini-2.5-flash', '-o', 'json', '--approval-mode', 'yolo'], { cwd: proj, env, timeoutMs: 60_000 });
      await stub.close();
      dump(c, stub.requests);
      rmSync(root, { recursive: true, force: true });
      return { exit: run.code, texts: textsOf(stub.requests) };
    },
  };
}

/** HIDDEN_PROBE_DUMP=<folder>: keep each case's raw requests there (to read while designing a case; not recorded). */
function dump(c, requests) {
  const dir = process.env.HIDDEN_PROBE_DUMP;
  if (!dir) return;
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${c.id}.json`), JSON.stringify(requests.map((r) => (typeof r === 'string' ? parse(r) : r)), null, 1));
}

export const HIDDEN_RUNNERS = { 'claude-code': claudeCode, copilot, gemini };

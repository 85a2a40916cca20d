/**
 * The one loopback server every oracle probe uses. `recordingServer` is the bare recording HTTP server on
 * 127.0.0.1 (ephemeral port) that the other harnesses' probes answer their own model APIs with (Copilot, Codex,
 * Gemini CLI, OpenCode); `startStub` is the Anthropic Messages API built on it for every Claude Code probe: it
 * records every request, and answers /v1/messages with a streamed (SSE) or plain message built by
 * `respond(body, index, requests)`; count_tokens and anything else get a minimal answer. Bounded: after
 * `maxRequests` model requests it answers with an error, and after `wallMs` it closes by itself.
 */
import { createServer } from 'node:http';

let ids = 0;
const nextId = (p) => `${p}_oracle${(++ids).toString().padStart(6, '0')}`;

/** A text answer. */
export const text = (t) => ({ content: [{ type: 'text', text: t }], stop_reason: 'end_turn' });
/** A tool call (for example the Agent tool, to make Claude Code spawn a subagent). */
export const toolUse = (name, input) => ({ content: [{ type: 'tool_use', id: nextId('toolu'), name, input }], stop_reason: 'tool_use' });

/**
 * A recording HTTP server on 127.0.0.1 (ephemeral port): every request is kept in `requests`, then
 * `answer(req, json, res)` replies (`json` is `{}` when the body is not JSON). What is kept: `keep: 'text'` the
 * body as sent (the default), `'json'` (or the older `parsed: true`) the parsed JSON, `'request'`
 * `{ method, path, body, raw }` (`body`: the parsed JSON, the text when it is not JSON, null when empty).
 * It closes itself after `closeAfterMs`, so no run outlives it; `close()` returns a promise (`dropConnections`:
 * open keep-alive connections are cut too, as the Messages stub does).
 */
export function recordingServer(answer, { closeAfterMs = 58000, parsed = false, keep = parsed ? 'json' : 'text', dropConnections = false } = {}) {
  const requests = [];
  const srv = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let j;
      try { j = JSON.parse(raw); } catch { /* not JSON */ }
      if (keep === 'request') requests.push({ method: req.method, path: (req.url ?? '').split('?')[0], body: j ?? (raw ? raw : null), raw });
      else requests.push(keep === 'json' ? (j ?? {}) : raw);
      res.on('error', () => {});
      answer(req, j ?? {}, res);
    });
  });
  const closeNow = () => new Promise((r) => { if (dropConnections) srv.closeAllConnections?.(); srv.close(() => r()); });
  const timer = setTimeout(closeNow, closeAfterMs);
  timer.unref();
  return new Promise((ok, fail) => {
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => ok({ port: srv.address().port, requests, close: () => { clearTimeout(timer); return closeNow(); } }));
  });
}

const json = (res, status, v) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(v));
};

function sse(res, model, answer) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const send = (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`);
  send('message_start', { message: { id: nextId('msg'), type: 'message', role: 'assistant', model, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } } });
  answer.content.forEach((block, index) => {
    if (block.type === 'text') {
      send('content_block_start', { index, content_block: { type: 'text', text: '' } });
      send('content_block_delta', { index, delta: { type: 'text_delta', text: block.text } });
    } else {
      send('content_block_start', { index, content_block: { type: 'tool_use', id: block.id, name: block.name, input: {} } });
      send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(block.input) } });
    }
    send('content_block_stop', { index });
  });
  send('message_delta', { delta: { stop_reason: answer.stop_reason, stop_sequence: null }, usage: { output_tokens: 1 } });
  send('message_stop', {});
  res.end();
}

/**
 * Start the Messages API stub. `respond(body, index, requests)` returns an answer (text()/toolUse()) or
 * `{ error: { status, message, type? } }`; the default answers "ok". `tokens` is the count_tokens answer;
 * `otherPaths: 'tokens'` answers any other path with it too (the rule, settings and memory probes were
 * recorded so), else other paths get a 404.
 * Returns { url, port, requests, texts(), bodies(), close() } where requests are { method, path, body, raw } in
 * order; `texts()` are their bodies as sent, `bodies()` as JSON (`{}` for one that is not).
 */
export async function startStub({ respond = () => text('ok'), maxRequests = 12, wallMs = 50_000, tokens = 1, otherPaths = 'not-found' } = {}) {
  let modelRequests = 0;
  // The callback runs only once the server listens, so `server` is set by then.
  const server = await recordingServer((req, body, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'POST' && path.endsWith('/messages/count_tokens')) return json(res, 200, { input_tokens: tokens });
    if (req.method === 'POST' && path.endsWith('/messages')) {
      modelRequests++;
      let answer = modelRequests > maxRequests ? { error: { status: 429, message: 'oracle stub: request limit reached' } } : respond(body, modelRequests - 1, server.requests);
      if (answer?.error) return json(res, answer.error.status ?? 400, { type: 'error', error: { type: answer.error.type ?? 'invalid_request_error', message: answer.error.message } });
      answer ??= text('ok');
      const model = body.model ?? 'stub';
      if (body.stream) return sse(res, model, answer);
      return json(res, 200, { id: nextId('msg'), type: 'message', role: 'assistant', model, content: answer.content, stop_reason: answer.stop_reason, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } });
    }
    if (otherPaths === 'tokens') return json(res, 200, { input_tokens: tokens });
    json(res, 404, { type: 'error', error: { type: 'not_found_error', message: 'oracle stub' } });
  }, { closeAfterMs: wallMs, keep: 'request', dropConnections: true });
  return {
    url: `http://127.0.0.1:${server.port}`, port: server.port, requests: server.requests,
    texts: () => server.requests.map((q) => q.raw),
    bodies: () => server.requests.map((q) => (q.body !== null && typeof q.body === 'object' ? q.body : {})),
    close: server.close,
  };
}

/** The stub the rule, settings and memory probes were recorded with: "ok" to every model request, no limit, a token count for any other path. */
export const ANSWER_OK = { tokens: 10, otherPaths: 'tokens', maxRequests: Infinity, wallMs: 58_000 };

/**
 * An OpenAI Chat Completions stub on `recordingServer`: "ok" to every `chat/completions` request, streamed when asked;
 * any other path gets `{}` (Qwen Code, Cline, Droid). Its `requests` keep the parsed bodies.
 */
export function openAiChatStub() {
  return recordingServer((req, j, res) => {
    if (!/chat\/completions/.test(req.url)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{}');
    }
    const model = j.model ?? 'stub-model';
    const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
    if (j.stream) {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const chunk = (delta, finish) => `data: ${JSON.stringify({ id: 'oracle', object: 'chat.completion.chunk', created: 1, model, choices: [{ index: 0, delta, finish_reason: finish }], ...(finish ? { usage } : {}) })}\n\n`;
      return res.end(`${chunk({ role: 'assistant', content: 'ok' }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'oracle', object: 'chat.completion', created: 1, model, choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }], usage }));
  }, { keep: 'request' });
}


/**
 * A local stub of the Anthropic Messages API for the runtime probe. It listens on
 * 127.0.0.1 (ephemeral port), records every request, and answers /v1/messages with a
 * streamed (SSE) or plain message built by `respond(request, index)`; count_tokens and
 * anything else get a minimal answer. Bounded: after `maxRequests` model requests it
 * answers with an error, and after `wallMs` it closes by itself.
 */
import { createServer } from 'node:http';

let ids = 0;
const nextId = (p) => `${p}_oracle${(++ids).toString().padStart(6, '0')}`;

/** A text answer. */
export const text = (t) => ({ content: [{ type: 'text', text: t }], stop_reason: 'end_turn' });
/** A tool call (for example the Agent tool, to make Claude Code spawn a subagent). */
export const toolUse = (name, input) => ({ content: [{ type: 'tool_use', id: nextId('toolu'), name, input }], stop_reason: 'tool_use' });

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
 * Start the stub. `respond(body, index, requests)` returns an answer (text()/toolUse())
 * or an `{ error: { status, message } }`; the default answers "ok".
 * Returns { url, requests, close(), closed } where requests are { path, body } in order.
 */
export function startStub({ respond = () => text('ok'), maxRequests = 12, wallMs = 50_000 } = {}) {
  const requests = [];
  let modelRequests = 0;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body = null;
      try { body = raw ? JSON.parse(raw) : null; } catch { body = raw; }
      const path = (req.url ?? '').split('?')[0];
      requests.push({ method: req.method, path, body });
      res.on('error', () => {});
      if (req.method === 'POST' && path.endsWith('/messages/count_tokens')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ input_tokens: 1 }));
        return;
      }
      if (req.method === 'POST' && path.endsWith('/messages')) {
        modelRequests++;
        let answer = modelRequests > maxRequests ? { error: { status: 429, message: 'oracle stub: request limit reached' } } : respond(body, modelRequests - 1, requests);
        if (answer?.error) {
          res.writeHead(answer.error.status ?? 400, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message: answer.error.message } }));
          return;
        }
        answer ??= text('ok');
        const model = body?.model ?? 'stub';
        if (body?.stream) { sse(res, model, answer); return; }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: nextId('msg'), type: 'message', role: 'assistant', model, content: answer.content, stop_reason: answer.stop_reason, stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } }));
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'oracle stub' } }));
    });
  });
  let resolveClosed;
  const closed = new Promise((r) => { resolveClosed = r; });
  const close = () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => { resolveClosed(); r(); }); });
  const timer = setTimeout(close, wallMs);
  timer.unref();
  return new Promise((resolveStart, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolveStart({ url: `http://127.0.0.1:${port}`, requests, close: () => { clearTimeout(timer); return close(); }, closed });
    });
  });
}

#!/usr/bin/env node
// A minimal MCP server over stdio (newline-delimited JSON-RPC) for the oracle probes: it answers `initialize` and
// offers one tool, `<name>_probe` (its name from argv[2], default `stub`), whose description carries the marker
// `MCP-TOOL-<name>`, so a probe can see in a model request whether the harness started the server and offered its tools.
// Loopback only: it talks to its parent over stdin/stdout and nothing else.
import { createInterface } from 'node:readline';

const name = process.argv[2] ?? 'stub';
const send = (msg) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
createInterface({ input: process.stdin }).on('line', (line) => {
  let req;
  try { req = JSON.parse(line); } catch { return; }
  if (req.id === undefined) return; // a notification
  if (req.method === 'initialize') {
    return send({ id: req.id, result: { protocolVersion: req.params?.protocolVersion ?? '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: `oracle-${name}`, version: '1.0.0' } } });
  }
  if (req.method === 'tools/list') {
    return send({ id: req.id, result: { tools: [{ name: `${name}_probe`, description: `MCP-TOOL-${name}`, inputSchema: { type: 'object', properties: {} } }] } });
  }
  send({ id: req.id, error: { code: -32601, message: `no method ${req.method}` } });
});

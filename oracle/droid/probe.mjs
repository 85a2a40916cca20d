#!/usr/bin/env node
// The HARNESS oracle probe for Factory's Droid CLI (pinned 0.225.2; how it runs offline: run.mjs). For each
// case of oracle/droid/cases.json it builds the project (a throwaway git repository, cases.mjs), runs one
// `droid exec` turn against the loopback stub and records what the first model request carries: the custom droids it
// lists for the Task tool (`name: description`), and for each string of the case's `expect`, whether it was sent.
// A case's `prompt` (default "say hi now") can invoke a custom command (`/name args`). A case with `"mcp": true`
// records `droid mcp list` instead: the project's MCP servers (not their connection status, which depends on timing).
//
//   node oracle/droid/probe.mjs [--check] [--cases=a|b]
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { droidsOf, droidVersion, mcpList, turn } from './run.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CASES = join(ROOT, 'oracle/droid/cases.json');

// `{{MCP_STUB}}` in a case's files is the path of oracle/lib/mcp-stub-server.mjs (a minimal MCP server).
const MCP_STUB = join(ROOT, 'oracle/lib/mcp-stub-server.mjs');
const withStub = (files) => Object.fromEntries(Object.entries(files).map(([p, t]) => [p, t.split('{{MCP_STUB}}').join(MCP_STUB)]));

async function observe(c) {
  if (c.mcp) return inCaseRepo('droid-oracle-case-', withStub(c.files), (dir) => mcpList(dir));
  return inCaseRepo('droid-oracle-case-', c.files, async (dir) => {
    const t = await turn(dir, c.prompt);
    if (!t.requested) return { exit: t.code, requested: false, output: t.out.trim().split('\n').slice(0, 3) };
    const seen = { exit: t.code, droids: droidsOf(t.text) };
    if (c.expect) seen.sent = Object.fromEntries(c.expect.map((s) => [s, t.text.includes(s)]));
    return seen;
  });
}

await recordOrCheck({ casesPath: CASES, versionKey: 'droid', version: droidVersion(), label: 'Droid', observe });

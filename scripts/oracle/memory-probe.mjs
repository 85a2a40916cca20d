#!/usr/bin/env node
// The HARNESS oracle probe for Claude Code memory files: which `@path` imports Claude Code inlines.
// Each case is a project folder; `claude -p hi` runs against a loopback stub of the Messages API, and the probe
// records which of the case's marker strings reached the model (the memory is in the request).
//
//   node scripts/oracle/memory-probe.mjs            # record: rewrite each case's `observed`
//   node scripts/oracle/memory-probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Offline like scripts/oracle/rules-probe.mjs: a throwaway HOME and CLAUDE_CONFIG_DIR, telemetry and auto-update
// off, a dummy key, model traffic only to 127.0.0.1, each claude call under `timeout 60`.
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { inCaseRepo, recordOrCheck, runClaudeIn, startMessagesStub } from './cases.mjs';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');
const CLAUDE = join(ROOT, '.oracle/claude-code/node_modules/.bin/claude');

function observe(c) {
  return inCaseRepo('memory-oracle-case-', c.files, async (dir) => {
    const stub = await startMessagesStub();
    const { code } = await runClaudeIn(CLAUDE, ['-p', 'hi'], dir, stub.port);
    stub.close();
    const sent = stub.requests.join('\n');
    const literal = (c.literals ?? []).filter((l) => sent.includes(l));
    return { exit: code, markersSent: c.markers.filter((m) => sent.includes(m)), literalsSent: literal };
  });
}

const version = execFileSync('timeout', ['60', CLAUDE, '--version'], { encoding: 'utf8', env: { ...process.env, DISABLE_AUTOUPDATER: '1' } }).trim().split(' ')[0];
await recordOrCheck({ casesPath: join(ROOT, 'fixtures/oracle/claude-code/harness-memory.json'), versionKey: 'claudeCode', version, label: 'Claude Code', observe });

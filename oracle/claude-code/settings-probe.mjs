#!/usr/bin/env node
// The HARNESS oracle probe for Claude Code settings.json: what Claude Code says about a project settings file.
// Each case is a project folder with `.claude/settings.json`; `claude -p hi --debug-file` runs against a loopback
// stub of the Messages API, and the probe records the "did not load" report on the output and the debug-log
// lines about invalid settings (paths replaced by <case>). `modelApplied`: the request went out with the model
// `settings-marker-model` (a case that sets it shows the file's settings are in effect). A case with `markers`
// (an output style's body text) or `literals` also records which of them reached the model.
//
//   node oracle/claude-code/settings-probe.mjs            # record: rewrite each case's `observed`
//   node oracle/claude-code/settings-probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Offline like oracle/claude-code/rules-probe.mjs: a throwaway HOME and CLAUDE_CONFIG_DIR, telemetry and auto-update
// off, a dummy key, model traffic only to 127.0.0.1, each claude call under `timeout 60`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { ensureClaude, ROOT } from '../lib/env.mjs';
import { claudeProcess } from '../lib/runtime.mjs';
import { ANSWER_OK, startStub } from '../lib/stub.mjs';

function observe(c) {
  return inCaseRepo('settings-oracle-case-', c.files, async (dir) => {
    const stub = await startStub(ANSWER_OK);
    const debug = join(dir, '.debug.log');
    const { out, code } = await claudeProcess(['-p', 'hi', '--debug-file', debug], { cwd: dir, baseUrl: stub.url });
    await stub.close();
    const clean = (l) => l.split(dir).join('<case>').trim();
    const notLoaded = out.split('\n').filter((l) => l.includes('settings.json (')).map(clean);
    const log = readFileSync(debug, 'utf8').split('\n').filter((l) => l.includes('Invalid setting skipped')).map((l) => clean(l.replace(/^\S+ \[ERROR\] /, '')));
    const sent = stub.texts().join('\n');
    const seen = { exit: code, settingsLoaded: !out.includes('These settings did not load'), modelApplied: sent.includes('"model":"settings-marker-model"'), notLoaded, log };
    if (c.markers) seen.markersSent = c.markers.filter((m) => sent.includes(m));
    if (c.literals) seen.literalsSent = c.literals.filter((m) => sent.includes(m));
    return seen;
  });
}

const { version } = ensureClaude();
await recordOrCheck({ casesPath: join(ROOT, 'oracle/claude-code/harness-settings.json'), versionKey: 'claudeCode', version, label: 'Claude Code', observe });

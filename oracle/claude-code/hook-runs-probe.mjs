#!/usr/bin/env node
// The HOOK RUNS oracle probe for Claude Code: how often a settings hook runs in one session. Each case is a project
// whose `.claude/settings.json` holds a PostToolUse hook on Write that appends a line to a log outside the project;
// `claude -p` runs against the loopback stub, whose answers make the model call Write `writes` times, then end.
// Records how many times the hook ran and how many files were written (oracle/claude-code/hook-runs.json).
//
//   node oracle/claude-code/hook-runs-probe.mjs            # record
//   node oracle/claude-code/hook-runs-probe.mjs --check    # fail on any difference
//
// Offline like the other probes: a throwaway HOME, a dummy key, model traffic only to 127.0.0.1, bounded runs.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOrCheck } from '../lib/cases.mjs';
import { ensureClaude, ROOT } from '../lib/env.mjs';
import { claudeProcess } from '../lib/runtime.mjs';
import { startStub, text, toolUse } from '../lib/stub.mjs';

/** The case's settings, with `<log>` replaced by the log file the hook appends to. */
const settingsFor = (c, log) => c.settings.split('<log>').join(log);

async function observe(c) {
  const root = mkdtempSync(join(tmpdir(), 'hook-runs-'));
  try {
    const home = join(root, 'home');
    const proj = join(root, 'proj');
    const log = join(root, 'hook.log');
    mkdirSync(join(home, '.claude'), { recursive: true });
    mkdirSync(join(proj, '.claude'), { recursive: true });
    writeFileSync(join(proj, '.claude/settings.json'), settingsFor(c, log));
    writeFileSync(join(home, '.claude', '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true, projects: { [proj]: { hasTrustDialogAccepted: true, allowedTools: [] } } }));
    const writes = Array.from({ length: c.writes }, (_, i) => ({ file_path: join(proj, `f${i}.txt`), content: 'x' }));
    const answered = (b) => JSON.stringify(b.messages ?? []).split('"tool_result"').length - 1;
    const stub = await startStub({
      maxRequests: c.writes + 6,
      wallMs: 65_000,
      // Side requests (no Write tool offered) get a plain answer; the main loop writes, then ends.
      respond: (b) => {
        if (!(b.tools ?? []).some((t) => t.name === 'Write')) return text('ok');
        const next = writes[answered(b)];
        return next ? toolUse('Write', next) : text('done');
      },
    });
    try {
      await claudeProcess(['-p', 'Write the files.', '--permission-mode', 'acceptEdits'], { cwd: proj, home, baseUrl: stub.url, timeoutMs: 60_000 });
    } finally {
      await stub.close();
    }
    const hookRuns = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
    return { filesWritten: writes.filter((w) => existsSync(w.file_path)).length, hookRuns };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const { version } = ensureClaude();
await recordOrCheck({ casesPath: join(ROOT, 'oracle/claude-code/hook-runs.json'), versionKey: 'claudeCode', version, label: 'Claude Code', observe });

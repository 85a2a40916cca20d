#!/usr/bin/env node
// The HARNESS oracle probe for Claude Code memory files: which `@path` imports Claude Code inlines.
// Each case is a project folder; `claude -p hi` runs against a loopback stub of the Messages API, and the probe
// records which of the case's marker strings reached the model (the memory is in the request). A case with
// `repeats` also records the markers sent more than once in one request (an import cycle). A case with `read`
// (a path-scoped `.claude/rules` file) answers the first turn with a Read of that file and records the markers
// sent before and after it, and the debug-log warnings about unusable `paths:` globs.
//
//   node oracle/claude-code/memory-probe.mjs            # record: rewrite each case's `observed`
//   node oracle/claude-code/memory-probe.mjs --check    # fail on any difference from the recorded `observed`
//
// Offline like oracle/claude-code/rules-probe.mjs: a throwaway HOME and CLAUDE_CONFIG_DIR, telemetry and auto-update
// off, a dummy key, model traffic only to 127.0.0.1, each claude call under `timeout 60`.
import { join } from 'node:path';
import { filesOf, inCaseRepo, recordOrCheck } from '../lib/cases.mjs';
import { ensureClaude, ROOT } from '../lib/env.mjs';
import { claudeProcess, requestText, runClaude } from '../lib/runtime.mjs';
import { ANSWER_OK, startStub, text, toolUse } from '../lib/stub.mjs';

/** A case's files: `filesFrom` (a fixture folder, every file) and then `files` over them. */
const caseFiles = (c) => ({ ...(c.filesFrom ? filesOf(join(ROOT, c.filesFrom)) : {}), ...(c.files ?? {}) });

/** Markers that occur more than once in `text`. */
const repeatedIn = (markers, text) => markers.filter((m) => text.split(m).length > 2);

/**
 * A `.claude/rules` case: the model reads `c.read` (a path, a list read one per turn, or `*`); which rules reached the
 * model at the start and after the last read. `c.git` makes the project a git repository (its `.gitignore` applies).
 */
async function observeRead(c) {
  const files = caseFiles(c);
  // `read: "*"`: every file of the case outside `.claude/`, in path order.
  const reads = c.read === '*' ? Object.keys(files).filter((p) => !p.startsWith('.claude/')).sort() : [c.read].flat();
  const r = await runClaude({
    files,
    git: c.git,
    prompt: 'read the files',
    maxRequests: reads.length + 6,
    respond: (body) => {
      const cwd = /working directory: (\S+)/i.exec(requestText(body))?.[1];
      const done = JSON.stringify(body.messages).split('tool_result').length - 1;
      return cwd && done < reads.length && body.tools?.some((t) => t.name === 'Read') ? toolUse('Read', { file_path: `${cwd}/${reads[done]}` }) : text('ok');
    },
  });
  const main = r.requests.filter((b) => b.tools?.some((t) => t.name === 'Read'));
  const sent = (b) => c.markers.filter((m) => requestText(b).includes(m));
  const unusable = r.debugLog.split('\n').filter((l) => l.includes('[claudemd_rule_globs]')).map((l) => l.replace(/^\S+ \[\w+\] /, ''));
  return { exit: r.code, markersAtStart: sent(main[0]), markersAfterRead: main[reads.length] ? sent(main[reads.length]) : null, unusable };
}

function observe(c) {
  if (c.read) return observeRead(c);
  return inCaseRepo('memory-oracle-case-', c.files, async (dir) => {
    const stub = await startStub(ANSWER_OK);
    const { code } = await claudeProcess(['-p', 'hi'], { cwd: dir, baseUrl: stub.url });
    await stub.close();
    const sent = stub.texts().join('\n');
    const literal = (c.literals ?? []).filter((l) => sent.includes(l));
    const seen = { exit: code, markersSent: c.markers.filter((m) => sent.includes(m)), literalsSent: literal };
    if (c.repeats) seen.repeated = repeatedIn(c.markers, stub.texts().find((q) => c.markers.some((m) => q.includes(m))) ?? '');
    return seen;
  });
}

const { version } = ensureClaude();
await recordOrCheck({ casesPath: join(ROOT, 'oracle/claude-code/harness-memory.json'), versionKey: 'claudeCode', version, label: 'Claude Code', observe });

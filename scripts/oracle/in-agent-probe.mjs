#!/usr/bin/env node
// The IN-AGENT oracle probe: agentlint as a plugin of the harness itself. The pinned harness, driven by its
// loopback model stub, writes a file; agentlint's plugin (this repository's root: .claude-plugin/plugin.json and
// plugin/claude-code/) runs its hook on the write; the case records what the harness sends the model next, after
// the write. A broken agent must come back with its finding; a clean agent, or a file that is not an agent
// definition, with nothing from agentlint.
//
// The hook runs the repository's bundle (dist/cli/index.js): after a change to src/, `npm run package` first.
//
//   node scripts/oracle/in-agent-probe.mjs claude-code [--check] [--cases=<id>|<id>]
//
// Golden file: fixtures/oracle/claude-code/in-agent.json. Each case: `files` (the project before the run),
// `write` ({ path, content }: the Write tool call the stub's first answer makes), `observed.afterWrite`: every
// message of the next request after the assistant's Write call, as role and texts (a tool result marked as such),
// the project folder written `<project>`. Offline: dummy key, loopback stub, a throwaway HOME, bounded runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOrCheck } from './cases.mjs';
import { ensureClaude, ROOT } from './env.mjs';
import { claudeProcess, writeTree } from './runtime.mjs';
import { startStub, text, toolUse } from './stub.mjs';

const harness = process.argv[2];
const HARNESSES = { 'claude-code': claudeCode };
if (!HARNESSES[harness]) {
  console.error(`in-agent-probe: name the harness: ${Object.keys(HARNESSES).join(', ')}`);
  process.exit(2);
}
await HARNESSES[harness]();

/** The texts of one message's content: text blocks, and tool results marked `[tool_result]` (`[tool_result error]`). */
function texts(content) {
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content.flatMap((b) => (b.type === 'text' ? [b.text] : b.type === 'tool_result' ? texts(b.content).map((t) => `[tool_result${b.is_error ? ' error' : ''}] ${t}`) : []));
}

async function claudeCode() {
  const { version } = ensureClaude();
  await recordOrCheck({
    casesPath: join(ROOT, 'fixtures/oracle/claude-code/in-agent.json'),
    versionKey: 'claudeCode',
    version,
    label: 'Claude Code',
    observe: observeClaude,
  });
}

/** One `claude -p` run with the repository loaded as a plugin; the stub's first main-loop answer is the case's Write. */
async function observeClaude(c) {
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-'));
  const home = join(root, 'home');
  const proj = join(root, 'proj');
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(proj);
  writeTree(proj, c.files);
  writeFileSync(join(home, '.claude', '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true, projects: { [proj]: { hasTrustDialogAccepted: true, allowedTools: [] } } }));
  const answered = (b) => JSON.stringify(b.messages ?? []).includes('"tool_result"');
  const stub = await startStub({
    maxRequests: 8,
    wallMs: 65_000,
    respond: (b) => {
      // Side requests (no Write tool offered) get a plain answer; the main loop writes once, then ends.
      if (!(b.tools ?? []).some((t) => t.name === 'Write')) return text('ok');
      return answered(b) ? text('done') : toolUse('Write', { file_path: join(proj, c.write.path), content: c.write.content });
    },
  });
  try {
    await claudeProcess(['-p', 'Write the agent definition.', '--plugin-dir', ROOT, '--permission-mode', 'acceptEdits'], { cwd: proj, home, baseUrl: stub.url, timeoutMs: 60_000 });
  } finally {
    await stub.close();
  }
  const next = stub.requests.filter((q) => q.method === 'POST' && /\/messages$/.test(q.path)).map((q) => q.body).find(answered);
  rmSync(root, { recursive: true, force: true });
  if (!next) return { afterWrite: null };
  const m = next.messages;
  const call = m.findIndex((x) => x.role === 'assistant' && JSON.stringify(x.content).includes('"tool_use"'));
  return { afterWrite: m.slice(call + 1).map((x) => ({ role: x.role, texts: texts(x.content).map((t) => t.split(proj).join('<project>')) })) };
}

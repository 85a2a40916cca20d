// The in-agent probe's Claude Code cases (../in-agent.mjs describes them).
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordOrCheck } from '../lib/cases.mjs';
import { ensureClaude, ROOT } from '../lib/env.mjs';
import { claudeProcess, writeTree } from '../lib/runtime.mjs';
import { startStub, text, toolUse } from '../lib/stub.mjs';
import { cloneRepository, texts } from '../lib/in-agent-common.mjs';

export async function claudeCode() {
  const { version } = ensureClaude();
  await recordOrCheck({
    casesPath: join(ROOT, 'oracle/claude-code/in-agent.json'),
    versionKey: 'claudeCode',
    version,
    label: 'Claude Code',
    observe: observeClaude,
  });
}

/** The Claude Code plugin's folder (the marketplace at the repository root lists it). */
const CLAUDE_PLUGIN = join(ROOT, 'plugins/agentlint');

/**
 * An `install` case: the repository as the user gets it (a clone of its last commit, with the bundle under test in its
 * dist/cli), added as a marketplace and its plugin installed, in a throwaway HOME (offline: a local marketplace).
 * Records what the commands say, what the installed copy holds (the bundle as a file: Claude Code copies what `dist`
 * links to; no node_modules: the plugin folder has no package.json, so Claude Code installs no npm dependencies), and,
 * with `write`, what the next request carries after the write in a session where the installed plugin is enabled.
 */
async function installClaude(c) {
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-install-'));
  const home = join(root, 'home');
  mkdirSync(join(home, '.claude'), { recursive: true });
  cloneRepository(join(root, 'repo'));
  const said = (r) => r.out.split('\n').map((l) => l.trim()).filter((l) => l.includes('✔') || l.includes('✘')).map((l) => l.split(root).join('<tmp>'));
  const add = await claudeProcess(['plugin', 'marketplace', 'add', join(root, 'repo')], { cwd: root, home, timeoutMs: 60_000 });
  const install = await claudeProcess(['plugin', 'install', 'agentlint@agentlint'], { cwd: root, home, timeoutMs: 120_000 });
  const cache = join(home, '.claude/plugins/cache/agentlint/agentlint');
  const versions = existsSync(cache) ? readdirSync(cache) : [];
  const copy = versions.length === 1 ? join(cache, versions[0]) : undefined;
  const kind = (rel) => (copy && existsSync(join(copy, rel)) ? (lstatSync(join(copy, rel)).isSymbolicLink() ? 'link' : lstatSync(join(copy, rel)).isFile() ? 'file' : 'folder') : null);
  const installed = Object.fromEntries(['dist/index.js', 'hooks/hooks.json', '.mcp.json', 'skills/writing-agent-definitions/SKILL.md', 'node_modules'].map((rel) => [rel, kind(rel)]));
  const session = c.write ? await observeClaude({ ...c, install: undefined }, { home, pluginArgs: [] }) : {};
  rmSync(root, { recursive: true, force: true });
  return { marketplaceAdd: said(add), install: said(install), installed, ...session };
}

/**
 * A `validate` case: `claude plugin validate --json` on a path of this repository (`.`: the marketplace and the plugin
 * at the root; `.claude-plugin/plugin.json`: the plugin manifest), its verdict, messages and what it says the plugin provides.
 */
async function validateClaude(c) {
  const { stdout } = await claudeProcess(['plugin', 'validate', '--json', join(ROOT, c.validate)], { cwd: ROOT, timeoutMs: 60_000 });
  const j = JSON.parse(stdout);
  const messages = (list) => list.map((m) => `${m.path}: ${m.message}`);
  const part = (x) => ({ file: x.file.split(ROOT).join('<repo>'), type: x.type, errors: messages(x.errors), warnings: messages(x.warnings) });
  return {
    success: j.success,
    manifest: part(j.manifest),
    contents: j.contents.map(part),
    provides: j.provides && { hooks: j.provides.hooks, mcpServers: j.provides.mcpServers, skills: j.provides.skills },
  };
}

/**
 * One `claude -p` run with the repository's plugin loaded (`--plugin-dir`, or `pluginArgs` in a `home` where it is
 * installed); the stub's first main-loop answer is the case's Write.
 */
async function observeClaude(c, { home: keptHome, pluginArgs = ['--plugin-dir', CLAUDE_PLUGIN] } = {}) {
  if (c.validate) return validateClaude(c);
  if (c.install) return installClaude(c);
  const root = mkdtempSync(join(tmpdir(), 'oracle-in-agent-'));
  const home = keptHome ?? join(root, 'home');
  const proj = join(root, 'proj');
  mkdirSync(join(home, '.claude'), { recursive: true });
  mkdirSync(proj);
  writeTree(proj, c.files);
  writeFileSync(join(home, '.claude', '.claude.json'), JSON.stringify({ hasCompletedOnboarding: true, projects: { [proj]: { hasTrustDialogAccepted: true, allowedTools: [] } } }));
  const answered = (b) => JSON.stringify(b.messages ?? []).split('"tool_result"').length - 1;
  // The main loop's tool calls, one per answer: the case's Write, or its `calls` ({ name, input }) in order.
  const calls = c.calls ?? [{ name: 'Write', input: { file_path: join(proj, c.write.path), content: c.write.content } }];
  const stub = await startStub({
    maxRequests: 8,
    wallMs: 65_000,
    respond: (b) => {
      // Side requests (no Write tool offered) get a plain answer; the main loop makes its calls, then ends.
      if (!(b.tools ?? []).some((t) => t.name === 'Write')) return text('ok');
      const step = calls[answered(b)];
      return step ? toolUse(step.name, step.input) : text('done');
    },
  });
  try {
    await claudeProcess(['-p', 'Write the agent definition.', ...pluginArgs, '--permission-mode', 'acceptEdits', ...(c.allowedTools ? ['--allowedTools', c.allowedTools] : [])], { cwd: proj, home, baseUrl: stub.url, timeoutMs: 60_000 });
  } finally {
    await stub.close();
  }
  const main = stub.requests.filter((q) => q.method === 'POST' && /\/messages$/.test(q.path)).map((q) => q.body).filter(answered);
  rmSync(root, { recursive: true, force: true });
  if (c.calls) {
    // A case of MCP calls: the result of the last call, as the model reads it in the last request.
    const last = main[main.length - 1]?.messages ?? [];
    return { lastResult: texts(last[last.length - 1]?.content).map((t) => t.split(proj).join('<project>')) };
  }
  const next = main[0];
  if (!next) return { afterWrite: null };
  const m = next.messages;
  const call = m.findIndex((x) => x.role === 'assistant' && JSON.stringify(x.content).includes('"tool_use"'));
  return { afterWrite: m.slice(call + 1).map((x) => ({ role: x.role, texts: texts(x.content).map((t) => t.split(proj).join('<project>')) })) };
}


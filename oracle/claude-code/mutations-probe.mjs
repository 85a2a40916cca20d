#!/usr/bin/env node
/**
 * Claude Code's mutation probe (issue 19: recall). Single-field mutations (oracle/lib/mutate.mjs) of a valid
 * base file of each kind, run in batches through the pinned Claude Code, and what it does with each:
 *
 *   node oracle/claude-code/mutations-probe.mjs            # record oracle/claude-code/mutations.json
 *   node oracle/claude-code/mutations-probe.mjs --check    # observe again; exit 1 on any changed outcome
 *   node oracle/claude-code/mutations-probe.mjs --only=plugin,hooks   # only those kinds (the others keep their record)
 *
 * Batches (one `claude` process for many mutations wherever Claude Code reads many files at once):
 *   plugin       `plugin.json`: one marketplace whose N plugins each hold one mutated manifest; `claude plugin
 *                validate --json <marketplace>` reports each as `plugins[i] plugin.json → <field>` (one run)
 *   hooks        `hooks/hooks.json` of a plugin: the same marketplace layout, one mutated hooks.json per plugin; the
 *                validator reports each plugin's hooks file (one run)
 *   mcp          a plugin `.mcp.json`: a plugin whose manifest lists 14 mutated files (`mcpServers: [paths]`; the
 *                validator reads at most 15 listed files), one run per 14 cases; each case's tree is the plugin with
 *                its one file
 *   marketplace  `marketplace.json`: one validate run per mutation (a marketplace is one file), 3 at a time
 *   agent        project agents: every mutated agent in one `claude -p` run (the agent listing and the debug log), the
 *                same files as plugin agents through the validator (one run); what the listing cannot show (`model`,
 *                `tools` that are not a list) comes from recorded spawns (rules-runtime.json, `shownElsewhere`)
 *   skill, command  frontmatter: one plugin with every mutated SKILL.md / command through the validator (one run
 *                each), and the same files as project skills / commands in one `claude -p` run each against the
 *                loopback stub (the listing sent to the model shows which were loaded)
 *   settings     `.claude/settings.json` (`hooks`, `permissions`): one `claude -p` run per mutation (a project has
 *                one such file), 3 at a time: "These settings did not load" and the debug log's skipped settings
 *
 * Outcome of a case: `rejects` when the validator reports an error on the mutated file or the settings file did not
 * load; `drops` when the project skill/command is missing from the listing, or the settings loader skipped the
 * entry; `ignores` when a validator warning says the value is ignored; `accepts` otherwise (warnings that say
 * nothing is lost, such as a missing optional description, count as accepted).
 * Offline like every probe: throwaway HOME, dummy key, loopback stub, every process under a 60 s timeout.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnv, ensureClaude, ROOT } from '../lib/env.mjs';
import { mutations, applyMutation } from '../lib/mutate.mjs';
import { pool, runClaude, requestText, writeTree } from '../lib/runtime.mjs';
import { startMessagesStub, runClaudeIn, inCaseRepo } from '../lib/cases.mjs';

const GOLDEN = join(ROOT, 'oracle/claude-code/mutations.json');
const check = process.argv.includes('--check');
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const only = onlyArg ? new Set(onlyArg.split(',')) : null;

// ---------------------------------------------------------------- base files

const PLUGIN_BASE = {
  name: 'mp',
  version: '1.2.0',
  description: 'A probe plugin',
  author: { name: 'Probe Author', email: 'probe@example.com', url: 'https://example.com/author' },
  homepage: 'https://example.com/plugin',
  repository: 'https://github.com/example/plugin',
  license: 'MIT',
  keywords: ['probe'],
};

const MARKETPLACE_BASE = {
  name: 'probe-market',
  owner: { name: 'Probe Owner', email: 'owner@example.com' },
  metadata: { description: 'A probe marketplace', version: '1.0.0' },
  plugins: [{ name: 'mp', source: './plugins/mp', description: 'A probe plugin', version: '1.2.0', author: { name: 'Probe Author' }, homepage: 'https://example.com/plugin', category: 'development', keywords: ['probe'] }],
};

const HOOKS_BASE = {
  description: 'Probe hooks',
  hooks: {
    PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo pre', timeout: 30 }] }],
    PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'prompt', prompt: 'Check the write.', timeout: 20 }] }],
    Stop: [{ hooks: [{ type: 'http', url: 'https://example.com/hook', timeout: 10 }] }],
  },
};

const MCP_BASE = {
  mcpServers: {
    local: { command: 'node', args: ['server.js'], env: { LEVEL: 'info' } },
    remote: { type: 'http', url: 'https://example.com/mcp', headers: { 'X-Probe': 'yes' } },
  },
};

const SETTINGS_BASE = {
  model: 'settings-marker-model',
  permissions: { allow: ['Bash(npm test:*)'], deny: ['Read(./.env)'], ask: ['Bash(git push:*)'], defaultMode: 'default', additionalDirectories: ['../shared'] },
  hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo pre', timeout: 30 }] }] },
};

const SKILL_BASE = {
  name: 'probe-skill',
  description: 'Use when probing skills',
  'allowed-tools': 'Read, Grep',
  'argument-hint': '[file]',
  model: 'sonnet',
  'user-invocable': true,
  'disable-model-invocation': false,
  context: 'fork',
  agent: 'general-purpose',
  effort: 'high',
};

/** A project agent (`.claude/agents/<slug>.md`); `name` becomes the case's slug so the agents of a batch differ. */
const AGENT_BASE = {
  name: 'probe-agent',
  description: 'Use when probing agents',
  tools: 'Read, Grep',
  disallowedTools: 'Write',
  model: 'sonnet',
  permissionMode: 'default',
  maxTurns: 5,
  memory: 'project',
  background: false,
  effort: 'high',
  isolation: 'worktree',
  color: 'blue',
  initialPrompt: 'Start.',
};

const COMMAND_BASE = {
  description: 'Use when probing commands',
  'allowed-tools': 'Read, Grep',
  'argument-hint': '[file]',
  model: 'sonnet',
};

/** Fields added to a hook handler that its type does not read, and others (not generated by mutate.mjs). */
const HOOK_ADDITIONS = [
  ['/hooks/PostToolUse/0/hooks/0/async', true], // prompt handler
  ['/hooks/PostToolUse/0/hooks/0/command', 'echo x'],
  ['/hooks/Stop/0/hooks/0/async', true], // http handler
  ['/hooks/Stop/0/hooks/0/once', true],
  ['/hooks/Stop/0/hooks/0/model', 'haiku'],
  ['/hooks/PreToolUse/0/hooks/0/model', 'haiku'], // command handler
  ['/hooks/PreToolUse/0/hooks/0/prompt', 'x'],
  ['/hooks/PreToolUse/0/hooks/0/once', true],
  ['/hooks/PreToolUse/0/hooks/0/async', true],
  ['/hooks/PreToolUse/0/hooks/0/statusMessage', 'Checking'],
  ['/hooks/PreToolUse/0/hooks/0/unknownField', 'x'],
  ['/hooks/PreToolUse/0/unknownField', 'x'],
  ['/hooks/PreToolUse/0/hooks/0/timeout', -5],
  ['/hooks/PreToolUse/0/hooks/0/timeout', 1.5],
  ['/hooks/PreToolUse/0/hooks/0/command', './scripts/missing.sh'],
  ['/hooks/PreToolUse/0/hooks/0/command', '${CLAUDE_PLUGIN_ROOT}/scripts/missing.sh'],
];

const MCP_ADDITIONS = [
  ['/mcpServers/local/type', 'stdio'],
  ['/mcpServers/local/type', 'sse'],
  ['/mcpServers/local/cwd', '.'],
  ['/mcpServers/local/unknownField', 'x'],
  ['/mcpServers/remote/command', 'node'],
  ['/mcpServers/remote/type', 'sse'],
  ['/mcpServers/remote/type', 'ws'],
  ['/unknownTop', {}],
];

function additions(list) {
  return list.map(([pointer, value]) => ({ pointer, op: `add:${JSON.stringify(value)}`, value, id: `${pointer}:add:${JSON.stringify(value)}` }));
}

// ---------------------------------------------------------------- serialising and locating

const json = (v) => `${JSON.stringify(v, null, 2)}\n`;

/** 1-based line of the value at `pointer` in `json(value)`, or null when it is absent. */
export function jsonLine(value, pointer) {
  if (pointer === '') return 1;
  const lines = json(value).split('\n');
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let at = 0; // line index of the current container's opening
  let node = value;
  for (let d = 0; d < parts.length; d++) {
    const indent = ' '.repeat(2 * (d + 1));
    const p = parts[d];
    if (node === null || typeof node !== 'object') return null;
    let found = -1;
    if (Array.isArray(node)) {
      const i = Number(p);
      if (!(i < node.length)) return null;
      let seen = -1;
      for (let l = at + 1; l < lines.length; l++) {
        if (lines[l].startsWith(indent) && lines[l][indent.length] !== ' ' && !/^\s*[\]}]/.test(lines[l])) seen++;
        if (seen === i) { found = l; break; }
      }
      node = node[i];
    } else {
      if (!(p in node)) return null;
      const key = `${indent}${JSON.stringify(p)}:`;
      for (let l = at + 1; l < lines.length; l++) if (lines[l].startsWith(key)) { found = l; break; }
      node = node[p];
    }
    if (found < 0) return null;
    at = found;
  }
  return at + 1;
}

function yamlScalar(v) {
  return typeof v === 'string' ? (v === '' || /^\s|\s$|[:#'"\[\]{},&*!|>%@`]|^(true|false|null|yes|no|on|off|~|[-+.\d])/i.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v);
}

/** Frontmatter with one top-level key a line (flow style for lists and maps), then a body. */
function frontmatter(fields, body) {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v !== null && typeof v === 'object' ? JSON.stringify(v) : yamlScalar(v)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

function yamlLine(fields, pointer) {
  const key = pointer.split('/')[1];
  const i = Object.keys(fields).indexOf(key);
  return i < 0 ? null : i + 2;
}

// ---------------------------------------------------------------- running

function validate(dir, { version }) {
  const { bin } = ensureClaude(version);
  const home = mkdtempSync(join(tmpdir(), 'mut-home-'));
  return new Promise((ok, fail) => {
    execFile('timeout', ['60', bin, 'plugin', 'validate', '--json', dir], { env: baseEnv(home), maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout) => {
      rmSync(home, { recursive: true, force: true });
      if (!stdout) return fail(err ?? new Error('validate printed nothing'));
      const doc = JSON.parse(stdout);
      ok([doc.manifest, ...(doc.contents ?? [])].filter(Boolean).map((f) => ({
        file: f.file.slice(dir.length + 1),
        errors: f.errors.map((e) => `${e.path}: ${e.message}`),
        warnings: f.warnings.map((e) => `${e.path}: ${e.message}`),
      })));
    });
  });
}

const IGNORED = /ignor|dropp|drops|not loaded|no effect|skipp/i;

function verdictOf(errors, warnings) {
  if (errors.length) return { outcome: 'rejects', evidence: errors.join(' | ') };
  const lost = warnings.filter((w) => IGNORED.test(w));
  if (lost.length) return { outcome: 'ignores', evidence: lost.join(' | ') };
  return { outcome: 'accepts', evidence: warnings.length ? `warnings only: ${warnings.join(' | ')}` : 'no message' };
}

/** Cases of one JSON kind: each mutation's value, serialised, with its line. */
function jsonCases(kind, base, muts) {
  return muts.map((m) => {
    const value = applyMutation(base, m);
    return { id: `${kind}:${m.id}`, kind, pointer: m.pointer, op: m.op, value, text: json(value), line: m.op === 'remove' ? null : jsonLine(value, m.pointer) };
  });
}

const PLUGIN_MANIFEST = json({ name: 'mp', version: '1.2.0', description: 'A probe plugin', author: { name: 'Probe Author' } });

/** plugin.json and hooks.json: one marketplace, one plugin per case. */
async function marketplaceBatch(kind, cases, fileOf, { version }) {
  const root = mkdtempSync(join(tmpdir(), `mut-${kind}-`));
  try {
    const files = {};
    const plugins = cases.map((c, i) => {
      const dir = `plugins/p${i}`;
      files[`${dir}/.claude-plugin/plugin.json`] = kind === 'plugin' ? c.text : PLUGIN_MANIFEST;
      if (kind === 'hooks') files[`${dir}/hooks/hooks.json`] = c.text;
      return { name: `p${i}`, source: `./${dir}` };
    });
    files['.claude-plugin/marketplace.json'] = json({ name: 'probe-market', owner: { name: 'Probe Owner' }, metadata: { description: 'Mutation batch' }, plugins });
    writeTree(root, files);
    const report = await validate(root, { version });
    return cases.map((c, i) => {
      if (kind === 'plugin') {
        const market = report.find((f) => f.file === '.claude-plugin/marketplace.json');
        const mine = (list) => list.filter((m) => m.startsWith(`plugins[${i}] plugin.json → `)).map((m) => m.slice(`plugins[${i}] plugin.json → `.length));
        return verdictOf(mine(market.errors), mine(market.warnings));
      }
      const f = report.find((r) => r.file === `plugins/p${i}/${fileOf}`);
      return verdictOf(f?.errors ?? [], f?.warnings ?? []);
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** `claude plugin validate` reads at most 15 of the files a manifest's `mcpServers` lists: 14 cases a plugin, 3 plugins at a time. */
async function mcpBatch(cases, { version }) {
  const chunks = [];
  for (let i = 0; i < cases.length; i += 14) chunks.push(cases.slice(i, i + 14));
  const results = await pool(chunks, 3, async (chunk) => {
    const root = mkdtempSync(join(tmpdir(), 'mut-mcp-'));
    try {
      const files = { '.claude-plugin/plugin.json': json({ name: 'mp', version: '1.2.0', description: 'A probe plugin', author: { name: 'Probe Author' }, mcpServers: chunk.map((c, i) => `./m${i}/.mcp.json`) }) };
      chunk.forEach((c, i) => { files[`m${i}/.mcp.json`] = c.text; });
      writeTree(root, files);
      const report = await validate(root, { version });
      return chunk.map((c, i) => {
        const f = report.find((r) => r.file === `m${i}/.mcp.json`);
        return verdictOf(f?.errors ?? [], f?.warnings ?? []);
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
  return results.flat();
}

async function marketplaceEach(cases, { version }) {
  return pool(cases, 3, async (c) => {
    const root = mkdtempSync(join(tmpdir(), 'mut-market-'));
    try {
      writeTree(root, { '.claude-plugin/marketplace.json': c.text, 'plugins/mp/.claude-plugin/plugin.json': PLUGIN_MANIFEST });
      const report = await validate(root, { version });
      const f = report.find((r) => r.file === '.claude-plugin/marketplace.json');
      return verdictOf(f?.errors ?? [], f?.warnings ?? []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
}

/** Lines `- <name>: …` of the skill listing sent to the model. */
function listed(text, name) {
  // `- <folder>: <description>`, or `- <folder> (<frontmatter name>): …` when the name differs
  return new RegExp(`\\n- ${name}( \\([^\\n]*?\\))?:( |\\n)`).test(text);
}

async function frontmatterBatch(kind, cases, { version }) {
  const root = mkdtempSync(join(tmpdir(), `mut-${kind}-`));
  let report;
  try {
    const files = { '.claude-plugin/plugin.json': PLUGIN_MANIFEST };
    cases.forEach((c) => { files[kind === 'skill' ? `skills/${c.slug}/SKILL.md` : `commands/${c.slug}.md`] = c.text; });
    writeTree(root, files);
    report = await validate(root, { version });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const project = {};
  cases.forEach((c) => { project[kind === 'skill' ? `.claude/skills/${c.slug}/SKILL.md` : `.claude/commands/${c.slug}.md`] = c.text; });
  const run = await runClaude({ files: project, prompt: 'hello', version });
  const text = requestText(run.main);
  return cases.map((c) => {
    const f = report.find((r) => r.file === (kind === 'skill' ? `skills/${c.slug}/SKILL.md` : `commands/${c.slug}.md`));
    const v = verdictOf(f?.errors ?? [], f?.warnings ?? []);
    if (v.outcome !== 'accepts') return v;
    // Hidden from the model on purpose: disable-model-invocation true (or a value read as true).
    if (!listed(text, c.slug)) return { outcome: 'drops', evidence: `validate: ${v.evidence}; not in the skill listing of \`claude -p\` (project ${kind})` };
    return { outcome: 'accepts', evidence: `validate: ${v.evidence}; listed at run time (project ${kind})` };
  });
}

/** `- <name>: <description> (Tools: <tools>)` lines of the agent listing sent to the model. */
function agentLines(text) {
  const at = text.indexOf('Available agent types for the Agent tool:\n');
  if (at < 0) return [];
  return text.slice(at).split('\n').slice(1).filter((l) => l.startsWith('- '));
}

/**
 * Project agents: every mutated agent in one `claude -p` run (the agent listing and the debug log's "Agent file …
 * has invalid …" lines), and the same files as plugin agents through the validator (one run). A case's agent is found
 * in the listing by its name (the slug) or by the slug its description ends with. `drops`: not listed; `ignores`: a
 * log line says the value is invalid, or the listed tools are those of the agent without the mutated field.
 */
async function agentBatch(cases, { version }) {
  const root = mkdtempSync(join(tmpdir(), 'mut-agent-'));
  let report;
  try {
    const files = { '.claude-plugin/plugin.json': PLUGIN_MANIFEST };
    cases.forEach((c) => { files[`agents/${c.slug}.md`] = c.text; });
    writeTree(root, files);
    report = await validate(root, { version });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const project = {};
  cases.forEach((c) => { project[`.claude/agents/${c.slug}.md`] = c.text; });
  const run = await runClaude({ files: project, prompt: 'hello', version, timeoutMs: 120_000 });
  const lines = agentLines(requestText(run.main));
  const toolsOf = (line) => /\(Tools: ([^)]*)\)$/.exec(line ?? '')?.[1] ?? null;
  const lineOf = (c) => lines.find((l) => l.startsWith(`- ${c.slug}: `) || l.includes(`(${c.slug}) (Tools:`));
  const base = toolsOf(lineOf(cases.find((c) => c.op === 'base')));
  const without = Object.fromEntries(['tools', 'disallowedTools'].map((f) => [f, toolsOf(lineOf(cases.find((c) => c.pointer === `/${f}` && c.op === 'remove')))]));
  return cases.map((c) => {
    const f = report.find((r) => r.file === `agents/${c.slug}.md`);
    const v = verdictOf(f?.errors ?? [], f?.warnings ?? []);
    if (v.outcome !== 'accepts') return { ...v, evidence: `validate (plugin agent): ${v.evidence}` };
    const line = lineOf(c);
    if (!line) return { outcome: 'drops', evidence: `validate: ${v.evidence}; not in the agent listing of \`claude -p\` (project agent)` };
    const log = run.debugLog.split('\n').filter((l) => l.includes(`/agents/${c.slug}.md`) && /invalid|ignored/i.test(l)).map((l) => l.replace(/^\S+ \[\w+\] /, '').replace(/\/\S*\/proj\//, '<case>/'));
    if (log.length) return { outcome: 'ignores', evidence: log.join(' | ') };
    const field = c.pointer.slice(1);
    const tools = toolsOf(line);
    if (c.op !== 'remove' && c.op !== 'base' && field in without && tools === without[field] && tools !== base) return { outcome: 'ignores', evidence: `listed with (Tools: ${tools}), as without \`${field}\` (project agent)` };
    return { outcome: 'accepts', evidence: `validate: ${v.evidence}; listed with (Tools: ${tools}) (project agent)` };
  });
}

async function settingsEach(cases, { version }) {
  const { bin } = ensureClaude(version);
  return pool(cases, 3, (c) => inCaseRepo('mut-settings-', { '.claude/settings.json': c.text, 'README.md': 'hi\n' }, async (dir) => {
    const stub = await startMessagesStub();
    const debug = join(dir, '.debug.log');
    const { out } = await runClaudeIn(bin, ['-p', 'hi', '--debug-file', debug], dir, stub.port);
    stub.close();
    const clean = (l) => l.split(dir).join('<case>').trim();
    const log = existsSync(debug) ? readFileSync(debug, 'utf8').split('\n') : [];
    const skipped = log.filter((l) => /Invalid setting skipped|Invalid (command |prompt |http |agent )?hook|entry ignored|hook.*ignored/i.test(l)).map((l) => clean(l.replace(/^\S+ \[\w+\] /, '')));
    if (out.includes('These settings did not load')) return { outcome: 'rejects', evidence: out.split('\n').filter((l) => l.includes('settings.json') || l.includes('(')).map(clean).slice(0, 4).join(' | ') };
    if (skipped.length) return { outcome: 'drops', evidence: [...new Set(skipped)].join(' | ') };
    const applied = stub.requests.join('\n').includes('"model":"settings-marker-model"');
    return { outcome: 'accepts', evidence: applied ? 'settings loaded (the file\'s model was sent), no message' : 'no message (model not sent)' };
  }));
}

// ---------------------------------------------------------------- the kinds

const KINDS = {
  plugin: {
    target: '.claude-plugin/plugin.json',
    cases: () => jsonCases('plugin', PLUGIN_BASE, mutations(PLUGIN_BASE, { depth: 2 })),
    run: (cs, o) => marketplaceBatch('plugin', cs, null, o),
    files: (c) => ({ '.claude-plugin/plugin.json': c.text }),
  },
  marketplace: {
    target: '.claude-plugin/marketplace.json',
    cases: () => jsonCases('marketplace', MARKETPLACE_BASE, mutations(MARKETPLACE_BASE, { depth: 3, paths: ['/plugins/0/source'], enums: ['/plugins/0/category'] })),
    run: marketplaceEach,
    files: (c) => ({ '.claude-plugin/marketplace.json': c.text, 'plugins/mp/.claude-plugin/plugin.json': PLUGIN_MANIFEST }),
  },
  hooks: {
    target: 'hooks/hooks.json',
    cases: () => jsonCases('hooks', HOOKS_BASE, [...mutations(HOOKS_BASE, { depth: 6, enums: ['/hooks/PreToolUse/0/hooks/0/type', '/hooks/PostToolUse/0/hooks/0/type', '/hooks/Stop/0/hooks/0/type'] }), ...additions(HOOK_ADDITIONS)]),
    run: (cs, o) => marketplaceBatch('hooks', cs, 'hooks/hooks.json', o),
    files: (c) => ({ '.claude-plugin/plugin.json': PLUGIN_MANIFEST, 'hooks/hooks.json': c.text }),
  },
  mcp: {
    target: 'm/.mcp.json',
    cases: () => jsonCases('mcp', MCP_BASE, [...mutations(MCP_BASE, { depth: 4, enums: ['/mcpServers/remote/type'] }), ...additions(MCP_ADDITIONS)]),
    run: mcpBatch,
    files: (c) => ({ '.claude-plugin/plugin.json': json({ name: 'mp', version: '1.2.0', description: 'A probe plugin', author: { name: 'Probe Author' }, mcpServers: ['./m/.mcp.json'] }), 'm/.mcp.json': c.text }),
  },
  settings: {
    target: '.claude/settings.json',
    cases: () => jsonCases('settings', SETTINGS_BASE, mutations(SETTINGS_BASE, { depth: 6, skip: ['/model'], enums: ['/permissions/defaultMode', '/hooks/PreToolUse/0/hooks/0/type'] }).concat(additions([
      ['/hooks/PreToolUse/0/hooks/0/model', 'haiku'],
      ['/hooks/PreToolUse/0/hooks/0/timeout', -5],
      ['/hooks/PreToolUse/0/hooks/0/command', './scripts/missing.sh'],
      ['/permissions/unknownField', ['x']],
    ]))),
    run: settingsEach,
    files: (c) => ({ '.claude/settings.json': c.text }),
  },
  skill: {
    target: (c) => `.claude/skills/${c.slug}/SKILL.md`,
    cases: () => frontmatterCases('skill', SKILL_BASE, { enums: ['/context', '/effort', '/model'] }),
    run: (cs, o) => frontmatterBatch('skill', cs, o),
    files: (c) => ({ [`.claude/skills/${c.slug}/SKILL.md`]: c.text }),
  },
  agent: {
    target: (c) => `.claude/agents/${c.slug}.md`,
    cases: () => agentCases(),
    run: agentBatch,
    files: (c) => ({ [`.claude/agents/${c.slug}.md`]: c.text }),
  },
  command: {
    target: (c) => `.claude/commands/${c.slug}.md`,
    cases: () => frontmatterCases('command', COMMAND_BASE, { enums: ['/model'] }),
    run: (cs, o) => frontmatterBatch('command', cs, o),
    files: (c) => ({ [`.claude/commands/${c.slug}.md`]: c.text }),
  },
};

/** Two fields changed together: a skill neither the user nor the model may invoke. */
const SKILL_PAIRS = [{ pointer: '/user-invocable', op: 'pair:disable-model-invocation', id: '/user-invocable:pair:disable-model-invocation', set: { 'user-invocable': false, 'disable-model-invocation': true } }];

function frontmatterCases(kind, base, opts) {
  const muts = [...mutations(base, { depth: 1, ...opts }), ...(kind === 'skill' ? SKILL_PAIRS : [])];
  return muts.map((m, i) => {
    const fields = m.set ? { ...base, ...m.set } : applyMutation(base, m);
    const slug = `${kind[0]}m${String(i).padStart(3, '0')}`;
    const withName = kind === 'skill' && 'name' in fields && m.pointer !== '/name' ? { ...fields, name: slug } : fields;
    return { id: `${kind}:${m.id}`, kind, pointer: m.pointer, op: m.op, slug, text: frontmatter(withName, `Probe ${kind} body.`), line: m.op === 'remove' ? null : yamlLine(withName, m.pointer) };
  });
}

/**
 * Agent cases: the base itself (`agent:base`, the reference for the listed tools) and its mutations, the agent named
 * after its slug (unless `name` is what is mutated) and its description ending in `(<slug>)` (unless the description is).
 */
function agentCases() {
  const muts = [{ pointer: '', op: 'base', id: 'base' }, ...mutations(AGENT_BASE, { depth: 1, enums: ['/model', '/permissionMode', '/memory', '/effort', '/isolation', '/color'] })];
  return muts.map((m, i) => {
    const slug = `am${String(i).padStart(3, '0')}`;
    const fields = m.op === 'base' ? { ...AGENT_BASE } : applyMutation(AGENT_BASE, m);
    if (m.pointer !== '/name') fields.name = slug;
    if (m.pointer !== '/description') fields.description = `${AGENT_BASE.description} (${slug})`;
    const ordered = Object.fromEntries(Object.keys(AGENT_BASE).filter((k) => k in fields).map((k) => [k, fields[k]]));
    return { id: `agent:${m.id}`, kind: 'agent', pointer: m.pointer, op: m.op, slug, text: frontmatter(ordered, 'You are a probe.'), line: m.op === 'remove' || m.op === 'base' ? null : yamlLine(ordered, m.pointer) };
  });
}

/**
 * What the batch cannot see, shown by a recorded case of another probe: a skill's or command's `model` that is not a
 * string, or blank, is ignored (the run used the default model: rules-runtime.json `skill model: 7` …), and an
 * unknown model name is sent as written and fails (`skill model: sonet`). Applied only where the batch saw `accepts`.
 */
const MODEL_CASES = { 'type:number': '7', 'type:boolean': 'true', 'type:array': 'a list', 'type:object': 'a map', 'type:null': 'null', whitespace: 'blank' };
const AGENT_TOOLS_CASES = { 'type:number': 'tools: 7 (a number)', 'type:boolean': 'tools: 7 (a number)', 'type:object': 'tools: 7 (a number)', 'type:null': 'tools: null', empty: 'tools: "" (empty)', whitespace: 'tools: "" (empty)' };
function shownElsewhere(kind, c) {
  if (kind === 'agent' && c.pointer === '/model') {
    if (MODEL_CASES[c.op]) return { outcome: 'ignores', evidence: `rules-runtime.json: agent model: ${MODEL_CASES[c.op]} (the subagent ran on the default model)` };
    if (c.op === 'unknown-enum') return { runtimeFailure: 'rules-runtime.json: model: sonet' };
  }
  // A `tools` value that is not a tool list gives the agent no tool of its own (only what `memory` adds).
  if (kind === 'agent' && c.pointer === '/tools' && AGENT_TOOLS_CASES[c.op]) return { outcome: 'ignores', evidence: `rules-runtime.json: ${AGENT_TOOLS_CASES[c.op]} (the subagent ran with no tool)` };
  if (kind === 'agent' && c.pointer === '/tools' && c.op === 'type:array') return { outcome: 'drops', evidence: 'rules-runtime.json: tools: Read, Wrte (an unknown name is dropped when the subagent is spawned)' };
  if ((kind !== 'skill' && kind !== 'command') || c.pointer !== '/model') return undefined;
  if (MODEL_CASES[c.op]) return { outcome: 'ignores', evidence: `rules-runtime.json: ${kind} model: ${MODEL_CASES[c.op]} (the run used the default model)` };
  if (c.op === 'unknown-enum') return { runtimeFailure: `rules-runtime.json: ${kind} model: sonet` };
  return undefined;
}

// ---------------------------------------------------------------- record / check

const { version } = ensureClaude();
const old = existsSync(GOLDEN) ? JSON.parse(readFileSync(GOLDEN, 'utf8')) : { cases: [] };
const oldById = new Map(old.cases.map((c) => [c.id, c]));
const out = [];
let differences = 0;
const t0 = Date.now();
for (const [kind, spec] of Object.entries(KINDS)) {
  if (only && !only.has(kind)) { out.push(...old.cases.filter((c) => c.kind === kind)); continue; }
  const t = Date.now();
  const cases = spec.cases();
  const verdicts = await spec.run(cases, { version });
  cases.forEach((c, i) => {
    const target = typeof spec.target === 'function' ? spec.target(c) : spec.target;
    const rec = { id: c.id, kind, pointer: c.pointer, op: c.op, files: spec.files(c), target, line: c.line, ...verdicts[i] };
    const other = rec.outcome === 'accepts' || (kind === 'agent' && rec.outcome === 'ignores' && c.pointer === '/tools') ? shownElsewhere(kind, c) : undefined;
    if (other?.outcome) Object.assign(rec, { outcome: other.outcome, evidence: `${other.evidence}; batch: ${rec.evidence}` });
    if (other?.runtimeFailure) rec.runtimeFailure = other.runtimeFailure;
    const o = oldById.get(c.id);
    if (check) {
      if (!o) { differences++; console.log(`new ${c.id}: ${rec.outcome} (${rec.evidence})`); }
      else if (o.outcome !== rec.outcome || o.evidence !== rec.evidence || JSON.stringify(o.files) !== JSON.stringify(rec.files)) {
        differences++;
        console.log(`DIFF ${c.id}\n  recorded: ${o.outcome} ${o.evidence}\n  observed: ${rec.outcome} ${rec.evidence}`);
      }
    }
    out.push(rec);
  });
  process.stderr.write(`mutations: ${kind}: ${cases.length} cases in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
}
if (!check) {
  writeFileSync(GOLDEN, `${JSON.stringify({ harness: 'claude-code', version, cases: out }, null, 1)}\n`);
  process.stderr.write(`mutations: wrote ${GOLDEN} (${out.length} cases)\n`);
}
process.stderr.write(`mutations: ${differences} difference(s), ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
process.exit(check && differences > 0 ? 1 : 0);

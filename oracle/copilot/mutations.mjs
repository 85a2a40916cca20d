// Copilot CLI's single-field mutation probes (issue 19), run by `probe.mjs --mutations [--check]`.
// For each file kind the CLI reads from a repository (custom agent frontmatter, skill frontmatter, hooks JSON,
// MCP config, repository settings, plugin manifest) a valid base, and every single-field mutation of it from
// ./mutate.mjs. Mutations are batched: many files of one kind go into one repository and one CLI run, and each
// file's outcome is told apart by what names it (the log line naming the file or server, the agent or skill the
// CLI offers, the marker file a hook touched, the plugin folder installed). A mutation no batch can tell apart
// runs alone (`batch` says which). The golden file is oracle/copilot/mutations.json (format: the header
// of ./mutate.mjs); each case's `files` is the mutated file with the base files it needs, `batch` names the run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyMutation, mutations } from '../lib/mutate.mjs';

const SPEC = 'oracle/copilot/mutations.json';

/** JSON as `JSON.stringify(v, null, 2)` writes it, with the 1-based line of every pointer. */
export function jsonText(value) {
  const lines = [];
  const at = new Map();
  const esc = (k) => String(k).replace(/~/g, '~0').replace(/\//g, '~1');
  const emit = (v, ptr, ind, head, comma) => {
    at.set(ptr, lines.length + 1);
    const pad = ' '.repeat(ind);
    const c = comma ? ',' : '';
    if (Array.isArray(v) && v.length > 0) {
      lines.push(`${pad}${head}[`);
      v.forEach((x, i) => emit(x, `${ptr}/${i}`, ind + 2, '', i < v.length - 1));
      lines.push(`${pad}]${c}`);
    } else if (v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0) {
      lines.push(`${pad}${head}{`);
      const ks = Object.keys(v);
      ks.forEach((k, i) => emit(v[k], `${ptr}/${esc(k)}`, ind + 2, `${JSON.stringify(k)}: `, i < ks.length - 1));
      lines.push(`${pad}}${c}`);
    } else lines.push(`${pad}${head}${JSON.stringify(v)}${c}`);
  };
  emit(value, '', 0, '', false);
  return { text: `${lines.join('\n')}\n`, at };
}

/** A Markdown file with `value` as YAML frontmatter, one key a line (lists and maps in flow style, as JSON). */
export function frontmatterText(value, body) {
  const lines = ['---'];
  const at = new Map();
  for (const [k, v] of Object.entries(value)) {
    at.set(`/${k}`, lines.length + 1);
    if (Array.isArray(v)) v.forEach((_, i) => at.set(`/${k}/${i}`, lines.length + 1));
    else if (v && typeof v === 'object') for (const k2 of Object.keys(v)) at.set(`/${k}/${k2}`, lines.length + 1);
    lines.push(`${k}: ${JSON.stringify(v)}`);
  }
  lines.push('---', body, '');
  return { text: lines.join('\n'), at };
}

const lineOf = (at, m) => (m.op === 'remove' ? null : at.get(m.pointer) ?? null);
const caseOf = (kind, m, files, target, line, batch) => ({ id: `${kind}:${m.pointer}:${m.op}`, kind, pointer: m.pointer, op: m.op, batch, files, target, line });

// ── custom agents ───────────────────────────────────────────────────────────────────────────────────────────
const AGENT_BASE = { name: 'probe', description: 'A probe agent', tools: ['read'], model: 'gpt-4.1', 'disable-model-invocation': false, 'user-invocable': true };

async function agents(h) {
  const ms = mutations(AGENT_BASE, { enums: ['/tools/0'], depth: 2 });
  const built = ms.map((m, i) => {
    const id = `a${i}`;
    const value = applyMutation({ ...AGENT_BASE, name: id }, m);
    const { text, at } = frontmatterText(value, `You are ${id}.`);
    const path = `.github/agents/${id}.agent.md`;
    return { m, id, value, path, c: caseOf('copilot-agent', m, { [path]: text }, path, lineOf(at, m), 'agents') };
  });
  const files = Object.fromEntries(built.map((b) => [b.path, b.c.files[b.path]]));
  const invoke = built.filter((b) => b.m.pointer.startsWith('/tools')).map((b) => b.id);
  const seen = await h.stubRun(files, { invoke });
  return built.map((b) => {
    const line = seen.log.find((l) => l.includes(` ${b.path}:`));
    const name = typeof b.value.name === 'string' ? b.value.name : undefined;
    const loaded = seen.agents.includes(b.id) || (name !== undefined && seen.agents.includes(name));
    if (line?.startsWith('[ERROR]')) return { ...b.c, outcome: 'drops', evidence: line };
    if (!loaded) return { ...b.c, outcome: 'drops', evidence: `not in the task tool's agent_type enum (${seen.agents.length} probe agents offered)` };
    if (line) return { ...b.c, outcome: 'ignores', evidence: line };
    const tools = seen.agentTools?.[b.id];
    if (tools && b.m.op !== 'remove' && !tools.includes('view')) return { ...b.c, outcome: 'ignores', evidence: `loaded; the sub-agent's request offers ${tools.length === 0 ? 'no tool' : tools.join(', ')}` };
    return { ...b.c, outcome: 'accepts', evidence: tools ? `loaded; the sub-agent's request offers ${tools.join(', ')}` : 'loaded: in the task tool\'s agent_type enum, no log line' };
  });
}

// ── skills ──────────────────────────────────────────────────────────────────────────────────────────────────
const SKILL_BASE = { name: 'probe', description: 'A probe skill', license: 'MIT' };

async function skills(h) {
  const ms = mutations(SKILL_BASE, { depth: 1 });
  const built = ms.map((m, i) => {
    const id = `s${i}`;
    const value = applyMutation({ ...SKILL_BASE, name: id, description: `Probe skill ${id}` }, m);
    const { text, at } = frontmatterText(value, `Skill ${id}.`);
    const path = `.github/skills/${id}/SKILL.md`;
    return { m, id, path, c: caseOf('copilot-skill', m, { [path]: text }, path, lineOf(at, m), 'skills') };
  });
  const files = Object.fromEntries(built.map((b) => [b.path, b.c.files[b.path]]));
  const { listed, failed } = await h.skillList(files);
  return built.map((b) => {
    const f = failed.find((l) => l.startsWith(`${b.path}:`));
    if (f) return { ...b.c, outcome: 'drops', evidence: `copilot skill list: failed to load: ${f}` };
    const l = listed.find((x) => new RegExp(`\\b${b.id}\\b`).test(x));
    if (!l) return { ...b.c, outcome: 'drops', evidence: 'not in copilot skill list, not among its failures' };
    return { ...b.c, outcome: 'accepts', evidence: `copilot skill list: ${l}` };
  });
}

// ── hooks ───────────────────────────────────────────────────────────────────────────────────────────────────
const hookBase = (id) => ({ version: 1, hooks: { sessionStart: [{ type: 'command', bash: `touch ${id}-ran`, timeoutSec: 30, env: { PROBE: '1' } }] } });

async function hooks(h) {
  const ms = mutations(hookBase('h'), { enums: ['/hooks/sessionStart/0/type'], depth: 5 });
  const built = ms.map((m, i) => {
    const id = `h${i}`;
    const { text, at } = jsonText(applyMutation(hookBase(id), m));
    const path = `.github/hooks/${id}.json`;
    // A changed `bash` string touches no marker: such a mutation runs alone, so its log lines are its own.
    const solo = m.pointer.endsWith('/bash') && typeof m.value === 'string';
    return { m, id, path, solo, c: caseOf('copilot-hooks', m, { [path]: text }, path, lineOf(at, m), solo ? `hooks-${id}` : 'hooks') };
  });
  const judge = (b, seen) => {
    const invalid = seen.log.find((l) => l.includes(`Invalid hook configuration in ${b.path}:`));
    if (invalid) return { ...b.c, outcome: 'rejects', evidence: invalid };
    if (seen.ran.includes(`${b.id}-ran`)) return { ...b.c, outcome: 'accepts', evidence: `the hook ran (${b.id}-ran)` };
    const skipped = b.solo ? seen.log.find((l) => l.includes('hook will be skipped')) : undefined;
    if (skipped) return { ...b.c, outcome: 'drops', evidence: skipped };
    if (b.solo) return { ...b.c, outcome: 'accepts', evidence: 'no hook skipped, no invalid configuration: the command as written ran' };
    // Removing the event or its only entry leaves nothing to run: what the file says.
    if (b.m.op === 'remove' && /^\/hooks\/sessionStart(\/0)?$/.test(b.m.pointer)) return { ...b.c, outcome: 'accepts', evidence: 'nothing to run, nothing logged' };
    return { ...b.c, outcome: 'drops', evidence: `the hook did not run (no ${b.id}-ran)${seen.skipReason?.(b) ?? ''}` };
  };
  const batch = built.filter((b) => !b.solo);
  const seen = await h.stubRun(Object.fromEntries(batch.map((b) => [b.path, b.c.files[b.path]])), { ran: true });
  // Skip lines name the entry (`hooks.sessionStart[0].timeoutSec: …`), not the file: those of the mutated field.
  seen.skipReason = (b) => {
    const field = b.m.pointer.replace(/^\/hooks\/(\w+)\/0/, 'hooks.$1[0]').replace(/\//g, '.').replace(/\.env\.(\w+)$/, '.env["$1"]');
    const lines = [...new Set(seen.log.filter((l) => l.includes('hook will be skipped') && (l.includes(`] ${field}:`) || l.includes(`] ${field.replace(/\.[^.[]+$/, '')}:`))))];
    return lines.length ? `; the log's skip lines for this entry or field: ${lines.join(' / ')}` : '';
  };
  const out = batch.map((b) => judge(b, seen));
  for (const b of built.filter((x) => x.solo)) {
    const s = await h.stubRun(b.c.files, { ran: true });
    out.push(judge(b, s));
  }
  return out;
}

// ── MCP servers (.mcp.json) ─────────────────────────────────────────────────────────────────────────────────
const MCP_LOCAL = { type: 'local', command: 'node', args: ['server.js'], env: { A: 'b' }, cwd: '.', tools: ['*'], timeout: 30000 };
const MCP_HTTP = { type: 'http', url: 'http://127.0.0.1:9/mcp', headers: { A: 'b' }, tools: ['*'] };

async function mcp(h) {
  const built = [];
  for (const [label, server] of [['local', MCP_LOCAL], ['http', MCP_HTTP]]) {
    // The server object itself replaced by another type, then each of its fields.
    const ms = [
      ...mutations({ S: server }, { depth: 1 }).filter((m) => m.op !== 'remove'),
      ...mutations(server, { enums: ['/type'], paths: ['/cwd'], depth: 2 }).map((m) => ({ ...m, pointer: `/S${m.pointer}` })),
    ];
    for (const m of ms) {
      const id = `${label}${built.length}`;
      const value = applyMutation({ S: server }, m);
      const file = { mcpServers: { [id]: value.S } };
      const pointer = m.pointer.replace(/^\/S/, `/mcpServers/${id}`);
      const { text, at } = jsonText(file);
      const mm = { ...m, pointer: m.pointer.replace(/^\/S/, `/mcpServers/${label}`) };
      built.push({ id, c: { ...caseOf('copilot-mcp', mm, { '.mcp.json': text }, '.mcp.json', m.op === 'remove' ? null : at.get(pointer) ?? null, 'mcp') } });
    }
  }
  const servers = Object.fromEntries(built.map((b) => [b.id, JSON.parse(b.c.files['.mcp.json']).mcpServers[b.id]]));
  const seen = await h.stubRun({ '.mcp.json': jsonText({ mcpServers: servers }).text }, { mcp: true });
  const out = built.map((b) => {
    const skip = seen.log.find((l) => l.includes(`Skipping invalid MCP server "${b.id}"`));
    if (skip) return { ...b.c, outcome: 'drops', evidence: skip };
    if (seen.mcpServers.includes(b.id)) return { ...b.c, outcome: 'accepts', evidence: 'in the session\'s MCP discovery signature' };
    return { ...b.c, outcome: 'drops', evidence: 'not in the MCP discovery signature, no log line' };
  });
  // The file's own shape: each alone (one .mcp.json per repository).
  for (const m of mutations({ mcpServers: { local: MCP_LOCAL } }, { depth: 1 })) {
    const { text, at } = jsonText(applyMutation({ mcpServers: { local: MCP_LOCAL } }, m));
    const c = caseOf('copilot-mcp', m, { '.mcp.json': text }, '.mcp.json', lineOf(at, m), `mcp-list-${m.op}`);
    const s = await h.mcpList(c.files);
    const line = s.warnings.find((l) => l.includes('.mcp.json'));
    if (s.servers.includes('local')) out.push({ ...c, outcome: 'accepts', evidence: 'copilot mcp list (trusted) lists the server' });
    else if (m.op === 'remove') out.push({ ...c, outcome: 'accepts', evidence: 'no server configured, nothing said' });
    else out.push({ ...c, outcome: line ? 'rejects' : 'drops', evidence: `copilot mcp list (trusted): ${line ?? 'no server listed, no warning'}` });
  }
  return out;
}

// ── repository settings ─────────────────────────────────────────────────────────────────────────────────────
const SETTINGS_BASE = {
  model: 'gpt-4.1', effortLevel: 'high', mergeStrategy: 'rebase', contextTier: 'default', respectGitignore: true,
  includeCoAuthoredBy: true, disabledSkills: ['none'], skillDirectories: ['tools/skills'], enabledPlugins: { 'p@m': true },
  companyAnnouncements: ['hello'],
};
const SETTINGS_TREE = { 'tools/skills/tool-skill/SKILL.md': '---\nname: tool-skill\ndescription: a skill of skillDirectories\n---\nBody.\n' };
const SETTINGS_PATH = '.github/copilot/settings.json';

/**
 * Two settings files per repository (`settings.json` and `settings.local.json`, both read, case `settings-local`),
 * and the CLI lists every bad value of a refused file, one line per key and naming the file (case `settings`): each
 * file of a run holds one mutation of each top-level key. A mutation not named in a refused file runs again among
 * others that were not named either, so the file applies and its effect shows.
 */
async function settings(h) {
  const ms = mutations(SETTINGS_BASE, { enums: ['/mergeStrategy', '/contextTier', '/effortLevel'], paths: ['/skillDirectories'], depth: 2 });
  const top = (m) => m.pointer.split('/')[1];
  const groups = (list) => {
    const runs = [];
    for (const m of list) {
      const r = runs.find((x) => !x.some((y) => top(y) === top(m)));
      if (r) r.push(m); else runs.push([m]);
    }
    return runs;
  };
  const FILES = [SETTINGS_PATH, '.github/copilot/settings.local.json'];
  const caseFor = (m, file, batch) => {
    const { text, at } = jsonText(applyMutation(SETTINGS_BASE, m));
    return caseOf('copilot-settings', m, { ...SETTINGS_TREE, [file]: text }, file, lineOf(at, m), batch);
  };
  const combined = (list) => { let v = SETTINGS_BASE; for (const m of list) v = applyMutation(v, m); return v; };
  const out = [];
  const later = [];
  let n = 0;
  // Phase 1 (type errors) puts two files in a run; phase 2 (values that pass) one, since settings.local.json's
  // value of a key replaces settings.json's and would hide its effect.
  const runPairs = async (groupList, phase) => {
    const per = phase === 1 ? 2 : 1;
    for (let k = 0; k < groupList.length; k += per) {
      const batch = `settings-${++n}`;
      const pair = groupList.slice(k, k + per);
      const files = { ...SETTINGS_TREE };
      pair.forEach((g, x) => { files[FILES[x]] = jsonText(combined(g)).text; });
      const s = await h.stubRun(files, { logAlso: ['customization directory', 'must name a directory'] });
      pair.forEach((g, x) => {
        const refused = s.log.find((l) => l.includes('Ignored invalid repository settings') && l.includes(`'${FILES[x]}'`));
        for (const m of g) {
          const c = caseFor(m, FILES[x], batch);
          const key = m.pointer.slice(1).split('/').join('.');
          const named = refused && refused.split(/\\n|could not be loaded: Settings config error: /).find((y) => y.startsWith(`${key}:`) || y.startsWith(`${key}.`));
          if (named) out.push({ ...c, outcome: 'rejects', evidence: `the whole file is ignored: ${named.replace(/"\}$/, '')}` });
          else if (refused && phase === 1) later.push(m);
          else if (refused) out.push({ ...c, outcome: 'rejects', evidence: refused });
          else out.push(judgeApplied(c, m, s));
        }
      });
    }
  };
  await runPairs(groups(ms), 1);
  await runPairs(groups(later), 2);
  return out;
}

function judgeApplied(c, m, s) {
  // A listed folder that is not there, or not inside the repository, is skipped with a debug-log warning.
  const key = m.pointer.split('/')[1];
  const missing = s.log.find((l) => l.includes(`${key}[`) && (l.includes('is missing or not a directory') || l.includes('must name a directory inside the declaring workspace')));
  if (missing) return { ...c, outcome: 'ignores', evidence: missing };
  return { ...c, outcome: 'accepts', evidence: 'the file applies: no "Ignored invalid repository settings" line' };
}

// ── plugin manifests ────────────────────────────────────────────────────────────────────────────────────────
const PLUGIN_BASE = {
  name: 'probe', description: 'A probe plugin', version: '1.0.0', author: { name: 'Probe', email: 'probe@example.com', url: 'https://example.com' },
  homepage: 'https://example.com', repository: 'https://github.com/example/probe', license: 'MIT', keywords: ['probe'], agents: 'agents/', skills: ['skills/'],
};

async function plugins(h) {
  const ms = mutations(PLUGIN_BASE, { paths: ['/agents', '/skills'], depth: 2 });
  const built = ms.map((m, i) => {
    const id = `p${i}`;
    const value = applyMutation({ ...PLUGIN_BASE, name: id }, m);
    const { text, at } = jsonText(value);
    const dir = `plugins/${id}`;
    const path = `${dir}/.github/plugin/plugin.json`;
    const files = {
      [path]: text,
      [`${dir}/skills/k${i}/SKILL.md`]: `---\nname: k${i}\ndescription: skill of ${id}\n---\nBody.\n`,
      [`${dir}/agents/g${i}.agent.md`]: `---\ndescription: agent of ${id}\n---\nYou are g${i}.\n`,
    };
    return { m, i, id, dir, value, c: caseOf('copilot-plugin', m, files, path, lineOf(at, m), 'plugins') };
  });
  const all = Object.assign({}, ...built.map((b) => b.c.files));
  const seen = await h.pluginRun(all, built.map((b) => b.dir));
  return built.map((b) => {
    const install = seen.installs[b.dir];
    if (!/installed successfully/.test(install)) return { ...b.c, outcome: 'rejects', evidence: `copilot plugin install: ${install}` };
    const installed = /Plugin "([^"]*)" installed/.exec(install)?.[1];
    const written = b.value.name;
    // No name at all: the folder's name, as documented for a manifest without one.
    if (b.m.pointer === '/name' && b.m.op === 'remove') return { ...b.c, outcome: 'accepts', evidence: `named after its folder; copilot plugin install: ${install}` };
    if (b.m.pointer === '/name' && installed !== written) return { ...b.c, outcome: 'ignores', evidence: `copilot plugin install: ${install}` };
    const note = seen.notes.find((l) => l.includes(`${b.dir}/.`));
    if (note) return { ...b.c, outcome: 'ignores', evidence: `copilot plugin list --plugin-dir: ${note}` };
    const skill = seen.skills.includes(`k${b.i}`);
    const agent = seen.agents.some((a) => a.endsWith(`:g${b.i}`));
    if (!skill || !agent) return { ...b.c, outcome: 'drops', evidence: `with --plugin-dir: ${skill ? '' : `skill k${b.i} not listed`}${!skill && !agent ? ', ' : ''}${agent ? '' : `agent g${b.i} not offered`}; install: ${install}` };
    const listed = seen.listed.find((x) => x.name === (typeof written === 'string' ? written : b.id));
    if (b.m.pointer === '/version' && listed && listed.version !== b.value.version) return { ...b.c, outcome: 'ignores', evidence: `copilot plugin list --json shows version ${JSON.stringify(listed.version)}` };
    return { ...b.c, outcome: 'accepts', evidence: `copilot plugin install: ${install}; skill and agent loaded` };
  });
}

/** Observe every kind; `h` runs the CLI (see probe.mjs). Writes or checks SPEC; returns the number of differences. */
export async function runMutations(h, opts) {
  const { root, check } = opts;
  const cases = [];
  const path = join(root, SPEC);
  const old = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { cases: [] };
  const all = { agents, skills, hooks, mcp, settings, plugins };
  const KIND_OF = { agents: 'copilot-agent', skills: 'copilot-skill', hooks: 'copilot-hooks', mcp: 'copilot-mcp', settings: 'copilot-settings', plugins: 'copilot-plugin' };
  const chosen = opts.kinds ?? Object.keys(all);
  // `--kinds a,b` re-observes only those; the other kinds' recorded cases are kept (record) or not compared (check).
  if (!check) cases.push(...old.cases.filter((c) => !chosen.some((k) => KIND_OF[k] === c.kind)));
  for (const kind of chosen.map((k) => all[k])) {
    const t = Date.now();
    const got = await kind(h);
    process.stderr.write(`copilot mutations: ${kind.name}: ${got.length} cases in ${((Date.now() - t) / 1000).toFixed(0)} s\n`);
    cases.push(...got);
    if (!check) writeFileSync(path, `${JSON.stringify({ harness: 'copilot', version: h.version, cases }, null, 1)}\n`);
  }
  const golden = { harness: 'copilot', version: h.version, cases };
  if (!check) {
    writeFileSync(path, `${JSON.stringify(golden, null, 1)}\n`);
    console.log(`recorded ${cases.length} mutation cases against Copilot CLI ${h.version}`);
    return 0;
  }
  const before = new Map(old.cases.map((c) => [c.id, c]));
  let differences = 0;
  for (const c of cases) {
    const o = before.get(c.id);
    if (!o || o.outcome !== c.outcome || JSON.stringify(o.files) !== JSON.stringify(c.files)) {
      differences++;
      console.log(`DIFF mutation ${c.id}: recorded ${o?.outcome ?? '(none)'}, observed ${c.outcome} (${c.evidence})`);
    }
  }
  console.log(`checked ${cases.length} mutation cases against Copilot CLI ${h.version}: ${differences} difference(s)`);
  return differences;
}

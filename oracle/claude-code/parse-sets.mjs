/**
 * Probe sets: each returns its golden record { probe, claudeCode, cases: [{ id, kind, file|source, verdict }] }.
 * Verdicts are normalised so they diff well: parse ok/failed, the messages, what was loaded.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, basename, dirname } from 'node:path';
import { CONSTRUCTS, constructFile } from './constructs.mjs';
import { validateBatch } from './validator.mjs';
import { runClaude, requestText } from '../lib/runtime.mjs';
import { ROOT } from '../lib/env.mjs';

const PARSE_FAIL = /frontmatter failed to parse|must be a YAML mapping/i;

function parseVerdict(r) {
  const failed = r.errors.some((e) => PARSE_FAIL.test(e));
  return { parse: failed ? 'failed' : 'ok', errors: r.errors, warnings: r.warnings };
}

/** Lines `- <name>: <rest>` of a list that follows `header` in the main request. */
function listEntries(text, header) {
  const at = text.indexOf(header);
  const map = new Map();
  if (at < 0) return map;
  const lines = text.slice(at + header.length).split('\n');
  let current = null;
  for (const line of lines) {
    const m = /^- ([^\s:]+(?::[^\s:]+)?): (.*)$/.exec(line) ?? /^- ([^\s:]+(?::[^\s:]+)?):$/.exec(line);
    if (m) { current = m[1]; map.set(current, m[2] ?? ''); continue; }
    if (line === '' && current === null) continue;
    if (line.startsWith('When you launch')) break; // the text after the agent list
    if (current !== null) map.set(current, `${map.get(current)}\n${line}`);
  }
  for (const [k, v] of map) map.set(k, v.replace(/\n+$/, ''));
  return map;
}

const AGENTS = 'Available agent types for the Agent tool:\n';
const SKILLS = 'The following skills are available for use with the Skill tool:\n';

/** Generated constructs, each as a plugin agent, command and skill (validator + runtime) and a project agent, skill and command (runtime). */
export async function constructsProbe({ version } = {}) {
  const cases = [];
  for (const [label, yaml, mode] of CONSTRUCTS) {
    const id = `x-${label}`;
    cases.push({ id, text: constructFile(id, yaml, mode) });
  }
  const batch = [];
  for (const c of cases) for (const kind of ['agent', 'command', 'skill']) batch.push({ id: c.id, kind, text: c.text });
  // One validator run per kind: a plugin agent and a command of the same id may not share the plugin.
  const byKind = {};
  for (const kind of ['agent', 'command', 'skill']) byKind[kind] = validateBatch(batch.filter((b) => b.kind === kind), { version });
  const files = { 'plug/.claude-plugin/plugin.json': '{"name":"oracle"}\n' };
  for (const c of cases) {
    files[`.claude/agents/${c.id}.md`] = c.text;
    files[`.claude/skills/${c.id}/SKILL.md`] = c.text;
    files[`plug/agents/${c.id}.md`] = c.text;
  }
  const run = await runClaude({ files, prompt: 'hello', args: ['--plugin-dir', 'plug'], version });
  const text = requestText(run.main);
  const agents = listEntries(text, AGENTS);
  const skills = listEntries(text, SKILLS);
  // Commands run separately: a project command and a project skill of the same name collide.
  const cfiles = {};
  for (const c of cases) cfiles[`.claude/commands/${c.id}.md`] = c.text;
  const crun = await runClaude({ files: cfiles, prompt: 'hello', version });
  const commands = listEntries(requestText(crun.main), SKILLS);
  const out = cases.map((c) => ({
    id: c.id,
    file: c.text,
    verdict: {
      pluginAgent: { ...parseVerdict(byKind.agent.get(c.id)), loaded: agents.get(`oracle:${c.id}`) ?? null },
      command: { ...parseVerdict(byKind.command.get(c.id)), loaded: commands.get(c.id) ?? null },
      skill: { ...parseVerdict(byKind.skill.get(c.id)), loaded: skills.get(c.id) ?? null },
      projectAgent: { loaded: agents.get(c.id) ?? null },
    },
  }));
  return { probe: 'constructs', cases: out };
}

export function sha256(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** Agent, command and skill files under a folder, by the same paths Claude Code reads. */
export function artifactFiles(dir) {
  const found = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === '.git') continue;
      const abs = join(d, name);
      const st = statSync(abs);
      if (st.isDirectory()) { walk(abs); continue; }
      if (!name.endsWith('.md')) continue;
      const rel = relative(dir, abs);
      const parts = rel.split('/');
      const parent = parts[parts.length - 2];
      if (name === 'SKILL.md' && parts[parts.length - 3] === 'skills') found.push({ rel, kind: 'skill' });
      else if (parent === 'agents' && name !== 'README.md') found.push({ rel, kind: 'agent' });
      else if (parent === 'commands' && name !== 'README.md') found.push({ rel, kind: 'command' });
    }
  };
  walk(dir);
  return found.sort((a, b) => (a.rel < b.rel ? -1 : 1));
}

/** Every agent, command and skill file of a folder, through the validator (parse verdict and messages per file). */
export function filesProbe(name, dir, { version } = {}) {
  if (!existsSync(dir)) return null;
  const files = artifactFiles(dir);
  const idOf = (i) => `f${String(i).padStart(4, '0')}`;
  const batch = files.map((f, i) => ({ id: idOf(i), kind: f.kind, text: readFileSync(join(dir, f.rel), 'utf8') }));
  const results = {};
  for (const kind of ['agent', 'command', 'skill']) {
    const part = batch.filter((b) => b.kind === kind);
    if (part.length) for (const [id, r] of validateBatch(part, { version })) results[id] = r;
  }
  const cases = files.map((f, i) => ({
    id: f.rel,
    kind: f.kind,
    source: { path: f.rel, sha256: sha256(batch[i].text) },
    verdict: parseVerdict(results[idOf(i)]),
  }));
  return { probe: name, cases };
}

export const FIXTURES_DIR = join(ROOT, 'fixtures');
export { basename, dirname };

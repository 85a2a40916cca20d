/**
 * The validator probe: `claude plugin validate --json` on one temporary plugin that holds a
 * whole batch of cases (one file per case), so hundreds of cases cost one run.
 * Per file it returns the errors/warnings Claude Code reported (`contents[]` is per file)
 * and, for agents, the name that survived (`provides.agents`: the frontmatter `name`, or the
 * file name when the frontmatter was dropped).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseEnv, ensureClaude } from '../lib/env.mjs';
import { writeTree } from '../lib/runtime.mjs';

export const PLUGIN = 'oracle';

/** Where a case of each kind goes in the temporary plugin. */
export function pluginPath(kind, id) {
  if (kind === 'agent') return `agents/${id}.md`;
  if (kind === 'command') return `commands/${id}.md`;
  if (kind === 'skill') return `skills/${id}/SKILL.md`;
  throw new Error(`validator probe: unknown kind ${kind}`);
}

/**
 * @param {Array<{id:string, kind:'agent'|'command'|'skill', text:string}>} cases  ids must be unique file-name-safe words
 * @returns {Map<string, {errors:string[], warnings:string[], agentName?:string|null}>}
 */
export function validateBatch(cases, { version } = {}) {
  const { bin } = ensureClaude(version);
  const root = mkdtempSync(join(tmpdir(), 'oracle-validate-'));
  const plugin = join(root, 'plugin');
  const files = { '.claude-plugin/plugin.json': JSON.stringify({ name: PLUGIN, version: '1.0.0', description: 'oracle probe', author: { name: 'agentlint' } }) + '\n' };
  for (const c of cases) files[pluginPath(c.kind, c.id)] = c.text;
  writeTree(plugin, files);
  let out;
  try {
    out = execFileSync(bin, ['plugin', 'validate', '--json', plugin], { env: baseEnv(join(root, 'home')), timeout: 60_000, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    // A failing verdict exits non-zero; the JSON is still on stdout.
    out = e.stdout;
    if (!out) throw e;
  }
  const report = JSON.parse(out);
  const result = new Map();
  const byFile = new Map((report.contents ?? []).map((c) => [c.file.slice(plugin.length + 1), c]));
  const agents = new Set(report.provides?.agents ?? []);
  for (const c of cases) {
    const entry = byFile.get(pluginPath(c.kind, c.id));
    const errors = (entry?.errors ?? []).map((e) => `${e.path}: ${e.message}`);
    const warnings = (entry?.warnings ?? []).map((e) => `${e.path}: ${e.message}`);
    result.set(c.id, { errors, warnings });
  }
  result.agents = [...agents].map((a) => a.slice(PLUGIN.length + 1));
  result.manifest = report.manifest;
  rmSync(root, { recursive: true, force: true });
  return result;
}

/**
 * "Every parse verdict equal to the harness's own": Copilot CLI 1.0.102 ran on the Copilot files of
 * fixtures/harnesses/planted and valid (cases `planted-tree`, `valid-tree`). The files it drops,
 * skips or fails to load are exactly those agentlint gives a Copilot error; nothing it loads gets one.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../../src/engine/run.js';
import { copilotCase, pluginManifestJson, pluginManifestOf, type CopilotCase } from './copilot-oracle.js';

// The same selection as oracle/copilot/probe.mjs: what Copilot reads from a repository.
const COPILOT_PATH = /^(\.github\/|\.claude\/(agents|skills)\/|\.mcp\.json$|(AGENTS|CLAUDE|GEMINI)\.md$|plugins\/)/;
function copilotFiles(root: string, rel = ''): string[] {
  return readdirSync(join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? copilotFiles(root, p) : COPILOT_PATH.test(p) ? [p] : [];
  });
}

/** The files whose content (or part of it) the CLI refused, from its skill list and its debug log. */
function refusedFiles(c: CopilotCase): string[] {
  const out = new Set(c.observed.skillFailures.map((l) => l.split(': ')[0]!));
  const hookFiles = Object.keys(c.files).filter((p) => /^\.github\/hooks\/[^/]+\.json$/.test(p));
  const hooksOf = (p: string) => (JSON.parse(c.files[p]!) as { hooks: Record<string, Array<Record<string, unknown>>> }).hooks;
  for (const l of c.observed.log) {
    if (l.includes('execution failed')) continue; // a hook that ran and failed: a run-time verdict, not a load one
    const named = /^\[ERROR\] ([^ ]+): custom agent/.exec(l)?.[1] ?? /in ([^ ]+\.json): /.exec(l)?.[1] ?? /Repository settings file '([^']+)'/.exec(l)?.[1];
    if (named) out.add(named);
    const at = /hooks\.(\w+)\[(\d+)\]/.exec(l);
    const matcher = /Invalid matcher regex in (\w+) hook: '(.*)' —/.exec(l);
    for (const p of hookFiles) {
      const hooks = hooksOf(p);
      if (at && (hooks[at[1]!]?.length ?? 0) > Number(at[2])) out.add(p);
      if (matcher && Object.entries(hooks).some(([e, xs]) => e.toLowerCase() === matcher[1]!.toLowerCase() && xs.some((x) => x.matcher === matcher[2]))) out.add(p);
    }
  }
  for (const f of c.pluginDirs ?? []) if (pluginLoadsNothingDeclared(c, f)) out.add(pluginManifestOf(c, f));
  // The marketplace file `marketplace add` read: refused, or an entry that does not install.
  const market = c.observed.marketplace;
  const marketFile = ['.github/plugin/marketplace.json', '.claude-plugin/marketplace.json'].find((p) => p in c.files);
  if (market && marketFile && (!market.installs || Object.values(market.installs).some((l) => !l.includes('installed successfully')))) out.add(marketFile);
  return [...out].sort();
}

/** A plugin whose manifest sets `skills` or `agents` while Copilot loaded none of that plugin's skills or agents. */
function pluginLoadsNothingDeclared(c: CopilotCase, folder: string): boolean {
  const m = pluginManifestJson(c, folder);
  if (!m) return false;
  const skillNames = Object.keys(c.files).filter((p) => p.startsWith(`${folder}/`) && p.endsWith('/SKILL.md')).map((p) => /^name: (.+)$/m.exec(c.files[p]!)?.[1]);
  const listed = c.observed.plugins![folder]!.listed[0];
  const skills = c.observed.pluginSkills!.some((s) => skillNames.includes(s));
  const agents = c.observed.agents.some((a) => a.startsWith(`${listed}:`));
  return ('skills' in m && !skills) || ('agents' in m && !agents);
}

describe.each(['planted', 'valid'])('fixtures/harnesses/%s as Copilot CLI reads it', (tree) => {
  const root = `fixtures/harnesses/${tree}`;
  const c = copilotCase(`${tree}-tree`);
  it('was recorded from the tree as it is now', () => {
    const files = copilotFiles(root).sort();
    expect(Object.keys(c.files).sort()).toEqual(files);
    for (const f of files) expect([f, c.files[f]]).toEqual([f, readFileSync(join(root, f), 'utf8')]);
  });
  it('the files Copilot drops or skips (in part) are exactly those with a Copilot error', () => {
    const errors = lint({ root }).diagnostics.filter((d) => d.harness === 'copilot' && d.level === 'error');
    expect([...new Set(errors.map((d) => d.span.path))].sort()).toEqual(refusedFiles(c));
  });
});

it('the planted tree holds a refusal of every kind the probe can see, the valid tree none', () => {
  expect(refusedFiles(copilotCase('planted-tree'))).toEqual([
    '.claude/skills/lint/SKILL.md', '.github/agents/reviewer.agent.md', '.github/agents/writer.md', '.github/copilot/settings.json',
    '.github/hooks/checks.json', '.github/hooks/lint.json', '.github/hooks/release/notify.json', '.github/mcp.json', '.github/skills/deploy/SKILL.md', '.github/skills/notes/SKILL.md',
    'plugins/copilot-kit/.github/plugin/plugin.json', '.github/plugin/marketplace.json',
  ].sort());
  expect(refusedFiles(copilotCase('valid-tree'))).toEqual([]);
  expect(copilotCase('valid-tree').observed.marketplace!.add).toBe('Marketplace "agentlint-fixtures" added successfully.');
  expect(copilotCase('valid-tree').observed).toMatchObject({
    agents: ['bugs', 'copilot-kit:kit-checker', 'reviewer', 'tools:reviewer', 'triage', 'writer'], skills: ['deploy', 'lint'], pluginSkills: ['kit-review'], mcpServers: ['db', 'docs'],
  });
  // The planted plugin is loaded under its name as written, installed under another, and its skill is not loaded.
  expect(copilotCase('planted-tree').observed.plugins!['plugins/copilot-kit']).toEqual({ listed: ['Copilot Kit'], install: 'Plugin "copilot-kit" installed successfully.' });
});

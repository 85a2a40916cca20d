/**
 * Copilot CLI plugin manifests: agentlint's findings against what Copilot CLI did with each plugin
 * folder of case `plugin-manifests` (oracle/copilot/cases.json): the name it listed and
 * installed the plugin under, and which of the plugin's skills and agents it loaded.
 */
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import { installedName } from '../../../src/harnesses/copilot/rules/plugin-name.js';
import { copilotCase, lintCase, pluginManifestJson, pluginManifestOf, row, type CopilotCase } from './copilot-oracle.js';

const c = copilotCase('plugin-manifests');
const observed = c.observed;
const { copilot } = lintCase(c);
const base = (folder: string) => folder.split('/').pop()!;
const manifestOf = (folder: string) => pluginManifestOf(c, folder);
const manifestJson = (folder: string) => pluginManifestJson(c, folder);
const flagged = (rule: string) => [...new Set(copilot.filter((d) => d.kind === rule).map((d) => d.span.path))].sort();
const installedAs = (folder: string) => /^Plugin "([^"]+)" installed successfully/.exec(observed.plugins![folder]!.install)?.[1];

describe('Copilot CLI plugin manifests (case plugin-manifests)', () => {
  const folders = c.pluginDirs!;

  it('every folder was loaded; .claude-plugin and .plugin manifests are read like the .github/plugin ones', () => {
    expect(Object.keys(observed.plugins!).sort()).toEqual([...folders].sort());
    expect(observed.plugins!['plugins/claude']!.listed).toEqual(['claude-one']);
    expect(observed.plugins!['plugins/dotplugin']!.listed).toEqual(['dot-plugin']);
  });

  it('with .github/plugin/plugin.json present, .claude-plugin/plugin.json is not read by Copilot, and not checked for it', () => {
    // Its `"skills": "nowhere/"` would leave the plugin without skills; the skill loads, under the other manifest's name.
    expect(observed.plugins!['plugins/both']!.listed).toEqual(['both-github']);
    expect(observed.pluginSkills).toContain('both-skill');
    expect(copilot.filter((d) => d.span.path.startsWith('plugins/both/'))).toEqual([]);
  });

  it('copilot/plugin-name flags exactly the plugins whose listed or installed name is not the manifest `name`', () => {
    const renamed = folders.filter((f) => {
      const m = manifestJson(f);
      if (!m) return false; // broken JSON: schema/json-invalid
      const listed = observed.plugins![f]!.listed[0];
      const installed = installedAs(f);
      return listed !== m.name || (installed !== undefined && installed !== m.name);
    });
    expect(renamed.length).toBeGreaterThan(0);
    expect(flagged('copilot/plugin-name')).toEqual(renamed.map(manifestOf).sort());
    // The folder name, and the install name, are the ones Copilot used.
    expect(observed.plugins!['plugins/noname']!.listed).toEqual(['noname']);
    expect(observed.plugins!['plugins/typed']!.listed).toEqual(['typed']);
    expect(observed.plugins!['plugins/spaced']!.listed).toEqual(['My Plugin']);
    expect(installedAs('plugins/spaced')).toBe(installedName('My Plugin'));
    expect(copilot.filter((d) => d.kind === 'copilot/plugin-name').map((d) => `${row(d)} ${d.suggestion?.edits[0]?.text ?? '-'}`)).toEqual([
      'copilot/plugin-name warn plugins/noname/.github/plugin/plugin.json 1:1 -',
      'copilot/plugin-name warn plugins/spaced/.github/plugin/plugin.json 2:11 "my-plugin"',
      'copilot/plugin-name warn plugins/typed/.github/plugin/plugin.json 2:11 -',
    ]);
  });

  it('copilot/plugin-component-path flags exactly the `skills`/`agents` fields from which Copilot loaded nothing', () => {
    const expected: string[] = [];
    for (const f of folders) {
      const m = manifestJson(f);
      const name = installedAs(f) ?? observed.plugins![f]!.listed[0]!;
      const skills = observed.pluginSkills!.some((s) => s.startsWith(`${base(f)}-`));
      const agents = observed.agents.some((a) => a.startsWith(`${name}:`) || a.startsWith(`${observed.plugins![f]!.listed[0]}:`));
      if (m && 'skills' in m && !skills) expected.push(`${manifestOf(f)} skills`);
      if (m && 'agents' in m && !agents) expected.push(`${manifestOf(f)} agents`);
    }
    expect(expected.length).toBeGreaterThan(0);
    const found = copilot.filter((d) => d.kind === 'copilot/plugin-component-path').map((d) => `${d.span.path} ${/`(skills|agents)`/.exec(d.message)![1]}`);
    expect(found.sort()).toEqual(expected.sort());
    expect(copilot.filter((d) => d.kind === 'copilot/plugin-component-path').map(row)).toEqual([
      'copilot/plugin-component-path error plugins/badpath/.github/plugin/plugin.json 3:13',
      'copilot/plugin-component-path error plugins/badpath/.github/plugin/plugin.json 4:13',
      'copilot/plugin-component-path error plugins/badtype/.github/plugin/plugin.json 3:13',
      'copilot/plugin-component-path error plugins/badtype/.github/plugin/plugin.json 4:13',
    ]);
    // A path that exists replaces the default folder, and is not flagged.
    expect(observed.pluginSkills).toEqual(expect.arrayContaining(['custom-more']));
    expect(observed.pluginSkills).not.toContain('custom-skill');
    // `copilot plugin install` refuses a non-path `skills`, but accepts a missing path.
    expect(observed.plugins!['plugins/badtype']!.install).toContain('Invalid skills object form');
    expect(installedAs('plugins/badpath')).toBe('badpath');
  });

  it('copilot/plugin-unknown-field: `skill` and `agent` are ignored (their folders load nothing, the defaults load)', () => {
    expect(observed.pluginSkills).toContain('unknown-skill');
    expect(observed.pluginSkills).not.toContain('unknown-extra');
    expect(installedAs('plugins/unknown')).toBe('unknown');
    expect(copilot.filter((d) => d.kind === 'copilot/plugin-unknown-field').map((d) => `${row(d)} ${d.suggestion?.edits[0]?.text ?? '-'}`)).toEqual([
      'copilot/plugin-unknown-field warn plugins/unknown/.github/plugin/plugin.json 3:3 "skills"',
      'copilot/plugin-unknown-field warn plugins/unknown/.github/plugin/plugin.json 4:3 "agents"',
      'copilot/plugin-unknown-field warn plugins/unknown/.github/plugin/plugin.json 5:3 -',
    ]);
  });

  it('broken JSON: one parse error; Copilot logs it, loads the folder under its name and refuses to install it', () => {
    expect(copilot.filter((d) => d.span.path === 'plugins/broken/.github/plugin/plugin.json').map(row)).toEqual(['schema/json-invalid error plugins/broken/.github/plugin/plugin.json 3:1']);
    expect(observed.log.some((l) => l.includes('Failed to parse plugin manifest for \\"broken\\"'))).toBe(true);
    expect(observed.plugins!['plugins/broken']!.listed).toEqual(['broken']);
    expect(observed.plugins!['plugins/broken']!.install).toContain('Failed to parse plugin.json');
  });

  it('the plugins agentlint leaves alone load under their own name with their skills and agents', () => {
    const clean = folders.filter((f) => !copilot.some((d) => d.span.path.startsWith(`${f}/`)));
    expect(clean.sort()).toEqual(['plugins/both', 'plugins/claude', 'plugins/custom', 'plugins/dotplugin', 'plugins/good']);
    for (const f of clean) expect(installedAs(f)).toBe(observed.plugins![f]!.listed[0]);
  });
});

/**
 * The agents and skills agentlint reads for Copilot inside plugin folders with Copilot's own manifest, against
 * what Copilot loaded from each (`<listed name>:<agent>`, the plugin skills). Claude Code's plugin folders are
 * loaded by Copilot too but left to Claude Code's rules, so only the own-manifest folders are compared.
 */
describe.each(['plugin-manifests', 'valid-tree', 'planted-tree'])('Copilot reads the agents and skills of its own plugins (case %s)', (id) => {
  const k: CopilotCase = copilotCase(id);
  const own = k.pluginDirs!.filter((f) => /\/(\.plugin|\.github\/plugin)\/plugin\.json$/.test(pluginManifestOf(k, f)));
  const { root } = lintCase(k);
  const read = discover(root, { harnesses: ['copilot'] }).project.artifacts;
  const inFolder = (f: string, kind: string) => read.filter((a) => a.kind === kind && a.path.startsWith(`${f}/`));
  it('the agent files agentlint reads in each folder are the agents Copilot offered from that plugin', () => {
    expect(own.length).toBeGreaterThan(0);
    for (const f of own) {
      const name = k.observed.plugins![f]!.listed[0]!;
      const loaded = k.observed.agents.filter((a) => a.startsWith(`${name}:`)).map((a) => a.slice(name.length + 1)).sort();
      const files = inFolder(f, 'copilot-agent').map((a) => a.path.split('/').pop()!.replace(/(\.agent)?\.md$/, '')).sort();
      expect({ folder: f, agents: files }).toEqual({ folder: f, agents: loaded });
    }
  });
  it('each skill agentlint reads there was loaded by Copilot, unless agentlint says it fails to load', () => {
    const failing = new Set((lintCase(k).copilot).filter((d) => d.kind === 'copilot/skill-load' && d.level === 'error').map((d) => d.span.path));
    for (const f of own) {
      for (const a of inFolder(f, 'copilot-skill')) {
        const name = /^name:\s*(.+)$/m.exec(k.files[a.path]!)?.[1]?.trim() ?? a.path.split('/').slice(-2)[0]!;
        expect({ skill: a.path, loaded: k.observed.pluginSkills!.includes(name) }).toEqual({ skill: a.path, loaded: !failing.has(a.path) });
      }
    }
  });
});

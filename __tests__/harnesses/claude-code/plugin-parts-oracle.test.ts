/**
 * agentlint agrees with Claude Code on the plugin-parts cases (oracle/claude-code/plugin-parts.json:
 * LSP servers, monitors, a plugin's settings.json, dependencies, userConfig options), recorded on the pinned
 * release by `node oracle/claude-code/rules-probe.mjs --only=plugin-parts.json`. Per case: what Claude Code did
 * (validate's messages, the loader's debug log, `claude plugin install` and `plugin list`) decides whether the
 * rule must fire, and the rule fires exactly then.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../../src/engine/run.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Case {
  id: string;
  kind: 'validate' | 'load' | 'install' | 'details';
  /** A details case: the load case showing what the loader did with the same files. */
  shownByLoad?: string;
  files?: Record<string, string>;
  /** [fixture folder, prefix] pairs read before `files` (the fixture-tree cases). */
  filesFrom?: Array<[string, string]>;
  tree?: 'valid' | 'planted';
  rule: string;
  level: string | null;
  path: string;
  shownBy?: string;
  /** The mutation case (mutations.json) where `claude plugin validate` rejects what this load case shows still loading. */
  validateOnly?: string;
  observed: any;
}

const set = JSON.parse(readFileSync('oracle/claude-code/plugin-parts.json', 'utf8')) as { claudeCode: string; cases: Case[] };
const byId = new Map(set.cases.map((c) => [c.id, c]));
const ruleCases = set.cases.filter((c) => !c.tree);
const treeCases = set.cases.filter((c) => c.tree);

/** The files of a fixture folder, keyed `<prefix><path inside it>` (as the probe reads them). */
function filesOf(rel: string, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(rel, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const abs = join(e.parentPath, e.name);
    out[prefix + abs.slice(rel.length + 1)] = readFileSync(abs, 'utf8');
  }
  return out;
}

const caseFiles = (c: Case) => ({ ...Object.fromEntries((c.filesFrom ?? []).flatMap(([rel, prefix]) => Object.entries(filesOf(rel, prefix)))), ...(c.files ?? {}) });

function lintCase(c: Case): Diagnostic[] {
  const root = writeTree({ 'README.md': 'hi\n', ...caseFiles(c) });
  try {
    return lint({ root }).diagnostics;
  } finally {
    removeTree(root);
  }
}

const findings = (c: Case) => lintCase(c).filter((d) => d.kind === c.rule && d.span.path === c.path);
/** The loader may give two messages for one value (`when`): count the places. */
const places = (issues: string[]) => new Set(issues.map((i) => i.split(': ')[0])).size;

/** Did Claude Code refuse, drop or ignore what the case's rule is about? */
function harnessObjects(c: Case): boolean {
  const o = c.observed;
  if (c.kind === 'validate') return o.messages.length > 0;
  if (c.kind === 'install') return /Failed to install|Warning: dependency/.test(o.result) || o.errors.length > 0;
  switch (c.rule) {
    case 'plugin/lsp-server-schema': return o.lspServersLoaded === 0;
    case 'plugin/monitor-schema': return o.monitorErrors.length > 0;
    case 'plugin/settings-ignored-key': return Object.keys(JSON.parse(c.files![c.path]!)).some((k) => !o.settingsKeys.includes(k));
    case 'plugin/settings-agent-missing': return o.agentWarnings.length > 0;
    case 'plugin/field-types':
    case 'plugin/manifest-name':
    case 'plugin/manifest-values': return o.manifestRefused !== undefined;
    // A path plugin.json gives for LSP servers or monitors: refused with the manifest, or a file the loader could not read.
    case 'plugin/component-paths': return o.manifestRefused !== undefined || o.lspFileUnread !== undefined || o.monitorsUnread !== undefined;
    default: return o.dependencyErrors.length > 0;
  }
}

describe(`plugin parts (Claude Code ${set.claudeCode})`, () => {
  it('were recorded on the pinned release', () => {
    expect(set.claudeCode).toBe('2.1.332');
    for (const c of set.cases) expect(c.observed).not.toBeNull();
  });

  it.each(ruleCases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const mine = findings(c);
    expect(mine.length > 0).toBe(c.level !== null);
    for (const d of mine) expect(d.level).toBe(c.level);
    if (c.shownBy) {
      // validate is silent here (at most a note); the behaviour the rule reports is shown by another (loader or install) case.
      expect(c.observed.messages.filter((m: { level: string }) => m.level !== 'note')).toEqual([]);
      const other = byId.get(c.shownBy)!;
      expect(harnessObjects(other)).toBe(true);
      return;
    }
    if (c.kind === 'details') {
      // `plugin details` counts both servers of a file the loader refuses whole: its inventory is no proof they run.
      expect(c.observed.inventory).toContain('LSP servers (2) go, py (no model context cost)');
      expect(byId.get(c.shownByLoad!)!.observed.lspServersLoaded).toBe(0);
      return;
    }
    if (c.id === 'dependency not installed: the plugin is not loaded') {
      // agentlint cannot know what is installed; this case is why the rule is an error: the plugin does not load.
      expect(c.observed.dependencyErrors).toEqual(['Dependency "ghost" is not installed — run `claude plugin install ghost`, or check that its marketplace is added']);
      return;
    }
    if (c.validateOnly) {
      // The loader takes the plugin; validate rejects the value (the mutation case), and the message says both.
      expect(c.observed.manifestRefused).toBeUndefined();
      const m = JSON.parse(readFileSync('oracle/claude-code/mutations.json', 'utf8')).cases.find((x: { id: string }) => x.id === c.validateOnly);
      expect(m.outcome).toBe('rejects');
      for (const d of mine) expect(d.message).toMatch(/`claude plugin validate` rejects the manifest \(Claude Code 2\.1\.332 still loads the plugin\)$/);
      return;
    }
    if (c.rule === 'plugin/reserved-name') {
      // Only the validator rejects a reserved name (rules-validate.json); the loader and the installer take the plugin.
      if (c.kind === 'install') expect(c.observed).toEqual({ result: '✔ Successfully installed plugin: claude-helper@team-tools (scope: user)', errors: [] });
      else expect(c.observed.manifestRefused).toBeUndefined();
      expect(mine.map((d) => d.message)).toEqual([expect.stringMatching(/`claude plugin validate` rejects the manifest \(Claude Code 2\.1\.332 still installs and loads the plugin\)$/)]);
      return;
    }
    expect(c.level !== null).toBe(harnessObjects(c));
    if (c.id === 'monitors at the top level') {
      // validate only warns: the component still loads, and agentlint says so instead of "ignored".
      expect(c.observed.messages.map((m: { level: string; message: string }) => [m.level, /Top-level still loads/.test(m.message)])).toEqual([['warning', true]]);
      expect(mine.map((d) => d.message)).toEqual(['`monitors` is an experimental component: Claude Code still loads it at the top level for now, but will stop; declare it under `experimental.monitors`']);
    }
    // The loader refused the manifest itself: every finding says the plugin does not load.
    if (c.kind === 'load' && c.observed.manifestRefused) {
      expect(mine.length).toBeGreaterThan(0);
      for (const d of mine) expect(d.message).toMatch(/does not load the plugin at all/);
    }
    // The loader lists each problem: agentlint reports each one.
    if (c.kind === 'load' && c.rule === 'plugin/lsp-server-schema' && c.observed.lspErrors.length) expect(mine.length).toBe(places(c.observed.lspErrors));
    if (c.kind === 'load' && c.rule === 'plugin/monitor-schema') expect(mine.length).toBe(places(c.observed.monitorErrors));
    if (c.rule === 'plugin/settings-ignored-key' && c.kind === 'load') {
      const ignored = Object.keys(JSON.parse(c.files![c.path]!)).filter((k) => !c.observed.settingsKeys.includes(k));
      expect(mine.map((d) => /^`(.*?)`/.exec(d.message)![1])).toEqual(ignored);
    }
  });
});

/** Claude Code's verdicts on the plugin of fixtures/harnesses/{valid,planted} equal agentlint's. */
describe('the fixture trees\' plugin', () => {
  it.each(treeCases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const ds = lintCase(c);
    const of = (path: string, rule: string) => ds.filter((d) => d.span.path === path && d.kind === rule);
    const o = c.observed;
    if (c.kind === 'load') {
      // LSP servers, monitors and settings.json: each place the loader objects to is one finding, and nothing else.
      // Each tree plugin has one LSP server; the tools plugin at .lsp.json, the helper where its plugin.json points.
      expect(o.lspServersLoaded).toBe(o.lspErrors.length ? 0 : 1);
      const files = caseFiles(c);
      const lspFile = files['plug/.lsp.json'] ? 'plug/.lsp.json' : 'plug/lsp/servers.json';
      const monitorsFile = files['plug/monitors/monitors.json'] ? 'plug/monitors/monitors.json' : 'plug/watch.json';
      expect([...new Set(ds.filter((d) => d.kind === 'plugin/lsp-server-schema').map((d) => d.span.path))]).toEqual(o.lspErrors.length ? [lspFile] : []);
      expect(of(lspFile, 'plugin/lsp-server-schema').length).toBe(places(o.lspErrors));
      expect(of(monitorsFile, 'plugin/monitor-schema').length).toBe(places(o.monitorErrors));
      if (!files['plug/settings.json']) return void expect(ds.length > 0).toBe(c.tree === 'planted');
      const keys = Object.keys(JSON.parse(files['plug/settings.json']));
      expect(of('plug/settings.json', 'plugin/settings-ignored-key').map((d) => /^`(.*?)`/.exec(d.message)![1])).toEqual(keys.filter((k) => !o.settingsKeys.includes(k)));
      expect(of('plug/settings.json', 'plugin/settings-agent-missing').length).toBe(o.agentWarnings.length);
      expect(ds.length > 0).toBe(c.tree === 'planted');
      return;
    }
    // install: the valid tree installs cleanly with zero findings; the planted one is refused for the manifest errors agentlint reports.
    const manifest = 'plugins/tools/.claude-plugin/plugin.json';
    if (c.tree === 'valid') {
      expect(o.result).not.toMatch(/Failed|Validation errors|Warning/);
      expect(o.errors).toEqual([]);
      expect(ds).toEqual([]);
      return;
    }
    const refused = [.../(?:^Validation errors: |, )([\w.]+): /g[Symbol.matchAll](o.result)].map((m) => m[1]);
    expect(refused).toEqual(['dependencies.2', 'userConfig.gopls_path.required', 'userConfig.gopls_path']);
    expect(of(manifest, 'plugin/dependency-shape').map((d) => d.span.jsonPath)).toEqual([expect.stringMatching(/dependencies.*2/)]);
    expect(of(manifest, 'plugin/field-types').map((d) => d.span.jsonPath)).toEqual([expect.stringMatching(/gopls_path.*required/), expect.stringMatching(/gopls_path.*secret/)]);
  });
});

/** `lspServers` / `monitors` given as a path: the file is linted as the part it names, or the path is reported where it is written. */
describe('LSP servers and monitors given as a path in plugin.json', () => {
  const rows = (id: string) => lintCase(byId.get(id)!).map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.column} ${d.kind} ${d.message}`);
  it('a missing file: the loader logged it could not read it; agentlint points at the path', () => {
    expect(byId.get('lspServers as a path: the file does not exist')!.observed.lspFileUnread).toBe('Failed to read/parse LSP config from ./missing.json in plugin p: ENOENT: no such file or directory');
    expect(rows('lspServers as a path: the file does not exist')).toEqual([
      'plug/.claude-plugin/plugin.json 1:94-110 plugin/component-paths `lspServers` path `./missing.json` does not exist in the plugin: Claude Code starts no LSP server from it ("Failed to read/parse LSP config")',
    ]);
    expect(rows('monitors as a path: the file does not exist')).toEqual([
      'plug/.claude-plugin/plugin.json 1:109-125 plugin/component-paths `experimental.monitors` path `./missing.json` does not exist in the plugin: Claude Code loads none of the plugin\'s monitors ("monitors load failed")',
    ]);
  });
  it('a path without ./ or not ending in .json: the manifest is refused; the ./ fix only when the file is there', () => {
    const ds = lintCase(byId.get('lspServers as a path without ./: the plugin does not load')!);
    expect(ds.map((d) => [d.kind, d.suggestion?.edits[0]?.text])).toEqual([['plugin/component-paths', '"./custom-lsp.json"']]);
    expect(rows('monitors as a path to a folder: the plugin does not load')).toEqual([
      'plug/.claude-plugin/plugin.json 1:109-117 plugin/component-paths `experimental.monitors` path `./mons` must name a `.json` file: Claude Code refuses the manifest ("must end with \\".json\\"") and does not load the plugin at all',
    ]);
  });
  it('the file it names is checked as that part, under its own name; a replaced monitors/monitors.json is not', () => {
    expect(rows('monitors as a path: a wrong monitor in the file')).toEqual([
      'plug/mon.json 2:3-37 plugin/monitor-schema monitor 1 of `mon.json` has no `name`: Claude Code fails to load the file ("Failed to load monitors") and runs none of its monitors; `claude plugin validate` does not say why',
      'plug/mon.json 2:15-16 plugin/monitor-schema `command` in monitor 1 of `mon.json` must be a string: Claude Code fails to load the file ("Failed to load monitors") and runs none of its monitors; `claude plugin validate` does not say why',
    ]);
    expect(rows('monitors as a path: monitors/monitors.json is not read')).toEqual([]);
    expect(rows('lspServers as a path: a wrong server in the file').map((r) => r.split(' (e.g.')[0])).toEqual([
      'plug/custom-lsp.json 2:54-58 plugin/lsp-server-schema extension `go` in LSP server `go` must start with a dot (`.go`): Claude Code rejects `custom-lsp.json` ("LSP config validation failed") and starts none of its servers; `claude plugin validate` does not read this file',
    ]);
  });
});

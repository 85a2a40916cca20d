/**
 * agentlint agrees with Claude Code on the plugin-parts cases (fixtures/oracle/claude-code/plugin-parts.json:
 * LSP servers, monitors, a plugin's settings.json, dependencies, userConfig options), recorded on the pinned
 * release by `node scripts/oracle/rules-probe.mjs --only=plugin-parts.json`. Per case: what Claude Code did
 * (validate's messages, the loader's debug log, `claude plugin install` and `plugin list`) decides whether the
 * rule must fire, and the rule fires exactly then.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { lint } from '../../src/engine/run.js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { removeTree, writeTree } from '../helpers/index.js';

interface Case {
  id: string;
  kind: 'validate' | 'load' | 'install';
  files: Record<string, string>;
  rule: string;
  level: string | null;
  path: string;
  shownBy?: string;
  observed: any;
}

const set = JSON.parse(readFileSync('fixtures/oracle/claude-code/plugin-parts.json', 'utf8')) as { claudeCode: string; cases: Case[] };
const byId = new Map(set.cases.map((c) => [c.id, c]));

function findings(c: Case): Diagnostic[] {
  const root = writeTree({ 'README.md': 'hi\n', ...c.files });
  try {
    return lint({ root }).diagnostics.filter((d) => d.kind === c.rule && d.span.path === c.path);
  } finally {
    removeTree(root);
  }
}

/** Did Claude Code refuse, drop or ignore what the case's rule is about? */
function harnessObjects(c: Case): boolean {
  const o = c.observed;
  if (c.kind === 'validate') return o.messages.length > 0;
  if (c.kind === 'install') return /Failed to install|Warning: dependency/.test(o.result) || o.errors.length > 0;
  switch (c.rule) {
    case 'plugin/lsp-server-schema': return o.lspServersLoaded === 0;
    case 'plugin/monitor-schema': return o.monitorErrors.length > 0;
    case 'plugin/settings-ignored-key': return Object.keys(JSON.parse(c.files[c.path]!)).some((k) => !o.settingsKeys.includes(k));
    case 'plugin/settings-agent-missing': return o.agentWarnings.length > 0;
    default: return o.dependencyErrors.length > 0;
  }
}

describe(`plugin parts (Claude Code ${set.claudeCode})`, () => {
  it('were recorded on the pinned release', () => {
    expect(set.claudeCode).toBe('2.1.332');
    for (const c of set.cases) expect(c.observed).not.toBeNull();
  });

  it.each(set.cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const mine = findings(c);
    expect(mine.length > 0).toBe(c.level !== null);
    for (const d of mine) expect(d.level).toBe(c.level);
    if (c.shownBy) {
      // validate is silent here; the behaviour the rule reports is shown by another (loader or install) case.
      expect(c.observed.messages).toEqual([]);
      const other = byId.get(c.shownBy)!;
      expect(harnessObjects(other)).toBe(true);
      return;
    }
    if (c.id === 'dependency not installed: the plugin is not loaded') {
      // agentlint cannot know what is installed; this case is why the rule is an error: the plugin does not load.
      expect(c.observed.dependencyErrors).toEqual(['Dependency "ghost" is not installed — run `claude plugin install ghost`, or check that its marketplace is added']);
      return;
    }
    expect(c.level !== null).toBe(harnessObjects(c));
    // The loader lists each problem: agentlint reports each one.
    if (c.kind === 'load' && c.rule === 'plugin/lsp-server-schema' && c.observed.lspErrors.length) expect(mine.length).toBe(c.observed.lspErrors.length);
    if (c.kind === 'load' && c.rule === 'plugin/monitor-schema') expect(mine.length).toBe(c.observed.monitorErrors.length);
    if (c.rule === 'plugin/settings-ignored-key' && c.kind === 'load') {
      const ignored = Object.keys(JSON.parse(c.files[c.path]!)).filter((k) => !c.observed.settingsKeys.includes(k));
      expect(mine.map((d) => /^`(.*?)`/.exec(d.message)![1])).toEqual(ignored);
    }
  });
});

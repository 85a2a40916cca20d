/**
 * Copilot CLI's MCP servers, repository settings and hook entries: agentlint's findings against
 * the CLI's own verdicts (oracle/copilot/cases.json), case by case.
 */
import { describe, expect, it } from '@jest/globals';
import { discover } from '../../../src/engine/discover.js';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.js';
import { copilotCase, lintCase, row } from './copilot-oracle.js';

const serverOf = (d: Diagnostic) => /the MCP server `([^`]+)`/.exec(d.message)![1]!;
const skippedServers = (log: string[], file: string) =>
  log.map((l) => new RegExp(`Skipping invalid MCP server "([^"]+)" in ${file.replace('.', '\\.')}:`).exec(l)?.[1]).filter((x): x is string => !!x).sort();

describe('Copilot CLI MCP servers', () => {
  it.each([
    ['mcp', '.mcp.json'],
    ['mcp-github', '.github/mcp.json'],
  ])('%s: the servers the CLI skips are exactly the copilot/mcp-server-skipped errors; the ones it starts are clean', (id, file) => {
    const c = copilotCase(id);
    // `.mcp.json` alone does not show that Copilot is used: select it (the CLI reads the file regardless).
    const ds = lintCase(c, ['claude-code', 'copilot']).copilot.filter((d) => d.kind === 'copilot/mcp-server-skipped');
    expect(ds.every((d) => d.level === 'error' && d.span.path === file)).toBe(true);
    const skipped = skippedServers(c.observed.log, file);
    expect(skipped.length).toBeGreaterThan(0);
    expect([...new Set(ds.map(serverOf))].sort()).toEqual(skipped);
    const declared = Object.keys((JSON.parse(c.files[file]!) as { mcpServers: object }).mcpServers).sort();
    expect([...c.observed.mcpServers!, ...skipped].sort()).toEqual(declared);
  });
  it.each(['mcp', 'mcp-github', 'mcp-both-files'])('%s: `copilot mcp list` agrees with the session, and lists nothing in an untrusted folder', (id) => {
    const { observed } = copilotCase(id);
    expect(observed.mcpList!.untrusted).toBe('No MCP servers configured.');
    expect(observed.mcpList!.servers.map((s) => s.split(' ')[0]).sort()).toEqual(observed.mcpServers);
    const warned = observed.mcpList!.warnings.flatMap((w) => [...w.matchAll(/Skipping invalid MCP server "([^"]+)"/g)].map((m) => m[1])).sort();
    expect(warned).toEqual(observed.log.map((l) => /Skipping invalid MCP server "([^"]+)"/.exec(l)?.[1]).filter(Boolean).sort());
  });
  it('mcp: `${VAR}` and `${VAR:-default}` are kept and the server starts; unknown keys are ignored', () => {
    const c = copilotCase('mcp');
    expect(c.observed.mcpServers).toEqual(expect.arrayContaining(['ok', 'extra']));
    const { all, copilot: ds } = lintCase(c, ['claude-code', 'copilot']);
    expect(ds.filter((d) => ['ok', 'extra'].includes(serverOf(d)))).toEqual([]);
    const upper = ds.find((d) => serverOf(d) === 'upper')!;
    expect(row(upper)).toBe('copilot/mcp-server-skipped error .mcp.json 56:15');
    expect(upper.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"http"' }] });
    // .mcp.json is Claude Code's file too: Copilot's findings say so, Claude Code's stay its own.
    expect(all.filter((d) => d.kind.startsWith('copilot/')).every((d) => d.harness === 'copilot')).toBe(true);
    expect(all.filter((d) => !d.kind.startsWith('copilot/')).every((d) => d.harness !== 'copilot')).toBe(true);
    // Without a selection, .mcp.json alone is not read for Copilot.
    expect(lintCase(c).copilot).toEqual([]);
  });
  it('mcp-both-files: .github/mcp.json is not read beside .mcp.json; agentlint says so once and does not validate it', () => {
    const c = copilotCase('mcp-both-files');
    expect(c.observed.mcpServers).toEqual(['workspace']);
    expect(c.observed.log).toEqual([]);
    const ds = lintCase(c).copilot;
    expect(ds.map((d) => `${row(d)} -> ${d.related?.[0]?.span.path}`)).toEqual(['copilot/mcp-file-shadowed warn .github/mcp.json 2:3 -> .mcp.json']);
  });
});

/** `Repository settings file '<file>' could not be loaded: Settings config error: a\nb` → the messages, per file. */
function refusedSettings(log: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const l of log.filter((x) => x.includes('Ignored invalid repository settings'))) {
    const m = /Repository settings file '([^']+)' could not be loaded: Settings config error: (.*)"\}$/.exec(l)!;
    out[m[1]!] = m[2]!.split('\\n').sort();
  }
  return out;
}

describe('Copilot CLI repository settings', () => {
  it('settings: each wrong value the CLI lists is one copilot/settings-invalid error with the same words', () => {
    const c = copilotCase('settings');
    const ds = lintCase(c).copilot;
    const said: Record<string, string[]> = {};
    for (const d of ds.filter((x) => x.kind === 'copilot/settings-invalid')) (said[d.span.path] ??= []).push(/"(.*)" \(its log/.exec(d.message)![1]!);
    for (const k of Object.keys(said)) said[k]!.sort();
    expect(said).toEqual(refusedSettings(c.observed.log));
    expect(Object.keys(said)).toHaveLength(2);
    expect(ds.filter((d) => d.kind !== 'copilot/settings-invalid')).toEqual([]);
  });
  it('settings-applied: unknown and user-only keys are ignored without a word, the file still applies', () => {
    const c = copilotCase('settings-applied');
    expect(c.observed).toMatchObject({ log: [], ran: [] }); // disableAllHooks took effect
    const ds = lintCase(c).copilot;
    expect(ds.map(row)).toEqual([
      'copilot/settings-unknown-key warn .github/copilot/settings.json 2:3',
      'copilot/settings-unknown-key warn .github/copilot/settings.json 3:3',
      'copilot/settings-unknown-key warn .github/copilot/settings.json 4:3',
    ]);
    // `disableAllHook` is one letter from `disableAllHooks`, which the file already sets: no rename.
    expect(ds[2]!.message).toContain('did you mean `disableAllHooks`?');
    expect(ds[2]!.suggestion).toBeUndefined();
  });
  it('settings-refused: one wrong value and the hook runs again; settings-local: the local file applies too', () => {
    const refused = copilotCase('settings-refused');
    expect(refused.observed.ran).toEqual(['hook-ran']);
    expect(lintCase(refused).copilot.map(row)).toEqual(['copilot/settings-invalid error .github/copilot/settings.json 3:20']);
    const local = copilotCase('settings-local');
    expect(local.observed.ran).toEqual([]);
    expect(lintCase(local).copilot).toEqual([]);
  });
});

/** The entries the CLI skipped, as `event[i]`, from its log (a bad matcher line names the event, not the index). */
function skippedEntries(log: string[], hooks: Record<string, Array<Record<string, unknown>>>): string[] {
  const out = new Set<string>();
  for (const l of log) {
    const at = /hooks\.(\w+)\[(\d+)\]/.exec(l);
    if (at) out.add(`${at[1]}[${at[2]}]`);
    const matcher = /Invalid matcher regex in (\w+) hook: '(.*)' — hook will be skipped/.exec(l);
    // The log spells the event in camelCase (`PreToolUse` hooks are logged as `preToolUse`).
    for (const [event, entries] of Object.entries(hooks)) {
      if (matcher && event.toLowerCase() === matcher[1]!.toLowerCase()) entries.forEach((e, i) => e.matcher === matcher[2] && out.add(`${event}[${i}]`));
    }
  }
  return [...out].sort();
}

describe('Copilot CLI hook entries', () => {
  it.each(['hook-entries', 'hook-matchers'])('%s: the entries the CLI skips are exactly those with a copilot/hook-skipped or hook-type error', (id) => {
    const c = copilotCase(id);
    const [file, text] = Object.entries(c.files)[0]!;
    const hooks = (JSON.parse(text) as { hooks: Record<string, Array<Record<string, unknown>>> }).hooks;
    const ds = lintCase(c).copilot.filter((d) => d.span.path === file);
    expect(ds.every((d) => d.level === 'error' && ['copilot/hook-skipped', 'copilot/hook-type'].includes(d.kind))).toBe(true);
    const flagged = [...new Set(ds.map((d) => /^\$\.hooks\.(\w+\[\d+\])/.exec(d.span.jsonPath!)![1]!))].sort();
    expect(flagged).toEqual(skippedEntries(c.observed.log, hooks));
  });
  it('hook-entries: every hook that ran (its marker file exists) has no finding, a hook with no `type` included', () => {
    const c = copilotCase('hook-entries');
    const hooks = (JSON.parse(c.files['.github/hooks/h.json']!) as { hooks: { sessionStart: Array<Record<string, unknown>> } }).hooks.sessionStart;
    const ranAt = c.observed.ran!.map((m) => hooks.findIndex((e) => String(e.bash ?? e.command).endsWith(m)));
    expect(ranAt).not.toContain(-1);
    const flagged = lintCase(c).copilot.map((d) => d.span.jsonPath!);
    for (const i of ranAt) expect(flagged.filter((p) => p.startsWith(`$.hooks.sessionStart[${i}]`))).toEqual([]);
    expect(ranAt).toContain(hooks.findIndex((e) => e.type === undefined));
  });
  it('hook-files: the files the CLI refuses whole are exactly the copilot/hooks-file-invalid ones; sub-folders are read', () => {
    const c = copilotCase('hook-files');
    const refused = c.observed.log.map((l) => /Invalid hook configuration in ([^:]+):/.exec(l)?.[1]).filter((x): x is string => !!x).sort();
    const ds = lintCase(c).copilot;
    expect(ds.every((d) => d.kind === 'copilot/hooks-file-invalid' && d.level === 'error')).toBe(true);
    expect([...new Set(ds.map((d) => d.span.path))].sort()).toEqual(refused);
    expect(c.observed.ran).toEqual(['nested-ran', 'noversion-ran']);
    expect(ds.map(row).filter((r) => r.includes('v2.json') || r.includes('notlist.json'))).toEqual([
      'copilot/hooks-file-invalid error .github/hooks/notlist.json 4:21',
      'copilot/hooks-file-invalid error .github/hooks/v2.json 2:14',
    ]);
    const { root } = lintCase(c);
    expect(discover(root).project.artifacts.some((a) => a.kind === 'copilot-hooks' && a.path === '.github/hooks/sub/nested.json')).toBe(true);
  });
});

describe('Copilot CLI repository settings that add folders (case settings-directories)', () => {
  const c = copilotCase('settings-directories');
  const { copilot: ds } = lintCase(c);
  const files = Object.keys(c.files);
  it('every agent, skill and hook file in the listed folders is read: exactly the ones Copilot dropped or refused have a finding', () => {
    // Copilot offered these agents and skills from tools/ (nested ones too) and ran the hook of tools/hooks/h.json.
    expect(c.observed.agents).toEqual(['helper', 'nested', 'plain']);
    expect(c.observed.requestSkills).toEqual(['inner', 'notes']);
    expect(c.observed.ran).toEqual(['dir-hook-ran']);
    const dropped = files.filter((f) => f.startsWith('tools/') && c.observed.log.some((l) => l.includes(`${f}:`)));
    expect(dropped.sort()).toEqual(['tools/agents/nodesc.agent.md', 'tools/hooks/broken.json']);
    // The skill without frontmatter is left out of the session without a log line (`copilot skill list` does not read these folders).
    expect(c.observed.skillFailures).toEqual([]);
    expect(ds.filter((d) => d.span.path.startsWith('tools/')).map(row).sort()).toEqual([
      'copilot/agent-dropped error tools/agents/nodesc.agent.md 1:1',
      'copilot/skill-load error tools/skills/broken/SKILL.md 1:1',
      'schema/json-invalid error tools/hooks/broken.json 1:26',
    ]);
  });
  it('each listed folder Copilot warned about in its debug log is a copilot/settings-directory-missing warning at the string', () => {
    const warned = c.observed.log.map((l) => /(\w+Directories)\[(\d+)\]: customization directory '([^']+)' is missing/.exec(l)).filter(Boolean).map((m) => `${m![1]}[${m![2]}] ${m![3]}`);
    expect(warned.sort()).toEqual(['agentDirectories[1] missing/agents', 'skillDirectories[1] missing/skills']);
    const missing = ds.filter((d) => d.kind === 'copilot/settings-directory-missing');
    expect(missing.map(row)).toEqual([
      'copilot/settings-directory-missing warn .github/copilot/settings.json 4:5',
      'copilot/settings-directory-missing warn .github/copilot/settings.json 8:5',
    ]);
    expect(missing.map((d) => d.message.split('`')[1])).toEqual(['missing/agents', './missing/skills']);
  });
  it('with copilot not selected, the listed folders are not read for it', () => {
    expect(lintCase(c, ['claude-code']).copilot).toEqual([]);
  });
});

/**
 * `.codex/config.toml` beyond its top level, against Codex CLI's own verdicts (oracle/codex/cases.json,
 * recorded by oracle/codex/probe.mjs): the inline `[hooks]` table (`config-hooks-*`) and the keys and value
 * types of `[mcp_servers.<name>]` (`config-mcp-*`).
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { CODEX_MCP_SERVER_TYPES } from '../../../src/harnesses/codex/known-values.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Run { reachedModel: boolean; stderr: string[]; ran?: string[] }
interface Case { id: string; files: Record<string, string>; observed: { prompt: { exit: number; stderr: string[] }; exec: Run; strict?: Run; mcp?: string[] } }
const set = JSON.parse(readFileSync('oracle/codex/cases.json', 'utf8')) as { cases: Case[] };
const byId = (id: string) => set.cases.find((c) => c.id === id)!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function findings(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.span.path === '.codex/config.toml');
}
const row = (d: ReturnType<typeof findings>[number]) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.level}`;

/** agentlint's verdict on each case, line:col rule level. */
const EXPECTED: Record<string, string[]> = {
  'config-hooks-merge': ['1:3 codex/hooks-two-sources warn', '6:9 codex/hook-event-unknown warn'],
  'config-hooks-only': [],
  'config-hooks-event-type': ['7:14 codex/config-schema error'],
  'config-hooks-group-number': ['1:15 codex/config-schema error'],
  'config-hooks-handler-no-type': ['7:1 codex/config-schema error'],
  'config-hooks-bad-type': ['8:8 codex/config-schema error'],
  'config-hooks-timeout-string': ['10:11 codex/config-schema error'],
  'config-hooks-prompt-type': ['8:8 codex/hook-skipped warn'],
  'config-hooks-empty-command': ['9:11 codex/hook-skipped warn'],
  'config-hooks-empty-event': [],
  'config-hooks-not-table': ['1:9 codex/config-schema error'],
  'config-hooks-unknown-keys': ['2:1 codex/hook-event-unknown warn', '3:1 codex/hook-event-unknown warn'],
  'config-mcp-known-keys': [],
  'config-mcp-unknown-keys': ['3:1 codex/mcp-server-unknown-key warn', '4:1 codex/mcp-server-unknown-key warn', '5:1 codex/mcp-server-unknown-key warn'],
  'config-mcp-startup-readiness': ['3:21 codex/config-schema error'],
  'config-mcp-bearer-token': ['3:1 codex/config-schema error'],
  'config-mcp-bearer-token-stdio': ['3:1 codex/config-schema error'],
  'config-mcp-headers-helper-stdio': ['3:1 codex/config-schema error'],
  'config-mcp-oauth-resource-stdio': ['3:1 codex/config-schema error'],
};
const typeCases = Object.keys(CODEX_MCP_SERVER_TYPES).filter((k) => k !== 'url').map((k) => `config-mcp-type-${k}`);
const cases = [...Object.keys(EXPECTED), ...typeCases];

/** Codex's `--strict-config` verdict: `line:col`, its reason, and whether the caret is on a table header. */
function strictVerdict(c: Case) {
  const lines = c.observed.strict?.stderr ?? [];
  const at = lines.map((l) => /^\.codex\/config\.toml:(\d+):(\d+): (.*)$/.exec(l)).find(Boolean);
  if (!at) return undefined;
  const source = lines.find((l) => l.startsWith(`${at[1]} | `))!.slice(`${at[1]} | `.length);
  return { line: Number(at[1]), column: Number(at[2]), reason: at[3]!, onHeader: source.startsWith('[') || source.startsWith('hooks.') };
}

describe('.codex/config.toml [hooks] and [mcp_servers] against Codex CLI', () => {
  it('every recorded config-hooks / MCP-key case has an expected verdict', () => {
    const recorded = set.cases.map((c) => c.id).filter((id) => id.startsWith('config-hooks-') || /^config-mcp-(known|unknown|type|startup|bearer|headers|oauth)/.test(id));
    expect(recorded.sort()).toEqual([...cases].sort());
  });

  it.each(cases.map((id) => [id]))('%s: agentlint agrees with Codex', (id) => {
    const c = byId(id);
    const ds = findings(c.files);
    if (EXPECTED[id]) expect(ds.map(row)).toEqual(EXPECTED[id]);
    const said = c.observed.exec.stderr;
    if (c.observed.prompt.exit !== 0) {
      // Codex refused the whole config: one config-schema error, in Codex's words, where --strict-config points
      // (at the value; when Codex points at a table header, inside that table).
      expect(c.observed.exec.reachedModel).toBe(false);
      expect(ds.map((d) => `${d.kind} ${d.level}`)).toEqual(['codex/config-schema error']);
      const v = strictVerdict(c)!;
      const expected = /expected (?:one of )?(.*)$/.exec(v.reason)?.[1] ?? v.reason.split(' ')[0]!;
      expect(ds[0]!.message).toContain(expected);
      const { start } = ds[0]!.span.range;
      if (v.onHeader) expect(start.line).toBeGreaterThanOrEqual(v.line);
      else expect(`${start.line}:${start.column}`).toBe(`${v.line}:${v.column}`);
      return;
    }
    expect(ds.filter((d) => d.kind === 'codex/config-schema')).toEqual([]);
    expect(ds.some((d) => d.kind === 'codex/hooks-two-sources')).toBe(said.some((l) => l.includes('loading hooks from both')));
    const ignored = said.flatMap((l) => /`mcp_servers\.[^.]+\.([^`]+)` is ignored/.exec(l)?.[1] ?? []);
    expect(ds.filter((d) => d.kind === 'codex/mcp-server-unknown-key').map((d) => /`([^`]+)`/.exec(d.message)![1]).sort()).toEqual(ignored.sort());
    expect(ds.some((d) => d.kind === 'codex/hook-skipped')).toBe(said.some((l) => l.includes('skipping')));
    // Everything else Codex passed over without a word: only unknown hook events.
    expect(ds.filter((d) => !['codex/mcp-server-unknown-key', 'codex/hook-skipped', 'codex/hooks-two-sources'].includes(d.kind)).every((d) => d.kind === 'codex/hook-event-unknown')).toBe(true);
  });
});

describe('what Codex did with inline hooks', () => {
  it('[hooks] in config.toml runs like hooks.json; with both, both run and Codex warns', () => {
    expect(byId('config-hooks-only').observed.exec).toEqual({ reachedModel: true, stderr: [], ran: ['ran-SessionStart'] });
    expect(byId('config-hooks-merge').observed.exec).toEqual({
      reachedModel: true,
      stderr: ['warning: loading hooks from both .codex/hooks.json and .codex/config.toml; prefer a single representation for this layer'],
      ran: ['ran-SessionStart', 'ran-json-SessionStart'],
    });
  });
  it('a skipped hook leaves the others running; unknown keys in [hooks], a group or a handler change nothing, even under --strict-config', () => {
    for (const id of ['config-hooks-prompt-type', 'config-hooks-empty-command', 'config-hooks-unknown-keys']) expect(byId(id).observed.exec.ran).toEqual(['ran-SessionStart']);
    expect(byId('config-hooks-unknown-keys').observed.strict!.stderr).toEqual([]);
  });
  it('an unknown event in TOML gets a did-you-mean but no automatic rename (its name recurs in every header)', () => {
    const stopp = findings(byId('config-hooks-merge').files).find((d) => d.kind === 'codex/hook-event-unknown');
    expect(stopp!.message).toBe('Codex ignores the hook event `Stopp` without a word: its hooks never run (did you mean `Stop`?)');
    expect(stopp!.suggestion).toBeUndefined();
  });
  it('a shape error in [hooks] stops Codex, with the reason in its words', () => {
    const msg = (id: string) => findings(byId(id).files)[0]!.message;
    expect(msg('config-hooks-handler-no-type')).toBe('Codex refuses to start in this project (when trusted): in `[hooks]`, a handler has no `type` ("missing field `type`")');
    expect(byId('config-hooks-handler-no-type').observed.exec.stderr).toEqual(['Error loading config.toml: missing field `type`', 'in `hooks`']);
  });
});

describe('MCP server keys', () => {
  it('Codex warns about an unknown key and still loads the server; a unique near miss gets a certain rename', () => {
    const c = byId('config-mcp-unknown-keys');
    expect(c.observed.mcp).toEqual(['docs']);
    const ds = findings(c.files);
    expect(ds[0]!.message).toBe('Codex ignores `enabeld` in MCP server `docs`: it says "`mcp_servers.docs.enabeld` is ignored" and loads the server without it (did you mean `enabled`?)');
    expect(ds[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'enabled' }] });
    expect(ds.slice(1).map((d) => d.suggestion)).toEqual([undefined, undefined]);
    // --strict-config stops at the first, where agentlint's first finding is.
    expect(c.observed.strict!.stderr).toContain('.codex/config.toml:3:1: unknown configuration field `mcp_servers.docs.enabeld`');
  });
  it('every key agentlint knows, Codex knew: no warning, both servers loaded', () => {
    const c = byId('config-mcp-known-keys');
    expect(c.observed.exec.stderr).toEqual([]);
    expect(c.observed.mcp).toEqual(['h', 's']);
  });
});

describe('malformed input', () => {
  const everywhere = '[mcp_servers.a]\ncommand = []\nargs = {}\nenv = 1\nstartup_readiness = 3\n[hooks]\nStop = [1, [], {hooks = 5}, {hooks = [1, {type = 7, timeout = -1}]}]\n';
  it.each([
    ['hooks that are a string', 'hooks = "x"\n'],
    ['servers that are not a table', 'mcp_servers = 5\n[mcp_servers2]\n'],
    ['wrong types everywhere', everywhere],
    ['not TOML', '[hooks\nStop = 1\n'],
    ['a huge file', `[mcp_servers.a]\ncommand = "x"\n${Array.from({ length: 3000 }, (_, i) => `k${i} = ${i}`).join('\n')}\n`],
  ])('%s: no crash', (_name, text) => {
    expect(() => findings({ '.codex/config.toml': text })).not.toThrow();
  });
  it('wrong types: one finding per wrong value, at its position', () => {
    expect(findings({ '.codex/config.toml': everywhere }).map((d) => `${row(d)} ${d.message.slice(d.message.indexOf(': ') + 2)}`)).toEqual([
      '2:11 codex/config-schema error `mcp_servers.a.command` must be a string ("invalid type: …, expected a string")',
      '3:8 codex/config-schema error `mcp_servers.a.args` must be a list ("invalid type: …, expected a sequence")',
      '4:7 codex/config-schema error `mcp_servers.a.env` must be a table ("invalid type: …, expected a map")',
      '7:9 codex/config-schema error in `[hooks]`, each entry of `Stop` must be a matcher group object ("expected struct MatcherGroup")',
      '7:25 codex/config-schema error in `[hooks]`, the `hooks` of a matcher group must be a list of handlers ("expected a sequence")',
      '7:39 codex/config-schema error in `[hooks]`, each handler must be an object with a `type` ("expected internally tagged enum")',
      '7:50 codex/config-schema error in `[hooks]`, `type` must be one of `command`, `mcp_tool`, `prompt`, `agent` ("unknown variant")',
    ]);
  });
});

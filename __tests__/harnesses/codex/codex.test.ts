/**
 * Codex rules against Codex CLI's own verdicts (oracle/codex/cases.json, recorded by
 * oracle/codex/probe.mjs): what reached the model input, which roles and skills Codex
 * listed, and what `codex exec` / `--strict-config` / `codex mcp list` said about each file.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODEX_VERSION } from '../../../src/harnesses/codex/known-values.js';
import { lint } from '../../../src/engine/run.js';
import { removeTree, writeTree } from '../../helpers/index.js';

interface Run { reachedModel: boolean; stderr: string[]; ran?: string[] }
interface Case {
  id: string;
  files: Record<string, string>;
  fromTree?: { root: string; paths: string[] };
  generate?: Record<string, { head: string; repeat: string; times: number; tail: string }>;
  observed: {
    prompt: { exit: number; instructionsBytes?: number; markersSent?: string[]; roles?: string[]; skills?: string[]; stderr: string[] };
    exec?: Run;
    strict?: Run;
    mcp?: string[];
  };
}
const set = JSON.parse(readFileSync('oracle/codex/cases.json', 'utf8')) as { codex: string; cases: Case[] };
const byId = (id: string) => set.cases.find((x) => x.id === id)!;
const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const filesOf = (c: Case) => {
  const files: Record<string, string> = {};
  for (const p of c.fromTree?.paths ?? []) files[p] = readFileSync(join(c.fromTree!.root, p), 'utf8');
  Object.assign(files, c.files);
  for (const [p, g] of Object.entries(c.generate ?? {})) files[p] = g.head + g.repeat.repeat(g.times) + g.tail;
  return files;
};
function codexFindings(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.harness === 'codex');
}
const findingsOf = (id: string) => codexFindings(filesOf(byId(id)));
const pathsWith = (ds: ReturnType<typeof codexFindings>, rule: string) => [...new Set(ds.filter((d) => d.kind === rule).map((d) => d.span.path))].sort();
/** Files named in Codex's warnings/errors that match `re` (group 1 is the path). */
const named = (lines: string[], re: RegExp) => [...new Set(lines.flatMap((l) => { const m = re.exec(l); return m ? [m[1]!] : []; }))].sort();

it('was recorded on the pinned release', () => {
  expect(set.codex).toBe(CODEX_VERSION);
});

describe('the AGENTS.md chain', () => {
  it('the finding starts at the first character Codex dropped; only codex exec warns', () => {
    const c = byId('agents-md-cap');
    expect(c.observed.prompt.instructionsBytes).toBe(32768);
    expect(c.observed.prompt.stderr).toEqual([]);
    expect(c.observed.exec!.stderr).toEqual([expect.stringContaining('Loaded only 32768 of 33954 bytes from `AGENTS.md`')]);
    const text = filesOf(c)['AGENTS.md']!;
    const ds = findingsOf('agents-md-cap');
    expect(ds.map((d) => d.kind)).toEqual(['codex/agents-md-size']);
    expect(ds[0]!.span.range.start.offset).toBe(c.observed.prompt.instructionsBytes); // ASCII: bytes = characters
    expect(ds[0]!.message).toBe(`Codex reads only the first 32768 bytes of the AGENTS.md chain: from here on (${text.length - 32768} bytes of AGENTS.md) nothing reaches the model (only \`codex exec\` warns "Loaded only … bytes"; the TUI and \`codex debug prompt-input\` say nothing)`);
  });
  it('a file Codex read whole, and an empty root file, have no finding', () => {
    expect(byId('agents-md-small').observed.prompt.markersSent).toEqual(['SMALL-MARKER']);
    expect(findingsOf('agents-md-small')).toEqual([]);
    expect(byId('agents-md-empty-root').observed.prompt.markersSent).toEqual(['NESTED-MARKER']);
    expect(findingsOf('agents-md-empty-root')).toEqual([]);
  });
  it('in a nested folder the cap applies to the files combined, as Codex counted it', () => {
    const c = byId('agents-md-nested-cap');
    const kept = Number(/Loaded only (\d+) of \d+ bytes from `pkg\/AGENTS.md`/.exec(c.observed.exec!.stderr.join('\n'))![1]);
    expect(kept).toBe(2767);
    const ds = findingsOf('agents-md-nested-cap');
    expect(ds.map((d) => `${d.span.path} ${d.kind} ${d.span.range.start.offset}`)).toEqual([`pkg/AGENTS.md codex/agents-md-size ${kept}`]);
  });
  it('a configured project_doc_max_bytes is the cap (Codex honoured it in the trusted project)', () => {
    const c = byId('agents-md-config-max-bytes');
    expect(c.observed.prompt.instructionsBytes).toBe(100);
    expect(byId('agents-md-config-max-bytes-untrusted').observed.prompt.markersSent).toEqual(['START-MARKER', 'END-MARKER']);
    const ds = findingsOf('agents-md-config-max-bytes');
    expect(ds.map((d) => `${d.kind} ${d.span.range.start.offset}`)).toEqual(['codex/agents-md-size 100']);
    expect(ds[0]!.message).toContain('first 100 bytes of the AGENTS.md chain: `project_doc_max_bytes` in .codex/config.toml sets it, honoured when the project is trusted;');
  });
  it('an AGENTS.override.md hides AGENTS.md, even when it is empty', () => {
    expect(byId('agents-md-override').observed.prompt.markersSent).toEqual(['OVERRIDE-MARKER']);
    expect(byId('agents-md-empty-override').observed.prompt.markersSent).toEqual([]);
    for (const id of ['agents-md-override', 'agents-md-empty-override']) {
      const ds = findingsOf(id);
      expect(ds.map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.kind} ${d.level}`)).toEqual(['AGENTS.md 1:1 codex/agents-md-shadowed warn']);
    }
    expect(findingsOf('agents-md-empty-override')[0]!.message).toBe('Codex never reads this file: AGENTS.override.md in the same folder takes its place, and it is empty, so this folder gives Codex no instructions');
  });
});

describe('codex/role-schema', () => {
  const dropped = (c: Case) => {
    const lines = c.observed.exec!.stderr.filter((l) => l.includes('Ignoring malformed agent role definition'));
    const byPath = named(lines, /(\.codex\/agents\/[^ :]+?\.toml)/);
    // "agent role `nodesc` must define a description" names the role, not the file.
    const byName = named(lines, /agent role `([^`]+)` must/).map((n) => `.codex/agents/${n}.toml`);
    return [...new Set([...byPath, ...byName])].sort();
  };
  it('flags exactly the role files Codex ignored', () => {
    const c = byId('role-verdicts');
    const codex = dropped(c);
    // The second file named `twin` is dropped too ("duplicate agent role name `twin` discovered in .codex/agents").
    const ds = findingsOf('role-verdicts');
    expect(codex).toEqual(pathsWith(ds, 'codex/role-schema'));
    expect(ds.filter((d) => d.kind === 'codex/role-duplicate-name').map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      '.codex/agents/twin-b.toml 1:8 Codex keeps only one role named `twin` ("duplicate agent role name"): .codex/agents/twin-a.toml has the same name',
    ]);
    expect(c.observed.exec!.stderr).toContain('warning: Ignoring malformed agent role definition: duplicate agent role name `twin` discovered in .codex/agents');
    expect(c.observed.prompt.roles).toEqual(['configkeys', 'effort', 'model', 'my role', 'nickok', 'twin']);
  });
  it('accepts the config keys Codex accepts in a role, and rejects the ones it rejects', () => {
    const c = byId('role-config-keys');
    const rejected = named(c.observed.exec!.stderr.filter((l) => l.includes('unknown field')), /(\.codex\/agents\/[^ :]+?\.toml)/);
    const ds = findingsOf('role-config-keys').filter((d) => d.message.includes('unknown field'));
    expect([...new Set(ds.map((d) => d.span.path))].sort()).toEqual(rejected);
  });
  it('reports each reason at its key or value, in Codex’s words', () => {
    const row = (d: ReturnType<typeof codexFindings>[number]) => `${d.span.path.replace('.codex/agents/', '')} ${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`;
    const ds = findingsOf('role-verdicts');
    expect(ds.map(row).filter((r) => /^(nick|sandbox|websearch|emptyname|noinstr|unknown)/.test(r)).sort()).toEqual([
      'emptyname.toml 1:8 Codex ignores this role: it "must define a non-empty `name`"',
      'nickblank.toml 4:24 Codex ignores this role: `nickname_candidates` cannot contain blank names',
      'nickchar.toml 4:24 Codex ignores this role: `nickname_candidates` may only contain ASCII letters, digits, spaces, hyphens, and underscores',
      'nickdup.toml 4:31 Codex ignores this role: `nickname_candidates` cannot contain duplicates',
      'nickempty.toml 4:23 Codex ignores this role: `nickname_candidates` must contain at least one name',
      'nickstr.toml 4:23 Codex ignores this role: `nickname_candidates` must be an array of strings ("invalid type")',
      'noinstr.toml 1:1 Codex ignores this role: `developer_instructions` is required',
      'sandbox.toml 4:16 Codex ignores this role: `sandbox_mode` is `bogus`; Codex accepts `read-only`, `workspace-write`, `danger-full-access` ("unknown variant")',
      'unknown.toml 4:1 Codex ignores this whole role: `frobnicate` is not a role field ("unknown field")',
      'websearch.toml 4:14 Codex ignores this role: `web_search` is `yes`; Codex accepts `disabled`, `cached`, `indexed`, `live` ("unknown variant")',
    ]);
  });
  it('an untrusted project has no project roles; the same role is listed once trusted', () => {
    expect(byId('roles-untrusted').observed.prompt.roles).toEqual([]);
    expect(byId('roles-untrusted').observed.exec!.stderr).toEqual([expect.stringContaining('Untrusted project-local configuration is disabled')]);
    expect(byId('roles-trusted').observed.prompt.roles).toEqual(['reviewer']);
    expect(findingsOf('roles-trusted')).toEqual([]);
  });
  it('offers a certain rename for a near-miss key', () => {
    const ds = codexFindings({ '.codex/agents/typo.toml': 'name = "r"\ndescription = "d"\ndeveloper_instruction = "x"\n' });
    expect(ds[0]!.message).toBe('Codex ignores this whole role: `developer_instruction` is not a role field ("unknown field") (did you mean `developer_instructions`?)');
    expect(ds[0]!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: 'developer_instructions' }] });
  });
});

describe('codex/skill-load', () => {
  it('flags exactly the skills Codex failed to load, and none it listed', () => {
    const c = byId('skill-verdicts');
    const failed = named(c.observed.exec!.stderr, /failed to load skill \.agents\/skills\/([^ :]+)\/SKILL\.md/).map((n) => `.agents/skills/${n}/SKILL.md`);
    expect(failed).toEqual(['.agents/skills/emptydesc/SKILL.md', '.agents/skills/nametype/SKILL.md', '.agents/skills/nodesc/SKILL.md', '.agents/skills/nofm/SKILL.md']);
    const ds = findingsOf('skill-verdicts');
    expect(pathsWith(ds, 'codex/skill-load')).toEqual(failed);
    expect(ds.filter((d) => d.kind !== 'codex/skill-load')).toEqual([]);
    expect(ds.map((d) => `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}`).sort()).toEqual([
      '.agents/skills/emptydesc/SKILL.md 3:1', '.agents/skills/nametype/SKILL.md 2:7', '.agents/skills/nodesc/SKILL.md 1:1', '.agents/skills/nofm/SKILL.md 1:1',
    ]);
    expect(findingsOf('skill-dup-names')).toEqual([]);
    expect(byId('skill-empty-frontmatter').observed.exec!.stderr).toEqual(['ERROR codex_core::session::session: failed to load skill .agents/skills/empty/SKILL.md: missing YAML frontmatter delimited by ---']);
    expect(findingsOf('skill-empty-frontmatter').map((d) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`)).toEqual([
      '1:1 Codex fails to load this skill: "missing YAML frontmatter delimited by ---"',
    ]);
    expect(byId('skill-dup-names').observed.prompt.skills).toEqual(['same (a/SKILL.md)', 'same (b/SKILL.md)']);
  });
});

describe('.codex/config.toml', () => {
  const fatalCases = ['config-wrong-type', 'config-wrong-type-top', 'config-mcp-no-transport', 'config-mcp-both', 'config-mcp-http-stdio-key', 'config-toml-error'];
  it.each(fatalCases)('%s: Codex refuses to start and config-schema reports it where --strict-config points', (id) => {
    const c = byId(id);
    expect(c.observed.prompt.exit).toBe(1);
    const ds = findingsOf(id).filter((d) => d.kind === 'codex/config-schema');
    expect(ds.length).toBe(1);
    expect(ds[0]!.level).toBe('error');
    const at = /\.codex\/config\.toml:(\d+):(\d+):/.exec(c.observed.strict!.stderr.join('\n'));
    if (at && !['config-mcp-http-stdio-key', 'config-mcp-both'].includes(id)) expect(`${ds[0]!.span.range.start.line}:${ds[0]!.span.range.start.column}`).toBe(`${at[1]}:${at[2]}`);
    const toml = /TOML parse error at line (\d+), column (\d+)/.exec(c.observed.prompt.stderr.join('\n'));
    if (toml) expect(ds[0]!.span.range.start.line).toBe(Number(toml[1]));
  });
  it('a key of the other transport is reported at that key (Codex points at the table)', () => {
    const rows = (id: string) => findingsOf(id).map((d) => `${d.span.range.start.line}:${d.span.range.start.column} ${d.message}`);
    expect(rows('config-mcp-http-stdio-key')).toEqual([
      '3:1 Codex refuses to start in this project (when trusted): `args` is not supported for an HTTP MCP server (`web` has `url`)',
    ]);
    expect(rows('config-mcp-both')).toEqual([
      '3:1 Codex refuses to start in this project (when trusted): `url` is not supported for a stdio MCP server (`both` has `command`)',
    ]);
  });
  it('unknown top-level keys are warnings, as Codex warns and runs on', () => {
    const c = byId('config-unknown-keys');
    expect(c.observed.prompt.exit).toBe(0);
    expect(c.observed.mcp).toEqual(['docs']);
    const warned = named(c.observed.exec!.stderr, /`([a-z_.]+)` is ignored/);
    const ds = findingsOf('config-unknown-keys');
    expect(ds.map((d) => `${d.kind} ${d.level} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual([
      'codex/config-unknown-key warn 1:1', 'codex/config-unknown-key warn 2:1', 'codex/mcp-server-unknown-key warn 6:1',
    ]);
    // Each setting Codex said it ignores, by its dotted path (`mcp_servers.docs.foo` for a key of a server).
    expect(ds.map((d) => (d.kind === 'codex/mcp-server-unknown-key' ? `mcp_servers.docs.${/`([a-z_]+)`/.exec(d.message)![1]}` : /`([a-z_]+)`/.exec(d.message)![1])).sort()).toEqual(warned);
    expect(ds[1]!.message).toBe('Codex ignores `modle`: it is not a Codex setting ("unrecognized configuration setting") (did you mean `model`?)');
    // --strict-config stops at the first, where agentlint's first finding is.
    expect(c.observed.strict!.stderr).toContain('.codex/config.toml:1:1: unknown configuration field `frobnicate`');
  });
  it('a valid config has no finding but model_providers, which Codex drops from a project file', () => {
    const c = byId('config-valid');
    expect(c.observed.mcp).toEqual(['docs', 'web']);
    expect(c.observed.exec!.stderr).toEqual([expect.stringContaining('Ignored unsupported project-local config keys in .codex/config.toml: model_providers')]);
    expect(findingsOf('config-valid').map((d) => `${d.kind} ${d.span.range.start.line}:${d.span.range.start.column}`)).toEqual(['codex/config-unknown-key 15:2']);
  });
  it('an untrusted project: Codex never reads the file (the findings still hold for whoever trusts it)', () => {
    const c = byId('config-wrong-type-untrusted');
    expect(c.observed.prompt.exit).toBe(0);
    expect(c.observed.mcp).toEqual([]);
  });
});

describe('every parse verdict on fixtures/harnesses equals Codex’s own', () => {
  it('planted: each file Codex rejected or warned about has its finding, and nothing else', () => {
    const c = byId('fixtures-planted');
    const said = c.observed.exec!.stderr.join('\n');
    expect(said).toContain('failed to load skill .agents/skills/release/SKILL.md: missing field `description`');
    expect(said).toContain('`approval_polcy` is ignored');
    expect(said).toContain('`mcp_servers.docs.enabeld` is ignored');
    expect(said).not.toContain('loading hooks from both'); // [hooks] holds only the misspelt `SessionStrat`
    expect(said).toContain('agent role file at .codex/agents/reviewer.toml: unknown field `developer_instruction`');
    expect(said).toContain('Loaded only 32768 of 33930 bytes from `AGENTS.md`');
    expect(said).toContain('duplicate agent role name `helper` discovered in .codex/agents');
    expect(said).toContain('skipping prompt hook in .codex/hooks.json: prompt hooks are not supported yet');
    expect(c.observed.exec!.ran).toEqual(['ran-session-start']); // the hooks file was read, its SessionStart hook ran
    expect(c.observed.prompt.roles).toEqual(['helper']);
    expect(c.observed.prompt.skills).toEqual(['changelog (changelog/SKILL.md)']);
    const ds = findingsOf('fixtures-planted');
    expect(pathsWith(ds, 'codex/role-duplicate-name')).toEqual(['.codex/agents/helper.toml']);
    expect(pathsWith(ds, 'codex/skill-load')).toEqual(['.agents/skills/release/SKILL.md']);
    expect(pathsWith(ds, 'codex/config-unknown-key')).toEqual(['.codex/config.toml']);
    expect(pathsWith(ds, 'codex/mcp-server-unknown-key')).toEqual(['.codex/config.toml']);
    expect(pathsWith(ds, 'codex/hooks-two-sources')).toEqual([]);
    // Loaded, but its 1,095-character description is cut at 1,024 in the list (skill-description-long).
    expect(pathsWith(ds, 'codex/skill-list-budget')).toEqual(['.agents/skills/changelog/SKILL.md']);
    expect(pathsWith(ds, 'codex/role-schema')).toEqual(['.codex/agents/reviewer.toml']);
    expect(pathsWith(ds, 'codex/hook-skipped')).toEqual(['.codex/hooks.json']);
    // Codex ignores `PostToolUsed` in hooks.json and `SessionStrat` in config.toml silently.
    expect(pathsWith(ds, 'codex/hook-event-unknown')).toEqual(['.codex/config.toml', '.codex/hooks.json']);
    expect(ds.find((d) => d.kind === 'codex/agents-md-size' && d.span.path === 'AGENTS.md')!.span.range.start.offset).toBe(32768);
  });
  it('valid: Codex loaded every file without a word, and agentlint has no finding', () => {
    const c = byId('fixtures-valid');
    expect(c.observed.exec!.stderr).toEqual([]);
    expect(c.observed.exec!.ran).toEqual(['ran-session-start']);
    expect(c.observed.strict!.stderr).toEqual([]);
    expect(c.observed.prompt.roles).toEqual(['helper', 'helper-2', 'reviewer']);
    expect(c.observed.prompt.skills).toEqual(['changelog (changelog/SKILL.md)', 'release (release/SKILL.md)']);
    expect(c.observed.mcp).toEqual(['docs']);
    expect(findingsOf('fixtures-valid')).toEqual([]);
  });
});

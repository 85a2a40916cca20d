/** The harness selector: kinds and rules declare a harness; config, CLI and Action choose; findings say which. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { existsSync, statSync } from 'node:fs';
import { discover } from '../../src/engine/discover.js';
import { HARNESSES, ruleGroup } from '../../src/artifacts/harness.js';
import { KIND_SPECS } from '../../src/harnesses/registry.js';
import { parseMarkdownArtifact } from '../../src/harnesses/claude-code/kinds/markdown.js';
import type { KindSpec } from '../../src/artifacts/kinds/spec.js';
import { parseArgs, UsageError } from '../../src/cli/args.js';
import { runCli, type CliIO } from '../../src/cli/run.js';
import { lint } from '../../src/engine/run.js';
import { parseHarnessesInput, InputError } from '../../src/github/action.js';
import { ALL_RULES } from '../../src/rules/index.js';
import { removeTree, writeTree } from '../helpers/index.js';
import { relative as relPath, resolve as resolvePath } from 'node:path';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const tree = (files: Record<string, string>) => {
  const r = writeTree(files);
  roots.push(r);
  return r;
};

const BAD_AGENT = '---\nname: Bad Name\ndescription: d\n---\n';

describe('rules declare their harness', () => {
  it('every rule is in a harness, a tool format, or the group of every harness (schema, security, config)', async () => {
    for (const r of ALL_RULES) {
      const family = r.meta.id.split('/')[0]!;
      const g = ruleGroup(r.meta);
      if (['agents', 'commands', 'skills', 'plugin', 'marketplace', 'hooks', 'mcp'].includes(family)) expect([r.meta.id, g]).toEqual([r.meta.id, 'claude-code']);
      else if (family === 'ai-rulez' || family === 'agentltl' || family === 'agent-plugins') expect([r.meta.id, g]).toEqual([r.meta.id, family]);
      else if (family === 'schema' || family === 'config' || family === 'security') expect([r.meta.id, g]).toEqual([r.meta.id, 'any']);
      else expect([r.meta.id, (HARNESSES as readonly string[]).includes(g)]).toEqual([r.meta.id, true]);
    }
  });
  it('every built-in kind that is not a tool format names its harness', async () => {
    const toolFormats = KIND_SPECS.filter((k) => !k.harness).map((k) => k.id).sort();
    expect(toolFormats).toEqual(['agentltl', 'ai-rulez-agent', 'ai-rulez-config', 'agent-plugin', 'agent-plugin-mcp', 'agent-plugin-skill', 'agent-plugin-extension'].sort());
  });
});

describe('discovery by harness', () => {
  it('defaults to the harnesses whose files the tree holds', async () => {
    const root = tree({ '.claude/agents/a.md': BAD_AGENT, 'AGENTLTL.yaml': 'rules: []\n' });
    const { project } = discover(root);
    expect(project.harnesses).toEqual(['claude-code']);
    expect(project.artifacts.find((a) => a.kind === 'agent')!.harness).toBe('claude-code');
    expect(project.artifacts.find((a) => a.kind === 'agentltl')?.harness).toBeUndefined();
  });
  it('an explicit selection leaves the other harnesses\' files unread, tool formats still read', async () => {
    // (.claude/agents is read by Copilot CLI too; .claude/commands is Claude Code's alone.)
    const root = tree({ '.claude/commands/a.md': BAD_AGENT, 'AGENTLTL.yaml': 'rules: []\n' });
    const { project } = discover(root, { harnesses: ['copilot'] });
    expect(project.harnesses).toEqual(['copilot']);
    expect(project.files.map((f) => f.file.path)).toEqual(['AGENTLTL.yaml']);
  });

  // Two kinds of different harnesses reading one path, and one that needs other evidence.
  const mk = (id: string, harness: KindSpec['harness'], re: RegExp, evidence?: boolean): KindSpec => ({
    id,
    harness,
    evidence,
    matches: (p) => re.test(p),
    parse: (file, ctx) => parseMarkdownArtifact(id, file, ctx),
  });
  const kinds = [mk('cc-skill', 'claude-code', /^\.claude\/skills\/[^/]+\/SKILL\.md$/), mk('cp-skill', 'copilot', /^\.claude\/skills\/[^/]+\/SKILL\.md$/, false), mk('cp-agent', 'copilot', /^\.github\/agents\/[^/]+\.md$/)];

  it('a file read by two harnesses is parsed once per harness, each artifact saying which', async () => {
    const root = tree({ '.claude/skills/s/SKILL.md': '---\nname: s\n---\n', '.github/agents/x.agent.md': '---\ndescription: d\n---\n' });
    const { project } = discover(root, { kinds });
    expect(project.harnesses).toEqual(['claude-code', 'copilot']);
    const skill = project.files.filter((f) => f.file.path === '.claude/skills/s/SKILL.md');
    expect(skill.map((f) => [f.kind, f.harness])).toEqual([
      ['cc-skill', 'claude-code'],
      ['cp-skill', 'copilot'],
    ]);
    // Read from disk once: both parses share the one source file.
    expect(skill[0]!.file).toBe(skill[1]!.file);
  });
  it('a kind that is no evidence is read only when other files show the harness', async () => {
    const root = tree({ '.claude/skills/s/SKILL.md': '---\nname: s\n---\n' });
    const { project } = discover(root, { kinds });
    expect(project.harnesses).toEqual(['claude-code']);
    expect(project.files.map((f) => f.kind)).toEqual(['cc-skill']);
    // …unless the harness is chosen explicitly.
    expect(discover(root, { kinds, harnesses: ['copilot'] }).project.files.map((f) => f.kind)).toEqual(['cp-skill']);
  });
});

describe('the engine and the configuration', () => {
  it('every Claude Code finding says claude-code; parse problems take the file\'s harness', async () => {
    const root = tree({ '.claude/agents/a.md': BAD_AGENT, '.claude/agents/b.md': '---\nname: b\ndescription: d\n' });
    const ds = lint({ root }).diagnostics;
    expect(ds.length).toBeGreaterThan(1);
    expect(ds.find((d) => d.kind === 'agents/name-format')!.harness).toBe('claude-code');
    const parse = ds.filter((d) => d.kind.startsWith('schema/') && d.span.path === '.claude/agents/b.md');
    expect(parse.length).toBeGreaterThan(0);
    expect(parse.map((d) => d.harness)).toEqual(parse.map(() => 'claude-code'));
  });
  it('`harnesses:` in .agentlint.yml turns other harnesses off', async () => {
    const root = tree({ '.claude/agents/a.md': BAD_AGENT, '.agentlint.yml': 'harnesses: [copilot]\n' });
    expect(lint({ root }).diagnostics).toEqual([]);
    expect(lint({ root, harnesses: ['claude-code'] }).diagnostics.map((d) => d.kind)).toContain('agents/name-format');
  });
  it('an unknown harness name is config/invalid at the item', async () => {
    const root = tree({ '.claude/agents/a.md': BAD_AGENT, '.agentlint.yml': 'harnesses: [claude-code, copliot]\n' });
    const ds = lint({ root }).diagnostics;
    const bad = ds.find((d) => d.kind === 'config/invalid')!;
    expect(bad.message).toBe('$.harnesses[1] must be one of "claude-code", "copilot", "codex", "gemini", "opencode", "cursor", "kilo-code", "windsurf", "kiro", "roo-code", "qwen-code", "cline", "auggie", "amp", "droid"');
    expect([bad.span.range.start.line, bad.span.range.start.column, bad.span.range.end.column]).toEqual([1, 26, 33]);
    expect(bad.harness).toBeUndefined();
    // The known name still applies.
    expect(ds.map((d) => d.kind)).toContain('agents/name-format');
  });
});

describe('CLI and Action', () => {
  const io = (cwd: string) => {
    const o = { out: '', err: '' };
    const cio: CliIO = { cwd, stdout: (s) => void (o.out += s), stderr: (s) => void (o.err += s), color: false, fs: { existsSync, statSync, relative: relPath, resolve: resolvePath } };
    return { o, cio };
  };
  it('--harness takes commas and repeats; an unknown name is a usage error', async () => {
    expect(parseArgs(['--harness', 'claude-code,copilot', '--harness=codex']).harnesses).toEqual(['claude-code', 'copilot', 'codex']);
    expect(() => parseArgs(['--harness', 'cursr'])).toThrow(UsageError);
  });
  it('`agentlint rules` lists each rule\'s harness (text and --json); --harness marks the others off', async () => {
    const root = tree({ 'x.txt': '' });
    const a = io(root);
    expect(await runCli(['rules', '--json'], a.cio)).toBe(0);
    const rules = JSON.parse(a.o.out).rules as Array<{ id: string; harness: string | null; group: string }>;
    expect(rules.find((r) => r.id === 'agents/name-format')).toMatchObject({ harness: 'claude-code', group: 'claude-code' });
    expect(rules.find((r) => r.id === 'schema/yaml-invalid')).toMatchObject({ harness: null, group: 'any' });
    expect(rules.find((r) => r.id.startsWith('ai-rulez/'))).toMatchObject({ harness: null, group: 'ai-rulez' });
    const b = io(root);
    expect(await runCli(['rules', '--harness', 'copilot'], b.cio)).toBe(0);
    const line = b.o.out.split('\n').find((l) => l.startsWith('agents/name-format '))!;
    expect(line).toMatch(/^agents\/name-format +claude-code +warn +correctness +\S*\boff\b/);
  });
  it('check --harness copilot skips Claude Code files', async () => {
    const root = tree({ '.claude/agents/a.md': BAD_AGENT });
    expect(await runCli([root], io('/').cio)).toBe(0);
    const c = io('/');
    await runCli([root, '--harness', 'claude-code', '--format', 'json'], c.cio);
    expect(JSON.parse(c.o.out).diagnostics.map((d: { harness: string }) => d.harness)).toContain('claude-code');
  });
  it('the Action input accepts commas, spaces and a YAML list, and names the closest harness', async () => {
    expect(parseHarnessesInput('')).toBeUndefined();
    expect(parseHarnessesInput('claude-code, copilot')).toEqual(['claude-code', 'copilot']);
    expect(parseHarnessesInput('[codex, "gemini"]')).toEqual(['codex', 'gemini']);
    expect(() => parseHarnessesInput('opencod')).toThrow(new InputError('input `harnesses`: `opencod` is not one of claude-code, copilot, codex, gemini, opencode, cursor, kilo-code, windsurf, kiro, roo-code, qwen-code, cline, auggie, amp, droid (did you mean `opencode`?)'));
  });
});

describe('Copilot instructions', () => {
  it('are read for Copilot, and a broken applyTo is not a YAML error (Copilot keeps it as text)', async () => {
    const root = tree({ '.github/copilot-instructions.md': '# Team\n', '.github/instructions/ts.instructions.md': '---\napplyTo: [1, 2\n---\nUse strict mode.\n' });
    const r = lint({ root });
    expect(r.filesChecked).toBe(2);
    // No YAML error: the one finding is Copilot's own reading of the raw `applyTo` text (oracle case instructions-frontmatter).
    expect(r.diagnostics.map((d) => [d.kind, d.level, d.span.range.start.line])).toEqual([['copilot/instructions-frontmatter', 'warn', 2]]);
    expect(discover(root).project.artifacts.map((a) => `${a.harness}:${a.kind}`)).toEqual(['copilot:copilot-instructions', 'copilot:copilot-instructions']);
  });
});

/**
 * `agentlint mcp` driven by the official SDK's own client over stdio: the bundled CLI (built into a
 * scratch folder, as the language server tests do) is started as a child process, and every tool is
 * called as an agent would call it, on a workspace with a broken and a clean agent. The same bundle
 * runs `agentlint hook claude-code` once, as a harness would.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { pathToFileURL } from 'node:url';
import { buildServer } from '../lsp/client.js';

const BROKEN = '---\nname: x\ndescription: Reviews database migrations for safety\nmodel: sonet\n---\nYou review migrations.\n';
const CLEAN = '---\nname: y\ndescription: Reviews database migrations for safety\nmodel: sonnet\n---\nYou review migrations.\n';

interface Finding {
  rule: string;
  level: string;
  path: string;
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
  fix?: { message: string; applicability: string; edits: Array<{ path: string; range: unknown; text: string }> };
}
interface Lint {
  filesChecked: number;
  findings: Finding[];
  skipped: Array<{ path: string; reason: string }>;
}
type Call = { isError?: boolean; content: Array<{ type: string; text?: string }>; structuredContent?: Record<string, unknown> };

const text = (r: Call) => r.content.map((c) => c.text ?? '').join('\n');

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-mcp-'));
  const put = (rel: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), body);
  };
  put('.claude/agents/x.md', BROKEN);
  put('.claude/agents/y.md', CLEAN);
  put('.claude/agents/blob.md', Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x02, 0x0a]));
  put('notes/readme.md', '# notes\n');
  return root;
}

describe('agentlint mcp, with the SDK client over stdio', () => {
  let server: string;
  let root: string;
  let outside: string;
  let client: Client;
  let transport: StdioClientTransport;
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Call;

  beforeAll(async () => {
    server = buildServer();
    root = workspace();
    outside = mkdtempSync(join(tmpdir(), 'agentlint-mcp-outside-'));
    writeFileSync(join(outside, 'secret.md'), BROKEN);
    symlinkSync(outside, join(root, 'link-out'));
    transport = new StdioClientTransport({ command: process.execPath, args: [server, 'mcp', root], stderr: 'pipe' });
    client = new Client({ name: 'agentlint-test', version: '1.0.0' });
    await client.connect(transport);
  }, 120_000);

  afterAll(async () => {
    await client?.close();
    rmSync(dirname(server), { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  it('names itself and lists the five tools, each with a description and an input schema', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'agentlint' });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['lint_path', 'lint_text', 'explain_rule', 'inventory', 'fix_file']);
    for (const t of tools) {
      expect(t.description!.length).toBeGreaterThan(20);
      expect(t.description!.length).toBeLessThan(240);
      expect(t.inputSchema.type).toBe('object');
    }
    expect(tools.find((t) => t.name === 'lint_text')!.inputSchema.required).toEqual(['path', 'text']);
    expect(tools.find((t) => t.name === 'lint_path')!.annotations).toMatchObject({ readOnlyHint: true });
    expect(tools.find((t) => t.name === 'fix_file')!.annotations).toMatchObject({ readOnlyHint: false });
  });

  it('lint_path: the broken agent has agents/model-valid at 4:8-4:13 with the certain fix to `sonnet`', async () => {
    const r = await call('lint_path', { path: '.claude/agents/x.md' });
    expect(r.isError).toBeFalsy();
    const s = r.structuredContent as unknown as Lint;
    expect(s.filesChecked).toBe(1);
    expect(s.findings).toHaveLength(1);
    const f = s.findings[0]!;
    expect(f).toMatchObject({ rule: 'agents/model-valid', level: 'error', harness: 'claude-code', path: '.claude/agents/x.md', jsonPath: '$.frontmatter.model' });
    expect(f.range).toEqual({ start: { line: 4, column: 8 }, end: { line: 4, column: 13 } });
    expect(f.fix).toEqual({ message: 'use `sonnet`', applicability: 'MachineApplicable', edits: [{ path: '.claude/agents/x.md', range: { start: { line: 4, column: 8 }, end: { line: 4, column: 13 } }, text: 'sonnet' }] });
    expect(text(r)).toContain('.claude/agents/x.md:4:8 error agents/model-valid (claude-code): model `sonet` is not a known model');
    expect(text(r)).toContain('fix (MachineApplicable): use `sonnet`');
  });

  it('lint_path: the clean agent has no finding; a file no harness reads is not linted; the folder holds the one finding and a skip', async () => {
    const clean = (await call('lint_path', { path: join(root, '.claude/agents/y.md') })).structuredContent as unknown as Lint;
    expect(clean).toEqual({ filesChecked: 1, findings: [], skipped: [] });
    const other = await call('lint_path', { path: 'notes/readme.md' });
    expect(other.structuredContent).toEqual({ filesChecked: 0, findings: [], skipped: [] });
    expect(text(other)).toContain('No harness reads a file there as an agent definition');
    const all = (await call('lint_path', {})).structuredContent as unknown as Lint;
    expect(all.findings.map((f) => `${f.path}:${f.range.start.line}:${f.range.start.column} ${f.rule}`)).toEqual(['.claude/agents/x.md:4:8 agents/model-valid']);
    expect(all.skipped).toEqual([{ path: '.claude/agents/blob.md', reason: 'binary file (contains NUL bytes)' }]);
  });

  it('lint_text: a text at a path not written yet, linted in place without writing it', async () => {
    const r = await call('lint_text', { path: '.claude/agents/new.md', text: BROKEN.replace('name: x', 'name: new').replace('sonet', 'opuss') });
    const s = r.structuredContent as unknown as Lint;
    expect(s.filesChecked).toBe(1);
    expect(s.findings.map((f) => [f.rule, f.path, f.range.start.line, f.range.start.column, f.fix?.edits[0]?.text])).toEqual([['agents/model-valid', '.claude/agents/new.md', 4, 8, 'opus']]);
    expect(existsSync(join(root, '.claude/agents/new.md'))).toBe(false);
    // Over an existing file, the text wins over the disk.
    const over = (await call('lint_text', { path: '.claude/agents/x.md', text: CLEAN.replace('name: y', 'name: x') })).structuredContent as unknown as Lint;
    expect(over.findings).toEqual([]);
  });

  it('explain_rule: the rule with its summary; an unknown id is a tool error naming the nearest rule', async () => {
    const r = await call('explain_rule', { rule: 'agents/model-valid' });
    expect(r.structuredContent).toMatchObject({ id: 'agents/model-valid', defaultLevel: 'error', fixable: 'machine', kinds: ['agent', 'skill', 'command', 'ai-rulez-agent'] });
    expect(text(r)).toMatch(/^agents\/model-valid {2}\(correctness, default error\)/);
    const bad = await call('explain_rule', { rule: 'agents/model-vald' });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toBe('no rule `agents/model-vald`; did you mean `agents/model-valid`?');
  });

  it('inventory: what Claude Code loads (the two agents) and what it does not (the binary one is not a finding)', async () => {
    const r = await call('inventory', {});
    const inv = r.structuredContent as { harnesses: Array<{ harness: string; loaded: Array<{ name: string; path: string; values: Record<string, unknown> }> }> };
    const cc = inv.harnesses.find((h) => h.harness === 'claude-code')!;
    expect(cc.loaded.map((e) => [e.name, e.path]).sort()).toEqual([['x', '.claude/agents/x.md'], ['y', '.claude/agents/y.md']]);
    expect(text(r)).toMatch(/^Claude Code: 2 entries loaded/);
  });

  it('fix_file: applies the certain fix to the file and reports it clean', async () => {
    const r = await call('fix_file', { path: '.claude/agents/x.md' });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toEqual({ applied: 1, filesChecked: 1, findings: [], skipped: [] });
    expect(readFileSync(join(root, '.claude/agents/x.md'), 'utf8')).toBe(BROKEN.replace('model: sonet', 'model: sonnet'));
    expect(text(r)).toMatch(/^applied 1 fix to \.claude\/agents\/x\.md\n/);
  });

  it('the bundled `agentlint hook claude-code`: the finding for an agent definition, nothing (exit 0) for another file', () => {
    const run = (file: string) => spawnSync(process.execPath, [server, 'hook', 'claude-code'], { input: JSON.stringify({ cwd: root, tool_name: 'Write', tool_input: { file_path: join(root, file) } }), encoding: 'utf8' });
    writeFileSync(join(root, '.claude/agents/w.md'), BROKEN.replace('name: x', 'name: w'));
    const broken = run('.claude/agents/w.md');
    expect(broken.status).toBe(0);
    expect(JSON.parse(broken.stdout).reason).toContain('\n.claude/agents/w.md:4:8 error agents/model-valid (claude-code): model `sonet` is not a known model');
    const other = run('notes/readme.md');
    expect([other.status, other.stdout, other.stderr]).toEqual([0, '', '']);
    rmSync(join(root, '.claude/agents/w.md'));
  });

  it('without ROOT, the workspace is the client\'s first file:// root (MCP roots), not the folder it was started in', async () => {
    const rooted = new Client({ name: 'agentlint-test-roots', version: '1.0.0' }, { capabilities: { roots: { listChanged: true } } });
    rooted.setRequestHandler(ListRootsRequestSchema, () => ({ roots: [{ uri: pathToFileURL(root).href, name: 'ws' }, { uri: pathToFileURL(outside).href, name: 'other' }] }));
    await rooted.connect(new StdioClientTransport({ command: process.execPath, args: [server, 'mcp'], cwd: outside, stderr: 'pipe' }));
    try {
      const r = (await rooted.callTool({ name: 'lint_path', arguments: { path: '.claude/agents/y.md' } })) as Call;
      expect(r.structuredContent).toEqual({ filesChecked: 1, findings: [], skipped: [] });
      const out = (await rooted.callTool({ name: 'lint_path', arguments: { path: join(outside, 'secret.md') } })) as Call;
      expect(out.isError).toBe(true);
    } finally {
      await rooted.close();
    }
  });

  it('a ROOT that is no folder stops the server at start with one line (exit 2); --help prints the usage', () => {
    const r = spawnSync(process.execPath, [server, 'mcp', join(root, 'missing')], { encoding: 'utf8', input: '' });
    expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `agentlint mcp: no such folder: ${join(root, 'missing')} (the workspace ROOT)\n`]);
    const help = spawnSync(process.execPath, [server, 'mcp', '--help'], { encoding: 'utf8', input: '' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('agentlint mcp [ROOT]');
  });

  it('bad input is a tool error, and the server goes on answering', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['lint_path', { path: '../secret.md' }, /^\.\.\/secret\.md is outside the workspace/],
      ['lint_path', { path: join(outside, 'secret.md') }, /is outside the workspace/],
      ['lint_path', { path: 'link-out/secret.md' }, /^link-out\/secret\.md leads out of the workspace .* through a symbolic link$/],
      ['fix_file', { path: 'link-out/secret.md' }, /through a symbolic link/],
      ['lint_path', { path: '.git/config' }, /^\.git\/config is in the `\.git` folder: agentlint reads and writes no file there$/],
      ['lint_text', { path: '.git/hooks/x.md', text: CLEAN }, /is in the `\.git` folder/],
      ['lint_text', { path: '../x.md', text: CLEAN }, /outside the workspace/],
      ['lint_text', { path: '.claude/agents/big.md', text: 'a'.repeat(1024 * 1024 + 1) }, /^the text is larger than 1 MiB \(1048577 bytes\)/],
      ['lint_text', { path: '.claude/agents/nul.md', text: '---\nname: a\0\n---\n' }, /^the text holds NUL characters/],
      ['lint_text', { path: '.claude', text: CLEAN }, /is a folder/],
      ['lint_path', { path: '.claude/agents/blob.md' }, /^\.claude\/agents\/blob\.md is a binary file/],
      ['fix_file', { path: '.claude/agents/blob.md' }, /is a binary file/],
      ['lint_path', { path: 'missing.md' }, /^missing\.md does not exist/],
      ['inventory', { path: '.claude/agents/y.md' }, /is not a folder/],
      ['lint_text', { path: '.claude/agents/z.md' }, /Input validation error/],
      ['lint_path', { path: 42 }, /Input validation error/],
    ];
    for (const [name, args, want] of cases) {
      const r = await call(name, args);
      expect({ name, args: Object.keys(args), isError: r.isError }).toEqual({ name, args: Object.keys(args), isError: true });
      expect(text(r)).toMatch(want);
    }
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe(BROKEN);
    expect((await client.listTools()).tools).toHaveLength(5);
  });
});

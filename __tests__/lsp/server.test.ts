/**
 * `agentlint lsp` driven over stdio by a real LSP client: diagnostics with exact
 * ranges and codes, edits, code actions equal to `--fix`, cross-file updates,
 * configuration changes, robustness, encodings, hover, and a clean exit.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { buildServer, LspClient, uriOf } from './client.js';
import { describeWithCorpus } from '../helpers/corpus.js';


const BROKEN = `---
name: reviewer
description: Reviews code for bugs.
model: sonet
tools: Read, Wrte
---
You review code.
`;
const FIXED = BROKEN.replace('sonet', 'sonnet').replace('Wrte', 'Write');

let server: string;
const clients: LspClient[] = [];
const dirs: string[] = [];

beforeAll(() => {
  server = buildServer();
}, 120_000);
afterEach(() => {
  for (const c of clients.splice(0)) c.kill();
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  rmSync(dirname(server), { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'agentlint-lsp-ws-'));
  dirs.push(root);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

function client(): LspClient {
  const c = new LspClient(server);
  clients.push(c);
  return c;
}

const brief = (ds: Diagnostic[]) => ds.map((d) => ({ code: d.code, severity: d.severity, range: d.range }));
const range = (l: number, c: number, l2: number, c2: number) => ({ start: { line: l, character: c }, end: { line: l2, character: c2 } });

function applyLsp(text: string, edits: TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x', 'markdown', 1, text), edits);
}

describe('agentlint lsp', () => {
  it('publishes exact diagnostics for an opened document, clears them when the edit fixes it, and exits cleanly', async () => {
    const root = tree({ '.claude/agents/reviewer.md': FIXED });
    const agent = join(root, '.claude/agents/reviewer.md');
    const c = client();
    const init = await c.initialize(root);
    expect(init.capabilities.positionEncoding).toBe('utf-16');
    expect(init.capabilities.codeActionProvider).toEqual({ codeActionKinds: ['quickfix', 'source.fixAll.agentlint'] });

    await c.open(agent, BROKEN);
    const ds = await c.next(uriOf(agent), (d) => d.length > 0);
    expect(brief(ds)).toEqual([
      { code: 'agents/model-valid', severity: 1, range: range(3, 7, 3, 12) },
      { code: 'agents/tools-known', severity: 2, range: range(4, 13, 4, 17) },
    ]);
    expect(ds[0]).toMatchObject({
      source: 'agentlint',
      codeDescription: { href: 'https://agentlint.github.io/agentlint/rules/agents/model-valid/' },
    });
    expect(ds[1]!.message).toContain('unknown tool `Wrte` in `tools`');

    await c.change(agent, FIXED, 2);
    expect(await c.next(uriOf(agent))).toEqual([]);
    // One re-parse per edit, no reload after the initial one.
    expect(await c.conn.sendRequest('agentlint/stats')).toEqual({ loads: 1, updates: 2 });

    // The server registered its file watchers.
    expect(JSON.stringify(c.watchRegistrations)).toContain('workspace/didChangeWatchedFiles');

    const pid = c.child.pid!;
    expect(await c.stop()).toBe(0);
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('fix-all gives byte for byte what `agentlint --fix` writes; quick fixes are preferred when MachineApplicable', async () => {
    const text = `---
name: reviewer
description: Reviews code for bugs.
model: sonet
tools: Read, Wrte
permissionMode: acceptedits
---
You review code.
`;
    const root = tree({ '.claude/agents/reviewer.md': text });
    const agent = join(root, '.claude/agents/reviewer.md');
    const c = client();
    await c.initialize(root);
    await c.open(agent, text);
    const ds = await c.next(uriOf(agent), (d) => d.length > 0);
    expect(ds.map((d) => d.code)).toEqual(['agents/model-valid', 'agents/tools-known', 'agents/field-enums']);

    const fixAll = (await c.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uriOf(agent) },
      range: range(0, 0, 0, 0),
      context: { diagnostics: [], only: ['source.fixAll'] },
    })) as CodeAction[];
    expect(fixAll.map((a) => a.kind)).toEqual(['source.fixAll.agentlint']);
    const fixed = applyLsp(text, fixAll[0]!.edit!.changes![uriOf(agent)]!);

    // The CLI on a copy of the same file.
    const copy = tree({ '.claude/agents/reviewer.md': text });
    spawnSync(process.execPath, [server, copy, '--fix'], { encoding: 'utf8' });
    const cliFixed = readFileSync(join(copy, '.claude/agents/reviewer.md'), 'utf8');
    expect(cliFixed).not.toBe(text);
    expect(fixed).toBe(cliFixed);

    const quick = (await c.conn.sendRequest('textDocument/codeAction', {
      textDocument: { uri: uriOf(agent) },
      range: range(4, 14, 4, 14),
      context: { diagnostics: [], only: ['quickfix'] },
    })) as CodeAction[];
    expect(quick.map((a) => [a.title, a.isPreferred ?? false])).toEqual([
      ['replace with `Write` (agents/tools-known)', true],
      ['Disable agents/tools-known for this file', false],
    ]);
    expect(applyLsp(text, quick[0]!.edit!.changes![uriOf(agent)]!)).toBe(text.replace('Wrte', 'Write'));

    // Disabling the rule for the file: the finding goes, the others stay.
    const disabled = applyLsp(text, quick[1]!.edit!.changes![uriOf(agent)]!);
    expect(disabled).toBe(text.replace('permissionMode: acceptedits\n', 'permissionMode: acceptedits\nlints:\n  agents/tools-known: allow\n'));
    await c.change(agent, disabled, 2);
    const after = await c.next(uriOf(agent));
    expect(after.map((d) => d.code)).toEqual(['agents/model-valid', 'agents/field-enums']);
  });

  it('updates other files when a skill is renamed on disk, and re-plans the rules when .agentlint.yml changes', async () => {
    const agentText = `---
name: reviewer
description: Reviews code for bugs.
skills:
  - code-review
---
Body.
`;
    const root = tree({
      '.claude/agents/reviewer.md': agentText,
      '.claude/skills/code-review/SKILL.md': '---\nname: code-review\ndescription: Review code. Use when asked for a review.\n---\nSteps.\n',
    });
    const agent = join(root, '.claude/agents/reviewer.md');
    const c = client();
    await c.initialize(root);
    await c.open(agent, agentText.replace('Reviews', 'Checks'));
    expect(await c.next(uriOf(agent))).toEqual([]);

    // The skill's folder is renamed outside the editor.
    renameSync(join(root, '.claude/skills/code-review'), join(root, '.claude/skills/review'));
    const rewritten = join(root, '.claude/skills/review/SKILL.md');
    writeFileSync(rewritten, '---\nname: review\ndescription: Review code. Use when asked for a review.\n---\nSteps.\n');
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', {
      changes: [
        { uri: uriOf(join(root, '.claude/skills/code-review/SKILL.md')), type: 3 },
        { uri: uriOf(rewritten), type: 1 },
      ],
    });
    const ref = await c.next(uriOf(agent), (d) => d.length > 0);
    expect(brief(ref)).toEqual([{ code: 'agents/skill-reference', severity: 2, range: range(4, 4, 4, 15) }]);

    // The skill is renamed back in the editor (not saved): the agent's finding goes.
    await c.open(rewritten, '---\nname: code-review\ndescription: Review code. Use when asked for a review.\n---\nSteps.\n');
    expect(await c.next(uriOf(agent))).toEqual([]);
    const stats = (await c.conn.sendRequest('agentlint/stats')) as { loads: number; updates: number };
    expect(stats.loads).toBe(2); // the initial load and the rename on disk; the edit was a re-parse

    // Configuration: deny the rule; the finding is now an error.
    await c.change(rewritten, '---\nname: review\ndescription: Review code. Use when asked for a review.\n---\nSteps.\n', 2);
    await c.next(uriOf(agent), (d) => d.length === 1);
    writeFileSync(join(root, '.agentlint.yml'), 'lints:\n  agents/skill-reference: deny\n');
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(join(root, '.agentlint.yml')), type: 1 }] });
    expect((await c.next(uriOf(agent), (d) => d[0]?.severity === 1)).map((d) => d.code)).toEqual(['agents/skill-reference']);

    // A broken configuration is a diagnostic on the configuration, and the server goes on.
    writeFileSync(join(root, '.agentlint.yml'), 'lints: [unclosed\n');
    await c.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(join(root, '.agentlint.yml')), type: 2 }] });
    const cfg = await c.next(uriOf(join(root, '.agentlint.yml')), (d) => d.length > 0);
    expect(cfg.map((d) => [d.code, d.severity])).toEqual([['config/invalid', 1]]);
    // Where the CLI puts it too (2:1: the line the parser gives up on).
    expect(cfg[0]!.range.start).toEqual({ line: 1, character: 0 });
    expect(await c.stop()).toBe(0);
  });

  it('closing a document restores what is on disk', async () => {
    const root = tree({ '.claude/agents/reviewer.md': BROKEN });
    const agent = join(root, '.claude/agents/reviewer.md');
    const c = client();
    await c.initialize(root);
    expect((await c.next(uriOf(agent), (d) => d.length > 0)).length).toBe(2);
    await c.open(agent, FIXED);
    expect(await c.next(uriOf(agent))).toEqual([]);
    await c.close(agent);
    expect((await c.next(uriOf(agent))).map((d) => d.code)).toEqual(['agents/model-valid', 'agents/tools-known']);
  });

  it('survives an unparsable file and a huge one, each with a diagnostic', async () => {
    const root = tree({ '.claude/agents/a.md': FIXED, '.claude/agents/b.md': FIXED.replace('reviewer', 'other') });
    const a = join(root, '.claude/agents/a.md');
    const b = join(root, '.claude/agents/b.md');
    const c = client();
    await c.initialize(root);
    await c.open(a, '---\nname: a\ndescription: never closed\n');
    const unclosed = await c.next(uriOf(a), (d) => d.length > 0);
    expect(brief(unclosed)).toEqual([{ code: 'schema/yaml-invalid', severity: 1, range: range(0, 0, 0, 3) }]);

    await c.open(b, `${FIXED}${'x'.repeat(1024 * 1024 + 10)}\n`);
    const huge = await c.next(uriOf(b), (d) => d.length > 0);
    expect(huge).toEqual([expect.objectContaining({ severity: 3, source: 'agentlint', range: range(0, 0, 0, 0) })]);
    expect(huge[0]!.message).toMatch(/^not linted: larger than 1 MiB/);

    // Still answering.
    await c.change(a, FIXED.replace('reviewer', 'a'), 2);
    expect(await c.next(uriOf(a))).toEqual([]);
    expect(await c.stop()).toBe(0);
  });

  it('a rule that throws is reported once (window/showMessage), and the server goes on linting', async () => {
    const OTHER = FIXED.replace('reviewer', 'other');
    const root = tree({ '.claude/agents/a.md': FIXED, '.claude/agents/b.md': OTHER });
    const a = join(root, '.claude/agents/a.md');
    const b = join(root, '.claude/agents/b.md');
    // The server's test hook (src/lsp/test-hook.ts): one more agent rule, `test/throws`, that always throws.
    const c = new LspClient(server, { AGENTLINT_TEST_THROWING_RULE: '1' });
    clients.push(c);
    await c.initialize(root);
    const internal = { code: 'test/throws', severity: 1, range: range(0, 0, 0, 3) };
    // Both agents carry the internal error on their first line; no other finding (both are clean).
    expect(brief(await c.next(uriOf(a)))).toEqual([internal]);
    expect(brief(await c.next(uriOf(b)))).toEqual([internal]);
    expect(c.latest(uriOf(a))[0]!.message).toBe('internal error in test/throws: thrown on purpose (AGENTLINT_TEST_THROWING_RULE) (please report it; other rules still ran)');

    // Edits: the other rules still run on each new text, the internal error stays, and no new message is shown.
    await c.open(a, BROKEN.replace('reviewer', 'a'));
    expect(brief(await c.next(uriOf(a), (d) => d.length === 3))).toEqual([
      internal,
      { code: 'agents/model-valid', severity: 1, range: range(3, 7, 3, 12) },
      { code: 'agents/tools-known', severity: 2, range: range(4, 13, 4, 17) },
    ]);
    await c.change(a, FIXED.replace('reviewer', 'a'), 2);
    expect(brief(await c.next(uriOf(a)))).toEqual([internal]);
    await c.open(b, OTHER.replace('Write', 'Wrte'));
    expect(brief(await c.next(uriOf(b), (d) => d.length === 2))).toEqual([internal, { code: 'agents/tools-known', severity: 2, range: range(4, 13, 4, 17) }]);

    // Exactly one error message for the rule, for the whole session (type 1: Error).
    expect(await c.conn.sendRequest('agentlint/stats')).toEqual({ loads: 1, updates: 3 });
    expect(c.messages).toEqual([{ type: 1, message: 'agentlint: internal error in test/throws: thrown on purpose (AGENTLINT_TEST_THROWING_RULE) (please report it; other rules still ran)' }]);
    expect(await c.stop()).toBe(0);
  });

  it('honours a UTF-8 position encoding and explains the rule on hover', async () => {
    const text = BROKEN.replace('tools: Read, Wrte', 'tools: Bash(echo é), Wrte');
    const root = tree({ '.claude/agents/reviewer.md': text });
    const agent = join(root, '.claude/agents/reviewer.md');
    const c = client();
    const init = await c.initialize(root, { positionEncodings: ['utf-8', 'utf-16'] });
    expect(init.capabilities.positionEncoding).toBe('utf-8');
    const ds = await c.next(uriOf(agent), (d) => d.some((x) => x.code === 'agents/tools-known'));
    // `é` is two bytes: `Wrte` starts at byte 22 of the line (UTF-16: 21, the CLI's column 22).
    expect(ds.find((d) => d.code === 'agents/tools-known')!.range).toEqual(range(4, 22, 4, 26));

    const hover = (await c.conn.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(agent) }, position: { line: 3, character: 9 } })) as Hover;
    const value = (hover.contents as { value: string }).value;
    // What `agentlint explain` prints, in a text block.
    const explained = spawnSync(process.execPath, [server, 'explain', 'agents/model-valid'], { encoding: 'utf8' }).stdout;
    expect(explained).toContain('Docs: https://agentlint.github.io/agentlint/rules/agents/model-valid/');
    expect(value).toBe(`**agentlint** \`agents/model-valid\`\n\n\`\`\`text\n${explained}\`\`\``);
    expect(await c.conn.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(agent) }, position: { line: 6, character: 2 } })).toBeNull();
  });
});

describe('agentlint lsp diagnostics fields', () => {
  it('carries related locations and tags migration findings as deprecated', async () => {
    const agent = (desc: string) => `---\nname: reviewer\ndescription: ${desc}\n---\nBody.\n`;
    const root = tree({
      '.claude/agents/a.md': agent('First.'),
      '.claude/agents/b.md': agent('Second.'),
      '.claude/commands/run.md': '---\ndescription: Run it\nargument-hint: "[target]"\n---\nRun the check on $1.\n',
    });
    const c = client();
    await c.initialize(root);
    await c.conn.sendRequest('agentlint/stats');
    const dup = c.latest(uriOf(join(root, '.claude/agents/b.md'))).find((d) => d.code === 'agents/duplicate-name')!;
    expect(dup.range).toEqual(range(1, 6, 1, 14));
    expect(dup.relatedInformation).toEqual([
      { message: 'the other agent named `reviewer`', location: { uri: uriOf(join(root, '.claude/agents/a.md')), range: range(1, 6, 1, 14) } },
    ]);
    const migration = c.latest(uriOf(join(root, '.claude/commands/run.md'))).find((d) => d.code === 'commands/positional-arguments')!;
    expect(migration.tags).toEqual([2]); // DiagnosticTag.Deprecated (1 is Unnecessary)
    expect(await c.stop()).toBe(0);
  });
});

describeWithCorpus('agentlint lsp on the corpus', (corpus) => {
  it('publishes the same findings as the CLI', async () => {
    const c = client();
    await c.initialize(corpus);
    const cli = JSON.parse(spawnSync(process.execPath, [server, corpus, '--format', 'json'], { encoding: 'utf8', maxBuffer: 1 << 28 }).stdout) as {
      diagnostics: Array<{ kind: string; span: { path: string; range: { start: { line: number; column: number } } } }>;
    };
    const expected = cli.diagnostics.map((d) => `${uriOf(join(corpus, d.span.path))} ${d.span.range.start.line - 1}:${d.span.range.start.column - 1} ${d.kind}`).sort();
    expect(expected.length).toBeGreaterThan(10);
    // The initial publish is done once the server answers a request sent after `initialized`.
    await c.conn.sendRequest('agentlint/stats');
    const got = new Map<string, Diagnostic[]>();
    for (const p of c.published) got.set(p.uri, p.diagnostics);
    const actual = [...got].flatMap(([uri, ds]) => ds.map((d) => `${uri} ${d.range.start.line}:${d.range.start.character} ${d.code}`)).sort();
    expect(actual).toEqual(expected);
    expect(await c.stop()).toBe(0);
  });
});

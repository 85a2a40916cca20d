/** The reproducers of issue 11 (hostile input), each as the user ran it: exit code, findings, bytes after --fix. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { linkSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { removeTree, writeTree } from '../helpers/index.js';
import { cli, findings } from '../helpers/cli.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const tree = (files: Record<string, string | Buffer>) => {
  const r = writeTree(files);
  roots.push(r);
  return r;
};
const json = (root: string, ...more: string[]) => cli(['.', '--format', 'json', ...more], root);

describe('1. deep nesting', () => {
  it('two agents nested 1,000 levels deep: one yaml-invalid each at the level past the limit, no crash', async () => {
    const deep = '---\n' + '- '.repeat(1000) + 'x\n---\n';
    const root = tree({ '.claude/agents/a.md': deep, '.claude/agents/b.md': deep });
    const r = await json(root);
    expect(r.code).toBe(1);
    const yaml = findings(r.out).filter((f) => f.includes('schema/yaml-invalid'));
    // The 101st `- ` starts at column 201 of line 2.
    expect(yaml).toEqual(['.claude/agents/a.md schema/yaml-invalid error 2:201-2:202', '.claude/agents/b.md schema/yaml-invalid error 2:201-2:202']);
    expect(JSON.parse(r.out).diagnostics.find((d: { kind: string }) => d.kind === 'schema/yaml-invalid').message).toMatch(/nesting deeper than 100 levels/);
  });
  it('deep flow nesting in a YAML file and in JSON: one finding, rest of the report intact', async () => {
    const root = tree({
      '.claude/agents/a.md': '---\nname: a\ndescription: d\nx: ' + '['.repeat(3000) + ']'.repeat(3000) + '\n---\n',
      '.claude/agents/ok.md': '---\nname: ok\ndescription: d\nmodel: sonet\n---\n',
      '.mcp.json': '{"mcpServers": ' + '['.repeat(3000) + ']'.repeat(3000) + '}',
    });
    const r = await json(root);
    expect(r.code).toBe(1);
    const f = findings(r.out);
    expect(f).toContain('.claude/agents/ok.md agents/model-valid error 4:8-4:13');
    expect(f.filter((x) => x.startsWith('.claude/agents/a.md schema/yaml-invalid'))).toEqual(['.claude/agents/a.md schema/yaml-invalid error 4:103-4:104']);
    expect(f.some((x) => x.startsWith('.mcp.json schema/json-invalid'))).toBe(true);
  });
});

describe('2. long runs of spaces are linear', () => {
  it('`description: x` + 300,000 spaces + `y` lints in well under a second', async () => {
    const root = tree({ '.claude/agents/a.md': `---\nname: a\ndescription: x${' '.repeat(300_000)}y\nmodel: sonet\n---\n` });
    const t = Date.now();
    const r = await json(root);
    expect(Date.now() - t).toBeLessThan(3000);
    expect(r.code).toBe(1);
    expect(findings(r.out)).toEqual(['.claude/agents/a.md agents/model-valid error 4:8-4:13']);
  });
  it('the line-by-line fallback: `description: note: x` + 200,000 spaces + `y`', async () => {
    const root = tree({ '.claude/agents/a.md': `---\nname: a\ndescription: note: x${' '.repeat(200_000)}y\n---\n` });
    const t = Date.now();
    const r = await json(root);
    expect(Date.now() - t).toBeLessThan(3000);
    // Strict YAML refuses the `: `; Claude Code's re-read loads it (the oracle's parse model): a warning.
    expect(r.code).toBe(0);
    expect(findings(r.out).map((f) => f.split(' ').slice(0, 3).join(' '))).toEqual(['.claude/agents/a.md schema/yaml-strict warn']);
  });
  it('a 1 MB line of spaces and tabs after a key', async () => {
    const root = tree({ '.claude/agents/a.md': `---\nname: a\ndescription: d\nmodel: x${' \t'.repeat(500_000)}y\n---\n` });
    const t = Date.now();
    const r = await json(root);
    expect(Date.now() - t).toBeLessThan(5000);
    expect([0, 1]).toContain(r.code);
  });
});

describe('3. FIFOs', () => {
  it('a FIFO reached through a link is skipped with a note, never opened', async () => {
    const root = tree({ '.claude/agents/ok.md': '---\nname: ok\ndescription: d\n---\n' });
    execFileSync('mkfifo', [join(root, '.claude/agents/pipe')]);
    symlinkSync('pipe', join(root, '.claude/agents/a.md'));
    const r = await json(root);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).skipped).toEqual([{ path: '.claude/agents/a.md', reason: 'not a regular file (a FIFO, socket or device): not read' }]);
  });
});

describe('4. one file reached by two paths', () => {
  const agent = '---\nname: a\ndescription: d\nmodel: sonet\n---\n';
  it('a symbolic link: linted once, at the plain path, and fixed once', async () => {
    const root = tree({ '.claude/agents/a.md': agent });
    symlinkSync('a.md', join(root, '.claude/agents/b.md'));
    const r = await json(root);
    expect(findings(r.out)).toEqual(['.claude/agents/a.md agents/model-valid error 4:8-4:13']);
    expect(JSON.parse(r.out).skipped).toEqual([{ path: '.claude/agents/b.md', reason: 'the same file as .claude/agents/a.md (linted and fixed once, there)' }]);
    const f = await json(root, '--fix');
    expect(f.err).toBe('agentlint: fixed 1 problem in 1 file\n');
    expect(readFileSync(join(root, '.claude/agents/a.md'), 'utf8')).toBe('---\nname: a\ndescription: d\nmodel: sonnet\n---\n');
  });
  it('a hard link: linted once, at the first path in sorted order, and fixed once', async () => {
    const root = tree({ '.claude/agents/b.md': agent });
    linkSync(join(root, '.claude/agents/b.md'), join(root, '.claude/agents/a.md'));
    const r = await json(root);
    expect(findings(r.out)).toEqual(['.claude/agents/a.md agents/model-valid error 4:8-4:13']);
    await json(root, '--fix');
    expect(readFileSync(join(root, '.claude/agents/b.md'), 'utf8')).toBe('---\nname: a\ndescription: d\nmodel: sonnet\n---\n');
  });
});

describe('5. --fix never writes duplicate keys', () => {
  it('`modle` and `mdoel` are not both renamed to `model`', async () => {
    const text = '---\nname: a\ndescription: d\nmodle: opus\nmdoel: haiku\n---\n';
    const root = tree({ '.claude/agents/a.md': text });
    const r = await json(root, '--fix');
    expect(r.code).toBe(0);
    expect(readFileSync(join(root, '.claude/agents/a.md'), 'utf8')).toBe(text);
    const d = JSON.parse(r.out).diagnostics.filter((x: { kind: string }) => x.kind === 'schema/unknown-field');
    expect(d.map((x: { suggestion?: unknown }) => x.suggestion)).toEqual([undefined, undefined]);
    expect(findings(r.out)).toEqual(['.claude/agents/a.md schema/unknown-field warn 4:1-4:6', '.claude/agents/a.md schema/unknown-field warn 5:1-5:6']);
  });
  it('`Tools:` and `tool:` the same', async () => {
    const text = '---\nname: a\ndescription: d\nTools: Read\ntool: Grep\n---\n';
    const root = tree({ '.claude/agents/a.md': text });
    await json(root, '--fix');
    expect(readFileSync(join(root, '.claude/agents/a.md'), 'utf8')).toBe(text);
  });
  it('a lone misspelt key is still renamed', async () => {
    const root = tree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\nmodle: opus\n---\n' });
    expect((await json(root, '--fix')).code).toBe(0);
    expect(readFileSync(join(root, '.claude/agents/a.md'), 'utf8')).toBe('---\nname: a\ndescription: d\nmodel: opus\n---\n');
  });
});

describe('6. lone CR line ends', () => {
  it('a lone CR before the closing fence: no false model finding, --fix leaves the fence alone', async () => {
    const text = '---\nname: a\ndescription: d\n# c\nmodel: haiku\r---\n';
    const root = tree({ '.claude/agents/a.md': text });
    const r = await json(root, '--fix');
    expect(findings(r.out)).toEqual([]);
    expect(r.code).toBe(0);
    expect(readFileSync(join(root, '.claude/agents/a.md'), 'utf8')).toBe(text);
  });
  it('CR-only line ends with a comment: name and description are read', async () => {
    const root = tree({ '.claude/agents/a.md': '---\rname: a\rdescription: d\r# c\rmodel: sonet\r---\r' });
    const r = await json(root);
    expect(findings(r.out)).toEqual(['.claude/agents/a.md agents/model-valid error 5:8-5:13']);
  });
});

describe('7. ranges never split a surrogate pair', () => {
  it('`{😀}` in plugin.json: the range covers the whole emoji and the message prints it whole', async () => {
    const root = tree({ '.claude-plugin/plugin.json': '{😀}' });
    const r = await json(root);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.out).diagnostics.find((x: { kind: string }) => x.kind === 'schema/json-invalid');
    expect(`${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column}`).toBe('1:2-1:4');
    expect(d.message).toBe('invalid JSON: expected a double-quoted property name, found `😀`');
  });
  it('a YAML error at an emoji', async () => {
    const root = tree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\nx: [😀\n---\n' });
    const r = await json(root);
    for (const d of JSON.parse(r.out).diagnostics) {
      const text = readFileSync(join(root, d.span.path), 'utf8');
      for (const o of [d.span.range.start.offset, d.span.range.end.offset]) {
        const c = text.charCodeAt(o);
        expect(c >= 0xdc00 && c <= 0xdfff && o > 0 && text.charCodeAt(o - 1) >= 0xd800).toBe(false);
      }
    }
  });
});

describe('CLI misuse: one line on stderr, exit 2', () => {
  const root = () => tree({ 'x.md': 'hello\n' });
  it.each([
    [['--format', 'nonsense'], 'agentlint: --format must be one of text, json, sarif, github, gitlab, rdjson (see `agentlint --help`)\n'],
    [['--lint', 'foo'], 'agentlint: --lint wants kind=level with level allow, warn or deny (got `foo`) (see `agentlint --help`)\n'],
    [['--max-warnings', '-1'], 'agentlint: --max-warnings needs a whole number >= 0 (see `agentlint --help`)\n'],
  ])('%j', async (argv, err) => {
    const r = await cli(argv as string[], root());
    expect(r).toEqual({ code: 2, out: '', err });
  });
  it('an unknown subcommand is an unknown command, with a did-you-mean', async () => {
    const r = await cli(['chekc'], root());
    expect(r.code).toBe(2);
    expect(r.err).toBe('agentlint: unknown command `chekc`; did you mean `check`? (commands: check, rules, explain, resolve, inventory, init, lsp, mcp, hook; to lint a path, name one that exists)\n');
    expect((await cli(['frobnicate'], root())).err).toMatch(/^agentlint: unknown command `frobnicate`/);
  });
  it('a missing path that is not a word is still a missing path', async () => {
    expect((await cli(['./nope.md'], root())).err).toBe('agentlint: no such file or directory: ./nope.md\n');
  });
  it('a single file outside the current directory', async () => {
    const other = tree({ 'a.md': 'x\n' });
    const r = await cli([join(other, 'a.md')], root());
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^agentlint: .*a\.md is outside the current directory: a file is linted within the current directory/);
    expect(r.err).not.toMatch(/several/);
  });
  it('a configuration that is YAML but not a map: exit 2 with a message', async () => {
    const r = await cli(['.', '--format', 'json'], tree({ '.agentlint.yml': '- a\n- b\n' }));
    expect(r.code).toBe(2);
    expect(r.err).toBe('agentlint: invalid configuration .agentlint.yml:1:1: the configuration must be a mapping (lints, rules, ignore)\n');
  });
  it('a configuration that is not UTF-8 is an error', async () => {
    const r = await cli(['.'], tree({ '.agentlint.yml': Buffer.from('lints:\n  all: w\xe9rn\n', 'latin1') }));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^agentlint: cannot read configuration .*\.agentlint\.yml: not valid UTF-8\n$/);
  });
});

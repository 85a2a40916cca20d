import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ALL_RULES } from '../../src/rules/index.js';
import { cli } from '../helpers/cli.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));


const DEMO = resolve('fixtures/demo');
const copyDemo = () => {
  const dir = mkdtempSync(join(tmpdir(), 'agentlint-demo-'));
  cpSync(DEMO, dir, { recursive: true });
  roots.push(dir);
  return dir;
};

describe('agentlint check', () => {
  it('exits 0 on a clean tree', async () => {
    const root = writeTree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\n---\n' });
    roots.push(root);
    const r = await cli([root], '/');
    expect(r.code).toBe(0);
    expect(r.out).toContain('No problems in 1 file.');
  });
  it('prints ESLint-style text and exits 1 on errors', async () => {
    const r = await cli(['fixtures/demo'], process.cwd());
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^\.claude\/agents\/code-reviewer\.md\n {2}4:8 +error +model `sonet` is not in the model policy allowlist/m);
    expect(r.out).toMatch(/✖ \d+ problems \(\d+ errors, \d+ warnings, \d+ info\)/);
    expect(r.out).toContain('fixable with `--fix`');
  });
  it('writes the JSON document', async () => {
    const r = await cli(['fixtures/demo', '--format', 'json'], process.cwd());
    const doc = JSON.parse(r.out);
    expect(doc.schemaVersion).toBe(1);
    expect(doc.tool.name).toBe('agentlint');
    expect(doc.ruleset.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(doc.diagnostics.length).toBeGreaterThan(5);
    expect(doc.suppressed).toEqual(expect.any(Array));
    const d = doc.diagnostics.find((x: { kind: string }) => x.kind === 'agents/tools-known');
    expect(d.span).toMatchObject({ path: '.claude/agents/code-reviewer.md', range: { start: { line: 5, column: 20 } }, jsonPath: '$.frontmatter.tools' });
  });
  it('applies --lint call-site levels and honours --max-warnings and --quiet', async () => {
    const root = writeTree({ '.claude/agents/a.md': '---\nname: a\ndescription: d\ncolor: magenta\n---\n' });
    roots.push(root);
    expect((await cli([root], '/')).code).toBe(0);
    expect((await cli([root, '--max-warnings', '0'], '/')).code).toBe(1);
    expect((await cli([root, '--lint', 'agents/field-enums=deny'], '/')).code).toBe(1);
    expect((await cli([root, '--lint', 'all=allow', '--max-warnings=0'], '/')).code).toBe(0);
    expect((await cli([root, '--quiet'], '/')).out).not.toContain('magenta');
  });
  it('exits 2 on usage and configuration errors', async () => {
    expect((await cli(['--bogus'], process.cwd())).code).toBe(2);
    expect((await cli(['--lint', 'x=loud'], process.cwd())).code).toBe(2);
    expect((await cli(['no/such/dir'], process.cwd())).code).toBe(2);
    const root = writeTree({ '.agentlint.yml': 'lints: [oops]\n' });
    roots.push(root);
    const r = await cli([root], '/');
    expect(r.code).toBe(2);
    expect(r.out).toContain('config/invalid');
  });
  it('--fix applies MachineApplicable fixes, is idempotent, and the files still parse', async () => {
    const dir = copyDemo();
    const before = await cli([dir, '--format', 'json'], '/');
    const fixable = JSON.parse(before.out).diagnostics.filter((d: { suggestion?: { applicability: string } }) => d.suggestion?.applicability === 'MachineApplicable');
    expect(fixable.length).toBeGreaterThan(3);
    const r = await cli([dir, '--fix'], '/');
    expect(r.err).toMatch(/fixed \d+ problems? in \d+ files?/);
    expect(readFileSync(join(dir, '.claude/agents/code-reviewer.md'), 'utf8')).toContain('model: sonnet\ntools: Read, Grep, Write, Agent\npermissionMode: acceptEdits\n');
    expect(readFileSync(join(dir, '.claude/agents/triage.md'), 'utf8')).toContain('description: "Use when: a new bug report arrives and needs a first look"');
    const after = JSON.parse((await cli([dir, '--format', 'json'], '/')).out);
    expect(after.diagnostics.filter((d: { suggestion?: { applicability: string } }) => d.suggestion?.applicability === 'MachineApplicable')).toEqual([]);
    expect(after.diagnostics.filter((d: { kind: string }) => d.kind.startsWith('schema/yaml') || d.kind === 'schema/json-invalid')).toEqual([]);
    const again = await cli([dir, '--fix'], '/');
    expect(again.err).toBe('');
  });
  it('--fix-unsafe also applies MaybeIncorrect suggestions', async () => {
    const dir = copyDemo();
    await cli([dir, '--fix-unsafe'], '/');
    expect(readFileSync(join(dir, '.claude/agents/release-manager.md'), 'utf8')).toContain('name: release-manager');
  });
});

describe('agentlint rules and explain', () => {
  it('lists every rule with its fingerprint as JSON', async () => {
    const r = await cli(['rules', '--json'], process.cwd());
    const doc = JSON.parse(r.out);
    expect(doc.ruleset.fingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(doc.rules.map((x: { id: string }) => x.id)).toEqual(ALL_RULES.map((x) => x.meta.id));
    expect(doc.rules.find((x: { id: string }) => x.id === 'agents/model-policy')).toMatchObject({ optIn: true, defaultLevel: 'error', category: 'contract', kinds: ['agent', 'ai-rulez-agent'] });
  });
  it('explains a rule, and suggests a near id for a typo', async () => {
    const r = await cli(['explain', 'agents/model-valid'], process.cwd());
    expect(r.out).toContain('agents/model-valid  (correctness, default error)');
    expect(r.out).toContain('Wrong (.claude/agents/planner.md):');
    const bad = await cli(['explain', 'agents/model-vaild'], process.cwd());
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('did you mean `agents/model-valid`?');
  });
});

describe('the bundled CLI', () => {
  it('runs from dist/ without a build step (npm start)', async () => {
    if (!existsSync('dist/cli/index.js')) execFileSync(process.execPath, ['scripts/package.mjs'], { stdio: 'ignore' });
    const r = spawnSync(process.execPath, ['dist/cli/index.js', 'fixtures/demo'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('agents/model-valid');
  });
  it('stops quietly with the lint exit code when the reader closes the pipe (`agentlint | head`)', async () => {
    const child = spawn(process.execPath, ['dist/cli/index.js', 'fixtures/demo', '--format', 'json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader is gone before the first write: every write gets EPIPE
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(err).toBe('');
    expect(code).toBe(1);
  });
});

describe('agentlint resolve', () => {
  const chain = resolve('fixtures/ai-rulez/chain');
  it('prints the table of ai-rulez agents without a name', async () => {
    const r = await cli(['resolve'], chain);
    expect(r.code).toBe(0);
    expect(r.out).toContain('code-reviewer');
  });
  it('prints one agent as JSON with the layer of each field', async () => {
    const r = await cli(['resolve', 'code-reviewer', '--format', 'json'], chain);
    expect(r.code).toBe(0);
    const [first] = JSON.parse(r.out);
    expect(first.agent.name).toBe('code-reviewer');
    expect(first.agent.fields.every((f: { layer: string }) => typeof f.layer === 'string')).toBe(true);
  });
  it('exits 2 for an unknown agent or a tree without ai-rulez', async () => {
    expect((await cli(['resolve', 'nobody'], chain)).code).toBe(2);
    expect((await cli(['resolve'], resolve('fixtures/valid'))).code).toBe(2);
  });
});

describe('--format sarif and github', () => {
  it('writes SARIF 2.1.0 with every rule and a result per diagnostic', async () => {
    const json = JSON.parse((await cli(['fixtures/demo', '--format', 'json'], process.cwd())).out);
    const sarif = JSON.parse((await cli(['fixtures/demo', '--format', 'sarif'], process.cwd())).out);
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(ALL_RULES.map((r) => r.meta.id));
    expect(sarif.runs[0].results).toHaveLength(json.diagnostics.length);
    const first = sarif.runs[0].results[0];
    expect(first.locations[0].physicalLocation.artifactLocation).toEqual({ uri: json.diagnostics[0].span.path, uriBaseId: '%SRCROOT%' });
    expect(first.locations[0].physicalLocation.region.startLine).toBe(json.diagnostics[0].span.range.start.line);
  });
  it('writes workflow commands with paths relative to the working directory', async () => {
    const out = (await cli(['fixtures/demo', '--format', 'github'], process.cwd())).out;
    expect(out).toMatch(/^::error file=fixtures\/demo\/\.claude\/agents\/code-reviewer\.md,line=4,endLine=4,col=8,endColumn=13,title=agents\/model-policy::/m);
  });
});

/**
 * The npm package: what `npm pack` puts in it (the bundle, README, LICENSE, CHANGELOG, the
 * configuration schema and the rule docs; no tests, fixtures, sources or oracle files), a bundle
 * that loads nothing but Node's own modules (so the package declares no runtime dependency),
 * and the tarball installed offline into an empty folder, where the installed `agentlint` lints
 * the demo, lists the rules, dry-runs `init` and answers as a language server.
 *
 * The tarball is packed from a staging folder holding package.json, the files it lists and a
 * fresh bundle of src/cli.ts (the committed dist/ is rebuilt by the lead after merging;
 * .github/workflows/check-dist.yml and the release workflow hold it equal to a fresh build).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildServer, LspClient, uriOf } from '../lsp/client.js';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string; files: string[]; dependencies?: object; bin: Record<string, string> };
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] });

/** Every module a bundle file loads with require/import that is not one of its own chunks. */
function externals(dir: string): string[] {
  const found = new Set<string>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    // A `require("…")` inside a quoted string is code a library writes out, not a load: Ajv's standalone
    // code generator (in the MCP SDK) holds 'require("ajv/dist/runtime/equal").default'.
    for (const m of text.matchAll(/(?:createRequire\(import\.meta\.url\)|(?<![`'])\brequire)\(\s*"([^"]+)"\s*\)|\bfrom\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/g)) {
      const name = m[1] ?? m[2] ?? m[3]!;
      if (!name.startsWith('.')) found.add(name);
    }
  }
  return [...found].sort();
}
const isBuiltin = (name: string) => builtinModules.includes(name.replace(/^node:/, ''));

describe('the npm package', () => {
  it('is @agentlint/cli with the agentlint command and no runtime dependency', () => {
    expect(pkg.name).toBe('@agentlint/cli');
    expect(pkg.bin).toEqual({ agentlint: 'dist/cli/index.js' });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.files).toEqual(['dist/cli/', 'schema/agentlint.schema.json', 'docs/rules/', 'CHANGELOG.md']);
  });

  it('npm pack lists only what a user runs and reads', () => {
    const [info] = JSON.parse(npm(['pack', '--dry-run', '--json', '--ignore-scripts'], process.cwd())) as Array<{ files: Array<{ path: string }> }>;
    const paths = info!.files.map((f) => f.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json', 'dist/cli/index.js', 'schema/agentlint.schema.json', 'docs/rules/agents/model-valid.md']));
    expect(paths.filter((p) => !/^(dist\/cli\/[^/]+\.(js|json|txt)|docs\/rules\/[a-z-]+\/[a-z0-9-]+\.md|docs\/rules\/README\.md|schema\/agentlint\.schema\.json|CHANGELOG\.md|LICENSE|README\.md|package\.json)$/.test(p))).toEqual([]);
    // Every rule has its page in the package.
    const ruleDocs = paths.filter((p) => p.startsWith('docs/rules/') && p !== 'docs/rules/README.md');
    expect(ruleDocs.length).toBe(readdirSync('docs/rules', { recursive: true }).filter((p) => String(p).endsWith('.md') && String(p) !== 'README.md').length);
  });

  it('the committed bundles (CLI and Action) load nothing but Node built-ins', () => {
    for (const dir of ['dist/cli', 'dist']) {
      const ext = externals(dir);
      expect(ext.length).toBeGreaterThan(0);
      expect(ext.filter((n) => !isBuiltin(n))).toEqual([]);
    }
  });
});

describe('the packed tarball installed offline into an empty folder', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'agentlint-pack-'));
  const app = join(scratch, 'app');
  let bin: string;

  beforeAll(() => {
    const server = buildServer();
    const stage = join(scratch, 'stage');
    mkdirSync(join(stage, 'dist'), { recursive: true });
    for (const f of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'schema', 'docs/rules']) cpSync(f, join(stage, f), { recursive: true });
    cpSync(dirname(server), join(stage, 'dist/cli'), { recursive: true });
    rmSync(dirname(server), { recursive: true, force: true });
    expect(externals(join(stage, 'dist/cli')).filter((n) => !isBuiltin(n))).toEqual([]);
    const tgz = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], stage))[0].filename as string;
    mkdirSync(app);
    // --offline: the install fails if anything has to come from the registry.
    npm(['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(scratch, tgz)], app);
    bin = join(app, 'node_modules/.bin/agentlint');
  }, 180_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const run = (args: string[], cwd = app) => spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });

  it('installs nothing but itself', () => {
    expect(readdirSync(join(app, 'node_modules')).sort()).toEqual(['.bin', '.package-lock.json', '@agentlint']);
    expect(readdirSync(join(app, 'node_modules/@agentlint'))).toEqual(['cli']);
  });

  it('npx agentlint lints the demo: findings, exit 1', () => {
    // npx finds the installed command offline (--no-install: never the registry's package of that name).
    const r = spawnSync('npx', ['--offline', '--no-install', 'agentlint', resolve('fixtures/demo')], { cwd: app, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('.claude/agents/code-reviewer.md\n  4:8   error');
    expect(r.stdout).toContain('agents/model-valid');
    expect(r.status).toBe(1);
    expect(run(['--version']).stdout).toBe(`${pkg.version}\n`);
  });

  it('rules --json lists every rule with its docs', () => {
    const r = run(['rules', '--json']);
    expect(r.status).toBe(0);
    const rules = (JSON.parse(r.stdout) as { rules: Array<{ id: string; docs: string }> }).rules;
    expect(rules.find((x) => x.id === 'agents/model-valid')?.docs).toBe('https://agentlint.github.io/agentlint/rules/agents/model-valid/');
    expect(rules.length).toBeGreaterThan(100);
  });

  it('init --dry-run prints both files and writes nothing', () => {
    const r = run(['init', '--dry-run']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^--- \.agentlint\.yml\n# yaml-language-server: \$schema=https:\/\/raw\.githubusercontent\.com\/agentlint\/agentlint\/v1\/schema\/agentlint\.schema\.json\n# agentlint configuration/);
    expect(r.stdout).toContain('--- .github/workflows/agentlint.yml\n');
    expect(r.stdout).toContain('      - uses: agentlint/agentlint@v1\n');
    expect(readdirSync(app).sort()).toEqual(['node_modules', 'package-lock.json', 'package.json']);
  });

  it('lsp: initialize, then diagnostics for a broken agent', async () => {
    const ws = join(scratch, 'ws');
    mkdirSync(join(ws, '.claude/agents'), { recursive: true });
    const file = join(ws, '.claude/agents/a.md');
    const text = '---\nname: a\ndescription: d\nmodel: sonet\n---\nBody.\n';
    writeFileSync(file, text);
    const c = new LspClient(bin);
    try {
      const init = await c.initialize(ws);
      expect(init.serverInfo).toEqual({ name: 'agentlint', version: pkg.version });
      await c.open(file, text);
      const ds = await c.next(uriOf(file), (d) => d.length > 0);
      expect(ds.map((d) => [d.code, d.range])).toEqual([['agents/model-valid', { start: { line: 3, character: 7 }, end: { line: 3, character: 12 } }]]);
      expect(await c.stop()).toBe(0);
    } finally {
      c.kill();
    }
  });
});

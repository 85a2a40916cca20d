/**
 * Around the server: the VS Code extension packaged with vsce (offline) and its manifest
 * checked, and the pre-commit hooks run the way pre-commit runs them (entry + args +
 * the staged files that match `files`).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { buildServer } from '../lsp/client.js';
import { zipNames, zipText } from '../helpers/zip.js';

let server: string;
const scratch = mkdtempSync(join(tmpdir(), 'agentlint-editors-'));

beforeAll(() => {
  server = buildServer();
}, 120_000);
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dirname(server), { recursive: true, force: true });
});

/** The entries of a zip file (a .vsix): their names, one per line, or one entry's text. */
function zipEntry(zip: string, name?: string): string {
  return name ? zipText(zip, name) : zipNames(zip).join('\n');
}

describe('VS Code extension', () => {
  it('vsce packages a .vsix holding the client and the bundled server, and nothing that need not be there', () => {
    const ext = resolve('editors/vscode');
    execFileSync(process.execPath, [join(ext, 'scripts/build.mjs'), '--server', dirname(server)], { stdio: 'pipe' });
    const vsix = join(scratch, 'agentlint.vsix');
    execFileSync(process.execPath, [resolve('node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', '--allow-package-secrets', 'github', '--out', vsix], {
      cwd: ext,
      stdio: 'pipe',
      env: { ...process.env, VSCE_TELEMETRY: 'off' },
    });
    const names = zipEntry(vsix).split('\n').filter(Boolean).sort();
    expect(names).toEqual(expect.arrayContaining(['extension/package.json', 'extension/out/client/index.js', 'extension/out/server/index.js', 'extension/icon.png', 'extension/LICENSE.txt', 'extension/readme.md', 'extension.vsixmanifest']));
    // Only the manifest, the docs, the icon, the bundled client and the bundled server (its chunks, licences, package.json).
    const allowed = /^(\[Content_Types\]\.xml|extension\.vsixmanifest|extension\/(package\.json|readme\.md|LICENSE\.txt|icon\.png|out\/client\/index\.js|out\/server\/([0-9]+\.)?index\.js|out\/server\/(package\.json|licenses\.txt)))$/;
    expect(names.filter((n) => !allowed.test(n))).toEqual([]);
    const manifest = JSON.parse(zipEntry(vsix, 'extension/package.json'));
    expect(manifest.main).toBe('./out/client/index.js');
    expect(manifest.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    // The client starts the bundled server's `lsp` command with node (no npx, nothing fetched at run time); `vscode` is left to VS Code.
    const client = zipEntry(vsix, 'extension/out/client/index.js');
    expect(client).toContain("path.join(extensionPath, 'out', 'server', 'index.js')");
    expect(client).toContain("args: ['lsp']");
    expect(client).not.toMatch(/['"`]npx['"`]/);
    expect(client).toMatch(/require\("vscode"\)/);
    // The bundled client loads (with a stand-in for the `vscode` module) and selects every harness's files.
    const loader = `const M=require('module');const o=M._load;M._load=function(r,...a){if(r==='vscode'){const f=new Proxy(function(){},{get:()=>()=>({dispose(){}})});return new Proxy({},{get:()=>f});}return o.call(this,r,...a)};const e=require(process.argv[1]);console.log(JSON.stringify({keys:Object.keys(e),selector:e.documentSelector()}))`;
    const loaded = JSON.parse(execFileSync(process.execPath, ['-e', loader, join(ext, 'out/client/index.js')], { encoding: 'utf8' }));
    expect(loaded.keys).toEqual(['activate', 'deactivate', 'documentSelector', 'activationEvents', 'serverOptions', 'initializationOptions', 'HARNESS_FILES']);
    expect(loaded.selector).toContainEqual({ scheme: 'file', pattern: '**/.claude/**/*.{md,json}' });
    expect(loaded.selector).toContainEqual({ scheme: 'file', pattern: '**/.github/agents/**/*.md' });
    // The packaged server is the agentlint CLI, and it runs: node out/server/index.js --version.
    expect(zipEntry(vsix, 'extension/out/server/index.js').length).toBe(readFileSync(server, 'utf8').length);
    expect(execFileSync(process.execPath, [join(ext, 'out/server/index.js'), '--version'], { encoding: 'utf8' })).toBe(`${manifest.version}\n`);
    const xml = zipEntry(vsix, 'extension.vsixmanifest');
    expect(xml).toContain('Id="agentlint"');
    expect(xml).toContain('Publisher="agentlint"');
    expect(xml).toContain('<License>extension/LICENSE.txt</License>');
    expect(xml).toContain('Path="extension/icon.png"');
  }, 120_000);
});

interface Hook {
  id: string;
  name: string;
  entry: string;
  language: string;
  files: string;
  types_or: string[];
  args?: string[];
}

describe('pre-commit hooks', () => {
  const hooks = parse(readFileSync('.pre-commit-hooks.yaml', 'utf8')) as Hook[];
  const BROKEN = '---\nname: reviewer\ndescription: Reviews code.\ntools: Read, Wrte\n---\nBody.\n';
  const STAGED = ['.claude/agents/reviewer.md', 'README.md', 'src/index.ts', 'plugins/p/agents/helper.md'];

  /** What pre-commit does: the files matching `files` (a Python regex, searched), appended to entry and args; `agentlint` is the package's bin. */
  function runHook(hook: Hook, cwd: string, staged = STAGED) {
    const re = new RegExp(hook.files);
    const files = staged.filter((f) => re.test(f));
    const [bin, ...entryArgs] = hook.entry.split(' ');
    expect(bin).toBe('agentlint');
    return { files, r: spawnSync(process.execPath, [server, ...entryArgs, ...(hook.args ?? []), ...files], { cwd, encoding: 'utf8' }) };
  }

  const HELPER_OK = '---\nname: helper\ndescription: Helps.\n---\nBody.\n';
  /** A repository with the staged files; the plugin agent's text is `helper`. */
  function repo(helper = HELPER_OK): string {
    const root = mkdtempSync(join(scratch, 'repo-'));
    for (const f of STAGED) {
      mkdirSync(dirname(join(root, f)), { recursive: true });
      writeFileSync(join(root, f), f === '.claude/agents/reviewer.md' ? BROKEN : f === 'plugins/p/agents/helper.md' ? helper : '# x\n');
    }
    // A plugin root, so that plugins/p/agents/*.md are agents (not staged: already committed).
    mkdirSync(join(root, 'plugins/p/.claude-plugin'), { recursive: true });
    writeFileSync(join(root, 'plugins/p/.claude-plugin/plugin.json'), '{ "name": "p" }\n');
    return root;
  }

  it('declares two node hooks on agent files', () => {
    expect(hooks.map((h) => [h.id, h.language, h.entry])).toEqual([
      ['agentlint', 'node', 'agentlint'],
      ['agentlint-fix', 'node', 'agentlint --fix'],
    ]);
    for (const h of hooks) expect(h.types_or).toEqual(['markdown', 'json', 'yaml', 'toml']);
  });

  it('the check hook reports the staged agents and fails the commit on an error (warnings alone pass, as in the CLI)', () => {
    const warnOnly = runHook(hooks[0]!, repo());
    expect(warnOnly.files).toEqual(['.claude/agents/reviewer.md', 'plugins/p/agents/helper.md']);
    expect(warnOnly.r.stdout).toContain('.claude/agents/reviewer.md\n  4:14  warn');
    expect(warnOnly.r.stdout).toContain('agents/tools-known');
    expect(warnOnly.r.status).toBe(0);

    const withError = runHook(hooks[0]!, repo('---\nname: helper\ndescription: d\nmodel: sonet\n---\nBody.\n'));
    expect(withError.r.stdout).toContain('plugins/p/agents/helper.md\n');
    expect(withError.r.stdout).toContain('agents/model-valid');
    expect(withError.r.status).toBe(1);
  });

  it('cross-file rules see the files that are not staged: a skill already committed is found', () => {
    const root = repo();
    const uses = (skill: string) => `---\nname: reviewer\ndescription: Reviews code.\nskills:\n  - ${skill}\n---\nBody.\n`;
    mkdirSync(join(root, '.claude/skills/code-review'), { recursive: true });
    writeFileSync(join(root, '.claude/skills/code-review/SKILL.md'), '---\nname: code-review\ndescription: Review code. Use when asked for a review.\n---\nSteps.\n');
    writeFileSync(join(root, '.claude/agents/reviewer.md'), uses('code-review'));
    const found = runHook(hooks[0]!, root, ['.claude/agents/reviewer.md']);
    expect(found.files).toEqual(['.claude/agents/reviewer.md']);
    expect(found.r.stdout).toMatch(/^No problems in 1 file\./);
    expect(found.r.status).toBe(0);

    writeFileSync(join(root, '.claude/agents/reviewer.md'), uses('code-reviw'));
    const typo = runHook(hooks[0]!, root, ['.claude/agents/reviewer.md']);
    expect(typo.r.stdout).toContain('.claude/agents/reviewer.md\n  5:5  warn');
    expect(typo.r.stdout).toContain('agents/skill-reference');
  });

  it('the fix hook rewrites the staged agents and passes when nothing is left', () => {
    const root = repo();
    const { r } = runHook(hooks[1]!, root);
    expect(r.stderr).toContain('agentlint: fixed');
    expect(readFileSync(join(root, '.claude/agents/reviewer.md'), 'utf8')).toBe(BROKEN.replace('Wrte', 'Write'));
    expect(r.status).toBe(0);
  });
});

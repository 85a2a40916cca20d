/**
 * The VS Code extension's client logic (editors/vscode/extension.js), without VS Code: which
 * documents it sends to the server (every harness's files, matched as VS Code matches a
 * DocumentFilter pattern), the activation events package.json must list, how the bundled server
 * is started, the initialization options, and the Open VSX metadata of its manifest.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import picomatch from 'picomatch';
import { HARNESSES } from '../../src/artifacts/harness.js';

interface Extension {
  documentSelector(): Array<{ scheme: string; pattern: string }>;
  activationEvents(): string[];
  serverOptions(extensionPath: string, settings: Record<string, unknown>, transport: number, folder?: string): { run: { module: string; transport: number; args: string[] }; debug: unknown };
  initializationOptions(settings: Record<string, unknown>): Record<string, unknown>;
  HARNESS_FILES: Record<string, string[]>;
}
const ext = createRequire(import.meta.url)(resolve('editors/vscode/extension.js')) as Extension;
const manifest = JSON.parse(readFileSync('editors/vscode/package.json', 'utf8'));

/** Whether the client sends a workspace file (absolute path) to the server. */
const selected = (path: string) => ext.documentSelector().some((f) => f.scheme === 'file' && picomatch(f.pattern, { dot: true })(path));

describe('VS Code client', () => {
  it('has file globs for every harness and tool format', () => {
    expect(Object.keys(ext.HARNESS_FILES)).toEqual([...HARNESSES, 'ai-rulez', 'agentltl', 'agentlint']);
  });

  it.each([
    ['claude-code', ['.claude/agents/reviewer.md', '.claude/skills/x/SKILL.md', '.claude/commands/a/b.md', '.claude/settings.json', '.mcp.json', 'CLAUDE.md', 'pkg/CLAUDE.local.md', 'plugins/p/.claude-plugin/plugin.json', 'plugins/p/agents/helper.md', 'plugins/p/hooks/hooks.json']],
    ['copilot', ['.github/agents/helper.agent.md', '.github/skills/s/SKILL.md', '.github/hooks/pre.json', '.github/mcp.json', '.github/copilot/settings.json', '.github/copilot-instructions.md', '.github/instructions/ts.instructions.md']],
    ['codex', ['AGENTS.md', 'sub/AGENTS.override.md', '.codex/agents/writer.toml', '.codex/config.toml', '.codex/hooks.json', '.agents/skills/s/SKILL.md']],
    ['gemini', ['.gemini/commands/x.toml', '.gemini/agents/a.md', '.gemini/settings.json', 'GEMINI.md', 'ext/gemini-extension.json']],
    ['opencode', ['opencode.json', 'opencode.jsonc', '.opencode/agent/a.md', '.opencode/opencode.jsonc']],
    ['cursor', ['.cursor/rules/style.mdc', '.cursor/mcp.json', '.cursor/agents/a.md', '.cursorrules']],
    ['qwen-code', ['.qwen/agents/a.md', '.qwen/commands/git/commit.toml', '.qwen/commands/b.md', '.qwen/skills/s/SKILL.md', '.qwen/settings.json', 'QWEN.md', 'sub/QWEN.md']],
    ['ai-rulez and AGENTLTL', ['.ai-rulez/config.toml', '.ai-rulez/agents/a.md', 'AGENTLTL.yaml', '.agentlint.yml']],
  ])('sends %s files to the server', (_, files) => {
    expect((files as string[]).filter((f) => !selected(`/ws/${f}`))).toEqual([]);
  });

  it('leaves other files alone', () => {
    expect(['src/index.ts', 'README.md', 'package.json', '.github/workflows/ci.yml', 'docs/agents.txt'].filter((f) => selected(`/ws/${f}`))).toEqual([]);
  });

  it('package.json activates on exactly those files', () => {
    expect(manifest.activationEvents).toEqual(ext.activationEvents());
    expect(ext.activationEvents()).toContain('workspaceContains:**/.github/agents/**/*.md');
    expect(ext.activationEvents()).toContain('workspaceContains:**/.cursor/**/*.{mdc,md,json}');
  });

  it('starts the server bundled in the extension with node, or the build agentlint.serverPath names', () => {
    const STDIO = 0;
    const bundled = ext.serverOptions('/ext', { serverPath: '' }, STDIO, '/ws');
    expect(bundled).toEqual({ run: { module: join('/ext', 'out/server/index.js'), transport: STDIO, args: ['lsp'] }, debug: bundled.run });
    expect(ext.serverOptions('/ext', { serverPath: 'tools/agentlint/dist/cli/index.js' }, STDIO, '/ws').run.module).toBe('/ws/tools/agentlint/dist/cli/index.js');
    expect(ext.serverOptions('/ext', { serverPath: '/opt/al/index.js' }, STDIO, '/ws').run.module).toBe('/opt/al/index.js');
  });

  it('passes configPath (empty: the default) and debounceMs to the server', () => {
    expect(ext.initializationOptions({ configPath: '', debounceMs: 5 })).toEqual({ configPath: undefined, debounceMs: 5 });
    expect(ext.initializationOptions({ configPath: 'config/agentlint.yml', debounceMs: 20 })).toEqual({ configPath: 'config/agentlint.yml', debounceMs: 20 });
  });
});

describe('VS Code extension manifest (Open VSX listing)', () => {
  it('names its publisher, licence, repository, icon, categories and keywords', () => {
    expect(manifest).toMatchObject({
      name: 'agentlint',
      publisher: 'agentlint',
      license: 'MIT',
      icon: 'icon.png',
      repository: { type: 'git', url: 'https://github.com/agentlint/agentlint', directory: 'editors/vscode' },
      categories: ['Linters'],
      main: './out/client/index.js',
      engines: { vscode: '^1.82.0' },
    });
    expect(manifest.keywords.length).toBeLessThanOrEqual(30); // the Marketplace's limit
    expect(manifest.keywords).toEqual(expect.arrayContaining(['claude-code', 'copilot', 'codex', 'gemini-cli', 'opencode', 'cursor']));
    expect(existsSync('editors/vscode/LICENSE')).toBe(true);
    // A 128x128 PNG, as the Marketplace and Open VSX want.
    const png = readFileSync('editors/vscode/icon.png');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([128, 128]);
    expect(Object.keys(manifest.contributes.configuration.properties)).toEqual(['agentlint.serverPath', 'agentlint.configPath', 'agentlint.debounceMs', 'agentlint.trace.server']);
  });
});

/**
 * One version, from package.json: `agentlint --version`, the JSON report's tool.version, SARIF's
 * tool.driver.version and the VS Code extension's manifest all carry it, and CHANGELOG.md has an
 * entry for it (the release notes are cut from that entry).
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cli } from '../helpers/cli.js';
// @ts-expect-error: a plain .mjs script without types
import { releaseNotes } from '../../scripts/release-notes.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string; version: string };
const notesOf = releaseNotes as (changelog: string, version: string) => string | undefined;

describe('the version comes from package.json', () => {
  it('is a semantic version', () => {
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('agentlint --version, the JSON report, SARIF and the extension agree with it', async () => {
    expect(await cli(['--version'], process.cwd())).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
    const json = JSON.parse((await cli(['--format', 'json', 'fixtures/demo'], process.cwd())).out) as { tool: { name: string; version: string } };
    expect(json.tool).toEqual({ name: 'agentlint', version: pkg.version });
    const sarif = JSON.parse((await cli(['--format', 'sarif', 'fixtures/demo'], process.cwd())).out) as { runs: Array<{ tool: { driver: { version: string; semanticVersion: string } } }> };
    expect(sarif.runs[0]!.tool.driver.version).toBe(pkg.version);
    expect(sarif.runs[0]!.tool.driver.semanticVersion).toBe(pkg.version);
    expect(JSON.parse(readFileSync('editors/vscode/package.json', 'utf8')).version).toBe(pkg.version);
    for (const manifest of ['plugins/agentlint/.claude-plugin/plugin.json', '.github/plugin/plugin.json', 'gemini-extension.json']) {
      expect({ manifest, version: JSON.parse(readFileSync(manifest, 'utf8')).version }).toEqual({ manifest, version: pkg.version });
    }
  });

  it('scripts/sync-version.mjs --check passes (npm version runs it without --check)', () => {
    const r = spawnSync(process.execPath, ['scripts/sync-version.mjs', '--check'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.version).toBe('node scripts/sync-version.mjs && git add src/engine/version.ts docs/in-your-agent.md editors/vscode/package.json plugins/agentlint/.claude-plugin/plugin.json .github/plugin/plugin.json gemini-extension.json');
  });
});

describe('CHANGELOG.md', () => {
  const changelog = readFileSync('CHANGELOG.md', 'utf8');

  it('has an entry for the package version', () => {
    expect(changelog).toMatch(new RegExp(`^## \\[${pkg.version.replace(/\./g, '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'));
    expect(notesOf(changelog, pkg.version)).toMatch(/^### Added\n/);
  });

  it('is Keep a Changelog: Unreleased first, then versions newest first, each with a compare link', () => {
    const versions = [...changelog.matchAll(/^## \[([^\]]+)\]/gm)].map((m) => m[1]);
    expect(versions[0]).toBe('Unreleased');
    const numbers = versions.slice(1).map((v) => v!.split('.').map(Number));
    const sorted = [...numbers].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!);
    expect(numbers).toEqual(sorted);
    for (const v of versions) expect(changelog).toMatch(new RegExp(`^\\[${v!.replace(/\./g, '\\.')}\\]: https://github\\.com/`, 'm'));
  });
});

describe('scripts/release-notes.mjs', () => {
  const CHANGELOG = `# Changelog\n\n## [Unreleased]\n\n### Added\n\n- next\n\n## [1.2.0] - 2026-01-02\n\n### Fixed\n\n- a bug\n\n## [1.1.0] - 2025-12-01\n\n### Added\n\n- a rule\n\n[Unreleased]: https://x/compare/v1.2.0...HEAD\n[1.2.0]: https://x/compare/v1.1.0...v1.2.0\n`;

  it('cuts the body of one version (with or without the v), up to the next section or the link list', () => {
    expect(notesOf(CHANGELOG, '1.2.0')).toBe('### Fixed\n\n- a bug\n');
    expect(notesOf(CHANGELOG, 'v1.1.0')).toBe('### Added\n\n- a rule\n');
  });

  it('has nothing for a version without an entry, an empty entry, or a prefix of another version', () => {
    expect(notesOf(CHANGELOG, '1.3.0')).toBeUndefined();
    expect(notesOf(CHANGELOG, '1.2')).toBeUndefined();
    expect(notesOf('## [2.0.0] - 2026-01-01\n\n## [1.0.0] - 2025-01-01\n- x\n', '2.0.0')).toBeUndefined();
  });

  it('as a command: prints the notes, or exits 1 naming the missing version', () => {
    expect(execFileSync(process.execPath, ['scripts/release-notes.mjs', `v${pkg.version}`], { encoding: 'utf8' })).toBe(notesOf(changelog(), pkg.version));
    const r = spawnSync(process.execPath, ['scripts/release-notes.mjs', 'v9.9.9'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('CHANGELOG.md has no entry for 9.9.9: add a "## [9.9.9] - YYYY-MM-DD" section\n');
  });
});

const changelog = () => readFileSync('CHANGELOG.md', 'utf8');

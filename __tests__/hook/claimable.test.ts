/**
 * The after-write hook rules a written file out from its path, the kinds' generated path patterns and the files
 * above it, without loading any kind (src/hook/claimable.ts). Saying "no" for a file discovery reads would leave an
 * agent's mistake unreported after its write, so: on every fixture tree and the corpus, every file discovery reads
 * (for every harness at once) is a "maybe"; and each way a file can be claimed is checked on its own.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HARNESSES } from '../../src/artifacts/harness.js';
import { discover } from '../../src/engine/discover.js';
import { KIND_SPECS, KIND_TABLE } from '../../src/harnesses/registry.js';
import { mayBeDefinition } from '../../src/hook/claimable.js';
import { CORPUS } from '../helpers/corpus.js';
import { fixtureRoots } from '../helpers/fixture-roots.js';
import { treeMaker } from '../helpers/index.js';

const tree = treeMaker();

/** The files discovery reads in a tree (every harness's) that the hook would rule out. */
function ruledOut(root: string): string[] {
  const abs = resolve(root);
  const read = discover(abs, { harnesses: HARNESSES }).project.files.map((f) => f.file.path);
  return [...new Set(read)].filter((path) => !mayBeDefinition(abs, path));
}

describe('the hook never rules out a file discovery reads', () => {
  it.each([...fixtureRoots(), ...(CORPUS ? [CORPUS, resolve(CORPUS, '../voltagent-subagents')] : [])])('%s', (root) => {
    expect(ruledOut(root)).toEqual([]);
  });

  it("every kind's path test accepts only paths its patterns match (the patterns are what the hook reads)", () => {
    const paths = fixtureRoots().flatMap((root) => discover(root, { harnesses: HARNESSES }).project.files.map((f) => f.file.path));
    const tails = paths.flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(i).join('/')));
    const escapes: string[] = [];
    for (const k of KIND_SPECS) {
      for (const test of [k.matches, k.matchesInPlugin, k.matchesInGeminiExtension]) {
        if (!test) continue;
        expect(test.patterns?.length).toBeGreaterThan(0);
        for (const p of tails) if (test(p) && !test.patterns!.some((re) => re.test(p))) escapes.push(`${k.id} ${p}`);
      }
    }
    expect(escapes).toEqual([]);
  });
});

describe('the places of the files that name other files', () => {
  it('every kind whose files name other files gives its locations, and each location is a path the kind matches', () => {
    const byId = new Map(KIND_SPECS.map((k) => [k.id, k]));
    const declaring = [...KIND_SPECS.filter((k) => k.declaresFolders).map((k) => k.id), ...KIND_TABLE.roots.flatMap((r) => (r.roots.declared ? (r.roots.declaredBy ?? ['(a root that declares files names no kind)']) : []))];
    const missing = declaring.filter((id) => !byId.get(id)?.locations?.length);
    expect(missing).toEqual([]);
    const unmatched = declaring.flatMap((id) => byId.get(id)!.locations!.filter((l) => !byId.get(id)!.matches?.(l)).map((l) => `${id} ${l}`));
    expect(unmatched).toEqual([]);
  });
});

describe('what the hook rules out, and what it does not', () => {
  const marketplace = JSON.stringify({ name: 'm', owner: { name: 'o' }, plugins: [{ name: 'p', source: './plugins/p' }] });

  it('rules out a Markdown file no kind claims and no file names, beside a marketplace, and a file of no kind', () => {
    const root = tree({ '.claude-plugin/marketplace.json': marketplace, 'SOURCE.md': '# Source\n', 'docs/guide.md': '# Guide\n', 'LICENSE': 'MIT\n', 'package.json': '{}' });
    expect(['SOURCE.md', 'docs/guide.md', 'LICENSE', 'package.json', 'src/index.ts'].filter((p) => mayBeDefinition(root, p))).toEqual([]);
  });

  it('keeps a file a kind claims by its path, anywhere or inside any folder above it that may be a plugin', () => {
    const root = tree({ 'README.md': '# r\n' });
    expect(['.claude/agents/a.md', 'CLAUDE.md', 'pkg/AGENTS.md', 'plugins/p/agents/a.md', 'x/commands/c.md', '.claude/settings.json', '.cursor/rules/r.mdc', '.gemini/commands/c.toml', 'ext/commands/c.toml'].filter((p) => !mayBeDefinition(root, p))).toEqual([]);
  });

  it('keeps a file a manifest or a setting above it can name, and only below that folder', () => {
    const root = tree({
      'plugins/p/.claude-plugin/plugin.json': '{"name":"p","agents":["./docs/helper.md"]}',
      '.github/copilot/settings.json': '{"agentDirectories":["team"]}',
      'lib/opencode.json': '{}',
    });
    expect(mayBeDefinition(root, 'plugins/p/docs/helper.md')).toBe(true);
    expect(mayBeDefinition(root, 'team/writer.md')).toBe(true);
    const bare = tree({ 'plugins/p/.claude-plugin/plugin.json': '{"name":"p"}', 'lib/opencode.json': '{}' });
    expect(mayBeDefinition(bare, 'plugins/p/docs/helper.md')).toBe(true);
    expect(mayBeDefinition(bare, 'lib/skills/x/notes.md')).toBe(true);
    expect(mayBeDefinition(bare, 'plugins/q/docs/helper.md')).toBe(false);
    expect(mayBeDefinition(bare, 'docs/helper.md')).toBe(false);
  });

  it('keeps any file when the configuration has a catalogue, and follows no link out of the root', () => {
    const root = tree({ '.agentlint.yml': 'catalog:\n  - path: agents/*.md\n    as: claude-code/agent\n' });
    expect(mayBeDefinition(root, 'catalogue/writer.md')).toBe(true);
    const outside = tree({ '.claude-plugin/plugin.json': '{"name":"elsewhere"}' });
    const linked = tree({});
    mkdirSync(join(linked, 'p'));
    symlinkSync(join(outside, '.claude-plugin'), join(linked, 'p/.claude-plugin'));
    expect(mayBeDefinition(linked, 'p/docs/helper.md')).toBe(false);
  });

  it('does not hang on a FIFO where a manifest or the configuration would be', () => {
    const root = tree({});
    mkdirSync(join(root, 'p/.claude-plugin'), { recursive: true });
    execFileSync('mkfifo', [join(root, 'p/.claude-plugin/plugin.json')]);
    execFileSync('mkfifo', [join(root, '.agentlint.yml')]);
    expect(mayBeDefinition(root, 'p/docs/helper.md')).toBe(false);
  });
});

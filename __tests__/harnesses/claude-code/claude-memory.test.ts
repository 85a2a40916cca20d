/** memory/* rules: `@path` imports in CLAUDE.md, CLAUDE.local.md, .claude/CLAUDE.md and .claude/rules/*.md. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { sourceFile } from '../../../src/artifacts/source.js';
import { lint } from '../../../src/engine/run.js';
import { importRefs, looksLikePath, resolveImport } from '../../../src/rules/shared/memory-imports.js';
import { removeTree, writeTree } from '../../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

function run(files: Record<string, string>) {
  const root = writeTree(files);
  roots.push(root);
  return lint({ root }).diagnostics.filter((d) => d.kind.startsWith('memory/') || d.kind.startsWith('schema/'));
}
const row = (d: { kind: string; level: string; span: { path: string; range: { start: { line: number; column: number }; end: { line: number; column: number } } } }) =>
  `${d.span.path} ${d.span.range.start.line}:${d.span.range.start.column}-${d.span.range.end.line}:${d.span.range.end.column} ${d.kind} ${d.level}`;

describe('import scanning', () => {
  it('finds imports outside code, marks those in spans and fences, trims sentence punctuation', () => {
    const text = 'See @docs/a.md, and `@docs/b.md`.\n```\n@docs/c.md\n```\nmail me@example.com or @user\nEnd @../up.md.\n';
    expect(importRefs(sourceFile('CLAUDE.md', text)).map((r) => `${r.path} ${r.inCode} ${r.range.start.line}:${r.range.start.column}`)).toEqual([
      'docs/a.md false 1:5',
      'docs/b.md true 1:22',
      'docs/c.md true 3:1',
      'user false 5:24',
      '../up.md false 6:5',
    ]);
  });
  it('only file-shaped references are checked; ~/ and absolute paths are outside the tree', () => {
    expect(['docs/a.md', './x', '../y', 'user', 'anthropic-ai/claude-code', 'types/node'].map(looksLikePath)).toEqual([true, true, true, false, false, false]);
    expect(resolveImport('sub/CLAUDE.md', '../docs/a.md')).toBe('docs/a.md');
    expect(resolveImport('CLAUDE.md', '~/x.md')).toBeNull();
    expect(resolveImport('CLAUDE.md', '../outside.md')).toBeNull();
  });
});

describe('memory rules', () => {
  it('finds planted mistakes in every memory file location, relative to the importing file', () => {
    const ds = run({
      'CLAUDE.md': '# P\n\nUse @docs/missing.md and @docs/style.md.\nAlso `@docs/style.md`.\n',
      '.claude/CLAUDE.md': 'See @../docs/nope.md\n',
      'CLAUDE.local.md': 'Mine: @docs\n@docs/\n',
      'pkg/CLAUDE.md': 'Up: @../docs/style.md, here: @style.md\n',
      '.claude/rules/api.md': '---\npaths:\n  - "src/api/**"\n---\nSee @../../docs/gone.md\n',
      'docs/style.md': '# Style\n',
    });
    expect(ds.map(row)).toEqual([
      '.claude/CLAUDE.md 1:5-1:21 memory/import-unresolved warn',
      '.claude/rules/api.md 5:5-5:24 memory/import-unresolved warn',
      'CLAUDE.md 3:5-3:21 memory/import-unresolved warn',
      'CLAUDE.md 4:7-4:21 memory/import-in-code info',
      'pkg/CLAUDE.md 1:30-1:39 memory/import-unresolved warn',
    ]);
    expect(ds.find((d) => d.span.path === 'pkg/CLAUDE.md')!.message).toBe('`@style.md` imports nothing: `pkg/style.md` does not exist (imports resolve relative to pkg/CLAUDE.md); Claude Code leaves the text as written and loads the rest without a word');
    expect(ds.every((d) => d.harness === 'claude-code')).toBe(true);
    const code = ds.find((d) => d.kind === 'memory/import-in-code')!;
    expect(code.message).toBe('`@docs/style.md` is inside code, so it is not an import: Claude Code does not load `docs/style.md`');
    expect(code.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ path: 'CLAUDE.md', text: '@docs/style.md', range: { start: { line: 4, column: 6 }, end: { line: 4, column: 22 } } }] });
  });
  it('a CLAUDE.md that starts with a rule line is Markdown, not frontmatter', () => {
    expect(run({ 'CLAUDE.md': '---\n: not yaml [\n---\n' })).toEqual([]);
  });
  it('a documented-valid memory tree is clean', () => {
    const ds = run({
      'CLAUDE.md': '# P\n\n@docs/style.md\n@~/personal.md\nExample syntax: `@path/to/file.md`.\n```\n@docs/example.md\n```\nPing @maintainers about @anthropic-ai/claude-code.\n',
      '.claude/rules/style.md': '---\npaths: ["src/**/*.ts"]\n---\nFollow @../../docs/style.md\n',
      'docs/style.md': '# Style\n',
    });
    expect(ds.map(row)).toEqual([]);
  });
});

describe('memory/import-unresolved on a decorator in prose', () => {
  it('`@agent.tool` is noted as info (a decorator, not a file); `@docs/gone.md` stays a warning', () => {
    const ds = run({ 'CLAUDE.md': '# Rules\n\n- Use the @agent.tool decorator.\n- See @docs/gone.md\n' }).filter((d) => d.kind === 'memory/import-unresolved');
    expect(ds.map((d) => [d.level, d.span.range.start.line])).toEqual([['info', 3], ['warn', 4]]);
  });
});

import { afterAll, describe, expect, it } from '@jest/globals';
import { symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lint } from '../../src/engine/run.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const tree = (files: Record<string, string | Buffer>) => {
  const r = writeTree(files);
  roots.push(r);
  return r;
};
const GOOD = '---\nname: good\ndescription: d\nmodel: sonet\n---\n';

describe('hostile input never crashes and never loses the other findings', () => {
  it('skips a binary file with a note', () => {
    const root = tree({ '.claude/agents/bin.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01, 0x02]), '.claude/agents/good.md': GOOD });
    const r = lint({ root });
    expect(r.skipped).toEqual([{ path: '.claude/agents/bin.md', reason: 'binary file (contains NUL bytes)' }]);
    expect(r.diagnostics.map((d) => d.kind)).toEqual(['agents/model-valid']);
  });
  it('skips invalid UTF-8 with a note', () => {
    const root = tree({ '.claude/agents/bad.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0xc3, 0x28, 0x0a]), '.claude/agents/good.md': GOOD });
    expect(lint({ root }).skipped).toEqual([{ path: '.claude/agents/bad.md', reason: 'not valid UTF-8' }]);
  });
  it('skips a 5 MB file with a note', () => {
    const big = GOOD + 'x'.repeat(5 * 1024 * 1024);
    const root = tree({ '.claude/agents/big.md': big, '.claude/agents/good.md': GOOD });
    const r = lint({ root });
    expect(r.skipped.map((s) => s.path)).toEqual(['.claude/agents/big.md']);
    expect(r.skipped[0]!.reason).toMatch(/larger than 1 MiB/);
    expect(r.diagnostics).toHaveLength(1);
  });
  it('does not expand a YAML alias bomb', () => {
    const bomb = ['---', 'name: bomb', 'description: d', 'a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 12; i++) bomb.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill('*' + String.fromCharCode(96 + i)).join(',')}]`);
    bomb.push('---');
    const root = tree({ '.claude/agents/bomb.md': bomb.join('\n') + '\n', '.claude/agents/good.md': GOOD });
    const r = lint({ root });
    expect(r.diagnostics.filter((d) => d.span.path === '.claude/agents/good.md').map((d) => d.kind)).toEqual(['agents/model-valid']);
    expect(r.diagnostics.filter((d) => d.span.path === '.claude/agents/bomb.md').every((d) => d.kind === 'schema/unknown-field')).toBe(true);
  });
  it('reports deeply nested YAML instead of overflowing', () => {
    const deep = '---\nname: deep\ndescription: d\nx: ' + '['.repeat(5000) + ']'.repeat(5000) + '\n---\n';
    const root = tree({ '.claude/agents/deep.md': deep, '.claude/agents/good.md': GOOD });
    const r = lint({ root });
    const d = r.diagnostics.filter((x) => x.span.path === '.claude/agents/deep.md');
    expect(d.some((x) => x.kind === 'schema/yaml-invalid')).toBe(true);
    expect(r.diagnostics.some((x) => x.span.path === '.claude/agents/good.md')).toBe(true);
  });
  it('never follows a symlink out of the scan root', () => {
    const outside = tree({ 'secret.md': '---\nname: outside\ndescription: d\nmodel: nope\n---\n' });
    const root = tree({ '.claude/agents/good.md': GOOD });
    symlinkSync(join(outside, 'secret.md'), join(root, '.claude/agents/link.md'));
    mkdirSync(join(root, 'sub'), { recursive: true });
    symlinkSync(outside, join(root, 'sub/.claude'));
    const r = lint({ root });
    expect(r.skipped).toEqual([{ path: '.claude/agents/link.md', reason: 'symbolic link pointing outside the scan root (not followed)' }]);
    expect(r.diagnostics.map((d) => d.span.path)).toEqual(['.claude/agents/good.md']);
  });
  it('honours .gitignore, node_modules and config ignore globs', () => {
    const root = tree({
      '.gitignore': 'generated/\n',
      'generated/.claude/agents/x.md': GOOD,
      'node_modules/pkg/.claude/agents/x.md': GOOD,
      'vendor/.claude/agents/x.md': GOOD,
      'app/.claude/agents/x.md': GOOD,
      '.agentlint.yml': 'ignore: ["vendor/**"]\n',
    });
    writeFileSync(join(root, 'app/.gitignore'), 'nothing\n');
    expect(lint({ root }).diagnostics.map((d) => d.span.path)).toEqual(['app/.claude/agents/x.md']);
  });
});

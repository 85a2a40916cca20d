import { afterAll, describe, expect, it } from '@jest/globals';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { discover } from '../../src/engine/discover.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));

const AGENT = '---\nname: x\ndescription: d\n---\n';
const SKILL = '---\nname: s\ndescription: d\n---\n';

describe('manifest-declared component paths', () => {
  it('finds agents and skills in the folders and files a manifest names, and nothing beside them', () => {
    const root = writeTree({
      'p/.claude-plugin/plugin.json': JSON.stringify({ name: 'p', agents: ['./custom', './one.md'], skills: './extra' }),
      'p/custom/a.md': AGENT,
      'p/custom/sub/b.md': AGENT,
      'p/customs/not-declared.md': AGENT,
      'p/one.md': AGENT,
      'p/extra/SKILL.md': SKILL,
      'p/extra/s1/SKILL.md': SKILL,
      'p/extra/s1/deep/SKILL.md': SKILL,
    });
    roots.push(root);
    const { project } = discover(root);
    const of = (kind: string) => project.artifacts.filter((a) => a.kind === kind).map((a) => [a.path, a.pluginRoot]);
    expect(of('agent')).toEqual([
      ['p/custom/a.md', 'p'],
      ['p/custom/sub/b.md', 'p'],
      ['p/one.md', 'p'],
    ]);
    expect(of('skill')).toEqual([
      ['p/extra/SKILL.md', 'p'],
      ['p/extra/s1/SKILL.md', 'p'],
    ]);
  });
});

describe("the project's stat (answered from the walk's folder listings where it can)", () => {
  it('tells files, folders, links inside and outside the root, and folders the walk did not read', () => {
    const root = writeTree({
      '.claude/agents/a.md': AGENT,
      'docs/guide.md': 'text',
      'node_modules/pkg/index.js': '',
    });
    const outside = writeTree({ 'secret.md': 'x' });
    roots.push(root, outside);
    symlinkSync('../docs/guide.md', join(root, '.claude/guide-link.md'));
    symlinkSync('../docs', join(root, '.claude/docs-link'));
    symlinkSync(join(outside, 'secret.md'), join(root, 'docs/out.md'));
    const { project } = discover(root);
    const answers = ['.claude/agents/a.md', '.claude/agents', 'docs/guide.md', 'docs/missing.md', '.claude/guide-link.md', '.claude/docs-link', 'docs/out.md', 'node_modules/pkg/index.js', 'node_modules/pkg', '.'].map((p) => [p, project.stat(p)]);
    expect(answers).toEqual([
      ['.claude/agents/a.md', 'file'],
      ['.claude/agents', 'dir'],
      ['docs/guide.md', 'file'],
      ['docs/missing.md', null],
      ['.claude/guide-link.md', 'file'],
      ['.claude/docs-link', 'dir'],
      ['docs/out.md', null],
      // `node_modules` is never walked: its folder is read when asked.
      ['node_modules/pkg/index.js', 'file'],
      ['node_modules/pkg', 'dir'],
      ['.', 'dir'],
    ]);
  });
});

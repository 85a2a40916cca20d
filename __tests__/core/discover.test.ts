import { afterAll, describe, expect, it } from '@jest/globals';
import { discover } from '../../src/artifacts/discover.js';
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

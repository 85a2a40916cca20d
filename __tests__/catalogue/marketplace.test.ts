import { describe, expect, it } from '@jest/globals';
import { resolve } from 'node:path';
import { discover } from '../../src/artifacts/discover.js';
import pluginNameUnique from '../../src/rules/marketplace/plugin-name-unique.js';
import reservedName from '../../src/rules/marketplace/reserved-name.js';
import schema from '../../src/rules/marketplace/schema.js';
import sourceExists from '../../src/rules/marketplace/source-exists.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule } from '../helpers/index.js';

const market = (json: string) => artifactOf('marketplace', '.claude-plugin/marketplace.json', json);
const GOOD = '{ "name": "acme-tools", "owner": { "name": "Acme" }, "plugins": [ { "name": "lint", "source": "./plugins/lint" }, { "name": "gh", "source": { "source": "github", "repo": "acme/gh" } } ] }';
const bad = () => discover(resolve('fixtures/catalogue/marketplace-bad')).project;
const badMarket = () => bad().artifacts.find((a) => a.kind === 'marketplace')!;

describe('marketplace/schema', () => {
  it('accepts a complete marketplace with every source shape', () => {
    const all = '{ "name": "acme-tools", "owner": { "name": "Acme" }, "plugins": [' +
      '{ "name": "a", "source": "./a" }, { "name": "b", "source": { "source": "github", "repo": "o/r" } },' +
      '{ "name": "c", "source": { "source": "url", "url": "https://x/y.git" } }, { "name": "d", "source": { "source": "git-subdir", "url": "https://x/y.git", "path": "p" } },' +
      '{ "name": "e", "source": { "source": "npm", "package": "@acme/e" } }, { "name": "f", "source": { "source": "archive", "url": "https://x/f.zip" } },' +
      '{ "name": "g", "source": { "source": "command", "command": "fetch-plugin g" } } ] }';
    expect(runRule(schema, market(all))).toEqual([]);
    expect(runRule(schema, market(GOOD))).toEqual([]);
  });
  it('reports each problem of fixtures/catalogue/marketplace-bad at its key or value', () => {
    const rs = runRule(schema, badMarket());
    expect(schema.meta.defaultLevel).toBe('error');
    expect(rs.map((r) => at(r))).toEqual(['3:3-3:10', '8:33-8:47', '9:37-9:45', '10:44-10:52', '11:5-11:6']);
    expect(rs[0]!.message).toContain('`owner` has no `name`');
    expect(rs[1]!.message).toContain('must start with `./`');
    // `plugins/good` could also be a GitHub owner/repo: only MaybeIncorrect.
    expect(rs[1]!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"./plugins/good"' }] });
    expect(rs[1]!.help).toContain('"source": "github"');
    expect(rs[2]!.message).toContain('needs `repo`');
    expect(rs[3]!.message).toContain('unknown source type `gitlab`');
    // gitlab is two edits from github, a different service: offered, but not as certain.
    expect(rs[3]!.suggestion).toMatchObject({ applicability: 'MaybeIncorrect', edits: [{ text: '"github"' }] });
    expect(rs[4]!.message).toContain('no `name`');
  });
  it('reports a missing owner and plugins; fixes a near-miss source type', () => {
    const rs = runRule(schema, market('{ "name": "acme" }'));
    expect(rs.map((r) => r.message.slice(0, 40))).toEqual(['the marketplace has no `owner`: Claude C', 'the marketplace has no `plugins` array: ']);
    expect(at(rs[0]!)).toBe('1:3-1:9');
    const [t] = runRule(schema, market('{ "name": "a", "owner": { "name": "A" }, "plugins": [ { "name": "x", "source": { "source": "githb", "repo": "o/r" } } ] }'));
    expect(t!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"github"' }] });
    const [p] = runRule(schema, market('{ "name": "a", "owner": { "name": "A" }, "plugins": [ { "name": "x", "source": "plugins" } ] }'));
    expect(at(p!)).toBe('1:80-1:89');
    expect(p!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"./plugins"' }] });
  });
});

describe('marketplace/reserved-name', () => {
  it('accepts an own name', () => {
    expect(runRule(reservedName, market(GOOD))).toEqual([]);
  });
  it('rejects a reserved name at the value', () => {
    const [r, ...rest] = runRule(reservedName, badMarket());
    expect(rest).toEqual([]);
    expect(reservedName.meta.defaultLevel).toBe('error');
    expect(at(r!)).toBe('2:11-2:32');
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('marketplace/plugin-name-unique', () => {
  it('accepts distinct names', () => {
    expect(runRule(pluginNameUnique, market(GOOD))).toEqual([]);
  });
  it('reports the second `good` with the first as related location', () => {
    const [r, ...rest] = runRule(pluginNameUnique, badMarket());
    expect(rest).toEqual([]);
    expect(at(r!)).toBe('8:15-8:21');
    expect(at(r!.related![0]!.span)).toBe('5:15-5:21');
    expect(r!.message).toContain('line 5');
    expect(r!.suggestion).toBeUndefined();
  });
});

describe('marketplace/source-exists', () => {
  it('accepts a source that is a plugin root', () => {
    const { project, root } = projectOf({
      '.claude-plugin/marketplace.json': GOOD,
      'plugins/lint/commands/lint.md': 'x\n',
    });
    try {
      expect(runProjectRule(sourceExists, project)).toEqual([]);
    } finally {
      removeTree(root);
    }
  });
  it('reports the missing folder and the folder that is not a plugin', () => {
    const rs = runProjectRule(sourceExists, bad());
    expect(sourceExists.meta.defaultLevel).toBe('error');
    expect(rs.map((r) => `${r.path} ${at(r)}`)).toEqual([
      '.claude-plugin/marketplace.json 6:36-6:55',
      '.claude-plugin/marketplace.json 7:34-7:51',
    ]);
    expect(rs[0]!.message).toContain('does not exist');
    expect(rs[1]!.message).toContain('not a plugin root');
  });
});

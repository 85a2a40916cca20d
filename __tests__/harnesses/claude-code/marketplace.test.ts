import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gitOriginRepository } from '../../../src/cli/git-origin.js';
import { actionRepository, githubRepositoryOf } from '../../../src/engine/repository.js';
import { lint } from '../../../src/engine/run.js';
import { discover } from '../../../src/engine/discover.js';
import pluginNameUnique from '../../../src/harnesses/claude-code/rules/marketplace/plugin-name-unique.js';
import reservedName from '../../../src/harnesses/claude-code/rules/marketplace/reserved-name.js';
import schema from '../../../src/harnesses/claude-code/rules/marketplace/schema.js';
import sourceExists from '../../../src/harnesses/claude-code/rules/marketplace/source-exists.js';
import { artifactOf, at, projectOf, removeTree, runProjectRule, runRule, writeTree } from '../../helpers/index.js';

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
    // gitlab is two edits from github, a different service; and a `github` source needs `repo`, which this object
    // lacks (it has a `url`): renaming would trade this error for another, so nothing is offered.
    expect(rs[3]!.suggestion).toBeUndefined();
    expect(rs[4]!.message).toContain('no `name`');
  });
  it('reports a missing owner and plugins; fixes a near-miss source type', () => {
    const rs = runRule(schema, market('{ "name": "acme" }'));
    expect(rs.map((r) => r.message.slice(0, 40))).toEqual(['the marketplace has no `owner`: Claude C', 'the marketplace has no `plugins` array: ']);
    expect(at(rs[0]!)).toBe('1:3-1:9');
    const [t] = runRule(schema, market('{ "name": "a", "owner": { "name": "A" }, "plugins": [ { "name": "x", "source": { "source": "githb", "repo": "o/r" } } ] }'));
    expect(t!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"github"' }] });
    const [p] = runRule(schema, market('{ "name": "a", "owner": { "name": "A" }, "plugins": [ { "name": "x", "source": "plugins" } ] }'));
    // Claude Code 2.1.332 adds `MyMarket`, `My_Market` and `my.market`: only plugin-id characters are required
    // (the old rule demanded kebab-case and said Claude Code rejects the rest, which the oracle disproves).
    for (const n of ['MyMarket', 'My_Market', 'my.market']) expect(runRule(schema, market(`{ "name": "${n}", "owner": { "name": "A" }, "plugins": [] }`))).toEqual([]);
    const [id] = runRule(schema, market('{ "name": "my market", "owner": { "name": "A" }, "plugins": [] }'));
    expect(at(id!)).toBe('1:11-1:22');
    expect(id!.message).toBe('marketplace name `my market` cannot be part of a plugin id (`plugin@my market`): Claude Code cannot install plugins from this marketplace (only the letters a-z and A-Z, digits, `.`, `_` and `-`, starting with a letter or digit)');
    expect(runRule(schema, market('{ "name": "_x", "owner": { "name": "A" }, "plugins": [] }'))).toHaveLength(1);
    expect(at(p!)).toBe('1:80-1:89');
    expect(p!.suggestion).toMatchObject({ applicability: 'MachineApplicable', edits: [{ text: '"./plugins"' }] });
  });
});

describe('marketplace/reserved-name', () => {
  // Reserved list and look-alike rule as observed on Claude Code 2.1.332 (oracle cases rules-marketplace).
  const names = (name: string, repository?: string) => {
    const { project, root } = projectOf({ '.claude-plugin/marketplace.json': `{ "name": ${JSON.stringify(name)}, "owner": { "name": "Me" }, "plugins": [] }` });
    if (repository) project.repository = repository;
    try {
      return runProjectRule(reservedName, project);
    } finally {
      removeTree(root);
    }
  };
  it('accepts own names, including ones that Claude Code 2.1.332 accepts next to the look-alikes', () => {
    for (const n of ['acme-tools', 'claude-plugin', 'x-claude-marketplace', 'my-claude-plugins', 'dagster-claude-plugins', 'anthropics-plugins', 'anthropic-tools-v2', 'claude-is-official', 'officially-claude', 'claude-offical', 'healthcare-tools', 'my-agent-skills']) {
      expect([n, names(n)]).toEqual([n, []]);
    }
  });
  it('rejects a reserved name (any case) at the value, saying it can only be added from github.com/anthropics', () => {
    const [r, ...rest] = runProjectRule(reservedName, bad());
    expect(rest).toEqual([]);
    expect(reservedName.meta.defaultLevel).toBe('error');
    expect(r!.path).toBe('.claude-plugin/marketplace.json');
    expect(at(r!)).toBe('2:11-2:32');
    expect(r!.suggestion).toBeUndefined();
    const [h] = names('Healthcare');
    expect(at(h!)).toBe('1:11-1:23');
    expect(h!.message).toBe(
      'marketplace name `Healthcare` is reserved for official Anthropic marketplaces: Claude Code adds it only from a GitHub source of the `anthropics` organization (github.com/anthropics/...) and refuses it from anywhere else',
    );
    expect(names('claude-tag-plugins')).toHaveLength(1);
  });
  it('does not report a reserved name when the repository origin is github.com/anthropics/...', () => {
    expect(names('claude-code-plugins', 'anthropics/claude-code')).toEqual([]);
    expect(names('claude-code-plugins', 'acme/claude-code')).toHaveLength(1);
  });
  it('rejects look-alike names, inline and builtin for everyone, anthropics included', () => {
    for (const n of ['claude-plugins-v2', 'claude-marketplace', 'claudemarketplace', 'claude_plugins', 'claude.plugins', 'claude---plugins', 'Claude-Plugins', 'claude-directories', 'anthropic-plugins-x', 'claude-official', 'official-anthropic', 'unofficial-claude', 'x-claude-official', 'café-tools', 'clаude-tools']) {
      const rs = names(n, 'anthropics/claude-code');
      expect([n, rs.length]).toEqual([n, 1]);
      expect(rs[0]!.message).toContain('looks like an official Anthropic/Claude marketplace');
    }
    expect(names('inline')[0]!.message).toBe('marketplace name `inline` is reserved for --plugin-dir session plugins: `claude plugin validate` and `claude plugin marketplace add` reject it');
    expect(names('builtin')[0]!.message).toContain('reserved for built-in plugins');
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
  it('only notes (info) a folder with no plugin files when the entry lists its components, or when it is a git submodule', () => {
    const { project, root } = projectOf({
      '.claude-plugin/marketplace.json': JSON.stringify({ name: 'm', owner: { name: 'o' }, plugins: [
        { name: 'kit', source: './', skills: ['./src/skills/a'] },
        { name: 'sub', source: './plugins/sub' },
      ] }),
      '.gitmodules': '[submodule "plugins/sub"]\n\tpath = plugins/sub\n\turl = https://example.com/sub.git\n',
      'plugins/sub/.keep': '',
      'src/skills/a/README.md': 'x\n',
    });
    try {
      const rs = runProjectRule(sourceExists, project);
      expect(rs.map((r) => [r.level, r.message.split(':')[1]!.trim().slice(0, 39)])).toEqual([
        ['info', 'no `.claude-plugin/plugin.json`, comman'],
        ['info', 'no `.claude-plugin/plugin.json`, comman'],
      ]);
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

describe('repository origin (Project.repository, filled by the CLI and the Action)', () => {
  it('reads owner/name from github.com remotes only', () => {
    expect(githubRepositoryOf('https://github.com/anthropics/claude-code.git\n')).toBe('anthropics/claude-code');
    expect(githubRepositoryOf('git@github.com:anthropics/claude-plugins-official.git')).toBe('anthropics/claude-plugins-official');
    expect(githubRepositoryOf('ssh://git@github.com/acme/tools')).toBe('acme/tools');
    expect(githubRepositoryOf('https://gitlab.com/anthropics/x.git')).toBeUndefined();
    expect(githubRepositoryOf('https://github.com.evil.example/anthropics/x.git')).toBeUndefined();
    expect(githubRepositoryOf(undefined)).toBeUndefined();
  });
  it('takes GITHUB_REPOSITORY in the Action when the server is github.com', () => {
    expect(actionRepository({ GITHUB_REPOSITORY: 'anthropics/claude-code', GITHUB_SERVER_URL: 'https://github.com' })).toBe('anthropics/claude-code');
    expect(actionRepository({ GITHUB_REPOSITORY: 'anthropics/claude-code' })).toBe('anthropics/claude-code');
    expect(actionRepository({ GITHUB_REPOSITORY: 'anthropics/claude-code', GITHUB_SERVER_URL: 'https://ghe.example.com' })).toBeUndefined();
  });
  it('the CLI passes the git remote origin to the rules', () => {
    const root = writeTree({ '.claude-plugin/marketplace.json': '{ "name": "claude-code-plugins", "owner": { "name": "A" }, "plugins": [] }' });
    try {
      execFileSync('git', ['init', '-q', root]);
      expect(gitOriginRepository(root)).toBeUndefined();
      const reserved = (r: ReturnType<typeof lint>) => r.diagnostics.filter((d) => d.kind === 'marketplace/reserved-name').length;
      expect(reserved(lint({ root, repository: gitOriginRepository(root) }))).toBe(1);
      execFileSync('git', ['-C', root, 'remote', 'add', 'origin', 'https://github.com/anthropics/claude-code.git']);
      expect(gitOriginRepository(root)).toBe('anthropics/claude-code');
      expect(reserved(lint({ root, repository: gitOriginRepository(root) }))).toBe(0);
    } finally {
      removeTree(root);
    }
  });
});

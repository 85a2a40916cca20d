/** The CLI reads `origin` from the repository's config file; `git remote get-url origin` is the judge. */
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitOriginRepository, originFromConfig } from '../../src/cli/git-origin.js';
import { removeTree, writeTree } from '../helpers/index.js';

const roots: string[] = [];
afterAll(() => roots.forEach(removeTree));
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const gitSays = (dir: string) => {
  try {
    return git('-C', dir, 'remote', 'get-url', 'origin');
  } catch {
    return undefined;
  }
};
function repo(): string {
  const root = writeTree({ 'README.md': 'x\n' });
  roots.push(root);
  git('init', '-q', root);
  return root;
}

describe('the origin remote, read without starting git', () => {
  it('agrees with git: no repository, no origin, https, a sub-folder, scp form, two urls (the first wins)', () => {
    const none = writeTree({ 'a.md': 'x\n' });
    roots.push(none);
    expect(originFromConfig(none)).toBe(gitSays(none));
    const r = repo();
    expect(originFromConfig(r)).toBeUndefined();
    expect(gitSays(r)).toBeUndefined();
    git('-C', r, 'remote', 'add', 'origin', 'https://github.com/acme/tools.git');
    git('-C', r, 'remote', 'add', 'upstream', 'git@github.com:other/thing.git');
    mkdirSync(join(r, 'sub/deeper'), { recursive: true });
    for (const d of [r, join(r, 'sub/deeper')]) {
      expect(originFromConfig(d)).toBe(gitSays(d));
      expect(gitOriginRepository(d)).toBe('acme/tools');
    }
    git('-C', r, 'remote', 'set-url', 'origin', 'git@github.com:acme/scp.git');
    expect(originFromConfig(r)).toBe(gitSays(r));
    expect(gitOriginRepository(r)).toBe('acme/scp');
    git('-C', r, 'remote', 'set-url', '--add', 'origin', 'https://github.com/acme/second.git');
    expect(originFromConfig(r)).toBe(gitSays(r));
    expect(gitOriginRepository(r)).toBe('acme/scp');
  });
  it('a worktree reads the main repository config', () => {
    const r = repo();
    git('-C', r, 'remote', 'add', 'origin', 'https://github.com/acme/wt.git');
    git('-C', r, '-c', 'user.email=a@b', '-c', 'user.name=a', 'commit', '-q', '--allow-empty', '-m', 'x');
    const wt = `${r}-wt`;
    roots.push(wt);
    git('-C', r, 'worktree', 'add', '-q', wt);
    expect(originFromConfig(wt)).toBe(gitSays(wt));
    expect(gitOriginRepository(wt)).toBe('acme/wt');
  });
  it('leaves insteadOf rewrites and includes to git itself', () => {
    const r = repo();
    git('-C', r, 'remote', 'add', 'origin', 'gh:acme/short');
    git('-C', r, 'config', 'url.https://github.com/.insteadOf', 'gh:');
    expect(originFromConfig(r)).toBe('ask-git');
    expect(gitOriginRepository(r)).toBe('acme/short');
    const s = repo();
    writeFileSync(join(s, 'extra.cfg'), '[remote "origin"]\n\turl = https://github.com/acme/included.git\n');
    git('-C', s, 'config', 'include.path', '../extra.cfg');
    expect(originFromConfig(s)).toBe('ask-git');
    expect(gitOriginRepository(s)).toBe('acme/included');
  });
});

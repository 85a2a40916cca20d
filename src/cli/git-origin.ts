/** The CLI's view of where a tree comes from: the git remote `origin` of its folder. */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { githubRepositoryOf } from '../engine/repository.js';

/** `owner/name` of the `origin` remote when it is on github.com; undefined when there is no git, no repository or no origin. */
export function gitOriginRepository(dir: string): string | undefined {
  const fromConfig = originFromConfig(dir);
  if (fromConfig !== 'ask-git') return githubRepositoryOf(fromConfig);
  try {
    const url = execFileSync('git', ['-C', dir, 'remote', 'get-url', 'origin'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] });
    return githubRepositoryOf(url);
  } catch {
    return undefined;
  }
}

/**
 * The `url` of `[remote "origin"]`, read from the repository's own config file: starting `git` costs more
 * than linting a small repository (about 10 ms). Whatever this reader does not model — `include`/`includeIf`,
 * `insteadOf` rewrites, `GIT_DIR` and friends, an unreadable file — is left to `git remote get-url` itself
 * (`'ask-git'`), so the answer is always git's. Undefined: a repository without an origin, or no repository.
 */
export function originFromConfig(dir: string): string | undefined | 'ask-git' {
  if (process.env.GIT_DIR || process.env.GIT_CONFIG || process.env.GIT_CONFIG_GLOBAL || process.env.GIT_CONFIG_COUNT) return 'ask-git';
  const gitDir = findGitDir(resolve(dir));
  if (gitDir === undefined) return undefined;
  if (gitDir === 'ask-git') return 'ask-git';
  let text: string;
  try {
    text = readFileSync(join(gitDir, 'config'), 'utf8');
  } catch {
    return 'ask-git';
  }
  let inOrigin = false;
  let url: string | undefined;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      if (/^\[include/i.test(line)) return 'ask-git';
      inOrigin = /^\[remote "origin"\]$/.test(line);
      // `[remote.origin]`, `[ remote "origin" ]`, `[Remote "origin"]`: legal, rare; git reads them.
      if (!inOrigin && /remote/i.test(line) && line.includes('origin')) return 'ask-git';
      continue;
    }
    if (/^insteadof\b/i.test(line)) return 'ask-git';
    const m = inOrigin ? /^url\s*=\s*(.*)$/i.exec(line) : null;
    if (m) {
      if (/["\\;#]/.test(m[1]!)) return 'ask-git'; // quoting, escapes or comments: git's own parser decides
      url ??= m[1]!.trim(); // git remote get-url prints the first url
    }
  }
  return url;
}

/** The git directory holding the config for `dir`: `.git` in it or a parent; for a worktree, the common directory. */
function findGitDir(start: string): string | undefined | 'ask-git' {
  for (let d = start; ; d = dirname(d)) {
    const dotGit = join(d, '.git');
    let isDir: boolean;
    try {
      isDir = statSync(dotGit).isDirectory();
    } catch {
      if (dirname(d) === d) return undefined;
      continue;
    }
    if (isDir) return dotGit;
    // A worktree or submodule: `.git` is a file naming the git directory, whose `commondir` may point further.
    try {
      const named = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, 'utf8'))?.[1]?.trim();
      if (!named) return 'ask-git';
      const gitDir = isAbsolute(named) ? named : resolve(d, named);
      let common: string | undefined;
      try {
        common = readFileSync(join(gitDir, 'commondir'), 'utf8').trim();
      } catch {
        return gitDir;
      }
      return isAbsolute(common) ? common : resolve(gitDir, common);
    } catch {
      return 'ask-git';
    }
  }
}

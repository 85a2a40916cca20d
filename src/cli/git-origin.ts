/** The CLI's view of where a tree comes from: the git remote `origin` of its folder. */
import { execFileSync } from 'node:child_process';
import { githubRepositoryOf } from '../engine/repository.js';

/** `owner/name` of the `origin` remote when it is on github.com; undefined when there is no git, no repository or no origin. */
export function gitOriginRepository(dir: string): string | undefined {
  try {
    const url = execFileSync('git', ['-C', dir, 'remote', 'get-url', 'origin'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] });
    return githubRepositoryOf(url);
  } catch {
    return undefined;
  }
}

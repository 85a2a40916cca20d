/**
 * The tree of a git revision, written to a temporary folder with `git archive`
 * (the repository, its index and its worktrees are left alone), so that its
 * inventory is taken by the same discovery as the working tree's.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

export class RevisionError extends Error {}

export interface BaseTree {
  /** The scan root inside the extracted tree (the same sub-folder as the working tree's root). */
  root: string;
  /** The full commit id the revision names. */
  commit: string;
  dispose(): void;
}

const git = (cwd: string, args: string[], input?: Buffer): Buffer =>
  execFileSync('git', args, { cwd, input, maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });

/** The first line git printed on stderr, for a message. */
function gitError(err: unknown): string {
  const e = err as { stderr?: Buffer; message?: string };
  const text = e.stderr?.toString('utf8').trim() || e.message || String(err);
  return text.split('\n').find((l) => l.trim() !== '')!.replace(/^fatal: /, '');
}

/** Does the repository at `dir` have this commit? */
export function hasCommit(dir: string, rev: string): boolean {
  try {
    git(dir, ['cat-file', '-e', `${rev}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Write the tree of `rev` to a temporary folder; `root` is the working tree's scan root (inside the repository). */
export function extractRevision(root: string, rev: string): BaseTree {
  let top: string;
  try {
    top = git(root, ['rev-parse', '--show-toplevel']).toString('utf8').trim();
  } catch (err) {
    throw new RevisionError(`${root} is not inside a git repository (${gitError(err)}): --diff needs one`);
  }
  let commit: string;
  try {
    commit = git(top, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]).toString('utf8').trim();
  } catch {
    throw new RevisionError(`no commit \`${rev}\` in this repository (a shallow clone may not have it: fetch it, e.g. \`git fetch --depth=1 origin ${rev}\`, or check out with fetch-depth: 0)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'agentlint-base-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    const tar = git(top, ['archive', '--format=tar', commit]);
    execFileSync('tar', ['-x', '-C', dir], { input: tar, maxBuffer: 64 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (err) {
    dispose();
    throw new RevisionError(`cannot read the tree of ${rev}: ${gitError(err)}`);
  }
  // The real path of both (a temp folder behind a link, a root given through one).
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return resolve(p);
    }
  };
  const sub = relative(real(top), real(root));
  return { root: sub ? join(dir, sub) : dir, commit, dispose };
}

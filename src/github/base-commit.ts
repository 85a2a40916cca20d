/**
 * The pull request's base commit in the checkout: a shallow clone (actions/checkout's default) lacks it, so it is
 * fetched once, with the credentials actions/checkout left in the git config.
 */
import { execFileSync } from 'node:child_process';
import { hasCommit } from '../engine/inventory/base-tree.js';

/** Fetch one commit into a shallow checkout; the last line git printed when it could not. */
function fetchCommit(root: string, sha: string): string | undefined {
  try {
    execFileSync('git', ['fetch', '--no-tags', '--depth=1', 'origin', sha], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    return undefined;
  } catch (err) {
    const e = err as { stderr?: Buffer; message?: string };
    return (e.stderr?.toString('utf8').trim() || e.message || String(err)).split('\n').filter(Boolean).pop();
  }
}

/** Make sure the checkout has `sha`: undefined when it has (or now has) it, else why it cannot. */
export function ensureCommit(root: string, sha: string, info: (m: string) => void): string | undefined {
  if (hasCommit(root, sha)) return undefined;
  info(`agentlint: the base commit ${sha.slice(0, 12)} is not in the checkout; fetching it`);
  const why = fetchCommit(root, sha);
  if (why === undefined && hasCommit(root, sha)) return undefined;
  return `the base commit ${sha.slice(0, 12)} is not in this checkout and could not be fetched (${why ?? 'not found after fetching'}): check out with \`fetch-depth: 0\` (actions/checkout)`;
}

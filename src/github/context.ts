/**
 * The run's context, read from the runner's environment and the event
 * payload: repository, event kind, the commit to report on and, for pull
 * requests, the number. For pull requests the commit is the PR head
 * (`pull_request.head.sha`), not `GITHUB_SHA` (a merge commit GitHub made).
 */
import { readFileSync } from 'node:fs';

export type EventKind = 'pull_request' | 'pull_request_target' | 'push' | 'workflow_dispatch' | (string & {});

export interface RunContext {
  eventName: EventKind;
  owner: string;
  repo: string;
  /** The commit check runs and reviews attach to. */
  headSha: string;
  /** Set for `pull_request` and `pull_request_target`. */
  pullNumber?: number;
  /** The head repository is a fork (its token is read-only on `pull_request`). */
  fromFork: boolean;
  /** Pull requests: the base branch's commit (`pull_request.base.sha`), which the inventory is compared with. */
  baseSha?: string;
}

export const PR_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

export class ContextError extends Error {}

export function readContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new ContextError('GITHUB_REPOSITORY is not set (expected `owner/repo`)');
  let payload: Record<string, any> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Record<string, any>;
    } catch (err) {
      throw new ContextError(`cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(err as Error).message}`);
    }
  }
  const pr = PR_EVENTS.includes(eventName) ? payload.pull_request : undefined;
  if (pr) {
    const headSha = pr.head?.sha;
    const number = pr.number ?? payload.number;
    if (typeof headSha !== 'string' || typeof number !== 'number') throw new ContextError(`the ${eventName} payload has no pull_request.head.sha or number`);
    const headRepo = pr.head?.repo?.full_name;
    const baseRepo = pr.base?.repo?.full_name ?? `${owner}/${repo}`;
    const baseSha = typeof pr.base?.sha === 'string' ? (pr.base.sha as string) : undefined;
    return { eventName, owner, repo, headSha, pullNumber: number, fromFork: typeof headRepo === 'string' && headRepo !== baseRepo, ...(baseSha ? { baseSha } : {}) };
  }
  // push: `after` is the pushed head; workflow_dispatch and others: GITHUB_SHA.
  const sha = (eventName === 'push' && typeof payload.after === 'string' && !/^0+$/.test(payload.after) ? payload.after : undefined) ?? env.GITHUB_SHA;
  if (!sha) throw new ContextError('GITHUB_SHA is not set');
  return { eventName, owner, repo, headSha: sha, fromFork: false };
}

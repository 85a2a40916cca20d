/**
 * The GitHub client: Octokit with throttling and retries. Writes go through
 * the throttling plugin's write queue (one at a time, a second apart, as
 * GitHub asks for content-creating requests); the callers also await each
 * request before the next, so everything is serial.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';

export const AgentlintOctokit = Octokit.plugin(throttling, retry);
export type GitHub = InstanceType<typeof AgentlintOctokit>;

export interface ClientOptions {
  token: string;
  /** `GITHUB_API_URL`; default https://api.github.com. */
  baseUrl?: string;
  /** Where throttling/retry notes go (never the token). */
  log?: (message: string) => void;
  /** Octokit's own request log (failed requests are reported by the callers). */
  debug?: (message: string) => void;
  /** Retries for 5xx answers (default 3). */
  retries?: number;
}

export function createClient(opts: ClientOptions): GitHub {
  const log = opts.log ?? (() => {});
  const debug = opts.debug ?? (() => {});
  return new AgentlintOctokit({
    auth: opts.token,
    baseUrl: (opts.baseUrl ?? 'https://api.github.com').replace(/(?<!\/)\/+$/, ''),
    userAgent: 'agentlint-action',
    // Octokit's own log would print request details on warnings; keep it quiet and route through ours.
    log: { debug: () => {}, info: () => {}, warn: (m: string) => debug(String(m)), error: (m: string) => debug(String(m)) },
    retry: { retries: opts.retries ?? 3 },
    throttle: {
      onRateLimit: (retryAfter: number, options: { method?: string; url?: string }, _o: unknown, retryCount: number) => {
        log(`GitHub rate limit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`);
        return retryCount < 2 && retryAfter <= 120;
      },
      onSecondaryRateLimit: (retryAfter: number, options: { method?: string; url?: string }, _o: unknown, retryCount: number) => {
        log(`GitHub secondary rate limit on ${options.method} ${options.url}; retry ${retryCount + 1} in ${retryAfter}s`);
        return retryCount < 2 && retryAfter <= 120;
      },
    },
  });
}

/** HTTP status of an Octokit error, if it is one. */
export function statusOf(err: unknown): number | undefined {
  const s = (err as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}

/** A token that may not write here (fork pull requests, missing `permissions:`). */
export function isPermissionError(err: unknown): boolean {
  const s = statusOf(err);
  return s === 403 || s === 404;
}

/** A one-line description of an API error: status and GitHub's message, never headers or the token. */
export function describeError(err: unknown): string {
  const s = statusOf(err);
  const data = (err as { response?: { data?: { message?: unknown } } })?.response?.data;
  const msg = typeof data?.message === 'string' ? data.message : (err as Error)?.message ?? String(err);
  return s ? `HTTP ${s}: ${msg.split('\n')[0]}` : msg.split('\n')[0]!;
}

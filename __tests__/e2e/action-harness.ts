/**
 * Shared by the end-to-end tests of the BUILT Action: a git repository with
 * agent files, the pull request's file list as GitHub would send it, a real
 * pull_request payload, and the Action run as a child process with the
 * runner's environment.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { PullFile } from './fake-github.js';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(here, '..', '..');
/** The committed bundle; AGENTLINT_E2E_DIST runs the same tests on another build (e.g. a fresh one outside dist/). */
export const DIST = process.env.AGENTLINT_E2E_DIST ?? join(repoRoot, 'dist', 'index.js');
const require = createRequire(import.meta.url);

export const OWNER = 'octo-org';
export const REPO = 'agents-repo';
export const PR = 7;
export const TOKEN = 'ghs_FAKEtoken0123456789abcdefSECRET';

// ---------- a git repository with agent files ----------

export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });

export function write(root: string, files: Record<string, string | Buffer>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

export function commit(root: string, message: string): string {
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', message);
  return git(root, 'rev-parse', 'HEAD').trim();
}

/** What `pulls.listFiles` says for base...head: status and the hunks-only patch (none for `noPatch`, as GitHub does for binary or huge files). */
export function pullFiles(root: string, base: string, head: string, noPatch: ReadonlySet<string> = new Set()): PullFile[] {
  const out: PullFile[] = [];
  for (const line of git(root, 'diff', '--name-status', base, head).trim().split('\n')) {
    const [st, filename] = line.split('\t') as [string, string];
    const status = st === 'A' ? 'added' : st === 'D' ? 'removed' : 'modified';
    if (noPatch.has(filename)) {
      out.push({ filename, status });
      continue;
    }
    const diff = git(root, 'diff', '-U3', base, head, '--', filename);
    const patch = diff.slice(diff.indexOf('@@')).replace(/\n$/, '');
    out.push({ filename, status, patch, additions: (patch.match(/^\+/gm) ?? []).length, deletions: (patch.match(/^-/gm) ?? []).length });
  }
  return out;
}

/** A real pull_request `synchronize` payload, adapted to this repository and these commits. */
export function pullRequestEvent(baseSha: string, headSha: string): Record<string, any> {
  const examples = require('@octokit/webhooks-examples') as Array<{ name: string; examples: Array<Record<string, any>> }>;
  const payload = structuredClone(examples.find((e) => e.name === 'pull_request')!.examples.find((e) => e.action === 'synchronize')!);
  payload.number = PR;
  payload.pull_request.number = PR;
  payload.pull_request.head.sha = headSha;
  payload.pull_request.base.sha = baseSha;
  payload.repository.full_name = `${OWNER}/${REPO}`;
  payload.repository.name = REPO;
  payload.repository.owner.login = OWNER;
  payload.pull_request.head.repo.full_name = `${OWNER}/${REPO}`;
  payload.pull_request.base.repo.full_name = `${OWNER}/${REPO}`;
  return payload;
}

// ---------- running the Action ----------

export interface Run {
  code: number | null;
  /** The signal that ended the process (SIGKILL when `timeoutMs` passed). */
  signal: NodeJS.Signals | null;
  ms: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^(.+?)<<(ghadelimiter_[^\n]+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** The runner's INPUT_* for every input of action.yml, at its default, then `inputs`. */
export function inputEnv(inputs: Record<string, string>): Record<string, string> {
  const action = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(action.inputs)) {
    const v = name === 'github-token' ? TOKEN : String(spec.default ?? '');
    env[`INPUT_${name.toUpperCase()}`] = v;
  }
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

export interface RunOptions {
  /** A directory for this run's GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. */
  scratch: string;
  workspace: string;
  eventPath: string;
  apiUrl: string;
  inputs?: Record<string, string>;
  sha: string;
  eventName?: string;
  /** Kill the process (SIGKILL) after this long: a hang ends the test instead of stalling it. */
  timeoutMs?: number;
  /** The bundle to run (default DIST). */
  dist?: string;
}

export async function runAction(opts: RunOptions): Promise<Run> {
  const dir = mkdtempSync(join(opts.scratch, 'run-'));
  const outputFile = join(dir, 'output');
  const summaryFile = join(dir, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const base: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(k)) base[k] = v;
  const env = {
    ...base,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: opts.eventName ?? 'pull_request',
    GITHUB_EVENT_PATH: opts.eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_API_URL: opts.apiUrl,
    GITHUB_SHA: '1111111111111111111111111111111111111111', // the merge commit: must not be used
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...inputEnv(opts.inputs ?? {}),
  };
  const started = Date.now();
  const child = spawn(process.execPath, [opts.dist ?? DIST], { cwd: opts.workspace, env, timeout: opts.timeoutMs, killSignal: 'SIGKILL' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((ok) => child.on('close', (c, s) => ok([c, s])));
  return { code, signal, ms: Date.now() - started, stdout, stderr, outputs: parseOutputs(readFileSync(outputFile, 'utf8')), summary: readFileSync(summaryFile, 'utf8') };
}

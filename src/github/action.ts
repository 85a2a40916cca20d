/**
 * The Action: lint the workspace, then report on GitHub — check run with
 * annotations, review suggestions, job summary, SARIF file, outputs. Only
 * the lint result decides the exit status: a token that cannot write (fork
 * pull requests, missing permissions) degrades to workflow-command
 * annotations and never fails the job.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { actionRepository } from '../engine/repository.js';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import { parse as parseYaml } from 'yaml';
import { HARNESSES, isHarness, type Harness } from '../artifacts/harness.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { closest } from '../diagnostics/suggest.js';
import { CATEGORIES } from '../diagnostics/diagnostic.js';
import { ALL_RULES } from '../rules/index.js';
import { FILE_BUDGET_MS } from '../artifacts/limits.js';
import { ConfigError, lint, type LintResult } from '../engine/run.js';
import { unusedSuppressions } from '../engine/suppressions/apply.js';
import { readSuppressions, SUPPRESSIONS_FILE } from '../engine/suppressions/file.js';
import { LINT_SETTINGS, type LintEntry, type LintSetting } from '../engine/levels.js';
import { toSarif } from '../report/sarif.js';
import { countByLevel } from '../diagnostics/diagnostic.js';
import { toSummary } from '../report/summary.js';
import { toWorkflowCommands } from '../report/workflow-commands.js';
import { createClient, describeError, isPermissionError, type GitHub } from './api.js';
import { conclusionOf, publishCheckRun, type Conclusion, type FailOn } from './checks.js';
import { readContext, type RunContext } from './context.js';
import { listChangedFiles, type ChangedFile } from './files.js';
import { FILTER_MODES, filterDiagnostics, type FilterMode } from './filter.js';
import { publishReview } from './review.js';
import { buildSuggestions } from './suggestions.js';
import { INVENTORY_MODES, inventoryStep, type InventoryMode } from './inventory.js';

export interface ActionInputs {
  token: string;
  config?: string;
  workingDirectory: string;
  filterMode: FilterMode;
  failOn: FailOn;
  lints: LintEntry[];
  /** The `harnesses` input; absent: the config's `harnesses:`, else every harness whose files the tree holds. */
  harnesses?: Harness[];
  checkRun: boolean;
  suggestions: boolean;
  summary: boolean;
  sarifFile: string;
  /** `inventory`: the pull request's difference in what each harness loads, as a comment (and in the summary), in the summary only, or off. */
  inventory: InventoryMode;
}

export class InputError extends Error {}

function bool(name: string, dflt: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return dflt;
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new InputError(`input \`${name}\` must be true or false, not \`${v}\``);
}

function oneOf<T extends string>(name: string, allowed: readonly T[], dflt: T): T {
  const v = core.getInput(name).trim();
  if (v === '') return dflt;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  const near = closest(v, allowed);
  throw new InputError(`input \`${name}\` must be one of ${allowed.join(', ')}, not \`${v}\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`);
}

/** The `lints` input: a YAML or JSON map of lint kind → allow|warn|deny. */
export function parseLints(text: string): LintEntry[] {
  if (text.trim() === '') return [];
  let v: unknown;
  try {
    v = parseYaml(text);
  } catch (err) {
    throw new InputError(`input \`lints\` is not YAML or JSON: ${(err as Error).message.split('\n')[0]}`);
  }
  if (v === null || v === undefined) return [];
  if (typeof v !== 'object' || Array.isArray(v)) throw new InputError('input `lints` must be a map, e.g. `{agents/name-format: deny}`');
  const keys = [...ALL_RULES.map((r) => r.meta.id), ...CATEGORIES.map((c) => `category:${c}`), 'all'];
  const out: LintEntry[] = [];
  for (const [key, raw] of Object.entries(v as Record<string, unknown>)) {
    if (!keys.includes(key)) {
      const near = closest(key, keys);
      throw new InputError(`input \`lints\`: \`${key}\` names no rule, category or \`all\`${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`);
    }
    const setting = String(raw);
    if (!(LINT_SETTINGS as readonly string[]).includes(setting)) {
      throw new InputError(`input \`lints\`: \`${key}\` must be allow, warn or deny, not \`${setting}\``);
    }
    out.push({ key, setting: setting as LintSetting });
  }
  return out;
}

/** The `harnesses` input: names separated by commas, spaces or new lines (a YAML list's brackets allowed). */
export function parseHarnessesInput(raw: string): Harness[] | undefined {
  const names = raw.replace(/[[\]"']/g, ' ').split(/[\s,]+/).filter(Boolean);
  if (names.length === 0) return undefined;
  for (const n of names) {
    if (!isHarness(n)) {
      const near = closest(n, HARNESSES);
      throw new InputError(`input \`harnesses\`: \`${n}\` is not one of ${HARNESSES.join(', ')}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''}`);
    }
  }
  return names as Harness[];
}

export function readInputs(): ActionInputs {
  return {
    token: core.getInput('github-token'),
    config: core.getInput('config').trim() || undefined,
    workingDirectory: core.getInput('working-directory').trim() || '.',
    filterMode: oneOf('filter-mode', FILTER_MODES, 'added'),
    failOn: oneOf<FailOn>('fail-on', ['error', 'warn', 'never'], 'error'),
    lints: parseLints(core.getInput('lints')),
    harnesses: parseHarnessesInput(core.getInput('harnesses')),
    checkRun: bool('check-run', true),
    suggestions: bool('suggestions', true),
    summary: bool('summary', true),
    // An unset input means the default; an input set to '' (INPUT_SARIF-FILE='') means none.
    sarifFile: process.env['INPUT_SARIF-FILE'] === undefined ? 'agentlint.sarif' : core.getInput('sarif-file').trim(),
    inventory: oneOf<InventoryMode>('inventory', INVENTORY_MODES, 'comment'),
  };
}

function toPosix(p: string): string {
  return p.split(sep).join('/');
}

function readText(root: string, path: string): string | undefined {
  try {
    const raw = readFileSync(resolve(root, path), 'utf8');
    return raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  } catch {
    return undefined;
  }
}

export interface ActionResult {
  conclusion: Conclusion;
  inScope: Diagnostic[];
  result: LintResult;
}

const SCOPE_TEXT: Record<FilterMode, string> = {
  added: 'Scope: findings on lines this pull request adds or changes (`filter-mode: added`).',
  diff_context: 'Scope: findings on lines shown in the diff of this pull request (`filter-mode: diff_context`).',
  file: 'Scope: findings in files this pull request changes (`filter-mode: file`).',
  nofilter: 'Scope: the whole workspace (`filter-mode: nofilter`).',
};

/**
 * The suppressions file (read by `lint` at the scan root) with entries no finding matched: a fixed
 * problem leaves room for a new one of the same rule in that file until the entry is pruned.
 */
function unusedSuppressionsNote(root: string, result: LintResult): string | undefined {
  const s = readSuppressions(resolve(root, SUPPRESSIONS_FILE), root);
  if (!s) return undefined;
  const n = unusedSuppressions(s, result.suppressed, () => true).reduce((sum, u) => sum + u.count, 0);
  if (n === 0) return undefined;
  return `${n} suppressed finding${n === 1 ? '' : 's'} in \`${SUPPRESSIONS_FILE}\` no longer ${n === 1 ? 'occurs' : 'occur'}: run \`agentlint --prune-suppressions\` and commit the file, so that a new finding of the same rule in the same file is not taken for an old one.`;
}

export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<ActionResult | undefined> {
  let inputs: ActionInputs;
  try {
    inputs = readInputs();
  } catch (err) {
    core.setFailed((err as Error).message);
    return undefined;
  }
  // The token is never written anywhere: not even `::add-mask::` (the runner already masks `github.token` and secrets).

  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const root = resolve(workspace, inputs.workingDirectory);
  let pathPrefix = toPosix(relative(workspace, root));
  if (pathPrefix.startsWith('..') || isAbsolute(pathPrefix)) {
    core.warning(`working-directory ${inputs.workingDirectory} is outside GITHUB_WORKSPACE: paths are reported relative to it`);
    pathPrefix = '';
  }

  let ctx: RunContext | undefined;
  try {
    ctx = readContext(env);
  } catch (err) {
    core.warning(`agentlint: ${(err as Error).message}; reporting with workflow commands only`);
  }

  let result: LintResult;
  try {
    result = lint({ root, configPath: inputs.config ? resolve(root, inputs.config) : undefined, callSite: inputs.lints, repository: actionRepository(env), harnesses: inputs.harnesses, fileBudgetMs: FILE_BUDGET_MS });
  } catch (err) {
    core.setOutput('conclusion', 'failure');
    core.setFailed(err instanceof ConfigError ? `agentlint: ${err.message}` : `agentlint failed: ${(err as Error).stack ?? String(err)}`);
    return undefined;
  }

  const gh: GitHub | undefined = inputs.token && ctx ? createClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => core.info(m), debug: (m) => core.debug(m) }) : undefined;
  const notes: string[] = [];
  const unused = unusedSuppressionsNote(root, result);
  if (unused) notes.push(unused);

  // Scope: the changed files of a pull request.
  let mode: FilterMode = 'nofilter';
  let files: Map<string, ChangedFile> | undefined;
  if (ctx?.pullNumber !== undefined && inputs.filterMode !== 'nofilter') {
    if (!gh) {
      notes.push('No token: the pull request’s changed files are unknown, so the whole workspace is in scope.');
    } else {
      try {
        const changed = await listChangedFiles(gh, ctx.owner, ctx.repo, ctx.pullNumber);
        files = changed.files;
        mode = inputs.filterMode;
        if (changed.truncated) notes.push('GitHub lists at most 3,000 changed files: findings in files past that are not in scope.');
      } catch (err) {
        core.warning(`agentlint: cannot list the pull request's files (${describeError(err)}); the whole workspace is in scope`);
        notes.push(`Could not list the pull request’s files (${describeError(err)}): the whole workspace is in scope.`);
      }
    }
  } else if (ctx?.pullNumber !== undefined && gh) {
    // nofilter on a PR: the files are still needed for suggestions.
    try {
      files = (await listChangedFiles(gh, ctx.owner, ctx.repo, ctx.pullNumber)).files;
    } catch (err) {
      core.warning(`agentlint: cannot list the pull request's files (${describeError(err)}); no suggestions`);
    }
  }

  const inScope = filterDiagnostics(result.diagnostics, { mode, files, pathPrefix });
  const counts = countByLevel(inScope);
  const conclusion = conclusionOf(inScope, inputs.failOn);
  const scopeNote = ctx?.pullNumber !== undefined ? SCOPE_TEXT[mode] : 'Scope: the whole workspace.';

  // SARIF: every finding in the workspace, whatever the scope.
  let sarifPath = '';
  if (inputs.sarifFile) {
    sarifPath = resolve(workspace, inputs.sarifFile);
    try {
      mkdirSync(dirname(sarifPath), { recursive: true });
      writeFileSync(sarifPath, JSON.stringify(toSarif(result, ALL_RULES, { pathPrefix, srcRoot: workspace }), null, 2) + '\n');
      core.info(`agentlint: SARIF written to ${sarifPath}`);
    } catch (err) {
      core.warning(`agentlint: cannot write ${sarifPath}: ${(err as Error).message}`);
      sarifPath = '';
    }
  }

  const title = `${counts.error} error${counts.error === 1 ? '' : 's'}, ${counts.warn} warning${counts.warn === 1 ? '' : 's'}, ${counts.info} notice${counts.info === 1 ? '' : 's'}`;

  // Check run, or workflow commands when there is none.
  let commands = !inputs.checkRun || !gh;
  if (inputs.checkRun && !gh) notes.push('No token: annotations are workflow commands instead of a check run.');
  if (inputs.checkRun && gh && ctx) {
    try {
      const summary = toSummary(result, { diagnostics: inScope, scopeNote, pathPrefix, notes });
      const out = await publishCheckRun(gh, { owner: ctx.owner, repo: ctx.repo, headSha: ctx.headSha, diagnostics: inScope, pathPrefix, conclusion, title, summary });
      core.info(`agentlint: check run ${out.id} completed (${conclusion}) with ${inScope.length} annotation(s) in ${out.batches} batch(es)`);
    } catch (err) {
      commands = true;
      const why = isPermissionError(err) ? 'the token cannot write check runs (a fork pull request, or `checks: write` missing)' : 'the Checks API failed';
      core.warning(`agentlint: ${why}: ${describeError(err)}; falling back to workflow-command annotations`);
      notes.push(`No check run: ${why} (${describeError(err)}). Annotations are workflow commands instead.`);
    }
  }
  let notShown: ReturnType<typeof toWorkflowCommands>['omitted'] | undefined;
  if (commands) {
    const wc = toWorkflowCommands(inScope, { pathPrefix });
    for (const line of wc.lines) process.stdout.write(line + '\n');
    notShown = wc.omitted;
  }

  // Suggestions.
  if (inputs.suggestions && gh && ctx?.pullNumber !== undefined && files) {
    const { comments, skipped } = buildSuggestions({ diagnostics: inScope, files, pathPrefix, readText: (p) => readText(root, p) });
    for (const s of skipped) core.debug(`no suggestion for ${s.finding.kind} at ${s.finding.span.path}:${s.finding.span.range.start.line}: ${s.reason}`);
    try {
      const out = await publishReview(gh, { owner: ctx.owner, repo: ctx.repo, pullNumber: ctx.pullNumber, headSha: ctx.headSha, comments });
      core.info(`agentlint: ${out.posted} suggestion(s) posted${out.listed ? `, ${out.listed} listed in the review` : ''}, ${out.alreadyCommented} already there, ${out.deleted} outdated comment(s) deleted`);
    } catch (err) {
      const why = isPermissionError(err) ? 'the token cannot write reviews (a fork pull request, or `pull-requests: write` missing)' : 'the review could not be posted';
      core.warning(`agentlint: no suggestions: ${why}: ${describeError(err)}`);
      notes.push(`No suggestions: ${why} (${describeError(err)}).`);
    }
  }

  // What the pull request changes in what each harness loads (comment and summary; never decides the conclusion).
  let inventory: Awaited<ReturnType<typeof inventoryStep>>;
  if (ctx && inputs.inventory !== 'off' && ctx.pullNumber !== undefined) {
    try {
      inventory = await inventoryStep({
        mode: inputs.inventory,
        root,
        configPath: inputs.config ? resolve(root, inputs.config) : undefined,
        harnesses: inputs.harnesses,
        rules: ALL_RULES,
        ctx,
        gh,
        env,
        log: { info: (m) => core.info(m), warning: (m) => core.warning(m) },
      });
    } catch (err) {
      core.warning(`agentlint: no inventory difference: ${(err as Error).message}`);
    }
  }

  if (inputs.summary || inventory) {
    try {
      if (inputs.summary) core.summary.addRaw(toSummary(result, { diagnostics: inScope, scopeNote, pathPrefix, notes, notShown }), true);
      if (inventory) core.summary.addRaw(`\n${inventory.summary}`, true);
      await core.summary.write();
    } catch (err) {
      core.info(`agentlint: no job summary (${(err as Error).message})`);
    }
  }

  core.setOutput('errors', counts.error);
  core.setOutput('warnings', counts.warn);
  core.setOutput('notices', counts.info);
  core.setOutput('suppressed', result.suppressed.length);
  core.setOutput('fingerprint', result.ruleset.fingerprint);
  core.setOutput('sarif-file', sarifPath);
  core.setOutput('conclusion', conclusion);
  core.setOutput('inventory-comment', inventory?.comment ?? 'off');

  if (conclusion === 'failure') {
    const what = inputs.failOn === 'warn' ? `${counts.error} error(s) and ${counts.warn} warning(s)` : `${counts.error} error(s)`;
    const msg = `agentlint found ${what} (fail-on: ${inputs.failOn})`;
    if (commands) {
      // The error annotations are already there; do not spend another of GitHub's 10.
      core.info(msg);
      process.exitCode = 1;
    } else core.setFailed(msg);
  }
  return { conclusion, inScope, result };
}

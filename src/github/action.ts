/**
 * The Action: lint the workspace, then report on GitHub — check run with
 * annotations, review suggestions, job summary, SARIF file, outputs. Only
 * the lint result decides the exit status: a token that cannot write (fork
 * pull requests, missing permissions) degrades to workflow-command
 * annotations and never fails the job.
 */
import { readGatedOrUndefined, writeGated } from '../artifacts/gate.js';
import { actionRepository } from '../engine/repository.js';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import { logLine, visible } from '../report/escape.js';
import type { Diagnostic, Level } from '../diagnostics/diagnostic.js';
import { ALL_RULES } from '../rules/index.js';
import { FILE_BUDGET_MS } from '../artifacts/limits.js';
import { ConfigError, lint, type LintResult } from '../engine/run.js';
import { unusedSuppressions } from '../engine/suppressions/apply.js';
import { readSuppressions, SUPPRESSIONS_FILE } from '../engine/suppressions/file.js';
import { toSarif } from '../report/sarif.js';
import { countByLevel } from '../diagnostics/diagnostic.js';
import { toSummary } from '../report/summary.js';
import { formatText } from '../report/text.js';
import { joinPath, toWorkflowCommands } from '../report/workflow-commands.js';
import { createClient, describeError, isPermissionError, type GitHub } from './api.js';
import { conclusionOf, publishCheckRun, type Conclusion } from './checks.js';
import { readContext, type RunContext } from './context.js';
import { listChangedFiles, type ChangedFile } from './files.js';
import { filterDiagnostics, type FilterMode } from './filter.js';
import { readInputs, type ActionInputs } from './inputs.js';
import { publishReview } from './review.js';
import { buildSuggestions } from './suggestions.js';
import { inventoryStep } from './inventory.js';
import { newSuppressions, type NewSuppressions } from './new-suppressions.js';

export { InputError, parseHarnessesInput, parseLints, readInputs, type ActionInputs } from './inputs.js';

/**
 * The Action's log: every line it prints escaped for the runner. `core.info` writes its text raw, so a file name
 * holding a line break and `::error …` would be read as a command of ours; `logLine` keeps it one visible line.
 * The other levels are workflow commands that `@actions/core` data-escapes; their control characters are shown
 * as escapes too.
 */
const log = {
  info: (m: string) => core.info(logLine(m)),
  warning: (m: string) => core.warning(visible(m)),
  setFailed: (m: string) => core.setFailed(visible(m)),
  debug: (m: string) => core.debug(visible(m)),
};

function toPosix(p: string): string {
  return p.split(sep).join('/');
}

function readText(root: string, path: string): string | undefined {
  const raw = readGatedOrUndefined(root, resolve(root, path));
  return raw !== undefined && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
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

/** What the steps after the lint share. */
interface ActionRun {
  inputs: ActionInputs;
  env: NodeJS.ProcessEnv;
  workspace: string;
  /** The scan root (`working-directory` in the workspace). */
  root: string;
  /** The root relative to the workspace, prefixed to reported paths ('' outside it). */
  pathPrefix: string;
  ctx?: RunContext;
  gh?: GitHub;
  result: LintResult;
  /** Notes for the job summary, added by the steps as they go. */
  notes: string[];
  /** On a pull request: the findings it suppresses itself. */
  bySelf?: NewSuppressions;
}

/** The findings in scope and what follows from them. */
interface Scoped {
  inScope: Diagnostic[];
  counts: Record<Level, number>;
  conclusion: Conclusion;
  scopeNote: string;
}

type Omitted = ReturnType<typeof toWorkflowCommands>['omitted'];
type Inventory = Awaited<ReturnType<typeof inventoryStep>>;

export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<ActionResult | undefined> {
  const inputs = inputsOrFail();
  if (!inputs) return undefined;
  // The token is never written anywhere: not even `::add-mask::` (the runner already masks `github.token` and secrets).
  const { workspace, root, pathPrefix } = locate(env, inputs);
  const ctx = contextOrWarn(env);
  const result = lintOrFail(env, inputs, root);
  if (!result) return undefined;
  const gh: GitHub | undefined = inputs.token && ctx ? createClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => log.info(m), debug: (m) => log.debug(m) }) : undefined;
  const notes: string[] = [];
  const unused = unusedSuppressionsNote(root, result);
  if (unused) notes.push(unused);
  const run: ActionRun = { inputs, env, workspace, root, pathPrefix, ctx, gh, result, notes, bySelf: suppressedByThisChange(inputs, root, result, ctx) };

  const { mode, files } = await changedFiles(run);
  const scoped = scope(run, mode, files);
  printFindings(run, scoped.inScope);
  const sarifPath = writeSarif(run);
  // Each finding is said once inline: a suggestion comment, else an annotation.
  const commented = await postSuggestions(run, scoped.inScope, files);
  const { commands, notShown } = await annotate(run, scoped, commented);
  const inventory = await inventoryDifference(run);
  await writeSummary(run, scoped, notShown, inventory);
  setOutputs(result, scoped, sarifPath, inventory, run.bySelf);
  failOnFindings(inputs, scoped, commands, run.bySelf);
  return { conclusion: scoped.conclusion, inScope: scoped.inScope, result };
}

function inputsOrFail(): ActionInputs | undefined {
  try {
    return readInputs();
  } catch (err) {
    log.setFailed((err as Error).message);
    return undefined;
  }
}

/** The workspace, the scan root in it, and the root's path in the workspace (reported paths start with it). */
function locate(env: NodeJS.ProcessEnv, inputs: ActionInputs): { workspace: string; root: string; pathPrefix: string } {
  const workspace = resolve(env.GITHUB_WORKSPACE ?? process.cwd());
  const root = resolve(workspace, inputs.workingDirectory);
  let pathPrefix = toPosix(relative(workspace, root));
  if (pathPrefix.startsWith('..') || isAbsolute(pathPrefix)) {
    log.warning(`working-directory ${inputs.workingDirectory} is outside GITHUB_WORKSPACE: paths are reported relative to it`);
    pathPrefix = '';
  }
  return { workspace, root, pathPrefix };
}

/** The run's GitHub context; without one, the Action reports with workflow commands only. */
function contextOrWarn(env: NodeJS.ProcessEnv): RunContext | undefined {
  try {
    return readContext(env);
  } catch (err) {
    log.warning(`agentlint: ${(err as Error).message}; reporting with workflow commands only`);
    return undefined;
  }
}

/** Lint the root; when that fails (a configuration error, a crash) the job fails and nothing is reported. */
function lintOrFail(env: NodeJS.ProcessEnv, inputs: ActionInputs, root: string): LintResult | undefined {
  try {
    return lint({ root, configPath: inputs.config ? resolve(root, inputs.config) : undefined, callSite: inputs.lints, repository: actionRepository(env), harnesses: inputs.harnesses, fileBudgetMs: FILE_BUDGET_MS });
  } catch (err) {
    core.setOutput('conclusion', 'failure');
    log.setFailed(err instanceof ConfigError ? `agentlint: ${err.message}` : `agentlint failed: ${(err as Error).stack ?? String(err)}`);
    return undefined;
  }
}

/**
 * On a pull request, its changed files and the filter mode that applies: the input's when the files could
 * be listed, else `nofilter` (the whole workspace). With `nofilter` the files are still listed for suggestions.
 */
async function changedFiles(run: ActionRun): Promise<{ mode: FilterMode; files?: Map<string, ChangedFile> }> {
  const { inputs, ctx, gh, notes } = run;
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
        log.warning(`agentlint: cannot list the pull request's files (${describeError(err)}); the whole workspace is in scope`);
        notes.push(`Could not list the pull request’s files (${describeError(err)}): the whole workspace is in scope.`);
      }
    }
  } else if (ctx?.pullNumber !== undefined && gh) {
    // nofilter on a PR: the files are still needed for suggestions.
    try {
      files = (await listChangedFiles(gh, ctx.owner, ctx.repo, ctx.pullNumber)).files;
    } catch (err) {
      log.warning(`agentlint: cannot list the pull request's files (${describeError(err)}); no suggestions`);
    }
  }
  return { mode, files };
}

function scope(run: ActionRun, mode: FilterMode, files: Map<string, ChangedFile> | undefined): Scoped {
  const inScope = filterDiagnostics(run.result.diagnostics, { mode, files, pathPrefix: run.pathPrefix });
  return {
    inScope,
    counts: countByLevel(inScope),
    conclusion: withSelfSuppressed(conclusionOf(inScope, run.inputs.failOn), run),
    scopeNote: run.ctx?.pullNumber !== undefined ? SCOPE_TEXT[mode] : 'Scope: the whole workspace.',
  };
}

/** Where a file's lines are shown at the commit the findings belong to: the base of the summary's links. */
function linkBaseOf(run: ActionRun): string | undefined {
  if (!run.ctx) return undefined;
  const server = (run.env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/$/, '');
  return `${server}/${run.ctx.owner}/${run.ctx.repo}/blob/${run.ctx.headSha}/`;
}

/** The findings the pull request suppresses itself (none when that cannot be known: a note says why). */
function suppressedByThisChange(inputs: ActionInputs, root: string, result: LintResult, ctx: RunContext | undefined): NewSuppressions | undefined {
  try {
    const out = newSuppressions({ root, configPath: inputs.config ? resolve(root, inputs.config) : undefined, result, ctx, info: log.info });
    if (out?.notCompared) log.warning(`agentlint: suppressions not compared with the base commit: ${out.notCompared}`);
    return out;
  } catch (err) {
    log.warning(`agentlint: suppressions not compared with the base commit: ${(err as Error).message}`);
    return { introduced: [], notCompared: (err as Error).message };
  }
}

/** A pull request that suppresses its own findings is never a plain success: neutral, or a failure with `new-suppressions: fail`. */
function withSelfSuppressed(conclusion: Conclusion, run: ActionRun): Conclusion {
  if (!run.bySelf?.introduced.length || conclusion === 'failure') return conclusion;
  return run.inputs.newSuppressions === 'fail' ? 'failure' : 'neutral';
}

/** SARIF: every finding in the workspace, whatever the scope. The file's path, or '' when none was written. */
function writeSarif(run: ActionRun): string {
  if (!run.inputs.sarifFile) return '';
  const sarifPath = resolve(run.workspace, run.inputs.sarifFile);
  try {
    // The input is the workflow's (a path outside the workspace is its choice); inside it, a committed link in
    // place of the file or a linked folder is refused by the gate, never written through.
    writeGated(run.workspace, sarifPath, JSON.stringify(toSarif(run.result, ALL_RULES, { pathPrefix: run.pathPrefix, srcRoot: run.workspace }), null, 2) + '\n', { explicit: true, createFolders: true });
    log.info(`agentlint: SARIF written to ${sarifPath}`);
    return sarifPath;
  } catch (err) {
    log.warning(`agentlint: cannot write ${sarifPath}: ${(err as Error).message}`);
    return '';
  }
}

/**
 * Annotations: a check run, or workflow commands when there is none (the input off, no token, or the
 * Checks API refused). Whether they were workflow commands, and the findings those left out.
 */
async function annotate(run: ActionRun, scoped: Scoped, commented: ReadonlySet<string>): Promise<{ commands: boolean; notShown?: Omitted }> {
  const { inputs, gh, ctx } = run;
  const annotated = scoped.inScope.filter((d) => !(d.fingerprint && commented.has(d.fingerprint)));
  let commands = !inputs.checkRun || !gh;
  if (inputs.checkRun && !gh) run.notes.push('No token: annotations are workflow commands instead of a check run.');
  if (inputs.checkRun && gh && ctx && !(await checkRun(run, gh, ctx, scoped, annotated))) commands = true;
  let notShown: Omitted | undefined;
  if (commands) {
    const wc = toWorkflowCommands(annotated, { pathPrefix: run.pathPrefix });
    for (const line of wc.lines) process.stdout.write(line + '\n');
    notShown = wc.omitted;
  }
  return { commands, notShown };
}

/** Publish the check run with its annotations; false when GitHub refused it (a note and a warning say why). */
async function checkRun(run: ActionRun, gh: GitHub, ctx: RunContext, { inScope, counts, conclusion, scopeNote }: Scoped, annotated: Diagnostic[]): Promise<boolean> {
  const title = `${counts.error} error${counts.error === 1 ? '' : 's'}, ${counts.warn} warning${counts.warn === 1 ? '' : 's'}, ${counts.info} notice${counts.info === 1 ? '' : 's'}`;
  try {
    const summary = toSummary(run.result, { diagnostics: inScope, scopeNote, pathPrefix: run.pathPrefix, notes: run.notes, bySelf: run.bySelf, linkBase: linkBaseOf(run) });
    const out = await publishCheckRun(gh, { owner: ctx.owner, repo: ctx.repo, headSha: ctx.headSha, diagnostics: annotated, pathPrefix: run.pathPrefix, conclusion, title, summary });
    const byComment = inScope.length - annotated.length;
    log.info(`agentlint: check run ${out.id} completed (${conclusion}) with ${annotated.length} annotation(s) in ${out.batches} batch(es)${byComment ? ` (${byComment} more as suggestion comments)` : ''}`);
    return true;
  } catch (err) {
    const why = isPermissionError(err) ? 'the token cannot write check runs (a fork pull request, or `checks: write` missing)' : 'the Checks API failed';
    log.warning(`agentlint: ${why}: ${describeError(err)}; falling back to workflow-command annotations`);
    run.notes.push(`No check run: ${why} (${describeError(err)}). Annotations are workflow commands instead.`);
    return false;
  }
}

/**
 * Review suggestions on the pull request's changed lines (a token that cannot write leaves a note). The fingerprints
 * of the findings that have a suggestion comment on the pull request: those get no annotation.
 */
async function postSuggestions(run: ActionRun, inScope: Diagnostic[], files: Map<string, ChangedFile> | undefined): Promise<Set<string>> {
  const { inputs, gh, ctx } = run;
  if (!(inputs.suggestions && gh && ctx?.pullNumber !== undefined && files)) return new Set();
  const { comments, skipped } = buildSuggestions({ diagnostics: inScope, files, pathPrefix: run.pathPrefix, readText: (p) => readText(run.root, p) });
  for (const s of skipped) log.debug(`no suggestion for ${s.finding.kind} at ${s.finding.span.path}:${s.finding.span.range.start.line}: ${s.reason}`);
  try {
    const out = await publishReview(gh, { owner: ctx.owner, repo: ctx.repo, pullNumber: ctx.pullNumber, headSha: ctx.headSha, comments });
    log.info(`agentlint: ${out.posted} suggestion(s) posted${out.listed ? `, ${out.listed} listed in the review` : ''}, ${out.alreadyCommented} already there, ${out.deleted} outdated comment(s) deleted`);
    return new Set(out.commented);
  } catch (err) {
    const why = isPermissionError(err) ? 'the token cannot write reviews (a fork pull request, or `pull-requests: write` missing)' : 'the review could not be posted';
    log.warning(`agentlint: no suggestions: ${why}: ${describeError(err)}`);
    run.notes.push(`No suggestions: ${why} (${describeError(err)}).`);
    return new Set();
  }
}

/** The findings in the job log, as the terminal shows them, in a collapsed group: whoever opens the red job reads them. */
function printFindings(run: ActionRun, inScope: Diagnostic[]): void {
  if (inScope.length === 0) return;
  core.startGroup(`agentlint: ${inScope.length} finding${inScope.length === 1 ? '' : 's'}`);
  const fromRepository = inScope.map((d) => ({ ...d, span: { ...d.span, path: joinPath(run.pathPrefix, d.span.path) } }));
  const text = formatText({ ...run.result, diagnostics: fromRepository, suppressed: [], skipped: [] }, { color: false });
  for (const line of text.trimEnd().split('\n')) log.info(line);
  core.endGroup();
}

/** What the pull request changes in what each harness loads (comment and summary; never decides the conclusion). */
async function inventoryDifference(run: ActionRun): Promise<Inventory> {
  const { inputs, ctx, root } = run;
  if (!(ctx && inputs.inventory !== 'off' && ctx.pullNumber !== undefined)) return undefined;
  try {
    return await inventoryStep({
      mode: inputs.inventory,
      root,
      configPath: inputs.config ? resolve(root, inputs.config) : undefined,
      harnesses: inputs.harnesses,
      rules: ALL_RULES,
      ctx,
      gh: run.gh,
      env: run.env,
      log: { info: (m) => log.info(m), warning: (m) => log.warning(m) },
    });
  } catch (err) {
    log.warning(`agentlint: no inventory difference: ${(err as Error).message}`);
    return undefined;
  }
}

/** The job summary: the findings (`summary` input) and the inventory difference. */
async function writeSummary(run: ActionRun, { inScope, scopeNote }: Scoped, notShown: Omitted | undefined, inventory: Inventory): Promise<void> {
  if (!(run.inputs.summary || inventory)) return;
  try {
    if (run.inputs.summary) core.summary.addRaw(toSummary(run.result, { diagnostics: inScope, scopeNote, pathPrefix: run.pathPrefix, notes: run.notes, notShown, bySelf: run.bySelf, linkBase: linkBaseOf(run) }), true);
    if (inventory) core.summary.addRaw(`\n${inventory.summary}`, true);
    await core.summary.write();
  } catch (err) {
    log.info(`agentlint: no job summary (${(err as Error).message})`);
  }
}

function setOutputs(result: LintResult, { counts, conclusion }: Scoped, sarifPath: string, inventory: Inventory, bySelf: NewSuppressions | undefined): void {
  core.setOutput('errors', counts.error);
  core.setOutput('warnings', counts.warn);
  core.setOutput('notices', counts.info);
  core.setOutput('suppressed', result.suppressed.length);
  core.setOutput('new-suppressions', bySelf?.introduced.length ?? 0);
  core.setOutput('fingerprint', result.ruleset.fingerprint);
  core.setOutput('sarif-file', sarifPath);
  core.setOutput('conclusion', conclusion);
  core.setOutput('inventory-comment', inventory?.comment ?? 'off');
}

/** Fail the job when the findings in scope reach `fail-on`, or the pull request suppresses its own (`new-suppressions: fail`). */
function failOnFindings(inputs: ActionInputs, { counts, conclusion }: Scoped, commands: boolean, bySelf: NewSuppressions | undefined): void {
  if (conclusion !== 'failure') return;
  const what = inputs.failOn === 'warn' ? `${counts.error} error(s) and ${counts.warn} warning(s)` : `${counts.error} error(s)`;
  const own = bySelf?.introduced.length ?? 0;
  const found = inputs.failOn !== 'never' && (counts.error > 0 || (inputs.failOn === 'warn' && counts.warn > 0));
  const msg = found
    ? `agentlint found ${what} (fail-on: ${inputs.failOn})`
    : `agentlint: this pull request suppresses ${own} of its own finding${own === 1 ? '' : 's'} (new-suppressions: fail)`;
  if (commands) {
    // The error annotations are already there; do not spend another of GitHub's 10.
    log.info(msg);
    process.exitCode = 1;
  } else log.setFailed(msg);
}

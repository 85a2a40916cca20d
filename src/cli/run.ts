/** The CLI's commands, written against an injected I/O so tests can run them in-process. */
import { readGatedOrUndefined, workspaceRoot, writeGated } from '../artifacts/gate.js';
import { gitOriginRepository } from './git-origin.js';
import { ruleGroup } from '../artifacts/harness.js';
import { applyFixes, fixableEdits } from '../engine/fix.js';
import { ConfigError, inPaths, plan, type LintOptions, type LintResult } from '../engine/pipeline.js';
import { lintLoadingRules } from '../engine/lint-loading.js';
import { TOOL_VERSION } from '../engine/version.js';
import { discover } from '../engine/discover.js';
import { explainText } from '../report/explain.js';
import { renderResolveText } from '../report/resolve.js';
import { formatJson } from '../report/json.js';
import { toSarif } from '../report/sarif.js';
import { toWorkflowCommands } from '../report/workflow-commands.js';
import { toGitlab } from '../report/gitlab.js';
import { SUPPRESSIONS_SOURCE } from '../engine/suppressions/file.js';
import { toRdjson } from '../report/rdjson.js';
import { countByLevel } from '../diagnostics/diagnostic.js';
import { formatText } from '../report/text.js';
import { jsonSafe, visibleLines } from '../report/escape.js';
import { loadAllRules } from '../rules/families.js';
import { closest } from '../diagnostics/suggest.js';
import { FILE_BUDGET_MS } from '../artifacts/limits.js';
import { ALL_COMMANDS, HELP, parseArgs, UsageError, type CliArgs } from './args.js';
import { initFiles, runInit } from './init.js';
import type { CliIO } from './io.js';
import { ruleSummary } from '../report/rule-summary.js';

export type { CliIO } from './io.js';
import { checkSuppressRules, noteUnusedSuppressions, suppressionsPath, updateSuppressions, writesSuppressions } from './suppress.js';


/** Maximum --fix passes: each pass re-lints, so fixes that unblock others land too. */
const MAX_FIX_PASSES = 10;

/** The command's exit code: 0 clean, 1 findings at the failing level, 2 usage or configuration errors. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  let args: CliArgs;
  try {
    args = parseArgs(argv);
  } catch (err) {
    if (err instanceof UsageError) {
      // One line: the help is one `agentlint --help` away.
      io.stderr(`agentlint: ${err.message} (see \`agentlint --help\`)\n`);
      return 2;
    }
    throw err;
  }
  try {
    switch (args.command) {
      case 'help':
        io.stdout(HELP);
        return 0;
      case 'version':
        io.stdout(`${TOOL_VERSION}\n`);
        return 0;
      case 'rules':
        return await listRules(args, io);
      case 'explain':
        return await explain(args, io);
      case 'resolve':
        return await resolveCommand(args, io);
      case 'inventory':
        return await inventoryCommand(args, io);
      case 'init':
        return await initCommand(args, io);
      default:
        return await check(args, io);
    }
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      io.stderr(`agentlint: ${err.message}\n`);
      return 2;
    }
    io.stderr(`agentlint: ${(err as Error).message}\n`);
    return 2;
  }
}

/** Scan root and path filter from the PATH arguments. */
export function scope(args: CliArgs, io: CliIO): Pick<LintOptions, 'root' | 'only'> {
  const paths = args.paths.length ? args.paths : ['.'];
  for (const [i, p] of paths.entries()) {
    if (io.fs.existsSync(io.fs.resolve(io.cwd, p))) continue;
    if (i === 0 && !args.explicitCommand && /^[a-z][a-z-]*$/.test(p)) {
      const near = closest(p, ALL_COMMANDS);
      throw new UsageError(`unknown command \`${p}\`${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''} (commands: ${ALL_COMMANDS.join(', ')}; to lint a path, name one that exists)`);
    }
    throw new UsageError(`no such file or directory: ${p}`);
  }
  if (paths.length === 1 && io.fs.statSync(io.fs.resolve(io.cwd, paths[0]!)).isDirectory()) {
    return { root: io.fs.resolve(io.cwd, paths[0]!) };
  }
  const only = paths.map((p) => io.fs.relative(io.cwd, io.fs.resolve(io.cwd, p)).split('\\').join('/') || '.');
  const outside = paths.filter((_, i) => only[i]!.startsWith('..') || io.fs.resolve(io.cwd, only[i]!) !== io.fs.resolve(io.cwd, paths[i]!));
  if (outside.length > 0) {
    throw new UsageError(
      paths.length === 1
        ? `${outside[0]} is outside the current directory: a file is linted within the current directory (its path decides its kind); run agentlint from a folder that contains it, or give that folder as the one PATH`
        : `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} outside the current directory: several paths are linted within it`,
    );
  }
  return { root: io.cwd, only };
}

async function check(args: CliArgs, io: CliIO): Promise<number> {
  const where = scope(args, io);
  if (args.suppressRules) await checkSuppressRules(args.suppressRules);
  // A file named on the command line that is not there is a typo, not "no suppressions" (the writes create it).
  if (args.suppressionsLocation !== undefined && !writesSuppressions(args) && !io.fs.existsSync(suppressionsPath(args, io, where.root))) {
    throw new UsageError(`--suppressions-location: no such file: ${args.suppressionsLocation}`);
  }
  const opts: LintOptions = {
    ...where,
    configPath: args.config ? io.fs.resolve(io.cwd, args.config) : undefined,
    callSite: args.lints,
    repository: gitOriginRepository(where.root),
    harnesses: args.harnesses,
    fileBudgetMs: FILE_BUDGET_MS,
    suppressionsFile: suppressionsPath(args, io, where.root),
  };
  let result: LintResult = await lintLoadingRules(opts);
  if (args.fix) {
    let fixed = 0;
    let lastRejected = 0;
    const files = new Set<string>();
    // With PATH arguments, --fix edits only those files: a fix that would also edit another file is left out whole.
    const named = where.only && inPaths(where.only);
    const editsNamed = (ds: LintResult['diagnostics']) => (named ? ds.filter((d) => !d.suggestion || d.suggestion.edits.every((e) => named(e.path))) : ds);
    for (let pass = 0; pass < MAX_FIX_PASSES && fixableEdits(editsNamed(fixCandidates(result)), args.fixUnsafe).length > 0; pass++) {
      const outcome = applyFixes(opts.root, editsNamed(fixCandidates(result)), args.fixUnsafe);
      lastRejected = outcome.rejected;
      if (outcome.applied === 0) break;
      fixed += outcome.applied;
      outcome.files.forEach((f) => files.add(f));
      result = await lintLoadingRules(opts);
    }
    if (fixed > 0) io.stderr(`agentlint: fixed ${fixed} problem${fixed === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}\n`);
    if (lastRejected > 0) io.stderr(`agentlint: ${lastRejected} fix${lastRejected === 1 ? '' : 'es'} not applied: ${lastRejected === 1 ? 'it' : 'they'} would leave a file that parses worse (or lies outside the scan root)\n`);
    const elsewhere = fixableEdits(fixCandidates(result), args.fixUnsafe).length - fixableEdits(editsNamed(fixCandidates(result)), args.fixUnsafe).length;
    if (elsewhere > 0) io.stderr(`agentlint: ${elsewhere} fix${elsewhere === 1 ? '' : 'es'} not applied: ${elsewhere === 1 ? 'it' : 'they'} would also edit files not named on the command line\n`);
  }
  if (writesSuppressions(args)) result = updateSuppressions(args, result, where, io);
  else noteUnusedSuppressions(args, result, where, io);
  const report = await render(args, result, io, opts.root);
  if (args.output) writeOutput(io, opts.root, args.output, report);
  else io.stdout(report);
  const invalid = result.diagnostics.filter((d) => d.kind === 'config/invalid');
  if (invalid.length > 0) {
    // The report may have gone to a file or be JSON: say it on stderr too.
    const d = invalid[0]!;
    io.stderr(`agentlint: invalid configuration ${d.span.path}:${d.span.range.start.line}:${d.span.range.start.column}: ${d.message}${invalid.length > 1 ? ` (and ${invalid.length - 1} more)` : ''}\n`);
    return 2;
  }
  const c = countByLevel(result.diagnostics);
  if (c.error > 0) return 1;
  if (args.maxWarnings !== undefined && c.warn > args.maxWarnings) {
    io.stderr(`agentlint: ${c.warn} warnings, more than --max-warnings ${args.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

async function render(args: CliArgs, result: LintResult, io: CliIO, root: string): Promise<string> {
  switch (args.format) {
    case 'json':
      return jsonSafe(formatJson(result));
    case 'sarif':
      // URIs are relative to the scan root, which %SRCROOT% names.
      return jsonSafe(JSON.stringify(toSarif(result, await loadAllRules(), { srcRoot: root }), null, 2)) + '\n';
    case 'github':
      // Workflow commands want paths relative to the working directory (the repository on a runner).
      return toWorkflowCommands(result.diagnostics, { pathPrefix: cwdPrefix(io, root) }).lines.join('\n') + '\n';
    case 'gitlab':
      // GitLab reads paths relative to the repository, the job's working directory.
      return jsonSafe(JSON.stringify(toGitlab(result.diagnostics, { pathPrefix: cwdPrefix(io, root) }), null, 2)) + '\n';
    case 'rdjson':
      // reviewdog matches paths against the diff from its working directory.
      return jsonSafe(JSON.stringify(toRdjson(result.diagnostics, { pathPrefix: cwdPrefix(io, root), readText: (path) => readGatedOrUndefined(root, io.fs.resolve(root, path)) }), null, 2)) + '\n';
    default:
      return formatText(result, { color: io.color && !args.output, quiet: args.quiet });
  }
}

/** What `--fix` fixes: the reported findings and those the suppressions file hides (not those an `allow` turned off). */
function fixCandidates(result: LintResult): LintResult['diagnostics'] {
  return [...result.diagnostics, ...result.suppressed.filter((d) => d.source === SUPPRESSIONS_SOURCE)];
}

/** The scan root relative to the current directory, when inside it (a prefix for report paths). */
function cwdPrefix(io: CliIO, root: string): string | undefined {
  const prefix = io.fs.relative(io.cwd, root).split('\\').join('/');
  return prefix && !prefix.startsWith('..') ? prefix : undefined;
}

/** `-o FILE`: the user's path, written through the file gate (no link in its place, no linked folder out of the workspace). */
function writeOutput(io: CliIO, root: string, output: string, text: string): void {
  writeGated(workspaceRoot(root), io.fs.resolve(io.cwd, output), text, { explicit: true, shown: output });
}

/** `agentlint inventory [PATH] [--diff REV]`: what each harness loads (exit 0; 2 on a usage, configuration or git error). */
async function inventoryCommand(args: CliArgs, io: CliIO): Promise<number> {
  const where = scope(args, io);
  if (where.only) throw new UsageError('inventory takes one folder (the scan root), not files');
  const opts = { root: where.root, configPath: args.config ? io.fs.resolve(io.cwd, args.config) : undefined, harnesses: args.harnesses, repository: gitOriginRepository(where.root), fileBudgetMs: FILE_BUDGET_MS };
  const [text, md, json] = await Promise.all([import('../report/inventory-text.js'), import('../report/inventory-markdown.js'), import('../report/inventory-json.js')]);
  let out: string;
  if (args.diff === undefined) {
    const { inventoryOf } = await import('../engine/inventory/run.js');
    const inv = (await inventoryOf(opts)).inventory;
    out = args.format === 'json' ? jsonSafe(json.formatInventoryJson(inv)) : args.format === 'markdown' ? md.formatInventoryMarkdown(inv) : visibleLines(text.formatInventoryText(inv));
  } else {
    const { compareWithRevision } = await import('../engine/inventory/compare.js');
    const { RevisionError } = await import('../engine/inventory/base-tree.js');
    let diff;
    try {
      diff = (await compareWithRevision(opts, args.diff)).diff;
    } catch (err) {
      if (err instanceof RevisionError) throw new UsageError(err.message);
      throw err;
    }
    out = args.format === 'json' ? jsonSafe(json.formatDiffJson(diff)) : args.format === 'markdown' ? md.formatDiffMarkdown(diff) : visibleLines(text.formatDiffText(diff));
  }
  if (args.output) writeOutput(io, where.root, args.output, out);
  else io.stdout(out);
  return 0;
}


async function listRules(args: CliArgs, io: CliIO): Promise<number> {
  const ALL_RULES = await loadAllRules();
  const p = plan(io.cwd, args.config ? io.fs.resolve(io.cwd, args.config) : undefined, ALL_RULES, args.harnesses);
  if (args.json) {
    io.stdout(JSON.stringify({ ruleset: { fingerprint: p.fingerprint }, rules: ALL_RULES.map(ruleSummary) }, null, 2) + '\n');
    return 0;
  }
  const active = new Set(p.active.map((a) => a.rule.meta.id));
  const w = Math.max(...ALL_RULES.map((r) => r.meta.id.length));
  const hw = Math.max(...ALL_RULES.map((r) => ruleGroup(r.meta).length));
  for (const r of ALL_RULES) {
    const flags = [r.meta.optIn ? 'opt-in' : '', r.meta.fixable === 'machine' ? 'fix' : r.meta.fixable === 'maybe' ? 'suggest' : '', active.has(r.meta.id) ? '' : 'off']
      .filter(Boolean)
      .join(',');
    io.stdout(`${r.meta.id.padEnd(w)}  ${ruleGroup(r.meta).padEnd(hw)}  ${r.meta.defaultLevel.padEnd(5)}  ${r.meta.category.padEnd(11)}  ${flags.padEnd(14)}  ${r.meta.description}\n`);
  }
  io.stdout(`\n${ALL_RULES.length} rules; ruleset ${p.fingerprint}\n`);
  return 0;
}

async function explain(args: CliArgs, io: CliIO): Promise<number> {
  const id = args.paths[0];
  if (!id) throw new UsageError('explain needs a rule id (see `agentlint rules`)');
  const ALL_RULES = await loadAllRules();
  const r = ALL_RULES.find((x) => x.meta.id === id);
  if (!r) {
    const near = closest(id, ALL_RULES.map((x) => x.meta.id));
    throw new UsageError(`no rule \`${id}\`${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`);
  }
  io.stdout(args.json ? JSON.stringify({ ...ruleSummary(r), rationale: r.meta.rationale ?? null, examples: r.meta.examples ?? null }, null, 2) + '\n' : explainText(r));
  return 0;
}

/** `agentlint resolve [NAME]`: ai-rulez agents as the generator would emit them (scan root: the current directory). */
async function resolveCommand(args: CliArgs, io: CliIO): Promise<number> {
  const name = args.paths[0];
  // The ai-rulez family is loaded with the command (it is not needed by most runs).
  const { resolveAgent, resolveProjects } = await import('../formats/ai-rulez/lib/resolve.js');
  const p = plan(io.cwd, args.config ? io.fs.resolve(io.cwd, args.config) : undefined, await loadAllRules());
  const { project } = discover(io.cwd, { ignore: p.config.ignore, catalog: p.config.catalog });
  const projects = resolveProjects(project);
  if (projects.length === 0) {
    io.stderr('agentlint: no ai-rulez project (.ai-rulez/config.toml) under this directory\n');
    return 2;
  }
  if (args.format === 'json') {
    const data = name ? resolveAgent(project, name) : projects;
    io.stdout(jsonSafe(JSON.stringify(data, null, 2)) + '\n');
    return name && (data as unknown[]).length === 0 ? 2 : 0;
  }
  io.stdout(visibleLines(renderResolveText(projects, name)));
  return name && resolveAgent(project, name).length === 0 ? 2 : 0;
}

/** `agentlint init [PATH] [--ci gitlab]`: write .agentlint.yml and the CI job (src/cli/init.ts). */
async function initCommand(args: CliArgs, io: CliIO): Promise<number> {
  if (args.paths.length > 1) throw new UsageError('init takes one folder (default: the current directory)');
  const root = io.fs.resolve(io.cwd, args.paths[0] ?? '.');
  if (!io.fs.existsSync(root) || !io.fs.statSync(root).isDirectory()) throw new UsageError(`no such directory: ${args.paths[0]}`);
  const files = initFiles(root, await loadAllRules(), args.ci);
  return runInit(root, files, { force: args.force === true, dryRun: args.dryRun === true, ci: args.ci }, { stdout: io.stdout, existsSync: io.fs.existsSync });
}

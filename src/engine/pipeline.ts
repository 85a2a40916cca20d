/**
 * The engine: configuration, opt-in, rules, level layers, suppression and
 * fingerprints, producing the one output document. It runs the rules it is
 * given (./run.ts gives the whole registry; the CLI loads the families a run
 * needs, ./lint-loading.ts). A run streams (`startLint`): each file's own rules run
 * as discovery parses it, then the project rules run on the compacted tree.
 *
 * This module orchestrates a run; its steps are beside it: ./plan.ts (configuration and active rules),
 * ./file-lint.ts (one file's rules, project rules), ./levels.ts (level layers), ./diagnostic-build.ts
 * (findings and their order). Their names are re-exported here, where callers have always found them.
 */
import { join } from 'node:path';
import { asInstalled } from './installed.js';
import { discover, discoverSteps, type Discovery, type DiscoveryFacts, type ParsedFileHook } from './discover.js';
import type { Harness } from '../artifacts/harness.js';
import { parsedFileAt, type ParsedFile, type Project, type SkippedFile } from '../artifacts/model.js';
import type { Diagnostic, SuppressedDiagnostic } from '../diagnostics/diagnostic.js';
import type { Rule } from '../diagnostics/rule.js';
import { compactFile, keepsOf } from './compact.js';
import { sortDiagnostics } from './diagnostic-build.js';
import { fileLinter, optionFindings, projectRuleFindings, type FileFindings, type RawFinding } from './file-lint.js';
import { assignFingerprints } from './fingerprint.js';
import { resolveLevels, type LintEntry, type LintLayer } from './levels.js';
import type { Plan } from './plan.js';
import { TOOL_NAME, TOOL_VERSION } from './version.js';
import { applySuppressions } from './suppressions/apply.js';
import { readSuppressions, SUPPRESSIONS_FILE } from './suppressions/file.js';

export { ConfigError } from './errors.js';
export { plan, type ActiveRule, type Plan } from './plan.js';
export { makeDiagnostic, sortDiagnostics } from './diagnostic-build.js';
export { fileLinter, optionFindings, projectRuleFindings, type FileFindings, type RawFinding } from './file-lint.js';
export { resolveLevels } from './levels.js';

export const SCHEMA_VERSION = 1;

export interface LintOptions {
  /** Time the artifact rules may spend on one file (ms); unlimited when unset. */
  fileBudgetMs?: number;
  /** Scan root. */
  root: string;
  /** Config file (default: `.agentlint.yml` at the root, if present). */
  configPath?: string;
  /** Call-site levels (`--lint kind=level`, the Action's `lints` input). */
  callSite?: LintEntry[];
  /**
   * Report only on these root-relative paths (files or folders). The whole
   * scan root is still discovered (same ignores and configuration), so
   * cross-file rules see every file; findings elsewhere are left out.
   */
  only?: string[];
  /** Rules to use instead of the registry (tests). */
  rules?: readonly Rule[];
  /** `owner/name` of the GitHub repository the tree comes from (Project.repository). */
  repository?: string;
  /** Call-site harness selection (`--harness`, the Action's `harnesses` input); overrides the config's. */
  harnesses?: readonly Harness[];
  /**
   * The suppressions file (absolute path): default `agentlint-suppressions.json` at the root, read when
   * it exists; `false` reads none. Its findings go to `suppressed[]` with source `suppressions`.
   */
  suppressionsFile?: string | false;
  /**
   * With `only`: parse only what can bear on those files, not the whole tree (the after-write hook). Another
   * plugin's or extension's files are left out (DiscoverOptions.around); the same rules run.
   */
  around?: boolean;
  /** Text to lint instead of the disk's for some root-relative paths (a file an agent is about to write). */
  overlay?: ReadonlyMap<string, string>;
}

export interface LintResult {
  schemaVersion: number;
  tool: { name: string; version: string };
  ruleset: { fingerprint: string };
  /** Parsed artifact files the report covers: with `only`, those inside it (the rest of the tree is read, not counted). */
  filesChecked: number;
  diagnostics: Diagnostic[];
  suppressed: SuppressedDiagnostic[];
  skipped: SkippedFile[];
}

/**
 * Discover the tree a plan lints: the whole scan root, not only `options.only` (cross-file rules
 * need every file: a skill the named agent uses lives elsewhere).
 */
export function discoverFor(p: Plan, options: LintOptions): Discovery {
  const d = discover(options.root, { ignore: p.config.ignore, harnesses: p.config.harnesses, catalog: p.config.catalog, surfaces: p.config.surfaces });
  if (options.repository !== undefined) d.project.repository = options.repository;
  return d;
}

/** Run a plan on a discovered tree with the options' call-site levels, time budget and report scope. */
export function runFor(p: Plan, d: Discovery, options: LintOptions, prelinted?: ReadonlyMap<ParsedFile, FileFindings>): LintResult {
  const result = runPlan(p, d.project, d.skipped, options.callSite ?? [], options.fileBudgetMs, options.only && inPaths(options.only), prelinted);
  return withSuppressionsFile(result, options);
}

/** The result with the suppressions file's findings moved to `suppressed[]` (a SuppressionsError when it is unusable). */
function withSuppressionsFile(result: LintResult, options: LintOptions): LintResult {
  if (options.suppressionsFile === false) return result;
  const s = readSuppressions(options.suppressionsFile ?? join(options.root, SUPPRESSIONS_FILE), options.root);
  if (!s || s.size === 0) return result;
  const applied = applySuppressions(result.diagnostics, s);
  const suppressed = [...result.suppressed, ...applied.suppressed];
  sortDiagnostics(suppressed);
  return { ...result, diagnostics: applied.diagnostics, suppressed };
}

/**
 * A lint that streams: discovery first reports what the tree holds (`facts`, for a caller that
 * loads rule families by it), then `finish` parses the bulk with the final plan, linting each file as it is
 * parsed and compacting its frontmatter trees after (./compact.ts), and runs the project rules on the result.
 * The same findings as `runFor(p, discoverFor(p, options), options)`, with a fraction of the memory.
 */
export function startLint(first: Plan, options: LintOptions): { facts: DiscoveryFacts; finish(p: Plan): LintResult } {
  let steps: ReturnType<typeof discoverSteps> | undefined = discoverSteps(options.root, { ignore: first.config.ignore, harnesses: first.config.harnesses, catalog: first.config.catalog, surfaces: first.config.surfaces, overlay: options.overlay, around: options.around ? options.only : undefined });
  const head = steps.next();
  const facts: DiscoveryFacts = head.done ? { harnesses: [], kinds: new Set() } : head.value;
  return {
    facts,
    finish(p) {
      const reported = options.only && inPaths(options.only);
      const lintFile = fileLinter(p, () => undefined, options.fileBudgetMs);
      const keeps = keepsOf(p.active.map((a) => a.rule));
      // Only the files with something to say: runPlan takes a file missing here as linted with no finding.
      const prelinted = new Map<ParsedFile, FileFindings>();
      const hook: ParsedFileHook = (pf, reparse, reread) => {
        if (!reported || reported(pf.file.path)) {
          const f = lintFile(pf);
          if (f.raw.length > 0 || f.layer || f.budgetExceeded) prelinted.set(pf, f);
        }
        compactFile(pf, keeps, reparse, reread);
      };
      let step = head.done ? head : steps!.next(hook);
      while (!step.done) step = steps!.next();
      // The generator holds discovery's working maps (every path, text and parse by key) while it is referenced.
      steps = undefined;
      const d = step.value;
      if (options.repository !== undefined) d.project.repository = options.repository;
      return runFor(p, d, options, head.done ? undefined : prelinted);
    },
  };
}

/** Whether a root-relative path is one of `only` or inside one of its folders (`.` is everything). */
export function inPaths(only: readonly string[]): (path: string) => boolean {
  return (path) => only.some((o) => o === '.' || path === o || path.startsWith(`${o}/`));
}

/**
 * `fileBudgetMs`: time the artifact rules may spend on one file; past it the
 * file's remaining rules are not run and a skip note says so (the rest of the
 * report is intact). Parsing is bounded by the limits in artifacts/limits.ts.
 */
export function runPlan(
  p: Plan,
  project: Project,
  skipped: SkippedFile[],
  callSite: LintEntry[],
  fileBudgetMs?: number,
  reported?: (path: string) => boolean,
  /**
   * Files already linted as discovery parsed them (`startLint`): their findings' files are resolved here. Every
   * checked file was, so one missing from the map had no finding (a map entry per file costs memory at scale).
   */
  prelinted?: ReadonlyMap<ParsedFile, FileFindings>,
): LintResult {
  // A finding's file only names the `lints:` layer of its path: any parse of the path will do.
  const lookup = (path: string) => parsedFileAt(project, path);
  // `reported`: the paths the caller asked about. The configuration's own findings are about the run: always kept.
  const raw: RawFinding[] = p.configDiagnostics.map((d) => ({ d }));
  const keep = (r: RawFinding) => !reported || reported(r.d.span.path);
  const artifactLayers = new Map<string, LintLayer>();
  const lintFile = fileLinter(p, lookup, fileBudgetMs);
  const checked = reported ? project.files.filter((pf) => reported(pf.file.path)) : project.files;
  // Artifact rules report in the file they check, so only the reported files need them.
  for (const pf of checked) {
    const early = prelinted && (prelinted.get(pf) ?? NO_FINDINGS);
    if (early) for (const r of early.raw) r.file ??= lookup(r.d.span.path);
    const f = early ?? lintFile(pf);
    if (f.budgetExceeded) skipped.push({ path: pf.file.path, reason: `time budget of ${fileBudgetMs} ms exceeded: the remaining rules did not run on this file (its findings are partial)` });
    for (const r of f.raw) if (keep(r)) raw.push(r);
    if (f.layer) artifactLayers.set(pf.file.path, f.layer);
  }
  // config/rule-options names each artifact a rule could not check: only the reported ones.
  const optionScope = reported ? { ...project, artifacts: project.artifacts.filter((a) => reported(a.path)) } : project;
  for (const r of optionFindings(p, optionScope)) raw.push(r);
  for (const a of p.active) if (a.rule.scope === 'project') for (const r of projectRuleFindings(a, project, lookup, checked[0])) if (keep(r)) raw.push(r);
  const rulesById = new Map(p.active.map((a) => [a.rule.meta.id, a.rule]));
  const ruleOf = (id: string) => rulesById.get(id);
  const { diagnostics, suppressed } = resolveLevels(p.config.lints, p.config.catalog.length ? asInstalled(raw, ruleOf) : raw, (file) => (file ? artifactLayers.get(file.file.path) : undefined), callSite);
  assignFingerprints(diagnostics);
  assignFingerprints(suppressed);
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    ruleset: { fingerprint: p.fingerprint },
    filesChecked: checked.length,
    diagnostics,
    suppressed,
    skipped: reported ? skipped.filter((s) => reported(s.path)) : skipped,
  };
}

const NO_FINDINGS: FileFindings = Object.freeze({ raw: Object.freeze([]) as unknown as RawFinding[] });

/**
 * The engine: configuration, opt-in, rules, level layers, suppression and
 * fingerprints, producing the one output document. It runs the rules it is
 * given (./run.ts gives the whole registry; the CLI loads the families a run
 * needs, ./lint-loading.ts). A run streams (`startLint`): each file's own rules run
 * as discovery parses it, then the project rules run on the compacted tree.
 */
import { join } from 'node:path';
import { asInstalled } from './installed.js';
import { discover, discoverSteps, type Discovery, type DiscoveryFacts, type ParsedFileHook } from '../artifacts/discover.js';
import type { Harness } from '../artifacts/harness.js';
import { parsedFileAt, type Artifact, type ParsedFile, type Project, type SkippedFile } from '../artifacts/model.js';
import type { Pair, ParseProblem } from '../artifacts/tree.js';
import { firstLine, plainRange, type Range } from '../artifacts/source.js';
import { CATEGORIES, type Diagnostic, type Level, type SuppressedDiagnostic } from '../diagnostics/diagnostic.js';
import { docsUrl, type Report, type Rule, type RuleContext } from '../diagnostics/rule.js';
import { closest } from '../diagnostics/suggest.js';
import { configRule } from '../rules/core.js';
import { emptyConfig, findConfig, lintEntriesOf, loadConfig, type Config } from './config.js';
import { buildConfigSchema } from './config-schema.js';
import { compactFile, keepsOf } from './compact.js';
import { assignFingerprints, rulesetFingerprint, type ActiveRuleInfo } from './fingerprint.js';
import { applySetting, LINT_SETTINGS, resolveSetting, type LintEntry, type LintLayer } from './levels.js';
import { TOOL_NAME, TOOL_VERSION } from './version.js';
import { ConfigError } from './errors.js';
import { applySuppressions } from './suppressions/apply.js';
import { effectOf } from '../diagnostics/effect.js';
import { readSuppressions, SUPPRESSIONS_FILE } from './suppressions/file.js';

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

export interface ActiveRule {
  rule: Rule;
  options: Record<string, unknown>;
  /** Level after the config layer (for the fingerprint and `rules`). */
  level: Level | 'allow';
}

export interface Plan {
  config: Config;
  active: ActiveRule[];
  fingerprint: string;
  /** Diagnostics about the configuration (config/*). */
  configDiagnostics: Diagnostic[];
}

const isMetaKind = (id: string) => id.startsWith('config/');

/** Read the configuration and decide which rules run with which options. */
export function plan(root: string, configPath: string | undefined, rules: readonly Rule[], harnesses?: readonly Harness[]): Plan {
  const path = findConfig(root, configPath);
  let config = emptyConfig();
  const configDiagnostics: Diagnostic[] = [];
  if (path) {
    try {
      // The schema is built only when there is a configuration to check against it.
      config = loadConfig(root, path, buildConfigSchema(rules));
    } catch (err) {
      throw new ConfigError(`cannot read configuration ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
  }
  const byId = new Map(rules.map((r) => [r.meta.id, r]));
  const configPathRel = config.file?.path ?? '.agentlint.yml';
  const meta = (kind: string, message: string, range: Range, extra: Partial<Diagnostic> = {}): Diagnostic =>
    makeDiagnostic(byId.get(kind) ?? configRule(kind), { message, range, path: configPathRel, ...extra } as Report, configPathRel);

  for (const p of config.problems) configDiagnostics.push(meta('config/invalid', p.message, p.range));
  configDiagnostics.push(...lintKeyDiagnostics(config.lintPairs, configPathRel, rules, 'config'));
  for (const block of config.rules.values()) {
    if (!byId.has(block.id)) {
      const near = closest(block.id, byId.keys());
      configDiagnostics.push(
        meta('config/unknown-rule', `no rule \`${block.id}\`: this block configures nothing${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`, block.keyRange, {
          suggestion: near.length === 1 && near[0]!.distance <= 2 ? { msg: `rename to \`${near[0]!.value}\``, applicability: 'MachineApplicable', edits: [{ path: configPathRel, range: block.keyRange, text: near[0]!.value }] } : undefined,
        }),
      );
    }
  }

  const configLayer: LintLayer[] = [{ source: 'config', entries: config.lints }];
  const active: ActiveRule[] = [];
  // An explicit selection turns the other harnesses' rules off; by default every rule runs on what discovery finds.
  if (harnesses) config.harnesses = [...harnesses];
  const selected = config.harnesses;
  for (const rule of rules) {
    if (selected && rule.meta.harness && !selected.includes(rule.meta.harness)) continue;
    const block = config.rules.get(rule.meta.id);
    if (rule.meta.optIn && !block) continue;
    if (block && !block.enabled) continue;
    const options = block?.options ?? {};
    const resolved = isMetaKind(rule.meta.id) ? undefined : resolveSetting(rule.meta.id, rule.meta.category, configLayer);
    active.push({ rule, options, level: applySetting(rule.meta.defaultLevel, resolved?.setting) });
  }
  const info: ActiveRuleInfo[] = active.map((a) => ({
    id: a.rule.meta.id,
    category: a.rule.meta.category,
    level: a.level,
    optIn: a.rule.meta.optIn,
    kinds: a.rule.meta.kinds,
    options: a.options,
  }));
  return { config, active, fingerprint: rulesetFingerprint(info), configDiagnostics };
}

export { ConfigError };

/** Diagnostics for `lints:` keys and values that match nothing, or that try to allow a config kind. */
function lintKeyDiagnostics(pairs: Pair[], path: string, rules: readonly Rule[], declaredBy: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const ids = rules.map((r) => r.meta.id);
  const keys = [...ids, ...CATEGORIES.map((c) => `category:${c}`), 'all'];
  const decl = (id: string) => rules.find((r) => r.meta.id === id) ?? configRule(id);
  for (const p of pairs) {
    const note = [`declared by: ${declaredBy}`];
    if (!keys.includes(p.key)) {
      const near = closest(p.key, keys);
      out.push(
        makeDiagnostic(decl('config/unknown-lint-kind'), {
          message: `\`${p.key}\` names no rule, category or \`all\`: this setting changes nothing${near.length ? `; did you mean \`${near[0]!.value}\`?` : ''}`,
          range: p.keyRange,
          path,
          jsonPath: p.path,
          notes: note,
          suggestion: near.length === 1 && near[0]!.distance <= 2 ? { msg: `use \`${near[0]!.value}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.keyRange, text: near[0]!.value }] } : undefined,
        }, path),
      );
    }
    const v = p.value?.type === 'scalar' ? String(p.value.value) : undefined;
    if (v === undefined || !(LINT_SETTINGS as readonly string[]).includes(v)) {
      const near = v ? closest(v, LINT_SETTINGS) : [];
      out.push(
        makeDiagnostic(decl('config/unknown-lint-kind'), {
          message: `\`${p.key}\` must be set to \`allow\`, \`warn\` or \`deny\`${v !== undefined ? `, not \`${v}\`` : ''}`,
          range: p.value?.range ?? p.keyRange,
          path,
          jsonPath: p.path,
          notes: note,
          suggestion: near.length === 1 && p.value ? { msg: `use \`${near[0]!.value}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.value.range, text: near[0]!.value }] } : undefined,
        }, path),
      );
    } else if (v === 'allow' && isMetaKind(p.key)) {
      out.push(
        makeDiagnostic(decl('config/non-suppressible-lint'), {
          message: `\`${p.key}\` cannot be allowed: configuration findings are always reported, so this setting is ignored`,
          range: p.keyRange,
          path,
          jsonPath: p.path,
          notes: note,
        }, path),
      );
    }
  }
  return out;
}

export function makeDiagnostic(rule: Rule, r: Report, defaultPath: string, element?: Artifact['element'], harness?: Harness): Diagnostic {
  const about = r.harness ?? harness ?? rule.meta.harness;
  // A finding carries plain ranges: a tree's ranges compute their positions when read (OffsetRange).
  const suggestion = r.suggestion && { ...r.suggestion, edits: r.suggestion.edits.map((e) => ({ ...e, range: plainRange(e.range) })) };
  const related = (r.related ?? []).map((l) => ({ ...l, span: { ...l.span, range: plainRange(l.span.range) } }));
  return {
    ...(about ? { harness: about } : {}),
    kind: rule.meta.id,
    category: rule.meta.category,
    level: r.level ?? rule.meta.defaultLevel,
    effect: effectOf(rule.meta, r),
    message: r.message,
    notes: r.notes ?? [],
    help: r.help,
    suggestion,
    docs: docsUrl(rule.meta.id),
    span: { path: r.path ?? defaultPath, range: plainRange(r.range), element: r.element ?? element, jsonPath: r.jsonPath },
    related,
  };
}

const PARSE_KIND: Record<ParseProblem['code'], string> = {
  'yaml-invalid': 'schema/yaml-invalid',
  'frontmatter-unclosed': 'schema/yaml-invalid',
  'json-invalid': 'schema/json-invalid',
  'duplicate-key': 'schema/duplicate-key',
  'yaml-strict': 'schema/yaml-strict',
  'value-cut': 'schema/value-cut',
};

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
  let steps: ReturnType<typeof discoverSteps> | undefined = discoverSteps(options.root, { ignore: first.config.ignore, harnesses: first.config.harnesses, catalog: first.config.catalog, surfaces: first.config.surfaces, overlay: options.overlay });
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
  const { diagnostics, suppressed } = resolveLevels(p, p.config.catalog.length ? asInstalled(raw, ruleOf) : raw, (file) => (file ? artifactLayers.get(file.file.path) : undefined), callSite);
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

/** A finding before level layers, with the parsed file whose own `lints:` map applies to it. */
export interface RawFinding {
  d: Diagnostic;
  file?: ParsedFile;
}

/** What one parsed file yields by itself (the unit the language server re-runs on an edit). */
export interface FileFindings {
  /** Parse problems, findings about the file's `lints:` map, and its artifact rules' findings. */
  raw: RawFinding[];
  /** The file's own `lints:` layer, if it declares one. */
  layer?: LintLayer;
  /** The rules ran past the per-file time budget: some did not run. */
  budgetExceeded?: boolean;
}

/**
 * A function that lints one parsed file with the plan's artifact rules. Rules
 * whose options are unusable do not run (`optionFindings` reports them).
 * `fileOf` finds the parsed file a finding with an explicit `path` belongs to.
 */
export function fileLinter(p: Plan, fileOf: (path: string) => ParsedFile | undefined, budgetMs?: number): (pf: ParsedFile) => FileFindings {
  const activeById = new Map(p.active.map((a) => [a.rule.meta.id, a.rule]));
  const activeRules = p.active.map((a) => a.rule);
  let sink: RawFinding[] = [];
  // One context per rule; `current` is the artifact being checked (no closure per artifact).
  let current!: Artifact;
  // The runners of each artifact kind, in registry order: an artifact meets only the rules that check its kind.
  const runnersOf = new Map<string, Array<{ rule: Rule & { scope: 'artifact' }; ctx: RuleContext }>>();
  for (const { rule, options } of p.active) {
    if (rule.scope !== 'artifact' || (rule.validateOptions?.(options) ?? []).length > 0) continue;
    const ctx: RuleContext = {
      options,
      report: (r) => sink.push({ d: makeDiagnostic(rule, r, current.path, current.element, current.harness), file: fileOf(r.path ?? current.path) }),
    };
    for (const kind of new Set(rule.meta.kinds)) {
      const list = runnersOf.get(kind) ?? [];
      list.push({ rule, ctx });
      runnersOf.set(kind, list);
    }
  }
  return (pf) => {
    const raw: RawFinding[] = [];
    let layer: LintLayer | undefined;
    for (const prob of pf.problems) {
      const rule = activeById.get(PARSE_KIND[prob.code]);
      if (!rule) continue;
      // A parser's edits are in the file it read.
      const suggestion = prob.fix && { ...prob.fix, edits: prob.fix.edits.map((e) => ({ ...e, path: e.path || pf.file.path })) };
      raw.push({ d: makeDiagnostic(rule, { message: prob.message, range: prob.range, suggestion, ...(prob.level ? { level: prob.level } : {}), ...(prob.effect ? { effect: prob.effect } : {}) }, pf.file.path, pf.artifacts[0]?.element, pf.harness), file: pf });
    }
    if (pf.lints) {
      const source = `artifact:${pf.file.path}`;
      const { entries, pairs } = lintEntriesOf(pf.lints, pf.file.path);
      layer = { source, entries };
      for (const d of lintKeyDiagnostics(pairs, pf.file.path, activeRules, source)) raw.push({ d, file: pf });
    }
    sink = raw;
    const t0 = budgetMs === undefined ? 0 : performance.now();
    let budgetExceeded = false;
    files: for (const a of pf.artifacts) {
      for (const { rule, ctx } of runnersOf.get(a.kind) ?? []) {
        current = a;
        try {
          rule.check(a, ctx);
        } catch (err) {
          raw.push({ d: internalError(rule, a.path, firstLine(a.file), err), file: fileOf(a.path) });
        }
        if (budgetMs !== undefined && performance.now() - t0 > budgetMs) {
          budgetExceeded = true;
          break files;
        }
      }
    }
    sink = [];
    return budgetExceeded ? { raw, layer, budgetExceeded } : { raw, layer };
  };
}

/**
 * `config/rule-options` for every enabled rule that cannot run on its options:
 * loud, per artifact it would have checked, never a silent no-op. Options come
 * from a block in the config, so there is always a key to point at.
 */
export function optionFindings(p: Plan, project: Project): RawFinding[] {
  const out: RawFinding[] = [];
  for (const { rule, options } of p.active) {
    if (rule.scope === 'engine') continue;
    const optionErrors = rule.validateOptions?.(options) ?? [];
    if (optionErrors.length === 0) continue;
    const block = p.config.rules.get(rule.meta.id);
    if (!block) continue;
    const configPath = p.config.file?.path ?? '.agentlint.yml';
    const range = block.keyRange;
    const kinds = new Set(rule.meta.kinds);
    for (const a of project.artifacts) {
      if (!kinds.has(a.kind)) continue;
      out.push({
        d: makeDiagnostic(configRule('config/rule-options'), {
          message: `${rule.meta.id} is enabled but cannot run: ${optionErrors.join('; ')} — ${a.kind} \`${a.element.name}\` (${a.path}) was not checked`,
          range,
          path: configPath,
          element: a.element,
        }, configPath),
      });
    }
  }
  return out;
}

/** The findings of one active project rule (none when its options are unusable). */
export function projectRuleFindings(active: ActiveRule, project: Project, fileOf: (path: string) => ParsedFile | undefined, errorFile: ParsedFile | undefined = project.files[0]): RawFinding[] {
  const { rule, options } = active;
  if (rule.scope !== 'project' || (rule.validateOptions?.(options) ?? []).length > 0) return [];
  const out: RawFinding[] = [];
  try {
    rule.check(project, { options, report: (r) => out.push({ d: makeDiagnostic(rule, r, r.path ?? '.', r.element), file: fileOf(r.path ?? '') }) });
  } catch (err) {
    // On `errorFile` (the first file, or the first reported one): a crash is never filtered away.
    const f = errorFile;
    if (f) out.push({ d: internalError(rule, f.file.path, firstLine(f.file), err) });
  }
  return out;
}

/** Level layers: call-site > the file's own `lints:` > config > default; `allow` moves a finding to `suppressed`. */
export function resolveLevels(
  p: Plan,
  raw: Iterable<RawFinding>,
  layerOf: (file?: ParsedFile) => LintLayer | undefined,
  callSite: LintEntry[],
): { diagnostics: Diagnostic[]; suppressed: SuppressedDiagnostic[] } {
  const callLayer: LintLayer = { source: 'call-site', entries: callSite };
  const configLayer: LintLayer = { source: 'config', entries: p.config.lints };
  const diagnostics: Diagnostic[] = [];
  const suppressed: SuppressedDiagnostic[] = [];
  for (const { d, file } of raw) {
    if (isMetaKind(d.kind)) {
      // Configuration findings cannot be allowed; warn/deny still apply.
      const r = resolveSetting(d.kind, d.category, [callLayer, configLayer].filter((l) => l.entries.length > 0));
      diagnostics.push(r && r.setting !== 'allow' ? { ...d, level: applySetting(d.level, r.setting) as Level } : d);
      continue;
    }
    const layers = [callLayer, layerOf(file), configLayer].filter((l): l is LintLayer => !!l && l.entries.length > 0);
    const r = resolveSetting(d.kind, d.category, layers);
    const level = applySetting(d.level, r?.setting);
    if (level === 'allow') suppressed.push({ ...d, source: r!.source });
    else diagnostics.push({ ...d, level });
  }
  sortDiagnostics(diagnostics);
  sortDiagnostics(suppressed);
  return { diagnostics, suppressed };
}

function internalError(rule: Rule, path: string, range: Range, err: unknown): Diagnostic {
  return {
    kind: rule.meta.id,
    category: rule.meta.category,
    level: 'error',
    effect: 'config',
    message: `internal error in ${rule.meta.id}: ${(err as Error)?.message ?? String(err)} (please report it; other rules still ran)`,
    notes: [],
    docs: docsUrl(rule.meta.id),
    span: { path, range: plainRange(range) },
    related: [],
  };
}

export function sortDiagnostics(ds: Diagnostic[]): void {
  ds.sort(
    (a, b) =>
      (a.span.path < b.span.path ? -1 : a.span.path > b.span.path ? 1 : 0) ||
      a.span.range.start.line - b.span.range.start.line ||
      a.span.range.start.column - b.span.range.start.column ||
      (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}

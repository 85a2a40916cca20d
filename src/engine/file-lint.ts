/**
 * Linting with the plan's rules: one parsed file at a time (`fileLinter`, the unit the language server
 * re-runs on an edit), the rules whose options are unusable (`optionFindings`), and one project rule
 * (`projectRuleFindings`).
 */
import type { Artifact, ParsedFile, Project } from '../artifacts/model.js';
import { firstLine } from '../artifacts/source.js';
import type { ParseProblem } from '../artifacts/tree.js';
import type { Rule, RuleContext } from '../diagnostics/rule.js';
import { configRule } from '../rules/core.js';
import { lintEntriesOf } from './config.js';
import { internalError, makeDiagnostic } from './diagnostic-build.js';
import type { LintLayer, RawFinding } from './levels.js';
import { lintKeyDiagnostics } from './lint-keys.js';
import type { ActiveRule, Plan } from './plan.js';

/** A finding before level layers, with the parsed file whose own `lints:` map applies to it. */
export type { RawFinding } from './levels.js';

/** What one parsed file yields by itself (the unit the language server re-runs on an edit). */
export interface FileFindings {
  /** Parse problems, findings about the file's `lints:` map, and its artifact rules' findings. */
  raw: RawFinding[];
  /** The file's own `lints:` layer, if it declares one. */
  layer?: LintLayer;
  /** The rules ran past the per-file time budget: some did not run. */
  budgetExceeded?: boolean;
}

const PARSE_KIND: Record<ParseProblem['code'], string> = {
  'yaml-invalid': 'schema/yaml-invalid',
  'frontmatter-unclosed': 'schema/yaml-invalid',
  'json-invalid': 'schema/json-invalid',
  'duplicate-key': 'schema/duplicate-key',
  'yaml-strict': 'schema/yaml-strict',
  'value-cut': 'schema/value-cut',
};

/** An artifact rule with the one context it reports through. */
interface Runner {
  rule: Rule & { scope: 'artifact' };
  ctx: RuleContext;
}

/**
 * What the runners' contexts report into: `sink` is the findings of the file being linted, `current` the
 * artifact being checked. One context per rule reads them, so there is no closure per artifact.
 */
interface RunState {
  sink: RawFinding[];
  current: Artifact;
}

/**
 * A function that lints one parsed file with the plan's artifact rules. Rules
 * whose options are unusable do not run (`optionFindings` reports them).
 * `fileOf` finds the parsed file a finding with an explicit `path` belongs to.
 */
export function fileLinter(p: Plan, fileOf: (path: string) => ParsedFile | undefined, budgetMs?: number): (pf: ParsedFile) => FileFindings {
  const activeById = new Map(p.active.map((a) => [a.rule.meta.id, a.rule]));
  const activeRules = p.active.map((a) => a.rule);
  const state: RunState = { sink: [], current: undefined as unknown as Artifact };
  const runnersOf = artifactRunners(p, fileOf, state);
  return (pf) => {
    const raw = parseProblemFindings(pf, activeById);
    let layer: LintLayer | undefined;
    if (pf.lints) {
      const source = `artifact:${pf.file.path}`;
      const { entries, pairs } = lintEntriesOf(pf.lints, pf.file.path);
      layer = { source, entries };
      for (const d of lintKeyDiagnostics(pairs, pf.file.path, activeRules, source)) raw.push({ d, file: pf });
    }
    const budgetExceeded = runArtifactRules(pf, runnersOf, state, raw, fileOf, budgetMs);
    return budgetExceeded ? { raw, layer, budgetExceeded } : { raw, layer };
  };
}

/** The runners of each artifact kind, in registry order: an artifact meets only the rules that check its kind. */
function artifactRunners(p: Plan, fileOf: (path: string) => ParsedFile | undefined, state: RunState): Map<string, Runner[]> {
  const runnersOf = new Map<string, Runner[]>();
  for (const { rule, options } of p.active) {
    if (rule.scope !== 'artifact' || (rule.validateOptions?.(options) ?? []).length > 0) continue;
    const ctx: RuleContext = {
      options,
      report: (r) => state.sink.push({ d: makeDiagnostic(rule, r, state.current.path, state.current.element, state.current.harness), file: fileOf(r.path ?? state.current.path) }),
    };
    for (const kind of new Set(rule.meta.kinds)) {
      const list = runnersOf.get(kind) ?? [];
      list.push({ rule, ctx });
      runnersOf.set(kind, list);
    }
  }
  return runnersOf;
}

/** The file's parse problems, each as the finding of its schema/* rule when that rule is active. */
function parseProblemFindings(pf: ParsedFile, activeById: ReadonlyMap<string, Rule>): RawFinding[] {
  const raw: RawFinding[] = [];
  for (const prob of pf.problems) {
    const rule = activeById.get(PARSE_KIND[prob.code]);
    if (!rule) continue;
    // A parser's edits are in the file it read.
    const suggestion = prob.fix && { ...prob.fix, edits: prob.fix.edits.map((e) => ({ ...e, path: e.path || pf.file.path })) };
    raw.push({ d: makeDiagnostic(rule, { message: prob.message, range: prob.range, suggestion, ...(prob.level ? { level: prob.level } : {}), ...(prob.effect ? { effect: prob.effect } : {}) }, pf.file.path, pf.artifacts[0]?.element, pf.harness), file: pf });
  }
  return raw;
}

/**
 * Run the artifact rules on each of the file's artifacts, their findings going to `raw`; a rule that throws
 * becomes an internal-error finding. Whether the time budget ran out (the remaining rules did not run).
 */
function runArtifactRules(
  pf: ParsedFile,
  runnersOf: ReadonlyMap<string, Runner[]>,
  state: RunState,
  raw: RawFinding[],
  fileOf: (path: string) => ParsedFile | undefined,
  budgetMs: number | undefined,
): boolean {
  state.sink = raw;
  const t0 = budgetMs === undefined ? 0 : performance.now();
  let budgetExceeded = false;
  files: for (const a of pf.artifacts) {
    for (const { rule, ctx } of runnersOf.get(a.kind) ?? []) {
      state.current = a;
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
  state.sink = [];
  return budgetExceeded;
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

/**
 * The language server's model of one workspace folder, kept between edits.
 *
 * A full load is the CLI's pipeline (plan, discover, rules, levels) with the
 * editor's open documents laid over the disk. An edit to an agent, skill,
 * command, MCP, hooks or AGENTLTL file re-parses that one file, re-runs its
 * artifact rules, and re-runs only the project rules that read its kinds
 * (`PROJECT_RULE_INPUTS`); manifests, marketplaces, ai-rulez files, the
 * configuration, and files created or deleted on disk reload everything
 * (they change what is discovered, or how).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readGatedOrUndefined } from '../artifacts/gate.js';
import { tmpdir } from 'node:os';
import { join, posix, relative, resolve } from 'node:path';
import { discover, MAX_FILE_BYTES } from '../engine/discover.js';
import { KIND_SPECS } from '../harnesses/registry.js';
import type { Artifact, ParsedFile, Project, SkippedFile } from '../artifacts/model.js';
import { sourceFile, type SourceFile } from '../artifacts/source.js';
import type { Diagnostic, SuppressedDiagnostic } from '../diagnostics/diagnostic.js';
import type { Rule } from '../diagnostics/rule.js';
import { findConfig } from '../engine/config.js';
import type { LintEntry, LintLayer } from '../engine/levels.js';
import {
  ConfigError,
  fileLinter,
  optionFindings,
  plan,
  projectRuleFindings,
  resolveLevels,
  sortDiagnostics,
  type FileFindings,
  type Plan,
  type RawFinding,
} from '../engine/run.js';
import { assignFingerprints } from '../engine/fingerprint.js';
import { applySuppressions } from '../engine/suppressions/apply.js';
import { readSuppressions, SUPPRESSIONS_FILE, type Suppressions } from '../engine/suppressions/file.js';
import { projectRuleReads } from './inputs.js';

/** Kinds whose edit is re-parsed alone; any other kind reloads the workspace. */
const LOCAL_KINDS = new Set(['agent', 'skill', 'command', 'mcp', 'hooks', 'agentltl']);

export interface WorkspaceOptions {
  configPath?: string;
  callSite?: LintEntry[];
  /** Rules to use instead of the registry (tests). */
  rules?: readonly Rule[];
}

/** A note for a file that was not linted (too large, binary, unreadable) or an unusable configuration. */
export interface FileNote {
  path: string;
  message: string;
}

export class Workspace {
  readonly root: string;
  /** Open documents: root-relative path -> the editor's text. */
  readonly overlay = new Map<string, string>();
  plan!: Plan;
  private project!: Project;
  private skipped: SkippedFile[] = [];
  private files = new Map<string, ParsedFile>();
  /** Every parsed file of a path: one per harness that reads it. */
  private byPath = new Map<string, ParsedFile[]>();
  private fileFindings = new Map<ParsedFile, FileFindings>();
  private projectFindings = new Map<string, RawFinding[]>();
  private options: RawFinding[] = [];
  private lintFile!: (pf: ParsedFile) => FileFindings;
  private configNote?: FileNote;
  /** agentlint-suppressions.json at the root, as on disk (the findings it records are not shown). */
  private suppressions?: Suppressions;
  private suppressionsNote?: FileNote;
  /** How many full loads and single-file updates ran (tests and the benchmark read them). */
  readonly stats = { loads: 0, updates: 0 };

  constructor(root: string, private readonly opts: WorkspaceOptions = {}) {
    this.root = resolve(root);
  }

  /** Root-relative path of an absolute one; undefined outside the root. */
  relPath(abs: string): string | undefined {
    const rel = relative(this.root, abs).split('\\').join('/');
    return rel === '' || rel.startsWith('../') || rel === '..' || rel.startsWith('/') ? undefined : rel;
  }

  /** Is this path the configuration file? */
  isConfig(rel: string): boolean {
    const cfg = findConfig(this.root, this.opts.configPath) ?? resolve(this.root, '.agentlint.yml');
    return resolve(this.root, rel) === cfg || /^\.agentlint\.ya?ml$/.test(rel);
  }

  /** Is this path the suppressions file? */
  isSuppressionsFile(rel: string): boolean {
    return rel === SUPPRESSIONS_FILE;
  }

  /** Read the suppressions file again; an unusable one is a note on it, and nothing is suppressed. */
  loadSuppressions(): void {
    this.suppressionsNote = undefined;
    try {
      this.suppressions = readSuppressions(resolve(this.root, SUPPRESSIONS_FILE), this.root);
    } catch (err) {
      this.suppressions = undefined;
      this.suppressionsNote = { path: SUPPRESSIONS_FILE, message: `${(err as Error).message}; nothing is suppressed until it is fixed` };
    }
  }

  /** Plan, discover and lint everything (with the open documents' texts). */
  load(): void {
    this.stats.loads++;
    this.configNote = undefined;
    this.loadSuppressions();
    try {
      this.plan = plan(this.root, this.opts.configPath, this.opts.rules);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      // An unreadable configuration: say so, and lint with the defaults rather than not at all.
      this.configNote = { path: this.configRel(), message: `${err.message}; linting with the default rules` };
      this.plan = plan(this.root, emptyConfigFile(), this.opts.rules);
    }
    const overlay = new Map([...this.overlay].filter(([, text]) => text.length <= MAX_FILE_BYTES));
    const { project, skipped } = discover(this.root, { ignore: this.plan.config.ignore, overlay, harnesses: this.plan.config.harnesses, catalog: this.plan.config.catalog, surfaces: this.plan.config.surfaces });
    this.project = project;
    this.skipped = skipped;
    // As in runPlan: a path's findings belong to the last file parsed for it.
    this.files = new Map(project.files.map((f) => [f.file.path, f]));
    this.byPath = new Map();
    for (const f of project.files) this.byPath.set(f.file.path, [...(this.byPath.get(f.file.path) ?? []), f]);
    this.lintFile = fileLinter(this.plan, (p) => this.files.get(p));
    this.fileFindings = new Map(project.files.map((f) => [f, this.lintFile(f)]));
    this.options = optionFindings(this.plan, project);
    this.projectFindings = new Map();
    for (const a of this.plan.active) if (a.rule.scope === 'project') this.projectFindings.set(a.rule.meta.id, projectRuleFindings(a, project, (p) => this.files.get(p)));
  }

  private configRel(): string {
    const abs = findConfig(this.root, this.opts.configPath);
    return abs ? (this.relPath(abs) ?? abs) : '.agentlint.yml';
  }

  /** Does any kind claim this path (so that a new file there is an artifact)? */
  private claimed(rel: string): boolean {
    if (KIND_SPECS.some((k) => k.matches?.(rel))) return true;
    for (const a of this.project.artifacts) {
      const pr = a.pluginRoot;
      if (pr === undefined) continue;
      const inPlugin = pr === '.' ? rel : rel.startsWith(`${pr}/`) ? rel.slice(pr.length + 1) : undefined;
      if (inPlugin !== undefined && KIND_SPECS.some((k) => k.matchesInPlugin?.(inPlugin))) return true;
    }
    // A new command, agent or skill inside a Gemini CLI extension folder.
    for (const a of this.project.artifacts) {
      if (a.kind !== 'gemini-extension') continue;
      const er = posix.dirname(a.path);
      const inExt = er === '.' ? rel : rel.startsWith(`${er}/`) ? rel.slice(er.length + 1) : undefined;
      if (inExt !== undefined && KIND_SPECS.some((k) => k.matchesInGeminiExtension?.(inExt))) return true;
    }
    return false;
  }

  /**
   * The text of a file changed: `text` from the editor, or undefined to read the
   * disk again (a closed document, a change on disk). Returns how it was handled.
   */
  update(rel: string, text: string | undefined): 'none' | 'file' | 'reload' | 'suppressions' {
    if (text !== undefined) this.overlay.set(rel, text);
    else this.overlay.delete(rel);
    if (this.isSuppressionsFile(rel)) {
      // Read from disk like the configuration: an edit counts once it is saved.
      if (text !== undefined) return 'none';
      this.loadSuppressions();
      return 'suppressions';
    }
    if (this.isConfig(rel)) {
      // The configuration is read from disk: typing in it changes nothing until it is saved
      // (the watched-file change) or closed.
      if (text !== undefined) return 'none';
      this.load();
      return 'reload';
    }
    const olds = this.byPath.get(rel);
    const old = olds?.[olds.length - 1];
    if (!olds || !old) {
      if (!this.claimed(rel)) return 'none';
      this.load();
      return 'reload';
    }
    if (olds.some((o) => !LOCAL_KINDS.has(o.kind))) {
      this.load();
      return 'reload';
    }
    const body = text ?? readGatedOrUndefined(this.root, resolve(this.root, rel));
    if (body === undefined || body.length > MAX_FILE_BYTES) {
      // Deleted or too large now: discovery decides (and notes a skip).
      this.load();
      return 'reload';
    }
    // Each harness's reading of the file again, by the kind that read it before.
    const file = sourceFile(rel, body);
    const fresh = new Map<ParsedFile, ParsedFile>();
    try {
      for (const o of olds) {
        const spec = KIND_SPECS.find((k) => k.id === o.kind && (k.harness ?? undefined) === (o.harness ?? undefined)) ?? KIND_SPECS.find((k) => k.id === o.kind);
        if (!spec) throw new Error(`no kind ${o.kind}`);
        const pf = spec.parse(file, { pluginRoot: o.artifacts[0]?.pluginRoot });
        if (spec.harness) {
          pf.harness = spec.harness;
          for (const a of pf.artifacts) a.harness ??= spec.harness;
        }
        fresh.set(o, pf);
      }
    } catch {
      this.load();
      return 'reload';
    }
    this.stats.updates++;
    const news = [...fresh.values()];
    this.byPath.set(rel, news);
    this.files.set(rel, news[news.length - 1]!);
    const files = this.project.files.map((f) => fresh.get(f) ?? f);
    const artifacts: Artifact[] = files.flatMap((f) => f.artifacts);
    this.project = { ...this.project, files, artifacts };
    for (const o of olds) this.fileFindings.delete(o);
    for (const pf of news) this.fileFindings.set(pf, this.lintFile(pf));
    const kinds = new Set([...olds, ...news].flatMap((f) => [f.kind, ...f.artifacts.map((a) => a.kind)]));
    for (const a of this.plan.active) {
      if (a.rule.scope !== 'project') continue;
      const reads = projectRuleReads(a.rule);
      if (reads && !reads.some((k) => kinds.has(k))) continue;
      this.projectFindings.set(a.rule.meta.id, projectRuleFindings(a, this.project, (p) => this.files.get(p)));
    }
    if (this.options.length > 0) this.options = optionFindings(this.plan, this.project);
    return 'file';
  }

  /** Every finding after level layers (sorted by path and position). */
  results(): { diagnostics: Diagnostic[]; suppressed: SuppressedDiagnostic[] } {
    const raw: RawFinding[] = this.plan.configDiagnostics.map((d) => ({ d }));
    const layers = new Map<string, LintLayer>();
    for (const pf of this.project.files) {
      const f = this.fileFindings.get(pf);
      if (!f) continue;
      for (const r of f.raw) raw.push(r);
      if (f.layer) layers.set(pf.file.path, f.layer);
    }
    for (const r of this.options) raw.push(r);
    for (const list of this.projectFindings.values()) for (const r of list) raw.push(r);
    const levelled = resolveLevels(this.plan.config.lints, raw, (file) => (file ? layers.get(file.file.path) : undefined), this.opts.callSite ?? []);
    if (!this.suppressions) return levelled;
    // As in the CLI's run: the fingerprints tell the recorded findings from new ones of the same rule and file.
    assignFingerprints(levelled.diagnostics);
    const applied = applySuppressions(levelled.diagnostics, this.suppressions);
    const suppressed = [...levelled.suppressed, ...applied.suppressed];
    sortDiagnostics(suppressed);
    return { diagnostics: applied.diagnostics, suppressed };
  }

  /** Files that were not linted, and an unusable configuration, as notes. */
  notes(): FileNote[] {
    const out = this.skipped.map((s) => ({ path: s.path, message: `not linted: ${s.reason}` }));
    for (const [path, text] of this.overlay) {
      if (text.length > MAX_FILE_BYTES) out.push({ path, message: `not linted: larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB (${text.length} characters)` });
    }
    if (this.configNote) out.push(this.configNote);
    if (this.suppressionsNote) out.push(this.suppressionsNote);
    return out;
  }

  parsed(rel: string): ParsedFile | undefined {
    return this.files.get(rel);
  }

  /** Paths of every linted file. */
  paths(): string[] {
    return [...this.files.keys()];
  }

  /** A file's source as the workspace sees it (open text, parsed file, configuration, or disk). */
  source(rel: string): SourceFile | undefined {
    const open = this.overlay.get(rel);
    if (open !== undefined) return sourceFile(rel, open);
    const pf = this.files.get(rel);
    if (pf) return pf.file;
    const cfg = this.plan.config.file;
    if (cfg && cfg.path === rel) return cfg;
    const disk = readGatedOrUndefined(this.root, resolve(this.root, rel));
    return disk === undefined ? undefined : sourceFile(rel, disk);
  }
}

let emptyConfig: string | undefined;
/** An empty configuration file: the defaults, for when the real one cannot be read. */
function emptyConfigFile(): string {
  if (!emptyConfig) {
    emptyConfig = join(mkdtempSync(join(tmpdir(), 'agentlint-lsp-')), 'empty.agentlint.yml');
    writeFileSync(emptyConfig, '');
  }
  return emptyConfig;
}

/**
 * The lint registry types: what a rule declares once, in its own file, and
 * the context it reports through. Rules are pure: they read artifacts and
 * report; the engine decides levels, suppression and output.
 */
import type { Harness } from '../artifacts/harness.js';
import type { Artifact, ArtifactKind, Project } from '../artifacts/model.js';
import type { Range } from '../artifacts/source.js';
import type { Category, Level, RelatedLocation, Suggestion } from './diagnostic.js';
import type { Effect } from './effect.js';

/** The rule pages of the documentation site (`npm run site`, published to GitHub Pages on release; docs/site.md). */
export const DOCS_BASE = 'https://agentlint.github.io/agentlint/rules';

/** A rule's page on the site: `<DOCS_BASE>/<family>/<name>/`, built from docs/rules/<family>/<name>.md. */
export function docsUrl(id: string): string {
  return `${DOCS_BASE}/${id}/`;
}

/** A tiny JSON-Schema subset, enough to validate rule options and to publish them. */
export interface OptionsSchema {
  type: 'object';
  properties: Record<string, { type: 'string' | 'array' | 'number' | 'boolean'; items?: { type: 'string' }; enum?: string[]; description: string }>;
  additionalProperties?: boolean;
}

export type Fixable = 'machine' | 'maybe' | false;

export interface RuleMeta {
  /** `family/name`. */
  id: string;
  category: Category;
  defaultLevel: Level;
  /**
   * What the rule's findings usually mean for the file (./effect.ts, docs/effects.md): not loaded, refused,
   * ignored, fails at run time, style only, or agentlint's configuration. A report whose outcome differs sets its own.
   */
  effect: Effect;
  /** One line: what the rule finds. */
  description: string;
  /** Artifact kinds the rule applies to. */
  kinds: ArtifactKind[];
  /**
   * The harness whose behaviour the rule is about; absent for tool formats
   * (ai-rulez, AGENTLTL) and engine findings. The registry fills it in for
   * families that belong to one harness (src/rules/index.ts).
   */
  harness?: Harness;
  /** Runs only when the config has a block for it (DESIGN-0005 §5). */
  optIn: boolean;
  options?: OptionsSchema;
  /** The best fix the rule can offer: MachineApplicable, MaybeIncorrect, or none. */
  fixable: Fixable;
  /** Extra SARIF tags, e.g. `security`. */
  tags?: string[];
  /** Why the mistake matters: the silent behaviour (docs page, SARIF fullDescription). */
  rationale?: string;
  /**
   * A wrong and a right example for the docs page, written to `file`; `context`
   * holds other files that must exist beside it (a plugin manifest, a config).
   * A test lints both: the wrong one must fire, the right one must not.
   * `rightFile` is where the right example goes when the fix is a rename.
   */
  examples?: { wrong: string; right: string; file?: string; rightFile?: string; context?: Record<string, string> };
  /**
   * The finding depends on the repository around the file (a glob that must match a file, a file that must
   * exist). Not reported on a catalogue file: the repository that decides is the one it installs into.
   */
  readsRepository?: true;
}

/** What a rule reports; the engine fills in kind, category, docs and the final level. */
export interface Report {
  message: string;
  range: Range;
  /** Defaults to the artifact's path. */
  path?: string;
  jsonPath?: string;
  /** What the effect is about when wider than `jsonPath` (Span.subject in ./diagnostic.ts). */
  subject?: string;
  element?: { type: string; name: string };
  /** Overrides the rule's default level for this finding (before lint layers apply). */
  level?: Level;
  /** Overrides the rule's usual effect (`meta.effect`) when this finding's outcome differs (./effect.ts). */
  effect?: Effect;
  notes?: string[];
  help?: string;
  suggestion?: Suggestion;
  related?: RelatedLocation[];
  /** Project rules: the harness of the artifact the finding is about (default: the rule's). */
  harness?: Harness;
}

export interface RuleContext<O = Record<string, unknown>> {
  /** The options block from the config (an empty object when none). */
  options: O;
  report(r: Report): void;
}

export interface ArtifactRule<O = Record<string, unknown>> {
  meta: RuleMeta;
  scope: 'artifact';
  /**
   * Problems with the options, as messages (a rule that cannot run on what it
   * was given says so per artifact instead of doing nothing).
   */
  validateOptions?(options: Record<string, unknown>): string[];
  check(artifact: Artifact, ctx: RuleContext<O>): void;
}

export interface ProjectRule<O = Record<string, unknown>> {
  meta: RuleMeta;
  scope: 'project';
  validateOptions?(options: Record<string, unknown>): string[];
  /** `report` without a path anchors nowhere: project rules always give `path`. */
  check(project: Project, ctx: RuleContext<O>): void;
  /**
   * The frontmatter keys the check reads, by artifact kind (`'*'`: every key, and the body). A Markdown
   * artifact keeps, once its own file's rules have run, only the frontmatter keys some project rule declares
   * here, and none of its text unless one declares `'*'` (memory at scale); reading another key, the
   * body or a slice of the text still answers right, but parses or reads the file again.
   */
  reads?: FrontmatterReads;
}

/** Frontmatter keys by artifact kind (see `ProjectRule.reads`). */
export type FrontmatterReads = Readonly<Record<string, readonly string[] | '*'>>;

/**
 * Findings the engine itself produces (parse problems, configuration
 * mistakes): declared like every rule so they have levels, docs and SARIF
 * entries, but with no check of their own.
 */
export interface EngineRule {
  meta: RuleMeta;
  scope: 'engine';
  validateOptions?: undefined;
}

export type Rule = ArtifactRule<any> | ProjectRule<any> | EngineRule;

/** Declare an artifact rule (keeps the options type next to the check). */
export function artifactRule<O = Record<string, unknown>>(r: Omit<ArtifactRule<O>, 'scope'>): ArtifactRule<O> {
  return { ...r, scope: 'artifact' };
}

export function projectRule<O = Record<string, unknown>>(r: Omit<ProjectRule<O>, 'scope'>): ProjectRule<O> {
  return { ...r, scope: 'project' };
}

export function engineRule(meta: RuleMeta): EngineRule {
  return { meta, scope: 'engine' };
}

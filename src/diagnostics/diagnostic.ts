/** The one diagnostic shape every layer produces and every reporter reads. */
import type { Harness } from '../artifacts/harness.js';
import type { Element } from '../artifacts/model.js';
import type { Range, TextEdit } from '../artifacts/source.js';
import type { Effect } from './effect.js';

export type { Effect } from './effect.js';

export type { Position, Range, TextEdit } from '../artifacts/source.js';

export type Level = 'error' | 'warn' | 'info';
export const LEVELS: readonly Level[] = ['error', 'warn', 'info'];

export type Category = 'correctness' | 'suspicious' | 'style' | 'contract' | 'migration' | 'security';
export const CATEGORIES: readonly Category[] = ['correctness', 'suspicious', 'style', 'contract', 'migration', 'security'];

export type Applicability = 'MachineApplicable' | 'MaybeIncorrect' | 'HasPlaceholders' | 'Unspecified';

export interface Suggestion {
  msg: string;
  applicability: Applicability;
  edits: TextEdit[];
}

export interface Span {
  path: string;
  range: Range;
  element?: Element;
  /** Where in the artifact, e.g. `$.frontmatter.tools[2]`. */
  jsonPath?: string;
  /**
   * What the finding's effect is about, when it is wider than `jsonPath`: the hook handler a bad `timeout` makes
   * the harness skip (`$.hooks.PreToolUse[0].hooks[0]`) while the finding points at the `timeout`. Absent: `jsonPath`.
   */
  subject?: string;
}

export interface RelatedLocation {
  message: string;
  span: Span;
}

export interface Diagnostic {
  /** The rule id, `family/name`. */
  kind: string;
  category: Category;
  level: Level;
  /** What the finding means for the file: not loaded, ignored, style only, … (./effect.ts); the report's, else the rule's. */
  effect: Effect;
  message: string;
  notes: string[];
  help?: string;
  suggestion?: Suggestion;
  /** Link to the rule's documentation page. */
  docs: string;
  span: Span;
  related: RelatedLocation[];
  /** The harness the finding is about (a file several harnesses read is checked once per harness); absent for tool formats and the configuration. */
  harness?: Harness;
  /** Stable identity of the finding (rule, path, element, normalized message); set by the engine. */
  fingerprint?: string;
}

/** A finding an `allow` or the suppressions file took out: kept, with what took it out. */
export interface SuppressedDiagnostic extends Diagnostic {
  /** `call-site`, `artifact:<path>` or `config` (the layer that allowed it), or `suppressions` (agentlint-suppressions.json). */
  source: string;
  /** Why it is suppressed, as written beside the suppression (required for a security finding). */
  reason?: string;
}

export function countByLevel(ds: readonly Diagnostic[]): Record<Level, number> {
  const c: Record<Level, number> = { error: 0, warn: 0, info: 0 };
  for (const d of ds) c[d.level]++;
  return c;
}

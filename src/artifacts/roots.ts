/**
 * Roots: folders whose files a harness reads as one unit (a Claude Code plugin, a Gemini CLI extension). A
 * harness's descriptor says how to find its roots and which of its kinds read a path inside one; discovery
 * (discover.ts) asks every descriptor and knows no harness by name.
 */
import type { Harness } from './harness.js';
import type { KindSpec, ParseContext } from './kinds/spec.js';
import type { Artifact } from './model.js';

/** What a root finder may look at: the walk's paths, the artifacts of the files read first, the disk. */
export interface RootInput {
  /** Every path the walk listed (sorted). */
  paths: readonly string[];
  /** The artifacts of the files read before the rest (`KindSpec.readFirst`). */
  firstArtifacts: readonly Artifact[];
  /** `file`, `dir` or null, for a root-relative path inside the scan root. */
  statInside(path: string): 'file' | 'dir' | null;
}

/** A file a first-read file names (a plugin manifest's component paths), with the kind that reads it. */
export interface DeclaredFile {
  path: string;
  kind: string;
  /** The root it belongs to. */
  root?: string;
  /** The harness of the kind that reads it (filled in by discovery). */
  harness?: Harness;
}

/** The parse-context fields that carry a root. */
export type RootContext = keyof Pick<ParseContext, 'pluginRoot' | 'extensionRoot'>;

export interface DiscoveryRoots {
  /** The parse-context field a file inside such a root gets its root in. */
  context: RootContext;
  /**
   * Every file under such a root gets the root in its context, also one a kind claims at its own path (a plugin's
   * files); otherwise only the files a kind claims through `claims` do.
   */
  everyFile: boolean;
  /** The root folders (root-relative; `.` for the scan root). */
  find(input: RootInput): Iterable<string>;
  /** Does this kind read a path relative to such a root? */
  claims(spec: KindSpec, pathInRoot: string): boolean;
  /**
   * When `claims` asks more than the kinds' `matchesInPlugin` / `matchesInGeminiExtension`: patterns every path it
   * accepts matches (for the after-write hook, which decides without loading the kinds).
   */
  claimsPatterns?: readonly RegExp[];
  /** Files the first-read files add, wherever they are. */
  declared?(input: RootInput, roots: ReadonlySet<string>): DeclaredFile[];
  /** The kinds whose files `declared` reads (each with its `locations`). */
  declaredBy?: readonly string[];
  /** Default files a declared file replaces (they are then not read). */
  replaced?(input: RootInput): ReadonlySet<string>;
  /** Whether a file a kind of this harness claims at its own path is its file (not another harness's root's). */
  keeps?(spec: KindSpec, path: string, declared: readonly DeclaredFile[], roots: ReadonlySet<string>): boolean;
}

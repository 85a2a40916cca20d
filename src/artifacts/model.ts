/** The artifact model every rule reads. */
import type { CatalogPlacement } from './catalog.js';
import type { MarkdownDoc } from './frontmatter.js';
import type { Harness } from './harness.js';
import type { Range, SourceFile } from './source.js';
import type { ParseProblem, TreeNode } from './tree.js';

/** Built-in kinds; extensions (ai-rulez, AGENTLTL) register more. */
export type ArtifactKind =
  | 'agent'
  | 'skill'
  | 'command'
  | 'plugin'
  | 'marketplace'
  | 'mcp'
  | 'hooks'
  | (string & {});

export interface Element {
  type: string;
  name: string;
}

export interface Artifact {
  kind: ArtifactKind;
  /** Path of the file, relative to the scan root (`/` separators). */
  path: string;
  file: SourceFile;
  element: Element;
  /**
   * The fields of the artifact: the frontmatter map of a Markdown artifact,
   * the object of a JSON artifact (the server's config for `mcp`).
   */
  root: TreeNode | null;
  /** Markdown artifacts: frontmatter and body. */
  markdown?: MarkdownDoc;
  /** The key that names the artifact, where it has one (an MCP server's name key). */
  nameRange?: Range;
  /** Folder of the plugin this artifact belongs to (relative to the scan root), if any. */
  pluginRoot?: string;
  /** An agent inside a plugin: Claude Code ignores some of its fields (DESIGN-0005 §2). */
  pluginDistributed: boolean;
  /**
   * Kind-specific data set by the parser or by discovery. Read-only: a parser that adds to it sets a new object,
   * since artifacts with nothing to say share one empty object (memory at scale).
   */
  data: Readonly<Record<string, unknown>>;
  /** The harness that reads this artifact (set by discovery from its kind); absent for tool formats. */
  harness?: Harness;
  /** A catalogue file's artifact: what it installs as and where (set by discovery from `catalog:`). */
  catalog?: CatalogPlacement;
  /** The surfaces of its harness the repository uses, when `surfaces:` narrows them (set by discovery). */
  surfaces?: readonly string[];
}

/** One file read by discovery: its artifacts and the problems found while parsing it. */
export interface ParsedFile {
  file: SourceFile;
  /** The artifact kind the file was read as (for parse problems' level lookup). */
  kind: ArtifactKind;
  artifacts: Artifact[];
  problems: ParseProblem[];
  /** Lint levels declared in the file itself (frontmatter `lints:`). */
  lints?: TreeNode | null;
  /** The harness the file was read for (a file several harnesses read is parsed once per harness). */
  harness?: Harness;
}

/** The `data` of an artifact with none: one frozen object shared by every such artifact. */
export const NO_DATA: Readonly<Record<string, unknown>> = Object.freeze({});

export { NO_PROBLEMS } from './tree.js';

export interface SkippedFile {
  path: string;
  reason: string;
}

/** What a project rule sees: every artifact, and read-only questions about the tree. */
export interface Project {
  /** Absolute scan root. */
  root: string;
  artifacts: Artifact[];
  files: ParsedFile[];
  /** What is at a root-relative path: a file, a folder, or nothing (never follows links out of the root). */
  stat(relPath: string): 'file' | 'dir' | null;
  /** Read a text file inside the root (undefined when missing, outside, binary or huge). */
  readText(relPath: string): string | undefined;
  /**
   * Every file of the tree, root-relative, lazily (gitignored files included, `.git` left out);
   * absent where the caller has no tree on disk. Consumers bound how many they take.
   */
  allFiles?(): Iterable<string>;
  /** The harnesses checked: the configured ones, or those whose files the tree holds. */
  harnesses?: readonly Harness[];
  /**
   * The GitHub repository the tree comes from, `owner/name` on github.com, when
   * the caller knows it: the git remote `origin` in the CLI, `GITHUB_REPOSITORY`
   * in the Action. Rules read it as data and never run git themselves.
   */
  repository?: string;
}

/** Index of each files array by path (the first parse of a path wins, as `find` would); built once per array. */
const byPathCache = new WeakMap<ParsedFile[], Map<string, ParsedFile>>();

/** The parsed file at a root-relative path, in constant time (project rules look files up per plugin). */
export function parsedFileAt(project: Project, path: string): ParsedFile | undefined {
  let index = byPathCache.get(project.files);
  if (!index) {
    index = new Map();
    for (const f of project.files) if (!index.has(f.file.path)) index.set(f.file.path, f);
    byPathCache.set(project.files, index);
  }
  return index.get(path);
}

/** The artifacts of each kind, per artifacts array: built once, where every project rule used to filter the whole list. */
const byKindCache = new WeakMap<readonly Artifact[], Map<string, Artifact[]>>();

export function artifactsOf(project: Project, kind: ArtifactKind): readonly Artifact[] {
  let index = byKindCache.get(project.artifacts);
  if (!index) {
    index = new Map();
    for (const a of project.artifacts) {
      const list = index.get(a.kind);
      if (list) list.push(a);
      else index.set(a.kind, [a]);
    }
    byKindCache.set(project.artifacts, index);
  }
  return index.get(kind) ?? [];
}

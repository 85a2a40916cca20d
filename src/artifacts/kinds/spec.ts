/**
 * How discovery learns a file kind: which paths are its files and how to
 * parse them. Adding a kind is writing one of these and listing it in its
 * harness's descriptor (src/harnesses/<id>/descriptor.ts); the walker does not change (it lists every `.md`,
 * `.json`, `.yaml`/`.yml` and `.toml` file that is not ignored).
 */
import type { CatalogPlacement } from '../catalog.js';
import type { Harness } from '../harness.js';
import type { SurfaceSelection } from '../surfaces.js';
import type { ParsedFile } from '../model.js';
import type { SourceFile } from '../source.js';

export interface ParseContext {
  /** Folder of the plugin the file belongs to, relative to the scan root. */
  pluginRoot?: string;
  /** Folder of the Gemini CLI extension (the folder of a `gemini-extension.json`) the file belongs to. */
  extensionRoot?: string;
  /** A catalogue file (`catalog:` in the configuration): read as if it sat at its installed path. */
  catalog?: CatalogPlacement;
  /** `surfaces:` in the configuration: the surfaces of each harness the repository uses. */
  surfaces?: SurfaceSelection;
}

export interface KindSpec {
  /** Name of this file type, for skip notes and debugging. */
  id: string;
  /** The harness that reads these files; absent for tool formats (ai-rulez, AGENTLTL). */
  harness?: Harness;
  /**
   * false when the file belongs to another harness's layout (Copilot reading
   * `.claude/skills`, Copilot and OpenCode reading AGENTS.md): such a file
   * does not show that the repository uses this harness, so by default it is
   * read for this harness only when other files show the harness is in use.
   */
  evidence?: boolean;
  /** The artifact kinds parse() yields, for the README's harness table (default: `[id]`). */
  yields?: string[];
  /**
   * The extensions (lower case, with the dot; `.cursorrules` for that file) its files can have: discovery
   * asks the matchers below only about such files. Set for every built-in kind from its descriptor (`extensions`); a kind
   * without it is asked about every file.
   */
  extensions?: readonly string[];
  /**
   * Read before every other file: its files define roots (a Claude Code plugin manifest, a marketplace), and are
   * kept in the project even outside the paths a run reports on.
   */
  readFirst?: boolean;
  /**
   * A file this kind reads but finds is not its own (no artifacts, no problems: a bare `plugin.json` that is not an
   * Agent Plugins manifest) is not kept in the project.
   */
  dropWhenEmpty?: boolean;
  /** Does a scan-root-relative path belong to this kind (anywhere)? */
  matches?: PathTest;
  /** Does a path relative to a plugin root belong to this kind? */
  matchesInPlugin?: PathTest;
  /** Does a path relative to a Gemini CLI extension root (a folder holding `gemini-extension.json`) belong to this kind? */
  matchesInGeminiExtension?: PathTest;
  /**
   * For a kind whose files name other files (a plugin manifest's component paths, Copilot's `agentDirectories`):
   * where such a file sits, relative to the folder it speaks for (`.claude-plugin/plugin.json`). The after-write hook
   * looks for these in the written file's folders before it loads any kind (src/hook/paths.generated.ts).
   */
  locations?: readonly string[];
  parse(file: SourceFile, ctx: ParseContext): ParsedFile;
  /**
   * Folders a file of this kind tells its harness to read too (Copilot's `agentDirectories` in
   * `.github/copilot/settings.json`, the default `agents/` of a plugin whose manifest is not even JSON):
   * discovery reads such files first, then reads the files of each folder that `file` accepts (a path
   * relative to the folder) as the kind `kind`.
   */
  declaresFolders?(pf: ParsedFile): DeclaredFolder[];
}

/**
 * A path test that also says, as regular expressions, which paths it can accept: every path it accepts matches
 * one of `patterns` (they may accept more). Kept as data so that the after-write hook can rule a written path out
 * without loading the kinds (src/hook/paths.generated.ts, generated from these).
 */
export interface PathTest {
  (path: string): boolean;
  readonly patterns?: readonly RegExp[];
}

/** A path test that is exactly its patterns: a path matching one of them. */
export function pathTest(...patterns: RegExp[]): PathTest {
  const test = patterns.length === 1 ? (p: string) => patterns[0]!.test(p) : (p: string) => patterns.some((re) => re.test(p));
  return Object.assign(test, { patterns });
}

/** A path test narrower than its patterns (`test` accepts only paths that match one of them). */
export function pathTestWithin(patterns: readonly RegExp[], test: (path: string) => boolean): PathTest {
  return Object.assign((p: string) => test(p), { patterns });
}

/** The test for exactly one path. */
export function exactPath(path: string): PathTest {
  return pathTestWithin([new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)], (p) => p === path);
}

export interface DeclaredFolder {
  /** Scan-root-relative, as written (`./` allowed); a folder outside the root is ignored. */
  folder: string;
  /** Id of the KindSpec that reads its files. */
  kind: string;
  file: RegExp;
}

/** The extension discovery files a path under (see `KindSpec.extensions`): `.md`, `.cursorrules`, `''`. */
export function extensionOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
}

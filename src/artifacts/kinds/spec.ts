/**
 * How discovery learns a file kind: which paths are its files and how to
 * parse them. Adding a kind is writing one of these and listing it in
 * `kinds/index.ts`; the walker does not change (it lists every `.md`,
 * `.json`, `.yaml`/`.yml` and `.toml` file that is not ignored).
 */
import type { ParsedFile } from '../model.js';
import type { SourceFile } from '../source.js';

export interface ParseContext {
  /** Folder of the plugin the file belongs to, relative to the scan root. */
  pluginRoot?: string;
}

export interface KindSpec {
  /** Name of this file type, for skip notes and debugging. */
  id: string;
  /** Does a scan-root-relative path belong to this kind (anywhere)? */
  matches?(path: string): boolean;
  /** Does a path relative to a plugin root belong to this kind? */
  matchesInPlugin?(pathInPlugin: string): boolean;
  parse(file: SourceFile, ctx: ParseContext): ParsedFile;
}

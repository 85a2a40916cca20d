/**
 * How discovery learns a file kind: where its files live and how to parse
 * them. Adding a kind is writing one of these and listing it in
 * `kinds/index.ts`; the walker does not change.
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
  /** fast-glob patterns, relative to the scan root, for files found anywhere. */
  globs: string[];
  /** Does a scan-root-relative path belong to this kind (anywhere)? */
  matches?(path: string): boolean;
  /** Does a path relative to a plugin root belong to this kind? */
  matchesInPlugin?(pathInPlugin: string): boolean;
  /** Globs relative to a plugin root (used for the plugin patterns). */
  pluginGlobs?: string[];
  parse(file: SourceFile, ctx: ParseContext): ParsedFile;
}

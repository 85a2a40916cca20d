/**
 * The file walk: one pass over the scan root with `readdir`, pruning
 * `node_modules`, `.git`, what `.gitignore` files ignore (each applies to its
 * own folder and below) and the configuration's `ignore:` globs. Links are
 * listed, never followed. Only files a kind could claim are kept (by
 * extension), so a large monorepo costs a walk, not a parse.
 */
import ignore, { type Ignore } from 'ignore';
import picomatch from 'picomatch';
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { CANDIDATE, RULES_FOLDER_OTHER } from './candidates.js';
import { readGatedOrUndefined } from './gate.js';

const SKIP_DIRS = new Set(['node_modules', '.git']);
export interface Walk {
  /** Candidate files (and links), root-relative with `/`. */
  files: string[];
  /** Which of them are symbolic links. */
  links: Set<string>;
  /**
   * Every folder the walk read (root-relative, `''` for the root) with its entries, so
   * discovery's `stat` answers from them instead of reading the folder again. A walked
   * folder is never reached through a link, so its real path is the real root joined with it.
   */
  folders: Map<string, Listing>;
}

/**
 * A folder's entries as the walk read them: their names, and a type letter each (`d` folder, `f` file, `l`
 * symbolic link, `o` anything else). Not the `Dirent`s: the map lives as long as the project, and a `Dirent`
 * record with its folder's path costs more than the name (memory at scale).
 */
export interface Listing {
  names: string[];
  types: string;
}

export function listingOf(entries: readonly Dirent[]): Listing {
  // Joined, not appended: a string grown a letter at a time is a chain of pieces.
  const types = entries.map((e) => (e.isDirectory() ? 'd' : e.isFile() ? 'f' : e.isSymbolicLink() ? 'l' : 'o')).join('');
  return { names: entries.map((e) => e.name), types };
}

export function walkTree(root: string, ignoreGlobs: readonly string[] = []): Walk {
  const userIgnored = ignoreGlobs.length ? picomatch([...ignoreGlobs], { dot: true }) : () => false;
  const files: string[] = [];
  const links = new Set<string>();
  const folders = new Map<string, Listing>();
  const rules: Array<{ dir: string; ig: Ignore }> = [];

  const ignored = (rel: string, isDir: boolean): boolean => {
    if (userIgnored(rel) || (isDir && userIgnored(`${rel}/`))) return true;
    for (const { dir, ig } of rules) {
      if (dir !== '' && !rel.startsWith(`${dir}/`)) continue;
      const sub = dir === '' ? rel : rel.slice(dir.length + 1);
      if (ig.ignores(isDir ? `${sub}/` : sub)) return true;
    }
    return false;
  };

  const visit = (abs: string, rel: string) => {
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return; // unreadable folder: nothing to lint there
    }
    folders.set(rel, listingOf(entries));
    const gi = entries.find((e) => e.name === '.gitignore' && e.isFile());
    let pushed = false;
    if (gi) {
      // Through the gate (size cap, a regular file): an unreadable .gitignore ignores nothing.
      const text = readGatedOrUndefined(root, join(abs, '.gitignore'));
      if (text !== undefined) {
        rules.push({ dir: rel, ig: ignore().add(text) });
        pushed = true;
      }
    }
    for (const e of entries) {
      const childRel = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name) || ignored(childRel, true)) continue;
        visit(join(abs, e.name), childRel);
      } else if ((e.isFile() || e.isSymbolicLink()) && (CANDIDATE.test(e.name) || RULES_FOLDER_OTHER.test(childRel)) && !ignored(childRel, false)) {
        files.push(childRel);
        if (e.isSymbolicLink()) links.add(childRel);
      }
    }
    if (pushed) rules.pop();
  };
  visit(root, '');
  return { files, links, folders };
}

/**
 * Every file under the root (links listed, never followed; `.git` skipped), for questions that need
 * the whole tree rather than the candidates, such as "does this glob match any file?". Lazy, so the
 * caller stops as soon as it knows; `.gitignore` is not applied (Claude Code still matches ignored
 * files), but `node_modules` folders are visited last so an ordinary tree answers early.
 */
export function* allFiles(root: string): Generator<string> {
  const later: Array<[string, string]> = [];
  function* visit(abs: string, rel: string): Generator<string> {
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return; // unreadable folder: nothing listed there
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const childRel = rel === '' ? e.name : `${rel}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name === '.git') continue;
        if (e.name === 'node_modules') later.push([join(abs, e.name), childRel]);
        else yield* visit(join(abs, e.name), childRel);
      } else if (e.isFile() || e.isSymbolicLink()) yield childRel;
    }
  }
  yield* visit(root, '');
  for (let i = 0; i < later.length; i++) yield* visit(later[i][0], later[i][1]);
}

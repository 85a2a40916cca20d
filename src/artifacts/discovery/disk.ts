/**
 * Discovery's way to the disk, confined to the scan root: reading a file (links, FIFOs, size, binary and UTF-8
 * checks), `stat` that never follows a link out, and the root-relative path helpers.
 */
import { closeSync, constants as fsConstants, fstatSync, openSync, readdirSync, readFileSync, readSync, realpathSync, statSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import picomatch from 'picomatch';
import { insideReal } from '../gate.js';
import { MAX_FILE_BYTES } from '../limits.js';
import type { Project, SkippedFile } from '../model.js';
import { withoutBom, type Reread } from '../source.js';
import { allFiles, listingOf, type Listing } from '../walk.js';

/**
 * The project's way to the disk. Made outside `discover` so that its closures do not hold discover's
 * working maps (every text, parse and file identity by path) for as long as the project lives.
 */
export function treeAccess(realRoot: string, root: string, statInside: (rel: string) => 'file' | 'dir' | null): Pick<Project, 'stat' | 'readText' | 'allFiles'> {
  return {
    stat: (p) => {
      const n = normalize(p);
      return n === null ? null : statInside(n);
    },
    readText: (p) => {
      const n = normalize(p);
      return n === null ? undefined : readText(realRoot, root, n, [])?.text;
    },
    allFiles: () => allFiles(root),
  };
}

/** The deepest of `roots` (root-relative folders, `.` for the scan root) above a path, walking up its folders. */
export function deepestRootAbove(roots: ReadonlySet<string>, path: string): string | undefined {
  if (roots.size === 0) return undefined;
  for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
    const dir = path.slice(0, i);
    if (roots.has(dir)) return dir;
  }
  return roots.has('.') ? '.' : undefined;
}

/** Overlay paths the walk did not list, outside the configured ignores (a folder's .gitignore is not asked: the file is new). */
export function overlaidNewFiles(options: { overlay?: ReadonlyMap<string, string>; ignore?: string[] }, listed: ReadonlySet<string>): string[] {
  if (!options.overlay) return [];
  const ignored = options.ignore?.length ? picomatch([...options.ignore], { dot: true }) : () => false;
  return [...options.overlay.keys()].filter((p) => !listed.has(p) && !ignored(p)).sort();
}

/** The paths of a sorted list that start with `prefix` (binary search for the first). */
export function withPrefix(sorted: readonly string[], prefix: string): string[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}

/**
 * Normalize a root-relative path; null when it leaves the root or enters a `.git` folder (no artifact is there,
 * and `.git/config` holds the token of a checkout).
 */
export function normalize(p: string): string | null {
  const n = posix.normalize(p.replace(/\\/g, '/')).replace(/\/$/, '');
  if (n === '..' || n.startsWith('../') || n.startsWith('/')) return null;
  if (n === '.git' || n.startsWith('.git/') || n.includes('/.git/') || n.endsWith('/.git')) return null;
  return n === '' ? '.' : n;
}

/** The file gate's rule: a real path inside the real root, and not in its `.git` folder. */
const inside = insideReal;

/**
 * `stat` confined to the scan root: what is at a root-relative path, never
 * through a link that leads out. Each folder is read once (one `readdir`
 * answers for all its entries) and its real path resolved once; answers are
 * kept, since the tree is read once per run. The folders the walk already read
 * (`walked`, root-relative) are not read again.
 */
export function statInsideRoot(realRoot: string, root: string, walked: ReadonlyMap<string, Listing>): (rel: string) => 'file' | 'dir' | null {
  // By root-relative folder: its entries' type letters by name (walk.ts `Listing`), and whether its real path is
  // known to be inside the root.
  const folders = new Map<string, { inside: boolean; entries: Map<string, string> } | null>();
  const byName = (l: Listing) => new Map(l.names.map((n, i) => [n, l.types[i]!]));
  const folder = (dirRel: string) => {
    let f = folders.get(dirRel);
    if (f === undefined) {
      const listed = walked.get(dirRel);
      if (listed) {
        f = { inside: true, entries: byName(listed) };
      } else {
        try {
          const abs = resolve(root, dirRel);
          f = { inside: inside(realRoot, realpathSync(abs)), entries: byName(listingOf(readdirSync(abs, { withFileTypes: true }))) };
        } catch {
          f = null;
        }
      }
      folders.set(dirRel, f);
    }
    return f;
  };
  const cache = new Map<string, 'file' | 'dir' | null>();
  return (rel) => {
    let what = cache.get(rel);
    if (what === undefined) {
      what = statUncached(rel);
      cache.set(rel, what);
    }
    return what;
  };
  /** `rel` is normalized (no `..`, no leading `/`): its folder and name are plain string slices. */
  function statUncached(rel: string): 'file' | 'dir' | null {
    if (rel === '.' || rel === '') return 'dir';
    const slash = rel.lastIndexOf('/');
    const f = folder(slash < 0 ? '' : rel.slice(0, slash));
    if (f === null || !f.inside) return null;
    const type = f.entries.get(rel.slice(slash + 1));
    if (type === 'd') return 'dir';
    if (type === 'f') return 'file';
    if (type !== 'l') return null;
    try {
      const abs = resolve(root, rel);
      if (!inside(realRoot, realpathSync(abs))) return null;
      const st = statSync(abs);
      return st.isDirectory() ? 'dir' : st.isFile() ? 'file' : null;
    } catch {
      return null;
    }
  }
}

/** How a dropped text is read back (ParsedFileHook): with discovery's checks, and the overlay's text where it has one. */
export function rereader(realRoot: string, root: string, overlay: ReadonlyMap<string, string> | undefined): Reread {
  return (path) => {
    const raw = overlay?.get(path) ?? readText(realRoot, root, path, [])?.text;
    return raw === undefined ? undefined : withoutBom(raw);
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const OPEN_FLAGS = fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0);

/** A file's text and its identity (`device:inode`; empty where the platform has none). */
export interface ReadFile {
  text: string;
  identity: string;
}

/**
 * `anyLinks`: the tree has symbolic links, so any file may be read again under another path; without them only a
 * file with more than one hard link can, and only such a file gets an identity (a key per file held through the
 * whole bulk, for nothing, in the common tree; memory at scale).
 */
export function readText(realRoot: string, root: string, rel: string, skipped: SkippedFile[], isLink?: boolean, anyLinks = true): ReadFile | undefined {
  const abs = resolve(root, rel);
  let fd: number | undefined;
  try {
    // Discovery knows from the walk whether an entry is a link (the walk never enters a linked folder). Any other
    // path, such as a file an artifact names, may pass through a linked folder (`notes -> ..`): its real path is
    // checked whatever its last part is.
    if (isLink ?? true) {
      if (!inside(realRoot, realpathSync(abs))) {
        skipped.push({ path: rel, reason: 'symbolic link pointing outside the scan root (not followed)' });
        return undefined;
      }
      // The type is checked before the file is opened: opening a FIFO blocks until a writer comes.
      // (The walk already told plain entries' types: only regular files and links are listed.)
      if (!statSync(abs).isFile()) {
        skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): not read' });
        return undefined;
      }
    }
    // Non-blocking, in case the entry is swapped for a FIFO between the check and the open. One
    // path lookup per file (the open); type, size and identity come from the open file.
    fd = openSync(abs, OPEN_FLAGS);
    const st = fstatSync(fd);
    if (!st.isFile()) {
      skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): not read' });
      return undefined;
    }
    if (st.size > MAX_FILE_BYTES) {
      skipped.push({ path: rel, reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB (${st.size} bytes)` });
      return undefined;
    }
    // Node reads and decodes in one native call (its UTF-8 fast path; bad bytes become U+FFFD).
    const text = readFileSync(fd, 'utf8');
    if (text.length > MAX_FILE_BYTES) {
      // The file grew after the fstat.
      skipped.push({ path: rel, reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB` });
      return undefined;
    }
    if (text.includes('\0')) {
      skipped.push({ path: rel, reason: 'binary file (contains NUL bytes)' });
      return undefined;
    }
    const identity = st.ino && (anyLinks || st.nlink > 1) ? `${st.dev}:${st.ino}` : '';
    if (!text.includes('\uFFFD')) return { text, identity };
    // A replacement character: either the file has one, or its bytes are not UTF-8. Ask the strict decoder.
    const bytes = Buffer.allocUnsafe(st.size);
    const n = readSync(fd, bytes, 0, st.size, 0);
    try {
      return { text: utf8.decode(bytes.subarray(0, n)), identity };
    } catch {
      skipped.push({ path: rel, reason: 'not valid UTF-8' });
      return undefined;
    }
  } catch (err) {
    skipped.push({ path: rel, reason: `cannot be read: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}` });
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}


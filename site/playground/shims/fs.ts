/**
 * `node:fs` for the browser: an in-memory tree over a map of absolute paths to texts. It answers
 * exactly the calls discovery and the engine make when they read a tree (the playground never
 * writes to disk: a fix edits the editor's text). Folders are implied by the files' paths.
 */
const files = new Map<string, string>();
const encoder = new TextEncoder();

/** Replace the whole tree (absolute POSIX paths). */
export function setFiles(entries: Iterable<[string, string]>): void {
  files.clear();
  for (const [p, text] of entries) files.set(p, text);
}

function isDir(p: string): boolean {
  const prefix = p.endsWith('/') ? p : `${p}/`;
  for (const f of files.keys()) if (f.startsWith(prefix)) return true;
  return false;
}

function missing(p: string): Error {
  const err = new Error(`ENOENT: no such file or directory, '${p}'`) as Error & { code: string };
  err.code = 'ENOENT';
  return err;
}

interface Stat {
  size: number;
  ino: number;
  dev: number;
  nlink: number;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

function statOf(p: string): Stat {
  const text = files.get(p);
  const dir = text === undefined && isDir(p);
  if (text === undefined && !dir) throw missing(p);
  return {
    size: text === undefined ? 0 : encoder.encode(text).length,
    ino: 0,
    dev: 0,
    nlink: 1,
    isFile: () => text !== undefined,
    isDirectory: () => dir,
    isSymbolicLink: () => false,
  };
}

export const statSync = statOf;
export const lstatSync = statOf;

export function existsSync(p: string): boolean {
  return files.has(p) || isDir(p);
}

export function realpathSync(p: string): string {
  if (!existsSync(p)) throw missing(p);
  return p;
}

/** A folder's entries (files and the folders implied by deeper paths), sorted by name. */
export function readdirSync(p: string, _options?: { withFileTypes: true }): Array<{ name: string; isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }> {
  const prefix = p.endsWith('/') ? p : `${p}/`;
  const kinds = new Map<string, 'f' | 'd'>();
  for (const f of files.keys()) {
    if (!f.startsWith(prefix)) continue;
    const rest = f.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash < 0) kinds.set(rest, 'f');
    else kinds.set(rest.slice(0, slash), 'd');
  }
  if (kinds.size === 0 && !isDir(p)) throw missing(p);
  return [...kinds.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, kind]) => ({ name, isFile: () => kind === 'f', isDirectory: () => kind === 'd', isSymbolicLink: () => false }));
}

// Open files: descriptor → path.
const open = new Map<number, string>();
let nextFd = 3;

export function openSync(p: string): number {
  if (!files.has(p)) throw missing(p);
  const fd = nextFd++;
  open.set(fd, p);
  return fd;
}

export function closeSync(fd: number): void {
  open.delete(fd);
}

function pathOf(target: string | number): string {
  const p = typeof target === 'number' ? open.get(target) : target;
  if (p === undefined || !files.has(p)) throw missing(String(target));
  return p;
}

export function fstatSync(fd: number): Stat {
  return statOf(pathOf(fd));
}

/** The text with an encoding, else its UTF-8 bytes (callers decode them with TextDecoder). */
export function readFileSync(target: string | number, encoding?: string | { encoding?: string }): string | Uint8Array {
  const text = files.get(pathOf(target))!;
  const enc = typeof encoding === 'string' ? encoding : encoding?.encoding;
  return enc ? text : encoder.encode(text);
}

export function readSync(fd: number, buffer: Uint8Array, offset: number, length: number, position: number): number {
  const bytes = encoder.encode(files.get(pathOf(fd))!).subarray(position, position + length);
  buffer.set(bytes, offset);
  return bytes.length;
}

function readOnly(): never {
  throw new Error('the playground reads a virtual tree: nothing is written');
}
export const writeFileSync = readOnly;
export const mkdtempSync = readOnly;
export const rmSync = readOnly;
export const mkdirSync = readOnly;
export const renameSync = readOnly;

export const constants = { O_RDONLY: 0, O_NONBLOCK: 2048 };

export default { setFiles, statSync, lstatSync, existsSync, realpathSync, readdirSync, openSync, closeSync, fstatSync, readFileSync, readSync, writeFileSync, mkdtempSync, rmSync, mkdirSync, renameSync, constants };

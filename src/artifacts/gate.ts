/**
 * The file gate: how agentlint reads and writes files whose place a repository decides (its configuration, its
 * suppressions file, ignore files, the files its artifacts name, the outputs it writes, `init`'s files, `--fix`).
 * A pull request's author controls every name, byte and link of the checkout, so:
 * - a path is followed to its real place, and that place must be inside the workspace root and outside `.git`
 *   (the token `actions/checkout` keeps is in `.git/config`); a link that leads elsewhere is refused before
 *   anything is read through it, and is reported like a missing file;
 * - only regular files are read (a FIFO would block, `/dev/zero` never ends), at most `MAX_FILE_BYTES`, opened
 *   non-blocking in case the entry is swapped between the check and the open;
 * - a write refuses a link in place of the file and a folder whose real place is outside, writes a temporary file
 *   beside the target and renames it over.
 * A path the user named that lies outside the workspace (`-o /tmp/report.json`, `--config ~/agentlint.yml`) is
 * the user's choice, not the repository's: `explicit` lets it through with the same file checks.
 * Discovery keeps its own reader (discovery/disk.ts), with the same rules for the scan root.
 */
import { closeSync, constants, existsSync, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { MAX_FILE_BYTES } from './limits.js';

/** Why the gate refused a path. */
export type GateReason = 'missing' | 'outside' | 'git-folder' | 'not-a-file' | 'too-large' | 'binary' | 'not-utf8' | 'link' | 'unreadable';

export class GateError extends Error {
  constructor(
    message: string,
    readonly reason: GateReason,
  ) {
    super(message);
  }
}

export interface GateOptions {
  /** The user named this path (a command-line option): a path outside the workspace is allowed. */
  explicit?: boolean;
  /** How the path is shown in messages (default: relative to the root, or as given). */
  shown?: string;
  /** The largest file read (default `MAX_FILE_BYTES`). */
  maxBytes?: number;
  /** A write makes the missing folders (each checked); otherwise a missing folder is an error. */
  createFolders?: boolean;
  /** A read keeps a leading byte-order mark (`--fix` writes it back); it is dropped otherwise. */
  keepBom?: boolean;
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const strictUtf8KeepingBom = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** `rel` (from `relative`) leaves the folder it is relative to. */
export function leaves(rel: string): boolean {
  return rel === '..' || rel.startsWith(`..${sep}`) || rel.startsWith('../') || isAbsolute(rel);
}

/** `rel` (root-relative) is `.git` or inside a `.git` folder. */
function inGitFolder(rel: string): boolean {
  return rel.split(/[\\/]/).includes('.git');
}

/** A real path the gate lets through: inside the real root, and not in a `.git` folder (discovery's reader asks too). */
export function insideReal(realRoot: string, real: string): boolean {
  const rel = relative(realRoot, real);
  return !leaves(rel) && !inGitFolder(rel);
}

/**
 * The workspace root for a scan root: the repository's root when the scan root is inside a git work tree (a
 * plugin linted on its own inside a monorepo may follow links that stay in the repository), else the scan root.
 */
export function workspaceRoot(scanRoot: string): string {
  const start = resolve(scanRoot);
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

function realOrUndefined(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/** The real path of the deepest part of `abs` that exists (what a write or a read would reach). */
function deepestReal(abs: string): string | undefined {
  let existing = abs;
  while (!existsSync(existing) && dirname(existing) !== existing) existing = dirname(existing);
  return realOrUndefined(existing);
}

/**
 * Where `abs` really is, checked against the root: the reason it may not be used, or undefined when it may.
 * A path lexically outside the root passes only when `explicit`.
 */
export function confinement(root: string, abs: string, explicit = false): GateReason | undefined {
  const lexical = relative(root, abs);
  if (leaves(lexical)) return explicit ? undefined : 'outside';
  if (inGitFolder(lexical)) return 'git-folder';
  const realRoot = realOrUndefined(root) ?? root;
  const real = deepestReal(abs);
  if (real === undefined) return 'missing';
  if (insideReal(realRoot, real)) return undefined;
  return leaves(relative(realRoot, real)) ? 'outside' : 'git-folder';
}

const WHY: Record<GateReason, string> = {
  missing: 'no such file',
  outside: 'it leads out of the workspace (a symbolic link, or a path outside it): not read',
  'git-folder': 'it leads into the `.git` folder: not read',
  'not-a-file': 'not a regular file (a folder, FIFO, socket or device): not read',
  'too-large': `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB: not read`,
  binary: 'a binary file (it holds NUL bytes)',
  'not-utf8': 'not valid UTF-8',
  link: 'it is a symbolic link: not written through',
  unreadable: 'cannot be read',
};

const WRITE_WHY: Partial<Record<GateReason, string>> = {
  outside: 'it leads out of the workspace (a symbolic link, or a path outside it): not written',
  'git-folder': 'it leads into the `.git` folder: not written',
  'not-a-file': 'not a regular file: not written',
};

/** The sentence for a refusal, e.g. `.agentlint.yml: it leads out of the workspace …`. */
export function gateMessage(shown: string, reason: GateReason, detail?: string): string {
  return `${shown}: ${WHY[reason]}${detail ? ` (${detail})` : ''}`;
}

function shownPath(root: string, abs: string, opts: GateOptions): string {
  if (opts.shown !== undefined) return opts.shown;
  const rel = relative(root, abs);
  return rel === '' || leaves(rel) ? abs : rel.split(sep).join('/');
}

/** What is at `abs`, through the gate: a file or folder it may use, or null (missing, outside, `.git`, special). */
export function statGated(root: string, abs: string, opts: GateOptions = {}): 'file' | 'dir' | null {
  if (!existsSync(abs) || confinement(root, abs, opts.explicit) !== undefined) return null;
  try {
    const st = statSync(abs);
    return st.isFile() ? 'file' : st.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

/** Read a text file through the gate; a GateError says why not. */
export function readGated(root: string, abs: string, opts: GateOptions = {}): string {
  const shown = shownPath(root, abs, opts);
  const fail = (reason: GateReason, detail?: string): never => {
    throw new GateError(gateMessage(shown, reason, detail), reason);
  };
  // A dangling link is missing too.
  if (!existsSync(abs)) fail('missing');
  const refused = confinement(root, abs, opts.explicit);
  if (refused) fail(refused);
  // The type before the open: opening a FIFO blocks until a writer comes.
  if (!statSync(abs).isFile()) fail('not-a-file');
  const max = opts.maxBytes ?? MAX_FILE_BYTES;
  let fd: number | undefined;
  try {
    fd = openSync(abs, OPEN_FLAGS);
    const st = fstatSync(fd);
    if (!st.isFile()) fail('not-a-file');
    if (st.size > max) fail('too-large', `${st.size} bytes`);
    const bytes = readFileSync(fd);
    if (bytes.length > max) fail('too-large');
    if (bytes.includes(0)) fail('binary');
    try {
      return (opts.keepBom ? strictUtf8KeepingBom : strictUtf8).decode(bytes);
    } catch {
      return fail('not-utf8');
    }
  } catch (err) {
    if (err instanceof GateError) throw err;
    return fail('unreadable', (err as NodeJS.ErrnoException).code ?? (err as Error).message);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Read through the gate, or undefined when the gate refuses (missing, outside, special, too large…). */
export function readGatedOrUndefined(root: string, abs: string, opts: GateOptions = {}): string | undefined {
  try {
    return readGated(root, abs, opts);
  } catch (err) {
    if (err instanceof GateError) return undefined;
    throw err;
  }
}

/**
 * Write `text` to `abs` through the gate: the folders are made one by one, each checked to stay inside; a link in
 * place of the file is refused; the text goes to a temporary file beside it, renamed over the target.
 */
export function writeGated(root: string, abs: string, text: string, opts: GateOptions = {}): void {
  const shown = shownPath(root, abs, opts);
  const fail = (reason: GateReason, detail?: string): never => {
    throw new GateError(`${shown}: ${WRITE_WHY[reason] ?? WHY[reason]}${detail ? ` (${detail})` : ''}`, reason);
  };
  const check = (p: string) => {
    const refused = confinement(root, p, opts.explicit);
    if (refused && refused !== 'missing') fail(refused);
  };
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    st = undefined;
  }
  if (opts.explicit && writesInPlace(root, abs, st)) {
    writeFileSync(abs, text);
    return;
  }
  if (st?.isSymbolicLink()) fail('link');
  check(abs);
  if (opts.createFolders) makeFolders(dirname(abs), check);
  else if (!existsSync(dirname(abs))) fail('missing', 'no such folder');
  else check(dirname(abs));
  if (st && !st.isFile()) fail('not-a-file');
  const temp = join(dirname(abs), `.${basename(abs)}.agentlint-${process.pid}-${Date.now()}.tmp`);
  try {
    // The replaced file keeps its permissions (a hook script stays executable).
    writeFileSync(temp, text, { flag: 'wx', mode: st ? st.mode & 0o7777 : 0o666 });
    renameSync(temp, abs);
  } catch (err) {
    rmSync(temp, { force: true });
    throw err;
  }
}

/**
 * A path the user named outside the workspace that is written as it is, not replaced: a device or FIFO
 * (`-o /dev/null`, a pipe), or a link (`-o /dev/stdout`). Inside the workspace, links and FIFOs are the repository's.
 */
function writesInPlace(root: string, abs: string, st: ReturnType<typeof lstatSync> | undefined): boolean {
  if (!st || !leaves(relative(root, abs))) return false;
  if (st.isCharacterDevice() || st.isFIFO()) return true;
  if (!st.isSymbolicLink()) return false;
  try {
    const target = statSync(abs);
    return target.isCharacterDevice() || target.isFIFO() || target.isFile();
  } catch {
    return false;
  }
}

/** `mkdir -p`, one folder at a time, each checked before and after it is made (a linked folder is not entered). */
function makeFolders(dir: string, check: (p: string) => void): void {
  if (existsSync(dir)) {
    check(dir);
    return;
  }
  makeFolders(dirname(dir), check);
  mkdirSync(dir);
  check(dir);
}

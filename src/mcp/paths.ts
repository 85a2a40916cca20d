/**
 * What a tool may read or write: a path inside the workspace root (after
 * links are followed), a text agentlint would lint (at most 1 MiB, no NUL).
 * Anything else is a ToolInputError, which the server returns as a tool error.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { confinement, leaves } from '../artifacts/gate.js';
import { MAX_FILE_BYTES } from '../artifacts/limits.js';

export class ToolInputError extends Error {}

export interface WorkspacePath {
  abs: string;
  /** Root-relative, with `/` (`.` for the root itself). */
  rel: string;
}

/** `path` (absolute, or relative to the root) as a workspace path; a ToolInputError when it leads out of the root. */
export function workspacePath(root: string, path: string): WorkspacePath {
  if (path.includes('\0')) throw new ToolInputError('the path holds a NUL character');
  const abs = resolve(root, path);
  const rel = relative(root, abs);
  if (leaves(rel)) throw new ToolInputError(`${path} is outside the workspace (${root}): only files under it are read or written`);
  // The file gate's rule: a link inside the root that leads out of it is outside too, and `.git` is never read.
  const refused = confinement(root, abs);
  if (refused === 'outside') throw new ToolInputError(`${path} leads out of the workspace (${root}) through a symbolic link`);
  if (refused === 'git-folder') throw new ToolInputError(`${path} is in the \`.git\` folder: agentlint reads and writes no file there`);
  return { abs, rel: rel === '' ? '.' : rel.split('\\').join('/') };
}

/** A file the lint tools read: a regular file, at most 1 MiB, not binary. */
export function checkLintableFile(p: WorkspacePath): void {
  const st = statSync(p.abs);
  if (!st.isFile()) throw new ToolInputError(`${p.rel} is not a regular file`);
  if (st.size > MAX_FILE_BYTES) throw new ToolInputError(`${p.rel} is larger than 1 MiB (${st.size} bytes): no agent definition is this large, and agentlint does not lint it`);
  const head = Buffer.alloc(Math.min(st.size, 8192));
  const fd = openSync(p.abs, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.includes(0)) throw new ToolInputError(`${p.rel} is a binary file (it holds NUL bytes): agentlint lints text files only`);
}

/** A text the `lint_text` tool lints in place of a file. */
export function checkLintableText(text: string): void {
  if (Buffer.byteLength(text, 'utf8') > MAX_FILE_BYTES) throw new ToolInputError(`the text is larger than 1 MiB (${Buffer.byteLength(text, 'utf8')} bytes): no agent definition is this large, and agentlint does not lint it`);
  if (text.includes('\0')) throw new ToolInputError('the text holds NUL characters: agentlint lints text files only');
}

/** The files a pull request changes (`pulls.listFiles`), with their RIGHT-side hunks. */
import type { GitHub } from './api.js';
import { parsePatch, type FilePatch } from './diff.js';

/** GitHub lists at most 3,000 files of a pull request. */
export const MAX_FILES = 3000;
export const PER_PAGE = 100;

export interface ChangedFile {
  /** Repository-relative path. */
  path: string;
  status: string;
  /** Undefined when GitHub sends no patch (binary or too large): annotate, but suggest nothing. */
  patch?: FilePatch;
}

export interface ChangedFiles {
  files: Map<string, ChangedFile>;
  /** The listing stopped at GitHub's 3,000-file limit. */
  truncated: boolean;
}

export interface ListedFile {
  filename: string;
  status: string;
  patch?: string;
}

/** Every changed file, 100 a page, serially, up to 3,000. */
export async function listChangedFiles(gh: GitHub, owner: string, repo: string, pullNumber: number): Promise<ChangedFiles> {
  const files = new Map<string, ChangedFile>();
  let count = 0;
  for (let page = 1; count < MAX_FILES; page++) {
    const res = await gh.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: pullNumber, per_page: PER_PAGE, page });
    const data = res.data as ListedFile[];
    for (const f of data) {
      if (count >= MAX_FILES) break;
      count++;
      files.set(f.filename, toChangedFile(f));
    }
    if (data.length < PER_PAGE) break;
  }
  return { files, truncated: count >= MAX_FILES };
}

export function toChangedFile(f: ListedFile): ChangedFile {
  return { path: f.filename, status: f.status, patch: typeof f.patch === 'string' ? parsePatch(f.patch) : undefined };
}

/**
 * "A path written in a configuration → a folder of the repository": the one place that turns a folder a
 * harness's configuration names (Copilot's `agentDirectories` and friends, Copilot marketplace `source`s,
 * OpenCode's `skills.paths`) into a root-relative folder, or says it is not one agentlint checks.
 */
import { posix } from 'node:path';

/**
 * Where the harnesses' readings differ. Each difference is what the rule it serves was built on; none of the
 * edge cases below was recorded either way, so each caller keeps its own reading rather than a guessed common one.
 */
export interface ConfigFolderReading {
  /** `\` separates folders (Copilot's rules read `tools\agents` as `tools/agents`); OpenCode's keep it as written. */
  backslashSeparates: boolean;
  /**
   * Leave alone any path with a `..` segment as written (Copilot: `..` was not observed). Otherwise `..` is resolved
   * and only a path that then leaves the repository is left alone (OpenCode: `a/../b` is `b`).
   */
  anyDotDot: boolean;
  /** Also leave alone home (`~/…`) and drive (`C:\…`, `C:/…`) paths (OpenCode: absolute and home paths are not checked). */
  homeAndDrive: boolean;
  /** Also leave alone URLs (`…://…`): a marketplace `source` may name a remote repository. */
  urls: boolean;
}

export const COPILOT_FOLDER: ConfigFolderReading = { backslashSeparates: true, anyDotDot: true, homeAndDrive: false, urls: false };
export const COPILOT_SOURCE_FOLDER: ConfigFolderReading = { ...COPILOT_FOLDER, urls: true };
export const OPENCODE_FOLDER: ConfigFolderReading = { backslashSeparates: false, anyDotDot: false, homeAndDrive: true, urls: false };

/**
 * The root-relative folder `written` names (normalized, no trailing `/`, `.` for the root), or null for a path
 * outside the repository (absolute, leaving the root, and what `reading` also leaves alone).
 */
export function configFolder(written: string, reading: ConfigFolderReading): string | null {
  const rel = reading.backslashSeparates ? written.replace(/\\/g, '/') : written;
  if (rel.startsWith('/')) return null;
  if (reading.homeAndDrive && /^~|^[a-z]:[\\/]/i.test(rel)) return null;
  if (reading.urls && rel.includes('://')) return null;
  if (reading.anyDotDot && rel.split('/').includes('..')) return null;
  const normal = posix.normalize(rel); // one `/` at most at the end
  const dir = (normal.endsWith('/') ? normal.slice(0, -1) : normal) || '.';
  return dir === '..' || dir.startsWith('../') ? null : dir;
}

/**
 * Copilot CLI's own check of a settings folder (`agentDirectories` and friends): it skips one that is empty (or
 * blank), absolute (`/x`, `C:…`) or leaves the repository once normalized (`../x`, `a/../../x`), with "must name a
 * directory inside the declaring workspace" (mutation probes copilot-settings:/skillDirectories/0:path-absolute,
 * :empty…). True for such a path; `configFolder` then reads the others.
 */
export function outsideCopilotWorkspace(written: string): boolean {
  const rel = written.replace(/\\/g, '/');
  const normal = posix.normalize(rel).replace(/\/$/, '');
  return rel.trim() === '' || rel.startsWith('/') || /^[A-Za-z]:/.test(rel) || normal === '..' || normal.startsWith('../');
}

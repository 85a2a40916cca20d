/**
 * The suppressions in force in another tree (a pull request's base commit, extracted to a folder): its
 * suppressions file, its configuration's `lints:`, and each file's own `lints:` as discovery reads them (read
 * only when a finding asks, since most runs have no inline `allow`).
 */
import { join, relative } from 'node:path';
import { discover } from '../discover.js';
import { sourceFile } from '../../artifacts/source.js';
import { readGated } from '../../artifacts/gate.js';
import { findConfig, lintEntriesOf, parseConfig, type Config } from '../config.js';
import type { LintEntry } from '../levels.js';
import type { BaseSuppressions } from './introduced.js';
import { readSuppressions, SUPPRESSIONS_FILE } from './file.js';

/** The base's configuration as written (no schema: only its `lints:` and `ignore:` are read); undefined when none or unreadable. */
function baseConfig(root: string, configRel?: string): Config | undefined {
  const path = findConfig(root, configRel === undefined ? undefined : join(root, configRel));
  if (!path) return undefined;
  try {
    return parseConfig(sourceFile(relative(root, path), readGated(root, path)), {});
  } catch {
    return undefined;
  }
}

/** `configRel`: the configuration's path in the tree when it is not the default. */
export function baseSuppressionsAt(root: string, configRel?: string): BaseSuppressions {
  const config = baseConfig(root, configRel);
  let suppressions;
  try {
    suppressions = readSuppressions(join(root, SUPPRESSIONS_FILE), root);
  } catch {
    suppressions = undefined; // an unusable file at the base suppressed nothing there
  }
  let inline: Map<string, LintEntry[]> | undefined;
  const inlineLints = (path: string) => {
    if (!inline) {
      inline = new Map();
      const { project } = discover(root, { ignore: config?.ignore, catalog: config?.catalog, surfaces: config?.surfaces });
      for (const pf of project.files) if (pf.lints) inline.set(pf.file.path, lintEntriesOf(pf.lints, pf.file.path).entries);
    }
    return inline.get(path);
  };
  return { suppressions, configLints: config?.lints ?? [], inlineLints };
}

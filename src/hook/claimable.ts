/**
 * Could some harness read a written file as a definition? Decided from the path, the kinds' path patterns
 * (./paths.generated.ts, generated from the descriptors) and a few `stat` calls, without loading any kind: most
 * writes of a session are no agent definition, and the hook runs after each.
 *
 * A file can be claimed three ways, and each is checked from above:
 * - by its path: a kind's pattern matches it, anywhere or inside a root (a plugin's or an extension's folder, which can
 *   be any folder above it: every tail of the path is tried);
 * - by a file that names it (a plugin manifest's component paths, Copilot's `agentDirectories`, OpenCode's
 *   `skills.paths`): such a file sits at a known place in the folder it speaks for, so the written file's folders
 *   are looked at, up to the root;
 * - by a `catalog:` entry of the configuration.
 * A "maybe" loads discovery, which decides. Only a manifest that names a file outside its own folder (`../`) is not
 * seen from here: such a file is linted by every other run, not after its write.
 */
import { join } from 'node:path';
import { isCandidatePath } from '../artifacts/candidates.js';
import { readGatedOrUndefined, statGated } from '../artifacts/gate.js';
import { extensionOf } from '../artifacts/kinds/spec.js';
import { CLAIMED, CONFIG_FILES, DECLARING, ROOT_CLAIMS } from './paths.generated.js';

// Any mention: the key may be quoted or in a flow mapping; a false "maybe" costs one lint.
const CATALOG_KEY = /catalog/;

/** `rel`: root-relative, `/`-separated, inside the root. */
export function mayBeDefinition(root: string, rel: string): boolean {
  if (!isCandidatePath(rel)) return false;
  return claimedByPath(rel) || namedByAFileAbove(root, rel) || inCatalog(root);
}

function claimedByPath(rel: string): boolean {
  const claimed = [CLAIMED[extensionOf(rel)], CLAIMED['*']];
  if (claimed.some((c) => c?.anywhere.some((re) => re.test(rel)))) return true;
  const inRoot = claimed.flatMap((c) => c?.inRoot ?? []).concat(ROOT_CLAIMS);
  for (let at = 0; at !== -1; at = rel.indexOf('/', at) + 1 || -1) {
    const tail = rel.slice(at);
    if (inRoot.some((re) => re.test(tail))) return true;
  }
  return false;
}

function namedByAFileAbove(root: string, rel: string): boolean {
  const parts = rel.split('/').slice(0, -1);
  for (let depth = 0; depth <= parts.length; depth++) {
    const folder = parts.slice(0, depth).join('/');
    for (const location of DECLARING) {
      if (statGated(root, join(root, folder, location)) === 'file') return true;
    }
  }
  return false;
}

function inCatalog(root: string): boolean {
  return CONFIG_FILES.some((name) => CATALOG_KEY.test(readGatedOrUndefined(root, join(root, name)) ?? ''));
}

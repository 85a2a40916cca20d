/**
 * Codex's plugin files beyond the manifest: a marketplace (`.agents/plugins/marketplace.json`, whose local sources
 * are resolved from the folder holding `.agents/`), and the plugin roots discovery reads a manifest's skills from
 * (`<plugin>/.codex-plugin/plugin.json`; its `skills` path, else `skills/`: oracle/codex/marketplace.json
 * `plugin-default-skills`).
 */
import { posix } from 'node:path';
import { parseJsonFile } from '../../artifacts/json.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';
import type { Artifact } from '../../artifacts/model.js';
import type { DeclaredFile, DiscoveryRoots, RootInput } from '../../artifacts/roots.js';
import { normalize, withPrefix } from '../../artifacts/discovery/disk.js';
import { getNode, getPair, stringValue, type TreeNode } from '../../artifacts/tree.js';

const MARKETPLACE = /(^|\/)\.agents\/plugins\/marketplace\.json$/;
const MANIFEST = /(^|\/)\.codex-plugin\/plugin\.json$/;

/** The folder a Codex manifest or marketplace belongs to: the one holding `.codex-plugin/` or `.agents/`. */
export function codexRootOf(path: string): string {
  const dir = path.replace(MANIFEST, '').replace(MARKETPLACE, '');
  return dir === '' ? '.' : dir;
}

export const codexMarketplaceKind: KindSpec = {
  id: 'codex-marketplace',
  harness: 'codex',
  readFirst: true,
  matches: (p) => MARKETPLACE.test(p),
  parse(file) {
    const { root, problems } = parseJsonFile(file);
    const name = stringValue(getNode(root, 'name')) ?? file.path;
    const a: Artifact = { kind: 'codex-marketplace', path: file.path, file, element: { type: 'marketplace', name }, root, pluginDistributed: false, data: { marketplaceRoot: codexRootOf(file.path) }, harness: 'codex' };
    return { file, kind: 'codex-marketplace', artifacts: root ? [a] : [], problems };
  },
};

/** A marketplace entry's local source as written: `{ "source": "local", "path": … }` or a string. */
export function codexLocalSource(entry: TreeNode): { value: TreeNode; path: string } | undefined {
  const src = getPair(entry, 'source')?.value;
  if (!src) return undefined;
  const s = stringValue(src);
  if (s !== undefined) return { value: src, path: s };
  if (src.type !== 'map' || stringValue(getNode(src, 'source')) !== 'local') return undefined;
  const p = getPair(src, 'path')?.value;
  const ps = stringValue(p);
  return p && ps !== undefined ? { value: p, path: ps } : undefined;
}

/**
 * Why Codex does not list an entry with this local path (oracle/codex/marketplace.json): it must start with `./`
 * (`entry-path-without-dot-slash`) and have only plain folder names after it (`entry-path-leaves-root`).
 */
export function codexSourcePathProblem(path: string): string | undefined {
  if (!path.startsWith('./')) return 'does not start with `./`';
  const rest = path.slice(2).split('/').filter((p, i, all) => p !== '' || i < all.length - 1);
  if (rest.some((p) => p === '..' || p === '.' || p === '')) return 'does not stay inside the marketplace folder (`.` and `..` are refused)';
  return undefined;
}

/** The plugin folder a valid local source names, relative to the scan root. */
export function codexSourceFolder(marketplace: Artifact, path: string): string | null {
  if (codexSourcePathProblem(path) !== undefined) return null;
  return normalize(posix.join(String(marketplace.data.marketplaceRoot ?? '.'), path));
}

/** A manifest's `skills` folder as Codex reads it: the path it gives (when usable), else `skills/`. */
export function codexSkillsFolder(manifest: Artifact): string | null {
  const root = codexRootOf(manifest.path);
  const v = getNode(manifest.root, 'skills');
  const s = stringValue(v);
  if (v === undefined) return normalize(posix.join(root, 'skills'));
  if (s === undefined || !s.startsWith('./')) return null; // codex/plugin-manifest reports it: no skills are listed
  const target = normalize(posix.join(root, s));
  return target !== null && (target === root || target.startsWith(root === '.' ? '' : `${root}/`)) ? target : null;
}

function skillFiles(input: RootInput, manifest: Artifact): DeclaredFile[] {
  const folder = codexSkillsFolder(manifest);
  if (folder === null || input.statInside(folder) !== 'dir') return [];
  const prefix = folder === '.' ? '' : `${folder}/`;
  const root = codexRootOf(manifest.path);
  return withPrefix(input.paths, prefix).filter((f) => /^[^/]+\/SKILL\.md$/.test(f.slice(prefix.length))).map((path) => ({ path, kind: 'codex-skill', root }));
}

/** Codex plugin roots: every folder holding `.codex-plugin/plugin.json`; their skills are Codex skills of that plugin. */
export const CODEX_ROOTS: DiscoveryRoots = {
  context: 'pluginRoot',
  everyFile: false,
  find: (input) => input.paths.filter((p) => MANIFEST.test(p)).map(codexRootOf),
  claims: () => false,
  declared: (input) => input.firstArtifacts.filter((a) => a.kind === 'codex-plugin').flatMap((m) => skillFiles(input, m)),
};

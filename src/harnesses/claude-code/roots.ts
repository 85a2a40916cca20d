/**
 * Claude Code's plugin roots for discovery: a folder holding `.claude-plugin/plugin.json`, and the local `source`
 * folders of a marketplace. Inside one, a kind's `matchesInPlugin` decides; a manifest's component paths
 * (`agents`, `commands`, `skills`, `outputStyles`) and part paths (`lspServers`, `monitors` as a JSON file) add
 * files wherever they point inside the scan root.
 */
import { normalize, withPrefix } from '../../artifacts/discovery/disk.js';
import type { DeclaredFile, DiscoveryRoots, RootInput } from '../../artifacts/roots.js';
import type { Artifact } from '../../artifacts/model.js';
import { getNode, scalarString, type TreeNode } from '../../artifacts/tree.js';
import { posix } from 'node:path';
import { partPathNodes } from './kinds/plugin-parts.js';

/** `agents`/`commands`/`skills` in a manifest: a path or a list of paths. */
export function componentPaths(node: TreeNode | null | undefined): string[] {
  if (!node) return [];
  if (node.type === 'scalar') return typeof node.value === 'string' ? [node.value] : [];
  if (node.type === 'seq') return node.items.map((i) => scalarString(i)).filter((s): s is string => s !== undefined);
  return [];
}

/** Relative `source` paths of a marketplace's plugins (objects are remote sources). */
export function localMarketplaceSources(marketplace: Artifact): string[] {
  const plugins = getNode(marketplace.root, 'plugins');
  if (!plugins || plugins.type !== 'seq') return [];
  const pluginRootPrefix = scalarString(getNode(getNode(marketplace.root, 'metadata'), 'pluginRoot'));
  const out: string[] = [];
  for (const p of plugins.items) {
    const src = getNode(p, 'source');
    const s = scalarString(src);
    if (s === undefined) continue;
    if (s.startsWith('./') || s.startsWith('../') || s === '.') out.push(s);
    else if (pluginRootPrefix) out.push(posix.join(pluginRootPrefix, s));
  }
  return out;
}

const manifests = (input: RootInput) => input.firstArtifacts.filter((a) => a.kind === 'plugin');

function* pluginRoots(input: RootInput): Iterable<string> {
  for (const a of input.firstArtifacts) {
    if (a.kind === 'plugin') yield a.data.pluginRoot as string;
    if (a.kind !== 'marketplace') continue;
    for (const src of localMarketplaceSources(a)) {
      const dir = normalize(posix.join(a.data.marketplaceRoot as string, src));
      if (dir !== null && input.statInside(dir) === 'dir') yield dir;
    }
  }
}

const COMPONENT_FIELDS = [
  ['agents', 'agent'],
  ['commands', 'command'],
  ['skills', 'skill'],
  ['outputStyles', 'output-style'],
] as const;

/** The files a manifest's component paths name: a file, or the matching files of a folder. */
function componentFiles(input: RootInput, manifest: Artifact): DeclaredFile[] {
  const root = manifest.data.pluginRoot as string;
  const out: DeclaredFile[] = [];
  for (const [field, kind] of COMPONENT_FIELDS) {
    for (const rel of componentPaths(getNode(manifest.root, field))) {
      const target = normalize(posix.join(root, rel));
      if (target === null) continue; // outside the root: plugin/component-paths reports it
      const what = input.statInside(target);
      if (what === 'file') out.push({ path: target, kind, root });
      if (what !== 'dir') continue;
      const prefix = target === '.' ? '' : `${target}/`;
      const wanted = kind === 'skill' ? /^(?:[^/]+\/)?SKILL\.md$/ : /\.md$/i;
      for (const f of withPrefix(input.paths, prefix)) if (wanted.test(f.slice(prefix.length))) out.push({ path: f, kind, root });
    }
  }
  return out;
}

/**
 * LSP servers and monitors given as a path to a JSON file (`"lspServers": "./lsp.json"`): Claude Code 2.1.332 reads
 * that file as it reads `.lsp.json` / `monitors/monitors.json` (plugin-parts.json, cases `lspServers as a path …`,
 * `monitors as a path …`).
 */
function partFiles(input: RootInput, manifest: Artifact): DeclaredFile[] {
  const root = manifest.data.pluginRoot as string;
  const out: DeclaredFile[] = [];
  for (const [node, kind] of partPathNodes(manifest.root)) {
    const rel = scalarString(node);
    if (rel === undefined || !rel.startsWith('./') || !rel.endsWith('.json')) continue; // plugin/component-paths reports these
    const target = normalize(posix.join(root, rel));
    if (target !== null && input.statInside(target) === 'file') out.push({ path: target, kind, root });
  }
  return out;
}

/** A monitors path replaces the plugin's `monitors/monitors.json`. */
function replacedDefaults(input: RootInput): Set<string> {
  const out = new Set<string>();
  for (const m of manifests(input)) {
    for (const d of partFiles(input, m)) if (d.kind === 'plugin-monitors') out.add(posix.join(m.data.pluginRoot as string, 'monitors/monitors.json'));
  }
  return out;
}

const foreignCache = new WeakMap<readonly DeclaredFile[], Set<string>>();

/** The folders of another harness's declared plugin manifests (a Copilot marketplace's plugin folders). */
function foreignPluginRoots(declared: readonly DeclaredFile[]): Set<string> {
  let set = foreignCache.get(declared);
  if (!set) {
    set = new Set(declared.filter((d) => d.harness !== undefined && d.harness !== 'claude-code' && /(^|\/)plugin\.json$/.test(d.path)).map((d) => posix.dirname(d.path)));
    foreignCache.set(declared, set);
  }
  return set;
}

export const CLAUDE_CODE_ROOTS: DiscoveryRoots = {
  context: 'pluginRoot',
  everyFile: true,
  find: pluginRoots,
  claims: (spec, pathInRoot) => spec.matchesInPlugin?.(pathInRoot) === true,
  declaredBy: ['plugin'],
  declared: (input) => [...manifests(input).flatMap((m) => componentFiles(input, m)), ...manifests(input).flatMap((m) => partFiles(input, m))],
  replaced: (input) => replacedDefaults(input),
  // Another harness's plugin folders (a Copilot marketplace's sources): a `.mcp.json` there is that plugin's, not a
  // Claude Code project's, unless the folder is a Claude Code plugin too.
  keeps(spec, path, declared, roots) {
    if (spec.id !== 'mcp') return true;
    const dir = posix.dirname(path);
    return !foreignPluginRoots(declared).has(dir) || roots.has(dir);
  },
};

/**
 * Codex's plugin files beyond the manifest: a marketplace (`.agents/plugins/marketplace.json`, whose local sources
 * are resolved from the folder holding `.agents/`), and the plugin roots discovery reads a manifest's skills from
 * (`<plugin>/.codex-plugin/plugin.json`; its `skills` path, else `skills/`: oracle/codex/marketplace.json
 * `plugin-default-skills`).
 */
import { posix } from 'node:path';
import { parseJsonFile } from '../../artifacts/json.js';
import { pathTest, pathTestWithin, type KindSpec } from '../../artifacts/kinds/spec.js';
import type { Artifact } from '../../artifacts/model.js';
import type { DeclaredFile, DiscoveryRoots, RootInput } from '../../artifacts/roots.js';
import { normalize, withPrefix } from '../../artifacts/discovery/disk.js';
import { getNode, getPair, stringValue, type TreeNode } from '../../artifacts/tree.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';

const MARKETPLACE = /(^|\/)\.agents\/plugins\/marketplace\.json$/;
/** A bare `plugin.json`, not inside another format's folder: Codex reads it when it declares Agent Plugins 1.0.0. */
const ROOT_MANIFEST = /(^|\/)plugin\.json$/;
const OTHER_MANIFEST = /(^|\/)(\.claude-plugin|\.codex-plugin|\.cursor-plugin|\.plugin|\.github\/plugin|node_modules)\/plugin\.json$/;
export const AGENT_PLUGINS_1_0 = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
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
  matches: pathTest(MARKETPLACE),
  parse(file) {
    const { root, problems } = parseJsonFile(file);
    const name = stringValue(getNode(root, 'name')) ?? file.path;
    const a: Artifact = { kind: 'codex-marketplace', path: file.path, file, element: { type: 'marketplace', name }, root, pluginDistributed: false, data: { marketplaceRoot: codexRootOf(file.path) }, harness: 'codex' };
    return { file, kind: 'codex-marketplace', artifacts: root ? [a] : [], problems };
  },
};

/**
 * An Agent Plugins manifest (a root `plugin.json` whose `$schema` is the 1.0.0 one), which Codex installs as a plugin
 * and reads before `.codex-plugin/plugin.json` (oracle/codex/marketplace.json `agent-plugin-root-manifest`,
 * `agent-plugin-beside-codex-manifest`); without that `$schema` Codex does not read the file
 * (`agent-plugin-without-schema`, `codex-manifest-beside-undeclared-plugin-json`). Not evidence that the repository
 * uses Codex: the file is the vendor-neutral format's.
 */
export const codexAgentPluginKind: KindSpec = {
  id: 'codex-agent-plugin',
  harness: 'codex',
  evidence: false,
  dropWhenEmpty: true,
  matches: pathTestWithin([ROOT_MANIFEST], (p) => ROOT_MANIFEST.test(p) && !OTHER_MANIFEST.test(p)),
  locations: ['plugin.json'],
  parse(file) {
    if (!file.text.includes(AGENT_PLUGINS_1_0)) return { file, kind: 'codex-agent-plugin', artifacts: [], problems: [] };
    const { root } = parseJsonFile(file);
    if (stringValue(getNode(root, '$schema')) !== AGENT_PLUGINS_1_0) return { file, kind: 'codex-agent-plugin', artifacts: [], problems: [] };
    const dir = file.path.includes('/') ? posix.dirname(file.path) : '.';
    const name = stringValue(getNode(root, 'name')) ?? file.path;
    const a: Artifact = { kind: 'codex-agent-plugin', path: file.path, file, element: { type: 'plugin', name }, root, pluginDistributed: false, data: { pluginRoot: dir }, harness: 'codex' };
    // JSON problems are the format's rules' to report (agent-plugins/manifest), once.
    return { file, kind: 'codex-agent-plugin', artifacts: [a], problems: [] };
  },
};

/** The manifest Codex reads for a plugin folder: the Agent Plugins one when there is one, else `.codex-plugin/plugin.json`. */
export function codexManifestOf(artifacts: readonly Artifact[], dir: string): Artifact | undefined {
  const inDir = (a: Artifact) => a.data.pluginRoot === dir;
  const agentPlugin = (a: Artifact) => a.kind === 'codex-agent-plugin' || (a.kind === 'agent-plugin' && stringValue(getNode(a.root, '$schema')) === AGENT_PLUGINS_1_0);
  return artifacts.find((a) => agentPlugin(a) && inDir(a)) ?? artifacts.find((a) => a.kind === 'codex-plugin' && inDir(a));
}

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

/**
 * Whether Codex loads the marketplace file at all: `name` and `plugins` present, every entry an object with a string
 * `name`, a `source`, a string `category` if any and a `policy` object of known values if any (codex/marketplace-schema
 * reports each; oracle/codex/marketplace.json `entry-name-missing`, `entry-category-number`, `entry-policy-string`, …).
 */
export function codexMarketplaceLoads(m: Artifact, policies: Readonly<Record<string, readonly string[]>>): boolean {
  const root = m.root;
  if (root?.type !== 'map' || stringValue(getNode(root, 'name')) === undefined) return false;
  const plugins = getNode(root, 'plugins');
  if (plugins?.type !== 'seq') return false;
  return plugins.items.every((e) => {
    if (e.type !== 'map' || stringValue(getNode(e, 'name')) === undefined || !getPair(e, 'source')) return false;
    const category = getNode(e, 'category');
    if (category && !(category.type === 'scalar' && (category.value === null || typeof category.value === 'string'))) return false;
    const policy = getNode(e, 'policy');
    if (!policy || (policy.type === 'scalar' && policy.value === null)) return true;
    if (policy.type !== 'map') return false;
    return Object.entries(policies).every(([k, allowed]) => {
      const v = getNode(policy, k);
      return v === undefined || allowed.includes(stringValue(v) ?? '');
    });
  });
}

/** The plugin folder a valid local source names, relative to the scan root. */
export function codexSourceFolder(marketplace: Artifact, path: string): string | null {
  if (codexSourcePathProblem(path) !== undefined) return null;
  return normalize(posix.join(String(marketplace.data.marketplaceRoot ?? '.'), path));
}

/** A manifest's `skills` folder as Codex reads it: the path it gives (when usable), else `skills/`. */
export function codexSkillsFolder(manifest: Artifact): string | null {
  const root = String(manifest.data.pluginRoot ?? codexRootOf(manifest.path));
  // An Agent Plugin's skills are always `skills/`: Codex ignores a `skills` field there (`agent-plugin-unknown-field`).
  if (manifest.kind !== 'codex-plugin') return normalize(posix.join(root, 'skills'));
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
  const root = String(manifest.data.pluginRoot ?? codexRootOf(manifest.path));
  return withPrefix(input.paths, prefix).filter((f) => /^[^/]+\/SKILL\.md$/.test(f.slice(prefix.length))).map((path) => ({ path, kind: 'codex-plugin-skill', root }));
}

/** The manifests read first: Codex's own, and the Agent Plugins format's (its kind is read first; Codex's reading of it is not). */
const manifests = (input: RootInput) =>
  input.firstArtifacts.filter((a) => a.kind === 'codex-plugin' || (a.kind === 'agent-plugin' && stringValue(getNode(a.root, '$schema')) === AGENT_PLUGINS_1_0));

/**
 * A plugin's skill, listed as `<plugin>:<skill>` once the plugin is installed (`plugin-default-skills`). A kind of its
 * own: the repository-skill rules (the skill list budget counts what one session loads) do not count every plugin a
 * marketplace offers.
 */
export const codexPluginSkillKind: KindSpec = {
  id: 'codex-plugin-skill',
  harness: 'codex',
  parse(file, ctx) {
    const pf = parseMarkdownArtifact('codex-plugin-skill', file, ctx, { reader: 'codex' });
    return { ...pf, problems: [] };
  },
};

/**
 * Codex plugin roots: every folder holding `.codex-plugin/plugin.json` or an Agent Plugins 1.0.0 `plugin.json`; the
 * skills of the manifest Codex reads there are Codex skills of that plugin.
 */
export const CODEX_ROOTS: DiscoveryRoots = {
  context: 'pluginRoot',
  everyFile: false,
  find: (input) => [...new Set(manifests(input).map((a) => String(a.data.pluginRoot)))],
  claims: () => false,
  declaredBy: ['codex-plugin', 'codex-agent-plugin', 'agent-plugin'],
  declared: (input) => {
    const all = manifests(input);
    const dirs = [...new Set(all.map((a) => String(a.data.pluginRoot)))];
    return dirs.flatMap((d) => skillFiles(input, codexManifestOf(all, d)!));
  },
};

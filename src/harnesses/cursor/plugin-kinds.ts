/**
 * Cursor plugins and marketplaces (documented only: https://cursor.com/docs/reference/plugins): a plugin is a folder
 * holding `.cursor-plugin/plugin.json`, a marketplace is a `.cursor-plugin/marketplace.json` whose `plugins` name
 * folders (`source`, relative to the folder holding `.cursor-plugin/`, under `metadata.pluginRoot` when it is set).
 * Inside a plugin, its skills (`skills/<name>/SKILL.md`, or the folders its `skills` field names) are Cursor skills.
 */
import { posix } from 'node:path';
import { parseJsonFile } from '../../artifacts/json.js';
import type { KindSpec } from '../../artifacts/kinds/spec.js';
import type { Artifact } from '../../artifacts/model.js';
import type { DeclaredFile, DiscoveryRoots, RootInput } from '../../artifacts/roots.js';
import { normalize, withPrefix } from '../../artifacts/discovery/disk.js';
import { getNode, stringValue, type TreeNode } from '../../artifacts/tree.js';

const PLUGIN = /(^|\/)\.cursor-plugin\/plugin\.json$/;
const MARKETPLACE = /(^|\/)\.cursor-plugin\/marketplace\.json$/;

/** The folder holding `.cursor-plugin/`. */
export const cursorRootOf = (path: string): string => path.replace(/(^|\/)\.cursor-plugin\/[^/]+$/, '') || '.';

function jsonKind(id: string, re: RegExp, dataKey: string): KindSpec {
  return {
    id,
    harness: 'cursor',
    readFirst: true,
    matches: (p) => re.test(p),
    parse(file) {
      const { root, problems } = parseJsonFile(file);
      const name = stringValue(getNode(root, 'name')) ?? file.path;
      const a: Artifact = { kind: id, path: file.path, file, element: { type: id === 'cursor-plugin' ? 'plugin' : 'marketplace', name }, root, pluginDistributed: false, data: { [dataKey]: cursorRootOf(file.path) }, harness: 'cursor' };
      return { file, kind: id, artifacts: root ? [a] : [], problems };
    },
  };
}

export const cursorPluginKind = jsonKind('cursor-plugin', PLUGIN, 'pluginRoot');
export const cursorMarketplaceKind = jsonKind('cursor-marketplace', MARKETPLACE, 'marketplaceRoot');

/** A component field's paths (a string or an array of strings); globs are kept as written. */
export function cursorPaths(node: TreeNode | null | undefined): string[] {
  if (!node) return [];
  const s = stringValue(node);
  if (s !== undefined) return [s];
  return node.type === 'seq' ? node.items.map(stringValue).filter((x): x is string => x !== undefined) : [];
}

export const isGlob = (p: string): boolean => /[*?[\]{}]/.test(p);

/** The folder a marketplace entry's string `source` names, or null (a URL, an object, outside the tree). */
export function cursorSourceFolder(m: Artifact, source: string, statInside: (p: string) => 'file' | 'dir' | null): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('/')) return null;
  const base = String(m.data.marketplaceRoot ?? '.');
  const prefix = stringValue(getNode(getNode(m.root, 'metadata'), 'pluginRoot'));
  const plain = normalize(posix.join(base, source));
  if (prefix === undefined) return plain;
  const prefixed = normalize(posix.join(base, prefix, source));
  // A source that already starts with `pluginRoot`, or names a folder by itself, is not prefixed twice.
  if (prefixed !== null && statInside(prefixed) === 'dir') return prefixed;
  if (plain !== null && statInside(plain) === 'dir') return plain;
  return prefixed;
}

function skillFiles(input: RootInput, manifest: Artifact): DeclaredFile[] {
  const root = String(manifest.data.pluginRoot);
  const declared = cursorPaths(getNode(manifest.root, 'skills')).filter((p) => !isGlob(p));
  const folders = declared.length > 0 ? declared : getNode(manifest.root, 'skills') ? [] : ['skills'];
  const out: DeclaredFile[] = [];
  for (const f of folders) {
    const target = normalize(posix.join(root, f));
    if (target === null) continue;
    if (input.statInside(target) === 'file' && target.endsWith('SKILL.md')) out.push({ path: target, kind: 'cursor-skill', root });
    if (input.statInside(target) !== 'dir') continue;
    const prefix = target === '.' ? '' : `${target}/`;
    for (const p of withPrefix(input.paths, prefix)) if (/^(?:[^/]+\/)?SKILL\.md$/.test(p.slice(prefix.length))) out.push({ path: p, kind: 'cursor-skill', root });
  }
  return out;
}

/** Cursor plugin roots: every folder holding `.cursor-plugin/plugin.json`; its skills are the plugin's. */
export const CURSOR_ROOTS: DiscoveryRoots = {
  context: 'pluginRoot',
  everyFile: false,
  find: (input) => input.firstArtifacts.filter((a) => a.kind === 'cursor-plugin').map((a) => String(a.data.pluginRoot)),
  claims: () => false,
  declared: (input) => input.firstArtifacts.filter((a) => a.kind === 'cursor-plugin').flatMap((m) => skillFiles(input, m)),
};

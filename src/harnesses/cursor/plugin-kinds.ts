/**
 * Cursor plugins and marketplaces (documented only: https://cursor.com/docs/reference/plugins): a plugin is a folder
 * holding `.cursor-plugin/plugin.json`, a marketplace is a `.cursor-plugin/marketplace.json` whose `plugins` name
 * folders (`source`, relative to the folder holding `.cursor-plugin/`, under `metadata.pluginRoot` when it is set).
 * Inside a plugin, its components are Cursor's: skills, rules (`.mdc`), agents, `hooks/hooks.json` and `mcp.json` by
 * default, or the paths and globs its manifest's fields name (documented: https://cursor.com/docs/reference/plugins).
 */
import { posix } from 'node:path';
import picomatch from 'picomatch';
import { parseJsonFile } from '../../artifacts/json.js';
import { pathTest, type KindSpec } from '../../artifacts/kinds/spec.js';
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
    matches: pathTest(re),
    parse(file) {
      const { root, problems } = parseJsonFile(file);
      const name = stringValue(getNode(root, 'name')) ?? file.path;
      const a: Artifact = { kind: id, path: file.path, file, element: { type: id === 'cursor-plugin' ? 'plugin' : 'marketplace', name }, root, pluginDistributed: false, data: { [dataKey]: cursorRootOf(file.path) }, harness: 'cursor' };
      return { file, kind: id, artifacts: root ? [a] : [], problems };
    },
  };
}

export const cursorPluginKind: KindSpec = { ...jsonKind('cursor-plugin', PLUGIN, 'pluginRoot'), locations: ['.cursor-plugin/plugin.json'] };

/**
 * A plugin's hooks and MCP files: read (the inventory lists their events and servers) but not checked by the rules of
 * `.cursor/hooks.json` and `.cursor/mcp.json`, since a plugin's files interpolate the plugin's own `variables`
 * (Cursor's own plugins write `${GITHUB_PERSONAL_ACCESS_TOKEN}` for a declared variable), which those rules do not know.
 */
function pluginJsonKind(id: string): KindSpec {
  return {
    id,
    harness: 'cursor',
    parse(file, ctx) {
      const { root, problems } = parseJsonFile(file);
      const a: Artifact = { kind: id, path: file.path, file, element: { type: id, name: file.path }, root, pluginRoot: ctx.pluginRoot, pluginDistributed: false, data: {}, harness: 'cursor' };
      return { file, kind: id, artifacts: root ? [a] : [], problems };
    },
  };
}
export const cursorPluginHooksKind = pluginJsonKind('cursor-plugin-hooks');
export const cursorPluginMcpKind = pluginJsonKind('cursor-plugin-mcp');
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

/** Component fields, the kind that reads their files, which files of a named folder count, and the default folder. */
const COMPONENTS = [
  { field: 'skills', kind: 'cursor-skill', file: /^(?:[^/]+\/)?SKILL\.md$/, dflt: 'skills' },
  { field: 'rules', kind: 'cursor-rule', file: /\.mdc$/, dflt: 'rules' },
  { field: 'agents', kind: 'cursor-agent', file: /^[^/]+\.md$/, dflt: 'agents' },
  { field: 'hooks', kind: 'cursor-plugin-hooks', file: /^hooks\.json$/, dflt: 'hooks/hooks.json' },
  { field: 'mcpServers', kind: 'cursor-plugin-mcp', file: /^mcp\.json$/, dflt: 'mcp.json' },
] as const;

/** The files a manifest's component fields (or their default folders) name: a file, a folder's matching files, or a glob's. */
function componentFiles(input: RootInput, manifest: Artifact): DeclaredFile[] {
  const root = String(manifest.data.pluginRoot);
  const prefix = root === '.' ? '' : `${root}/`;
  const inPlugin = withPrefix(input.paths, prefix);
  const out: DeclaredFile[] = [];
  for (const c of COMPONENTS) {
    const node = getNode(manifest.root, c.field);
    const written = cursorPaths(node);
    // An inline hooks or MCP object names no file; a field of another shape is cursor/plugin-manifest's.
    const paths = node === undefined ? [c.dflt] : written;
    for (const p of paths) {
      if (isGlob(p)) {
        const match = picomatch(p.replace(/^\.\//, ''), { dot: true });
        for (const f of inPlugin) if (match(f.slice(prefix.length))) out.push({ path: f, kind: c.kind, root });
        continue;
      }
      const target = normalize(posix.join(root, p));
      if (target === null || (target !== root && !target.startsWith(prefix))) continue;
      const what = input.statInside(target);
      if (what === 'file') out.push({ path: target, kind: c.kind, root });
      if (what !== 'dir') continue;
      const inside = `${target}/`;
      for (const f of withPrefix(input.paths, inside)) if (c.file.test(f.slice(inside.length))) out.push({ path: f, kind: c.kind, root });
    }
  }
  return out;
}

/** Cursor plugin roots: every folder holding `.cursor-plugin/plugin.json`; its skills are the plugin's. */
export const CURSOR_ROOTS: DiscoveryRoots = {
  context: 'pluginRoot',
  everyFile: false,
  find: (input) => input.firstArtifacts.filter((a) => a.kind === 'cursor-plugin').map((a) => String(a.data.pluginRoot)),
  claims: () => false,
  declaredBy: ['cursor-plugin'],
  declared: (input) => input.firstArtifacts.filter((a) => a.kind === 'cursor-plugin').flatMap((m) => componentFiles(input, m)),
};

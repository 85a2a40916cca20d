/**
 * Agent Plugins 1.0.0 files (a tool format: several clients read them, none owns them; docs/decisions.md). A plugin
 * is a folder with a root `plugin.json` (§4.1); its skills are `skills/<name>/SKILL.md` (§7.1, one level deep) and
 * its MCP servers `mcp.json` (§7.2.1). Every bare `plugin.json` is read (not the ones inside another format's folder:
 * `.claude-plugin/`, `.codex-plugin/`, `.cursor-plugin/`, `.github/plugin/`, `.plugin/`); it is an Agent Plugins
 * manifest when its `$schema` names agent-plugins.org, and is dropped otherwise (docs/decisions.md). The skills and
 * `mcp.json` of a manifest with the 1.0.0 `$schema` are read as its components.
 */
import { posix } from 'node:path';
import { parseJsonFile } from '../../artifacts/json.js';
import { pathTestWithin, type KindSpec } from '../../artifacts/kinds/spec.js';
import type { Artifact } from '../../artifacts/model.js';
import type { DiscoveryRoots } from '../../artifacts/roots.js';
import type { SourceFile } from '../../artifacts/source.js';
import { getNode, stringValue } from '../../artifacts/tree.js';
import { parseMarkdownArtifact } from '../../artifacts/kinds/markdown.js';
import { AGENT_PLUGINS_SCHEMA_PREFIX } from './known-values.js';

const MANIFEST = /(^|\/)plugin\.json$/;
/** Another format's manifest folder, or a dependency tree. */
const OTHER = /(^|\/)(\.claude-plugin|\.codex-plugin|\.cursor-plugin|\.plugin|\.github\/plugin|node_modules)\/plugin\.json$/;

export const agentPluginRootOf = (path: string): string => (path.includes('/') ? posix.dirname(path) : '.');

function artifact(kind: string, file: SourceFile, root: Artifact['root'], data: Record<string, unknown>): Artifact {
  return { kind, path: file.path, file, element: { type: kind, name: file.path }, root, pluginDistributed: false, data };
}

/** Does this `plugin.json` declare an Agent Plugins version (`$schema` under agent-plugins.org)? */
export function declaresAgentPlugins(a: Artifact): boolean {
  return stringValue(getNode(a.root, '$schema'))?.startsWith(AGENT_PLUGINS_SCHEMA_PREFIX) === true;
}

export const agentPluginKind: KindSpec = {
  id: 'agent-plugin',
  readFirst: true,
  dropWhenEmpty: true,
  matches: pathTestWithin([MANIFEST], (p) => MANIFEST.test(p) && !OTHER.test(p)),
  locations: ['plugin.json'],
  parse(file) {
    const { root, problems } = parseJsonFile(file);
    // A JSON error is reported only for a file that names the format; any other `plugin.json` may be anyone's.
    const claimed = file.text.includes(AGENT_PLUGINS_SCHEMA_PREFIX);
    // Without the format's `$schema` a bare `plugin.json` is not this format's (Codex does not read it as a plugin:
    // oracle/codex/marketplace.json `agent-plugin-without-schema`); it may be Copilot CLI's root manifest.
    const artifacts = root && claimed ? [artifact('agent-plugin', file, root, { pluginRoot: agentPluginRootOf(file.path) })] : [];
    return { file, kind: 'agent-plugin', artifacts, problems: claimed ? problems : [] };
  },
};

export const agentPluginMcpKind: KindSpec = {
  id: 'agent-plugin-mcp',
  parse(file, ctx) {
    const { root, problems } = parseJsonFile(file);
    return { file, kind: 'agent-plugin-mcp', artifacts: root ? [artifact('agent-plugin-mcp', file, root, { pluginRoot: ctx.pluginRoot })] : [], problems };
  },
};

/** Frontmatter problems are the skill rule's to word (a client skips such a skill, §7.1). */
export const agentPluginSkillKind: KindSpec = {
  id: 'agent-plugin-skill',
  parse(file, ctx) {
    const pf = parseMarkdownArtifact('agent-plugin-skill', file, ctx, { end: 'fence', reader: 'an Agent Skills client' });
    return { ...pf, problems: [] };
  },
};

const SKILL_IN_ROOT = /^skills\/[^/]+\/SKILL\.md$/;
/** A top-level folder named for a reverse-domain namespace (§8.2): a client's extension files. */
const EXTENSION_FILE = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+\/./;

/**
 * Files of a client extension folder (`com.example.client/…`, §8.2): "Agent Plugins assigns no portable discovery,
 * validation, loading, or failure semantics" to them, so they are read as the plugin's and checked by nothing (not
 * taken for a catalogue by `init`, nor for another harness's files).
 */
export const agentPluginExtensionKind: KindSpec = {
  id: 'agent-plugin-extension',
  parse: (file) => ({ file, kind: 'agent-plugin-extension', artifacts: [], problems: [] }),
};

/** The roots: folders whose `plugin.json` declares Agent Plugins; inside one, its skills and `mcp.json`. */
export const AGENT_PLUGINS_ROOTS: DiscoveryRoots = {
  context: 'pluginRoot',
  everyFile: false,
  find: (input) => input.firstArtifacts.filter((a) => a.kind === 'agent-plugin' && declaresAgentPlugins(a)).map((a) => agentPluginRootOf(a.path)),
  claimsPatterns: [SKILL_IN_ROOT, /^mcp\.json$/, EXTENSION_FILE],
  claims: (spec, inRoot) =>
    (spec.id === 'agent-plugin-skill' && SKILL_IN_ROOT.test(inRoot)) || (spec.id === 'agent-plugin-mcp' && inRoot === 'mcp.json') || (spec.id === 'agent-plugin-extension' && EXTENSION_FILE.test(inRoot)),
};

export const AGENT_PLUGINS_KINDS: KindSpec[] = [agentPluginKind, agentPluginMcpKind, agentPluginSkillKind, agentPluginExtensionKind];

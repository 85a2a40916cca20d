/**
 * Agent Plugins 1.0.0 (https://agent-plugins.org; specification `spec/1.0.0.md` and schemas `schemas/1.0.0/` of
 * agentplugins/agent-plugins-spec, commit bd38355, 2026-08-06; the schemas are vendored in schema/vendor/agent-plugins/).
 */

/** §5.2: the canonical `$schema` of a 1.0.0 manifest, and of its `mcp.json` (§7.2.1). */
export const AGENT_PLUGINS_MANIFEST_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/plugin.schema.json';
export const AGENT_PLUGINS_MCP_SCHEMA = 'https://agent-plugins.org/schemas/1.0.0/mcp.schema.json';
/** Any version's identifier: a manifest naming another version is an Agent Plugins manifest a 1.0.0 client rejects. */
export const AGENT_PLUGINS_SCHEMA_PREFIX = 'https://agent-plugins.org/schemas/';

/** §5.2: the closed top-level fields and their JSON types (`plugin.schema.json` `properties`). */
export const AGENT_PLUGINS_MANIFEST_FIELDS: Readonly<Record<string, 'string' | 'object' | 'strings'>> = {
  $schema: 'string',
  name: 'string',
  version: 'string',
  description: 'string',
  author: 'object',
  homepage: 'string',
  repository: 'string',
  license: 'string',
  keywords: 'strings',
  extensions: 'object',
};
/** §5.4: the only fields of `author`, each a string. */
export const AGENT_PLUGINS_AUTHOR_FIELDS: readonly string[] = ['name', 'email', 'url'];
/** §5.5: 1-64 characters, lower-case letters, digits, `-` and `.`, alphanumeric at both ends, no `--` or `..`. */
export const AGENT_PLUGINS_NAME = /^(?!.*(?:--|\.\.))[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
export const AGENT_PLUGINS_NAME_MAX = 64;
/** §8: an extension namespace is reverse-domain (`com.example.client`): at least two dot-separated labels. */
export const AGENT_PLUGINS_NAMESPACE = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** §7.2.1: the fields of each MCP server variant (`mcp.schema.json` `$defs`), by `type`. */
export const AGENT_PLUGINS_MCP_VARIANTS: Readonly<Record<string, { required: readonly string[]; fields: Readonly<Record<string, 'string' | 'strings' | 'string-map'>> }>> = {
  stdio: { required: ['command'], fields: { type: 'string', command: 'string', args: 'strings', env: 'string-map', cwd: 'string' } },
  'streamable-http': { required: ['url'], fields: { type: 'string', url: 'string', headers: 'string-map' } },
  sse: { required: ['url'], fields: { type: 'string', url: 'string', headers: 'string-map' } },
};
/** §9.2: the placeholders a client expands (in `args`, `env` values and `cwd` only), and the `env` names it reserves. */
export const AGENT_PLUGINS_PLACEHOLDERS: readonly string[] = ['PLUGIN_ROOT', 'PLUGIN_DATA'];

/**
 * Agent Skills (https://agentskills.io/specification): `name` 1-64 lower-case letters, digits and single hyphens, not
 * at either end, equal to the skill's folder; `description` 1-1024 characters; `compatibility` at most 500;
 * `metadata` a map of strings.
 */
export const AGENT_SKILL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const AGENT_SKILL_LIMITS = { name: 64, description: 1024, compatibility: 500 } as const;
export const AGENT_SKILL_FIELDS: readonly string[] = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];

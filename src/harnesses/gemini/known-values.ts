/**
 * Gemini CLI (`@google/gemini-cli`) repository files.
 *
 * Source: https://github.com/google-gemini/gemini-cli/blob/main/docs/cli/custom-commands.md and
 * docs/core/subagents.md, as collected in shared/reference/harness-formats.md §3 (2026-12-02);
 * behaviour observed on Gemini CLI 0.61.0 (oracle/gemini/).
 */
import { PINS } from '../pins.generated.js';
export const GEMINI_VERSION = PINS['gemini'].version;

/** Custom command files (`.gemini/commands/**\/*.toml`): `prompt` is required. */
export const GEMINI_COMMAND_FIELDS: readonly string[] = ['prompt', 'description'];

/** Subagent frontmatter (`.gemini/agents/*.md`): strict; an unrecognized key fails the agent. */
export const GEMINI_AGENT_FIELDS: readonly string[] = ['name', 'description', 'kind', 'tools', 'mcpServers', 'model', 'temperature', 'max_turns', 'timeout_mins'];
export const GEMINI_AGENT_REQUIRED: readonly string[] = ['name', 'description'];
/**
 * What each subagent field must be (its "Validation failed: … (Local Agent) <field>: Expected …" lines; mutation probe
 * oracle/gemini/mutations.json `gemini-agent:/…`, 2026-12-05): `kind` is the literal `local` (or `remote`, a
 * remote agent), `description` not empty, `max_turns` and `timeout_mins` above 0; `temperature` any number.
 */
export const GEMINI_AGENT_TYPES: Readonly<Record<string, 'string' | 'number' | 'string[]' | 'positive' | 'kind'>> = {
  name: 'string', description: 'string', kind: 'kind', tools: 'string[]', model: 'string', temperature: 'number', max_turns: 'positive', timeout_mins: 'positive',
};
export const GEMINI_AGENT_KINDS: readonly string[] = ['local', 'remote'];
/** `name` must be a slug: lowercase letters, digits, `-`, `_`. */
export const GEMINI_AGENT_NAME = /^[a-z0-9][a-z0-9_-]*$/;

/** GEMINI.md imports: a file at this import depth is inlined; its own `@path`s are left as text (measured on 0.61.0, case memory-imports). */
export const GEMINI_IMPORT_MAX_DEPTH = 5;
/** The memory file name when settings do not set `context.fileName`. */
export const GEMINI_MEMORY_FILE = 'GEMINI.md';

/**
 * Top-level keys of settings.json with their JSON type: the SETTINGS_SCHEMA shipped in the 0.61.0
 * bundle (read for facts). Unknown top-level keys are accepted without a word (case settings).
 */
export const GEMINI_SETTINGS_KEYS: Readonly<Record<string, JsonType>> = {
  $schema: 'string', mcpServers: 'object', general: 'object', output: 'object', ui: 'object', ide: 'object', privacy: 'object', telemetry: 'object', billing: 'object',
  model: 'object', modelConfigs: 'object', agents: 'object', context: 'object', tools: 'object', mcp: 'object', useWriteTodos: 'boolean', security: 'object',
  advanced: 'object', experimental: 'object', extensions: 'object', skills: 'object', hooksConfig: 'object', hooks: 'object', contextManagement: 'object', admin: 'object',
};
export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'string|array';
/** Nested settings whose type agentlint checks (`*` is any name); from the same schema. */
export const GEMINI_SETTINGS_TYPES: Readonly<Record<string, JsonType>> = {
  'ui.theme': 'string',
  'context.fileName': 'string|array',
  'agents.overrides': 'object',
  'agents.overrides.*': 'object',
  // Mutation probe (oracle/gemini/mutations.json, `gemini-settings:/general/vimMode:type:string` …), 2026-12-05.
  'general.vimMode': 'boolean',
  'agents.overrides.*.enabled': 'boolean',
  'agents.overrides.*.modelConfig': 'object',
  'agents.overrides.*.runConfig': 'object',
};

/** One `mcpServers` entry (MCPServerConfig, strict: an unknown key is an "Invalid configuration" error). */
export const GEMINI_MCP_FIELDS: Readonly<Record<string, JsonType>> = {
  command: 'string', args: 'array', env: 'object', cwd: 'string', url: 'string', httpUrl: 'string', headers: 'object', tcp: 'string', type: 'string',
  timeout: 'number', trust: 'boolean', description: 'string', includeTools: 'array', excludeTools: 'array', extension: 'object', oauth: 'object',
  authProviderType: 'string', targetAudience: 'string', targetServiceAccount: 'string',
};
/** What starts a server: without one of these Gemini CLI has nothing to connect to. */
export const GEMINI_MCP_TRANSPORT: readonly string[] = ['command', 'url', 'httpUrl', 'tcp'];

/** Hook events (settings `hooks`, extension `hooks/hooks.json`); https://geminicli.com/docs/hooks/reference */
export const GEMINI_HOOK_EVENTS: readonly string[] = ['SessionStart', 'SessionEnd', 'BeforeAgent', 'AfterAgent', 'BeforeModel', 'AfterModel', 'BeforeToolSelection', 'BeforeTool', 'AfterTool', 'PreCompress', 'Notification'];
/** The switches of settings `hooksConfig` (the 0.61.0 bundle's settings schema): hook events belong under `hooks`. */
export const GEMINI_HOOKS_CONFIG_KEYS: readonly string[] = ['enabled', 'disabled', 'notifications'];
/** Hook handler `type`s Gemini CLI runs. */
export const GEMINI_HOOK_TYPES: readonly string[] = ['command'];

/** `gemini-extension.json` fields (docs/extensions/reference.md). */
export const GEMINI_EXTENSION_FIELDS: readonly string[] = ['name', 'version', 'description', 'mcpServers', 'contextFileName', 'excludeTools', 'settings', 'themes', 'plan', 'migratedTo'];
/** `gemini extensions validate`: "Only letters (a-z, A-Z), numbers (0-9), and dashes (-) are allowed." */
export const GEMINI_EXTENSION_NAME = /^[A-Za-z0-9-]+$/;
/** A version the validator accepts without its "does not appear to be standard semver" warning. */
export const GEMINI_SEMVER = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

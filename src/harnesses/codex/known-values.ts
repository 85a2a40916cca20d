/**
 * OpenAI Codex CLI (`@openai/codex`) repository files.
 *
 * Source: https://developers.openai.com/codex/guides/agents-md and
 * https://developers.openai.com/codex/subagents, as collected in
 * shared/reference/harness-formats.md §2 (2026-12-02); behaviour observed on
 * Codex CLI 0.171.0 (oracle/codex/).
 */
import { PINS } from '../pins.generated.js';
export const CODEX_VERSION = PINS['codex'].version;

/** `project_doc_max_bytes` default: the AGENTS.md chain is cut here without a warning. */
export const CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024;

/** Required keys of a custom agent role file (`.codex/agents/*.toml`); an unknown key makes Codex ignore the whole role. */
export const CODEX_ROLE_REQUIRED: readonly string[] = ['name', 'description', 'developer_instructions'];

/**
 * Top-level keys of Codex's `config.toml` (config.schema.json of openai/codex, checked on 0.171.0:
 * oracle/codex/cases.json `role-config-keys` sets each in a role file and Codex knew every one).
 * `developer_instructions` is one of them; a role file also takes them, except CODEX_ROLE_REJECTED_CONFIG_KEYS.
 */
export const CODEX_CONFIG_KEYS: readonly string[] = [
  'agents', 'allow_login_shell', 'analytics', 'approval_policy', 'approvals_reviewer', 'apps', 'apps_mcp_product_sku', 'audio', 'auto_review',
  'background_terminal_max_timeout', 'chatgpt_base_url', 'check_for_update_on_startup', 'cli_auth_credentials_store', 'compact_prompt', 'debug',
  'default_permissions', 'desktop', 'developer_instructions', 'disable_paste_burst', 'experimental_compact_prompt_file',
  'experimental_realtime_start_instructions', 'experimental_realtime_ws_backend_prompt', 'experimental_realtime_ws_base_url',
  'experimental_realtime_ws_model', 'experimental_realtime_ws_startup_context', 'experimental_thread_config_endpoint', 'experimental_thread_store',
  'experimental_use_unified_exec_tool', 'features', 'feedback', 'file_opener', 'forced_chatgpt_workspace_id', 'forced_login_method', 'ghost_snapshot',
  'hide_agent_reasoning', 'history', 'hooks', 'include_apps_instructions', 'include_collaboration_mode_instructions', 'include_environment_context',
  'include_permissions_instructions', 'instructions', 'log_dir', 'marketplaces', 'mcp_oauth_callback_port', 'mcp_oauth_callback_url',
  'mcp_oauth_credentials_store', 'mcp_servers', 'memories', 'model', 'model_auto_compact_token_limit', 'model_auto_compact_token_limit_scope',
  'model_catalog_json', 'model_context_window', 'model_instructions_file', 'model_provider', 'model_providers', 'model_reasoning_effort',
  'model_reasoning_summary', 'model_supports_reasoning_summaries', 'model_verbosity', 'notice', 'notify', 'openai_base_url', 'oss_provider', 'otel',
  'permissions', 'personality', 'plan_mode_reasoning_effort', 'plugins', 'profile', 'profiles', 'project_doc_fallback_filenames', 'project_doc_max_bytes',
  'project_root_markers', 'projects', 'realtime', 'review_model', 'sandbox_mode', 'sandbox_workspace_write', 'service_tier', 'shell_environment_policy',
  'show_raw_agent_reasoning', 'skills', 'sqlite_home', 'suppress_unstable_features_warning', 'tool_output_token_limit', 'tool_suggest', 'tools', 'tui',
  'web_search', 'windows',
];
/** Config keys a role file rejects as "unknown field" (observed: `role-config-keys`). */
export const CODEX_ROLE_REJECTED_CONFIG_KEYS: readonly string[] = ['debug', 'experimental_thread_config_endpoint', 'model_supports_reasoning_summaries'];
/** Every key a role file accepts: its own, then the config keys it takes. */
export const CODEX_ROLE_KEYS: readonly string[] = [
  ...CODEX_ROLE_REQUIRED, 'nickname_candidates',
  ...CODEX_CONFIG_KEYS.filter((k) => !CODEX_ROLE_REQUIRED.includes(k) && !CODEX_ROLE_REJECTED_CONFIG_KEYS.includes(k)),
];
/** Closed value sets Codex checks when it loads a role or config.toml (`unknown variant`, observed in `role-verdicts`). */
export const CODEX_ENUMS: Readonly<Record<string, readonly string[]>> = {
  sandbox_mode: ['read-only', 'workspace-write', 'danger-full-access'],
  web_search: ['disabled', 'cached', 'indexed', 'live'],
  personality: ['none', 'friendly', 'pragmatic'],
};
/** Keys whose value must be a string (`invalid type: …, expected a string`). `model_reasoning_effort` is a string, but any string is kept. */
export const CODEX_STRING_KEYS: readonly string[] = ['name', 'description', 'developer_instructions', 'model', 'model_provider', 'model_reasoning_effort', 'instructions', 'review_model', 'service_tier'];
/** A nickname candidate: ASCII letters, digits, spaces, `-` and `_`, not blank, no duplicates, at least one. */
export const CODEX_NICKNAME = /^[A-Za-z0-9 _-]+$/;

/** Transport keys of an `[mcp_servers.<name>]` entry (https://developers.openai.com/codex/mcp): a key of the other transport is fatal (`config-mcp-both`, `config-mcp-http-stdio-key`). */
export const CODEX_MCP_STDIO_KEYS: readonly string[] = ['command', 'args', 'env', 'env_vars', 'cwd'];
/** `http_headers_helper` and `oauth_resource` on a stdio server are fatal too ("… is not supported for stdio", `config-mcp-headers-helper-stdio`, `config-mcp-oauth-resource-stdio`). */
export const CODEX_MCP_HTTP_KEYS: readonly string[] = ['url', 'bearer_token_env_var', 'http_headers', 'env_http_headers', 'http_headers_helper', 'oauth_resource'];
/**
 * Every key of an `[mcp_servers.<name>]` entry Codex knows: none of them is warned about in `config-mcp-known-keys`,
 * while any other key is "ignored" with a warning and the server still loads (`config-mcp-unknown-keys`).
 * `bearer_token` is known but refused (`config-mcp-bearer-token`).
 */
export const CODEX_MCP_SERVER_KEYS: readonly string[] = [
  ...CODEX_MCP_STDIO_KEYS, ...CODEX_MCP_HTTP_KEYS, 'bearer_token', 'oauth', 'name', 'enabled', 'required', 'startup_timeout_sec',
  'startup_timeout_ms', 'startup_readiness', 'tool_timeout_sec', 'enabled_tools', 'disabled_tools', 'default_tools_approval_mode', 'scopes',
  'supports_parallel_tool_calls', 'environment_id', 'tools',
];
/**
 * Value types of MCP server keys; a value of another type stops Codex ("invalid type: string \"yes\", expected a boolean",
 * cases `config-mcp-type-<key>`). `number` takes integers and floats (f64); `count` a whole number ≥ 0.
 */
export const CODEX_MCP_SERVER_TYPES: Readonly<Record<string, 'string' | 'boolean' | 'number' | 'count' | 'list' | 'table'>> = {
  command: 'string', url: 'string', cwd: 'string', bearer_token_env_var: 'string',
  enabled: 'boolean', required: 'boolean', supports_parallel_tool_calls: 'boolean',
  startup_timeout_sec: 'number', tool_timeout_sec: 'number', startup_timeout_ms: 'count',
  args: 'list', env_vars: 'list', enabled_tools: 'list', disabled_tools: 'list', scopes: 'list',
  env: 'table', http_headers: 'table', env_http_headers: 'table',
};
/** `startup_readiness` values ("unknown variant `x`, expected `connection` or `catalog`", `config-mcp-startup-readiness`). */
export const CODEX_MCP_STARTUP_READINESS: readonly string[] = ['connection', 'catalog'];

/**
 * Hook events of `.codex/hooks.json` (https://developers.openai.com/codex/hooks names SessionStart, PreToolUse,
 * PermissionRequest, PostToolUse, UserPromptSubmit and Stop). Checked on Codex CLI 0.171.0: given a number, each of
 * these makes Codex reject the file ("expected a sequence", cases `hooks-event-type-<Event>`), while any other key,
 * `Notification` and `sessionStart` included, is ignored without a word (`hooks-event-type-Notification`, `hooks-unknown-event`).
 */
export const CODEX_HOOK_EVENTS: readonly string[] = [
  'SessionStart', 'SessionEnd', 'UserPromptSubmit', 'PreModelRequest', 'PreToolUse', 'PermissionRequest', 'PostToolUse',
  'PreCompact', 'PostCompact', 'SubagentStart', 'SubagentStop', 'Interrupt', 'Stop',
];
/** Root keys of `.codex/hooks.json`; any other makes Codex skip the file (`hooks-unknown-root`). */
export const CODEX_HOOKS_ROOT_KEYS: readonly string[] = ['description', 'hooks'];
/** Handler `type`s Codex parses ("expected one of …", `hooks-handler-bad-type`). */
export const CODEX_HOOK_TYPES: readonly string[] = ['command', 'mcp_tool', 'prompt', 'agent'];
/** Handler types Codex parses but skips with "<type> hooks are not supported yet" (`hooks-prompt-type`, `hooks-agent-type`). */
export const CODEX_HOOK_UNSUPPORTED_TYPES: readonly string[] = ['prompt', 'agent'];

/** A skill `name` longer than this fails to load ("invalid name: exceeds maximum length of 64 characters", `skill-name-long`). */
export const CODEX_SKILL_NAME_MAX = 64;
/**
 * The skill list Codex puts in the model's instructions (`- <name>: <description> (file: r1/<folder>/SKILL.md)`, one
 * line per skill, Codex's own system skills first) has a budget of 2% of the model's context window, counted as
 * ⌈(line length + 1) / 4⌉ tokens a line. Measured on 0.171.0 (cases `skill-budget-*`): with Codex's default model
 * (`codex debug prompt-input`) the budget was 10,000 tokens (40,000 characters); `model_context_window = 100000` made it
 * 2,000 (`skill-budget-window`); `gpt-5`, missing from the offline catalog, got 5,440 (a 272,000-token window).
 * Over the budget Codex first shortens every description, without a word (`skill-budget-shortened`); when even the
 * bare names do not fit it removes all descriptions and leaves out the last skills, with a warning
 * ("Exceeded skills context budget", `skill-budget-dropped`).
 */
export const CODEX_SKILL_LIST = {
  budgetShare: 0.02,
  defaultBudgetTokens: 10_000,
  charsPerToken: 4,
  /** A description is cut to this many characters in the list, silently (`skill-description-long`). */
  descriptionMax: 1024,
  /** Tokens of Codex 0.171.0's four system skills (imagegen, openai-docs, skill-creator, skill-installer): whole, and names only. */
  systemTokens: { whole: 432, namesOnly: 50 },
} as const;

/**
 * Keys a project `.codex/config.toml` may not set: Codex drops them before it reads any value ("Ignored unsupported
 * project-local config keys in .codex/config.toml: openai_base_url, chatgpt_base_url, …", so `notify = "x"` is not a
 * type error there). Observed on 0.171.0 with every key set to `1.5` (`codex exec`), and recorded in
 * oracle/codex/mutations.json (`codex-config:/notify:add` and the other `:add` cases).
 */
export const CODEX_PROJECT_IGNORED_CONFIG_KEYS: readonly string[] = [
  'openai_base_url', 'chatgpt_base_url', 'apps_mcp_product_sku', 'model_provider', 'model_providers', 'notify', 'profile', 'profiles',
  'experimental_realtime_ws_base_url', 'otel',
];
/**
 * Keys of Codex's published config schema that 0.171.0 does not know: in config.toml they are "unrecognized configuration
 * settings" (`debug`, `experimental_thread_config_endpoint`, `model_supports_reasoning_summaries` "is ignored", observed with
 * `codex exec`), and a role file rejects them (`role-config-keys`).
 */
export const CODEX_CONFIG_SCHEMA_ONLY_KEYS: readonly string[] = CODEX_ROLE_REJECTED_CONFIG_KEYS;

/** A value type of config.toml: a closed set of strings is an array of its values. */
export type CodexValueType = 'string' | 'boolean' | 'uint' | 'int' | 'port' | 'strings' | 'string|strings' | 'table' | readonly string[];

/**
 * The value type of each top-level key of `.codex/config.toml`. Source: Codex's configuration schema,
 * `codex-rs/core/config.schema.json` of github.com/openai/codex (the `ConfigToml` type; commit
 * 000c857ecc17e5ab40a985bdaa40816450ee5ebf as stored by the code index, read 2026-12-04), checked key by key on the pinned
 * 0.171.0 (2026-12-04): with `key = 1.5` and `key = "zz"` in a trusted project, `codex debug prompt-input` exits 1 with
 * "invalid type: floating point `1.5`, expected a boolean in `hide_agent_reasoning`", "expected usize", "expected a
 * sequence", "expected struct History", "unknown variant `zz`, expected one of …" for every key below (the keys of the
 * mutation probe's base are recorded in oracle/codex/mutations.json). `uint` is a whole number ≥ 0 (u64, usize;
 * `-1` is "invalid value"), `int` any whole number (i64), `port` 0–65535 (u16). A key whose closed set is listed also
 * takes a table (Codex's enums read "string or table": `approval_policy = { granular = … }`).
 * The keys of CODEX_PROJECT_IGNORED_CONFIG_KEYS are dropped before their values are read, and
 * CODEX_CONFIG_SCHEMA_ONLY_KEYS are unknown to 0.171.0; neither is here. `hooks` is checked by its own walk (hooks.ts).
 */
export const CODEX_CONFIG_TYPES: Readonly<Record<string, CodexValueType>> = {
  allow_login_shell: 'boolean', check_for_update_on_startup: 'boolean', disable_paste_burst: 'boolean', experimental_use_unified_exec_tool: 'boolean',
  hide_agent_reasoning: 'boolean', include_apps_instructions: 'boolean', include_collaboration_mode_instructions: 'boolean',
  include_environment_context: 'boolean', include_permissions_instructions: 'boolean', show_raw_agent_reasoning: 'boolean',
  suppress_unstable_features_warning: 'boolean',
  compact_prompt: 'string', default_permissions: 'string', developer_instructions: 'string', experimental_realtime_start_instructions: 'string',
  experimental_realtime_ws_backend_prompt: 'string', experimental_realtime_ws_model: 'string', experimental_realtime_ws_startup_context: 'string',
  instructions: 'string', mcp_oauth_callback_url: 'string', model: 'string', model_reasoning_effort: 'string', oss_provider: 'string',
  plan_mode_reasoning_effort: 'string', review_model: 'string', service_tier: 'string',
  experimental_compact_prompt_file: 'string', log_dir: 'string', model_catalog_json: 'string', model_instructions_file: 'string', sqlite_home: 'string',
  background_terminal_max_timeout: 'uint', project_doc_max_bytes: 'uint', tool_output_token_limit: 'uint',
  model_auto_compact_token_limit: 'int', model_context_window: 'int', mcp_oauth_callback_port: 'port',
  project_doc_fallback_filenames: 'strings', project_root_markers: 'strings', forced_chatgpt_workspace_id: 'string|strings',
  agents: 'table', analytics: 'table', apps: 'table', audio: 'table', auto_review: 'table', desktop: 'table', experimental_thread_store: 'table',
  features: 'table', feedback: 'table', ghost_snapshot: 'table', history: 'table', marketplaces: 'table', mcp_servers: 'table',
  memories: 'table', notice: 'table', permissions: 'table', plugins: 'table', projects: 'table', realtime: 'table', sandbox_workspace_write: 'table',
  shell_environment_policy: 'table', skills: 'table', tool_suggest: 'table', tools: 'table', tui: 'table', windows: 'table',
  approval_policy: ['untrusted', 'on-failure', 'on-request', 'granular', 'never'],
  approvals_reviewer: ['user', 'auto_review', 'guardian_subagent'],
  cli_auth_credentials_store: ['file', 'keyring', 'auto', 'ephemeral'],
  file_opener: ['vscode', 'vscode-insiders', 'windsurf', 'cursor', 'none'],
  forced_login_method: ['chatgpt', 'api'],
  mcp_oauth_credentials_store: ['auto', 'file', 'keyring'],
  model_auto_compact_token_limit_scope: ['total', 'body_after_prefix'],
  model_reasoning_summary: ['auto', 'concise', 'detailed', 'none'],
  model_verbosity: ['low', 'medium', 'high'],
  personality: ['none', 'friendly', 'pragmatic'],
  sandbox_mode: ['read-only', 'workspace-write', 'danger-full-access'],
  web_search: ['disabled', 'cached', 'indexed', 'live'],
};
/**
 * Types of keys inside the tables above (same source and check: "unknown variant `zz`, expected `save-all` or `none`
 * in `history.persistence`", "expected a boolean in `sandbox_workspace_write.network_access`", "… in `features`").
 * `features.*` are booleans, except the few flags that take a table of settings.
 */
export const CODEX_CONFIG_NESTED_TYPES: Readonly<Record<string, CodexValueType>> = {
  'history.persistence': ['save-all', 'none'],
  'shell_environment_policy.inherit': ['core', 'all', 'none'],
  'sandbox_workspace_write.network_access': 'boolean',
  'sandbox_workspace_write.writable_roots': 'strings',
  'sandbox_workspace_write.exclude_tmpdir_env_var': 'boolean',
  'sandbox_workspace_write.exclude_slash_tmp': 'boolean',
};
/** `[features]` flags that take a table instead of a boolean (config.schema.json: `FeatureToml_for_…`). */
export const CODEX_FEATURE_TABLE_FLAGS: readonly string[] = ['apps_mcp_path_override', 'multi_agent_v2', 'network_proxy'];

/**
 * A plugin `name` Codex installs: "invalid plugin name: only ASCII letters, digits, `.`, `_`, and `-` are allowed"
 * (`codex plugin add` on 0.171.0, oracle/codex/mutations.json `codex-plugin:/name:spaces`).
 */
export const CODEX_PLUGIN_NAME = /^[A-Za-z0-9._-]+$/;
/**
 * Manifest keys that name a component path inside the plugin (https://developers.openai.com/codex/plugins, documented:
 * "must start with `./`" and stay inside the plugin root). `skills` was observed on 0.171.0: any other path is ignored
 * without a word (`codex-plugin:/skills:path-escape`, `codex-plugin:/skills:path-absolute`).
 */
export const CODEX_PLUGIN_PATH_KEYS: readonly string[] = ['skills', 'hooks', 'mcpServers', 'apps'];
/** Manifest fields that must be a string or null, else "missing or invalid plugin.json" (`codex-plugin:/description:type:number`). */
export const CODEX_PLUGIN_STRING_FIELDS: readonly string[] = ['description'];
/** `interface` fields observed the same way (`codex-plugin:/interface/websiteURL:type:number`, …); the others were not probed. */
export const CODEX_PLUGIN_INTERFACE_STRING_FIELDS: readonly string[] = ['displayName', 'shortDescription', 'websiteURL', 'brandColor'];
/**
 * A marketplace entry's `policy` values (oracle/codex/marketplace.json `entry-installation-unknown`,
 * `entry-authentication-unknown`: any other value fails the whole marketplace, "unknown variant").
 */
export const CODEX_MARKETPLACE_POLICY: Readonly<Record<string, readonly string[]>> = {
  installation: ['NOT_AVAILABLE', 'AVAILABLE', 'INSTALLED_BY_DEFAULT'],
  authentication: ['ON_INSTALL', 'ON_USE'],
};
/** Source kinds Codex 0.171.0 lists (`local`, `url`, `git-subdir`) and one it skips (`github`): oracle/codex/marketplace.json. */
export const CODEX_MARKETPLACE_SKIPPED_SOURCES: readonly string[] = ['github'];

export const id = 73;
export const ids = [73];
export const modules = {

/***/ 1073:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CODEX_RULES: () => (/* binding */ CODEX_RULES),
  RULES: () => (/* binding */ CODEX_RULES)
});

// EXTERNAL MODULE: ./build/src/artifacts/source.js
var source = __webpack_require__(2708);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/known-values.js
/**
 * OpenAI Codex CLI (`@openai/codex`) repository files.
 *
 * Source: https://developers.openai.com/codex/guides/agents-md and
 * https://developers.openai.com/codex/subagents, as collected in
 * shared/reference/harness-formats.md §2 (2026-12-02); behaviour observed on
 * Codex CLI 0.171.0 (oracle/codex/).
 */

const CODEX_VERSION = pins_generated/* PINS */.$['codex'].version;
/** `project_doc_max_bytes` default: the AGENTS.md chain is cut here without a warning. */
const CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024;
/** Required keys of a custom agent role file (`.codex/agents/*.toml`); an unknown key makes Codex ignore the whole role. */
const CODEX_ROLE_REQUIRED = ['name', 'description', 'developer_instructions'];
/**
 * Top-level keys of Codex's `config.toml` (config.schema.json of openai/codex, checked on 0.171.0:
 * oracle/codex/cases.json `role-config-keys` sets each in a role file and Codex knew every one).
 * `developer_instructions` is one of them; a role file also takes them, except CODEX_ROLE_REJECTED_CONFIG_KEYS.
 */
const CODEX_CONFIG_KEYS = [
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
const CODEX_ROLE_REJECTED_CONFIG_KEYS = ['debug', 'experimental_thread_config_endpoint', 'model_supports_reasoning_summaries'];
/** Every key a role file accepts: its own, then the config keys it takes. */
const CODEX_ROLE_KEYS = [
    ...CODEX_ROLE_REQUIRED, 'nickname_candidates',
    ...CODEX_CONFIG_KEYS.filter((k) => !CODEX_ROLE_REQUIRED.includes(k) && !CODEX_ROLE_REJECTED_CONFIG_KEYS.includes(k)),
];
/** Closed value sets Codex checks when it loads a role or config.toml (`unknown variant`, observed in `role-verdicts`). */
const CODEX_ENUMS = {
    sandbox_mode: ['read-only', 'workspace-write', 'danger-full-access'],
    web_search: ['disabled', 'cached', 'indexed', 'live'],
    personality: ['none', 'friendly', 'pragmatic'],
};
/** Keys whose value must be a string (`invalid type: …, expected a string`). `model_reasoning_effort` is a string, but any string is kept. */
const CODEX_STRING_KEYS = ['name', 'description', 'developer_instructions', 'model', 'model_provider', 'model_reasoning_effort', 'instructions', 'review_model', 'service_tier'];
/** A nickname candidate: ASCII letters, digits, spaces, `-` and `_`, not blank, no duplicates, at least one. */
const CODEX_NICKNAME = /^[A-Za-z0-9 _-]+$/;
/** Transport keys of an `[mcp_servers.<name>]` entry (https://developers.openai.com/codex/mcp): a key of the other transport is fatal (`config-mcp-both`, `config-mcp-http-stdio-key`). */
const CODEX_MCP_STDIO_KEYS = ['command', 'args', 'env', 'env_vars', 'cwd'];
/** `http_headers_helper` and `oauth_resource` on a stdio server are fatal too ("… is not supported for stdio", `config-mcp-headers-helper-stdio`, `config-mcp-oauth-resource-stdio`). */
const CODEX_MCP_HTTP_KEYS = ['url', 'bearer_token_env_var', 'http_headers', 'env_http_headers', 'http_headers_helper', 'oauth_resource'];
/**
 * Every key of an `[mcp_servers.<name>]` entry Codex knows: none of them is warned about in `config-mcp-known-keys`,
 * while any other key is "ignored" with a warning and the server still loads (`config-mcp-unknown-keys`).
 * `bearer_token` is known but refused (`config-mcp-bearer-token`).
 */
const CODEX_MCP_SERVER_KEYS = [
    ...CODEX_MCP_STDIO_KEYS, ...CODEX_MCP_HTTP_KEYS, 'bearer_token', 'oauth', 'name', 'enabled', 'required', 'startup_timeout_sec',
    'startup_timeout_ms', 'startup_readiness', 'tool_timeout_sec', 'enabled_tools', 'disabled_tools', 'default_tools_approval_mode', 'scopes',
    'supports_parallel_tool_calls', 'environment_id', 'tools',
];
/**
 * Value types of MCP server keys; a value of another type stops Codex ("invalid type: string \"yes\", expected a boolean",
 * cases `config-mcp-type-<key>`). `number` takes integers and floats (f64); `count` a whole number ≥ 0.
 */
const CODEX_MCP_SERVER_TYPES = {
    command: 'string', url: 'string', cwd: 'string', bearer_token_env_var: 'string',
    enabled: 'boolean', required: 'boolean', supports_parallel_tool_calls: 'boolean',
    startup_timeout_sec: 'number', tool_timeout_sec: 'number', startup_timeout_ms: 'count',
    args: 'list', env_vars: 'list', enabled_tools: 'list', disabled_tools: 'list', scopes: 'list',
    env: 'table', http_headers: 'table', env_http_headers: 'table',
};
/** `startup_readiness` values ("unknown variant `x`, expected `connection` or `catalog`", `config-mcp-startup-readiness`). */
const CODEX_MCP_STARTUP_READINESS = ['connection', 'catalog'];
/**
 * Hook events of `.codex/hooks.json` (https://developers.openai.com/codex/hooks names SessionStart, PreToolUse,
 * PermissionRequest, PostToolUse, UserPromptSubmit and Stop). Checked on Codex CLI 0.171.0: given a number, each of
 * these makes Codex reject the file ("expected a sequence", cases `hooks-event-type-<Event>`), while any other key,
 * `Notification` and `sessionStart` included, is ignored without a word (`hooks-event-type-Notification`, `hooks-unknown-event`).
 */
const CODEX_HOOK_EVENTS = [
    'SessionStart', 'SessionEnd', 'UserPromptSubmit', 'PreModelRequest', 'PreToolUse', 'PermissionRequest', 'PostToolUse',
    'PreCompact', 'PostCompact', 'SubagentStart', 'SubagentStop', 'Interrupt', 'Stop',
];
/** Root keys of `.codex/hooks.json`; any other makes Codex skip the file (`hooks-unknown-root`). */
const CODEX_HOOKS_ROOT_KEYS = ['description', 'hooks'];
/** Handler `type`s Codex parses ("expected one of …", `hooks-handler-bad-type`). */
const CODEX_HOOK_TYPES = ['command', 'mcp_tool', 'prompt', 'agent'];
/** Handler types Codex parses but skips with "<type> hooks are not supported yet" (`hooks-prompt-type`, `hooks-agent-type`). */
const CODEX_HOOK_UNSUPPORTED_TYPES = ['prompt', 'agent'];
/** A skill `name` longer than this fails to load ("invalid name: exceeds maximum length of 64 characters", `skill-name-long`). */
const CODEX_SKILL_NAME_MAX = 64;
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
const CODEX_SKILL_LIST = {
    budgetShare: 0.02,
    defaultBudgetTokens: 10_000,
    charsPerToken: 4,
    /** A description is cut to this many characters in the list, silently (`skill-description-long`). */
    descriptionMax: 1024,
    /** Tokens of Codex 0.171.0's four system skills (imagegen, openai-docs, skill-creator, skill-installer): whole, and names only. */
    systemTokens: { whole: 432, namesOnly: 50 },
};
/**
 * Keys a project `.codex/config.toml` may not set: Codex drops them before it reads any value ("Ignored unsupported
 * project-local config keys in .codex/config.toml: openai_base_url, chatgpt_base_url, …", so `notify = "x"` is not a
 * type error there). Observed on 0.171.0 with every key set to `1.5` (`codex exec`), and recorded in
 * oracle/codex/mutations.json (`codex-config:/notify:add` and the other `:add` cases).
 */
const CODEX_PROJECT_IGNORED_CONFIG_KEYS = [
    'openai_base_url', 'chatgpt_base_url', 'apps_mcp_product_sku', 'model_provider', 'model_providers', 'notify', 'profile', 'profiles',
    'experimental_realtime_ws_base_url', 'otel',
];
/**
 * Keys of Codex's published config schema that 0.171.0 does not know: in config.toml they are "unrecognized configuration
 * settings" (`debug`, `experimental_thread_config_endpoint`, `model_supports_reasoning_summaries` "is ignored", observed with
 * `codex exec`), and a role file rejects them (`role-config-keys`).
 */
const CODEX_CONFIG_SCHEMA_ONLY_KEYS = CODEX_ROLE_REJECTED_CONFIG_KEYS;
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
const CODEX_CONFIG_TYPES = {
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
const CODEX_CONFIG_NESTED_TYPES = {
    'history.persistence': ['save-all', 'none'],
    'shell_environment_policy.inherit': ['core', 'all', 'none'],
    'sandbox_workspace_write.network_access': 'boolean',
    'sandbox_workspace_write.writable_roots': 'strings',
    'sandbox_workspace_write.exclude_tmpdir_env_var': 'boolean',
    'sandbox_workspace_write.exclude_slash_tmp': 'boolean',
};
/** `[features]` flags that take a table instead of a boolean (config.schema.json: `FeatureToml_for_…`). */
const CODEX_FEATURE_TABLE_FLAGS = ['apps_mcp_path_override', 'multi_agent_v2', 'network_proxy'];
/**
 * A plugin `name` Codex installs: "invalid plugin name: only ASCII letters, digits, `.`, `_`, and `-` are allowed"
 * (`codex plugin add` on 0.171.0, oracle/codex/mutations.json `codex-plugin:/name:spaces`).
 */
const CODEX_PLUGIN_NAME = /^[A-Za-z0-9._-]+$/;
/**
 * Manifest keys that name a component path inside the plugin (https://developers.openai.com/codex/plugins, documented:
 * "must start with `./`" and stay inside the plugin root). `skills` was observed on 0.171.0: any other path is ignored
 * without a word (`codex-plugin:/skills:path-escape`, `codex-plugin:/skills:path-absolute`).
 */
const CODEX_PLUGIN_PATH_KEYS = ['skills', 'hooks', 'mcpServers', 'apps'];
/** Manifest fields that must be a string or null, else "missing or invalid plugin.json" (`codex-plugin:/description:type:number`). */
const CODEX_PLUGIN_STRING_FIELDS = ['description'];
/** `interface` fields observed the same way (`codex-plugin:/interface/websiteURL:type:number`, …); the others were not probed. */
const CODEX_PLUGIN_INTERFACE_STRING_FIELDS = ['displayName', 'shortDescription', 'websiteURL', 'brandColor'];
/**
 * A marketplace entry's `policy` values (oracle/codex/marketplace.json `entry-installation-unknown`,
 * `entry-authentication-unknown`: any other value fails the whole marketplace, "unknown variant").
 */
const CODEX_MARKETPLACE_POLICY = {
    installation: ['NOT_AVAILABLE', 'AVAILABLE', 'INSTALLED_BY_DEFAULT'],
    authentication: ['ON_INSTALL', 'ON_USE'],
};
/** Source kinds Codex 0.171.0 lists (`local`, `url`, `git-subdir`) and one it skips (`github`): oracle/codex/marketplace.json. */
const CODEX_MARKETPLACE_SKIPPED_SOURCES = ['github'];

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/agents-md-shadowed.js
/** An AGENTS.md that Codex never reads because an AGENTS.override.md sits beside it. */





/* harmony default export */ const agents_md_shadowed = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/agents-md-shadowed',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An AGENTS.md beside an AGENTS.override.md: Codex reads only the override, even when the override is empty.',
        kinds: ['codex-agents-md'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `In each folder Codex reads one file, AGENTS.override.md before AGENTS.md (https://developers.openai.com/codex/guides/agents-md). Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`agents-md-override\`, \`agents-md-empty-override\`): with both files present only the override reached the model input, and an empty override left the folder with no instructions at all, AGENTS.md still unread; Codex says nothing. An override is usually a local, temporary file; checked in, it silently hides the shared instructions.`,
        examples: {
            file: 'AGENTS.md',
            wrong: '# Rules\n\nRun the tests before committing.\n',
            context: { 'AGENTS.override.md': '' },
            // One file per folder: the rules moved into the override (or the override deleted).
            rightFile: 'AGENTS.override.md',
            right: '# Rules\n\nRun the tests before committing.\n',
        },
    },
    check(project, ctx) {
        const files = (0,model/* artifactsOf */.Ns)(project, 'codex-agents-md');
        for (const a of files) {
            if (a.data.override)
                continue;
            const override = files.find((o) => o.data.override && external_node_path_.posix.dirname(o.path) === external_node_path_.posix.dirname(a.path));
            if (!override)
                continue;
            const empty = !override.file.text.trim();
            ctx.report({
                path: a.path,
                element: a.element,
                harness: 'codex',
                message: `Codex never reads this file: ${override.path} in the same folder takes its place${empty ? ', and it is empty, so this folder gives Codex no instructions' : ''}`,
                range: (0,source/* firstLine */.TM)(a.file),
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/agents-md-size.js
/** AGENTS.md text past Codex's `project_doc_max_bytes` (32 KiB): cut without a warning. */




/** `project_doc_max_bytes` of the project's `.codex/config.toml` (Codex honours it in a trusted project), if set to a byte count. */
function configuredMax(project) {
    const root = (0,model/* artifactsOf */.Ns)(project, 'codex-config')[0]?.root;
    const v = root?.type === 'map' ? root.pairs.find((p) => p.key === 'project_doc_max_bytes')?.value : undefined;
    return v?.type === 'scalar' && Number.isInteger(v.value) && v.value >= 0 ? v.value : undefined;
}
/** The file Codex reads in a folder: AGENTS.override.md wins over AGENTS.md, even when it is empty. */
function effective(byDir, dir) {
    const here = byDir.get(dir) ?? [];
    return here.find((a) => a.data.override) ?? here.find((a) => !a.data.override);
}
/* harmony default export */ const agents_md_size = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/agents-md-size',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: `Instructions past ${CODEX_PROJECT_DOC_MAX_BYTES / 1024} KiB (or the project's \`project_doc_max_bytes\`) of the AGENTS.md chain (the root's file, then each folder's down to this one): Codex cuts them off.`,
        kinds: ['codex-agents-md'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Codex joins the AGENTS.md files from the repository root down to the working folder and keeps only the first \`project_doc_max_bytes\` (default 32 KiB) of the result (https://developers.openai.com/codex/guides/agents-md). Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json): of a 33,954-byte AGENTS.md exactly the first 32,768 bytes reached the model input, cut mid-word, with nothing on stderr of \`codex debug prompt-input\`, while \`codex exec\` warned "Loaded only 32768 of 33954 bytes from \`AGENTS.md\` … under the 32768-byte project instruction budget" (\`agents-md-cap\`); the cap applies to the files' combined bytes, the blank lines Codex puts between them not counted (\`agents-md-nested-cap\`: a 30,001-byte root file and a nested one, 2,767 bytes of the nested file kept, "Loaded only 2767 of 5010 bytes from \`pkg/AGENTS.md\`"); empty files are skipped (\`agents-md-empty-root\`). A \`project_doc_max_bytes\` in a trusted project's \`.codex/config.toml\` replaces the default (\`agents-md-config-max-bytes\`: 100 bytes kept) and is honoured here; in an untrusted project Codex does not read that file (\`agents-md-config-max-bytes-untrusted\`). The finding points at the first character Codex drops, counting the chain as if Codex ran in the file's folder.`,
        examples: {
            file: 'AGENTS.md',
            wrong: `# Rules\n\n${'Keep functions small and name them for what they do. '.repeat(640)}\n`,
            right: '# Rules\n\nKeep functions small and name them for what they do.\n',
        },
    },
    check(project, ctx) {
        const files = (0,model/* artifactsOf */.Ns)(project, 'codex-agents-md');
        const configured = configuredMax(project);
        const max = configured ?? CODEX_PROJECT_DOC_MAX_BYTES;
        const byDir = new Map();
        for (const a of files) {
            const d = external_node_path_.posix.dirname(a.path);
            byDir.set(d, [...(byDir.get(d) ?? []), a]);
        }
        for (const a of files) {
            const dir = external_node_path_.posix.dirname(a.path);
            if (effective(byDir, dir) !== a)
                continue; // shadowed by AGENTS.override.md in the same folder
            // Bytes before this file: the effective files of every ancestor folder, root first (the blank lines between them do not count).
            let before = 0;
            const parts = dir === '.' ? [] : dir.split('/');
            for (let i = -1; i < parts.length - 1; i++) {
                const anc = effective(byDir, i < 0 ? '.' : parts.slice(0, i + 1).join('/'));
                if (anc && anc.file.text.trim())
                    before += Buffer.byteLength(anc.file.text, 'utf8');
            }
            const own = Buffer.from(a.file.text, 'utf8');
            const keep = max - before;
            if (own.length <= keep)
                continue;
            const cutChar = keep <= 0 ? 0 : own.subarray(0, keep).toString('utf8').replace(/\uFFFD$/, '').length;
            const end = a.file.lines.lineEnd(a.file.lines.position(cutChar).line);
            ctx.report({
                path: a.path,
                element: a.element,
                harness: 'codex',
                message: `Codex reads only the first ${max} bytes of the AGENTS.md chain: ${configured === undefined ? '' : '`project_doc_max_bytes` in .codex/config.toml sets it, honoured when the project is trusted; '}from here on (${own.length - Math.max(keep, 0)} bytes of ${a.path}) nothing reaches the model (only \`codex exec\` warns "Loaded only … bytes"; the TUI and \`codex debug prompt-input\` say nothing)`,
                range: a.file.lines.range(cutChar, Math.max(end, Math.min(cutChar + 1, a.file.text.length))),
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/unknown-keys.js
var unknown_keys = __webpack_require__(2818);
// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/lib/hook-entries.js
/**
 * Shared walk over Codex's hooks (not a rule): `.codex/hooks.json` and the inline `[hooks]` table of
 * `.codex/config.toml` hold the same events, matcher groups and handlers (oracle cases `hooks-*`, `config-hooks-*`).
 */



function codexHookEvents(a) {
    return (0,unknown_keys/* hooksMap */.Vl)(a)?.pairs ?? [];
}
/** The handler objects (`{type, command, …}`) of every matcher group of every known event. */
function codexHookHandlers(a) {
    const out = [];
    for (const e of codexHookEvents(a)) {
        if (!CODEX_HOOK_EVENTS.includes(e.key) || e.value?.type !== 'seq')
            continue;
        for (const group of e.value.items) {
            const handlers = group.type === 'map' ? (0,tree/* getPair */.xf)(group, 'hooks')?.value : undefined;
            if (handlers?.type === 'seq')
                for (const h of handlers.items)
                    if (h.type === 'map')
                        out.push(h);
        }
    }
    return out;
}
const isEmptySeq = (n) => n?.type === 'seq' && n.items.length === 0;
const isNull = (n) => !n || (n.type === 'scalar' && n.value === null);
const isUnsigned = (n) => n?.type === 'scalar' && typeof n.value === 'number' && Number.isInteger(n.value) && n.value >= 0;
/** Handler problems, in Codex's words ("missing field `command`", "unknown variant `shell`", "expected u64"). */
function handlerProblems(h) {
    const type = (0,tree/* getPair */.xf)(h, 'type');
    if (!type)
        return [{ why: 'a handler has no `type` ("missing field `type`")', range: h.range, jsonPath: h.path }];
    const t = type.value?.type === 'scalar' ? type.value.value : null;
    if (typeof t !== 'string' || !CODEX_HOOK_TYPES.includes(t)) {
        const types = CODEX_HOOK_TYPES.map((x) => `\`${x}\``).join(', ');
        return [{ why: `\`type\` must be one of ${types} ("unknown variant")`, range: type.value?.range ?? type.keyRange, jsonPath: type.path }];
    }
    const out = [];
    const command = (0,tree/* getPair */.xf)(h, 'command');
    if (t === 'command' && !command)
        out.push({ why: 'a `command` handler has no `command` ("missing field `command`")', range: h.range, jsonPath: h.path });
    else if (command && !(command.value?.type === 'scalar' && typeof command.value.value === 'string')) {
        out.push({ why: '`command` must be a string ("invalid type: …, expected a string")', range: command.value?.range ?? command.keyRange, jsonPath: command.path });
    }
    const timeout = (0,tree/* getPair */.xf)(h, 'timeout');
    // `"timeout": null` is taken as no timeout (`codex-hooks:/hooks/SessionStart/0/hooks/0/timeout:type:null`).
    if (timeout && !isUnsigned(timeout.value) && !isNull(timeout.value))
        out.push({ why: '`timeout` must be a whole number of seconds ("expected u64")', range: timeout.value?.range ?? timeout.keyRange, jsonPath: timeout.path });
    return out;
}
/**
 * The shape errors that make Codex refuse the hooks: `hooks` that is not a table of events (an empty list is
 * accepted, `hooks-root-empty-array`), a known event whose value is not a list, a matcher group that is not an
 * object, and the handler problems. Unknown events and unknown keys of groups and handlers are not errors.
 */
function hookShapeProblems(a) {
    const hooks = a.root?.type === 'map' ? (0,tree/* getPair */.xf)(a.root, 'hooks') : undefined;
    if (!hooks)
        return [];
    if (hooks.value?.type !== 'map') {
        // Codex names the struct it expected: `HooksToml` in config.toml (`config-hooks-not-table`), `HookEventsToml` in hooks.json.
        const expected = a.kind === 'codex-config' ? 'HooksToml' : 'HookEventsToml';
        return isEmptySeq(hooks.value) ? [] : [{ why: `\`hooks\` must be an object of events ("invalid type: …, expected struct ${expected}")`, range: hooks.value?.range ?? hooks.keyRange, jsonPath: hooks.path }];
    }
    const out = [];
    for (const e of hooks.value.pairs) {
        if (!CODEX_HOOK_EVENTS.includes(e.key))
            continue;
        if (e.value?.type !== 'seq') {
            out.push({ why: `the value of \`${e.key}\` must be a list of matcher groups ("expected a sequence")`, range: e.value?.range ?? e.keyRange, jsonPath: e.path });
            continue;
        }
        for (const group of e.value.items) {
            // serde also reads a struct from an array of its fields: `[["x"]]` loaded (`codex-hooks:/hooks/SessionStart/0:type:array`).
            if (group.type === 'seq')
                continue;
            if (group.type !== 'map') {
                out.push({ why: `each entry of \`${e.key}\` must be a matcher group object ("expected struct MatcherGroup")`, range: group.range, jsonPath: group.path });
                continue;
            }
            const matcher = (0,tree/* getPair */.xf)(group, 'matcher');
            if (matcher && !isNull(matcher.value) && !(matcher.value?.type === 'scalar' && typeof matcher.value.value === 'string')) {
                out.push({ why: '`matcher` must be a string ("invalid type: …, expected a string")', range: matcher.value?.range ?? matcher.keyRange, jsonPath: matcher.path });
            }
            const handlers = (0,tree/* getPair */.xf)(group, 'hooks');
            if (handlers && handlers.value?.type !== 'seq') {
                out.push({ why: 'the `hooks` of a matcher group must be a list of handlers ("expected a sequence")', range: handlers.value?.range ?? handlers.keyRange, jsonPath: handlers.path });
            }
            else if (handlers?.value?.type === 'seq') {
                for (const h of handlers.value.items)
                    if (h.type !== 'map')
                        out.push({ why: 'each handler must be an object with a `type` ("expected internally tagged enum")', range: h.range, jsonPath: h.path });
            }
        }
    }
    for (const h of codexHookHandlers(a))
        out.push(...handlerProblems(h));
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/codex/lib/mcp-servers.js
/**
 * Shared reading of `[mcp_servers.<name>]` in `.codex/config.toml` (not a rule): the entries, and the problems that
 * stop Codex (oracle cases `config-mcp-*`, `config-wrong-type`).
 */

/** The `[mcp_servers.<name>]` entries that are tables. */
function mcpServers(a) {
    const servers = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'mcp_servers')?.value : undefined;
    if (servers?.type !== 'map')
        return [];
    return servers.pairs.flatMap((pair) => (pair.value?.type === 'map' ? [{ pair, table: pair.value }] : []));
}
const TYPE_WORDS = { string: 'a string', boolean: 'a boolean', number: 'a number', count: 'a whole number', list: 'a list', table: 'a table' };
const CODEX_EXPECTS = { string: 'a string', boolean: 'a boolean', number: 'f64', count: 'u64', list: 'a sequence', table: 'a map' };
function hasType(v, t) {
    if (t === 'list')
        return v.type === 'seq';
    if (t === 'table')
        return v.type === 'map';
    if (v.type !== 'scalar')
        return false;
    if (t === 'count')
        return typeof v.value === 'number' && Number.isInteger(v.value) && v.value >= 0;
    return typeof v.value === (t === 'number' ? 'number' : t);
}
/** What makes Codex refuse a server entry (and with it the whole config), in Codex's words. */
function mcpServerProblems(a) {
    const headers = (a.data.headers ?? {});
    const out = [];
    for (const { pair: s, table } of mcpServers(a)) {
        const keys = table.pairs;
        for (const p of keys) {
            const t = CODEX_MCP_SERVER_TYPES[p.key];
            if (t && p.value && !hasType(p.value, t)) {
                out.push({ message: `\`mcp_servers.${s.key}.${p.key}\` must be ${TYPE_WORDS[t]} ("invalid type: …, expected ${CODEX_EXPECTS[t]}")`, range: p.value.range, jsonPath: p.path });
            }
            const v = p.value;
            if ((p.key === 'startup_timeout_sec' || p.key === 'tool_timeout_sec') && v?.type === 'scalar' && typeof v.value === 'number' && v.value < 0) {
                // `codex-config:/mcp_servers/docs/startup_timeout_sec:negative`: "cannot convert float seconds to Duration: value is negative".
                out.push({ message: `\`mcp_servers.${s.key}.${p.key}\` is negative ("cannot convert float seconds to Duration: value is negative")`, range: v.range, jsonPath: p.path });
            }
            if (p.key === 'startup_readiness' && v?.type === 'scalar' && typeof v.value === 'string' && !CODEX_MCP_STARTUP_READINESS.includes(v.value)) {
                out.push({ message: `\`startup_readiness\` is \`${v.value}\`; Codex accepts ${CODEX_MCP_STARTUP_READINESS.map((x) => `\`${x}\``).join(' or ')} ("unknown variant")`, range: v.range, jsonPath: p.path });
            }
        }
        const stdio = keys.some((x) => x.key === 'command');
        const http = keys.some((x) => x.key === 'url');
        if (!stdio && !http) {
            out.push({ message: `MCP server \`${s.key}\` has neither \`command\` nor \`url\` ("invalid transport")`, range: headers[s.path] ?? s.keyRange, jsonPath: s.path });
            continue;
        }
        const foreign = keys.find((x) => (stdio ? CODEX_MCP_HTTP_KEYS : CODEX_MCP_STDIO_KEYS).includes(x.key));
        if (foreign) {
            out.push({
                message: `\`${foreign.key}\` is not supported for ${stdio ? 'a stdio' : 'an HTTP'} MCP server (\`${s.key}\` has \`${stdio ? 'command' : 'url'}\`)`,
                range: foreign.keyRange,
                jsonPath: foreign.path,
            });
        }
        const token = keys.find((x) => x.key === 'bearer_token');
        if (token && http && !stdio) {
            out.push({ message: `MCP server \`${s.key}\` has a literal \`bearer_token\` ("bearer_token is not supported for streamable_http"); name an environment variable in \`bearer_token_env_var\``, range: token.keyRange, jsonPath: token.path });
        }
        else if (token && stdio && !http) {
            // Fatal on a stdio server too (`config-mcp-bearer-token-stdio`): a stdio server takes no token at all.
            out.push({ message: `\`bearer_token\` is not supported for a stdio MCP server (\`${s.key}\` has \`command\`; "bearer_token is not supported for stdio")`, range: token.keyRange, jsonPath: token.path });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/lib/config-types.js
/**
 * Value types of `.codex/config.toml` against Codex's configuration schema (not a rule; codex/config-schema reports
 * them). Known values: CODEX_CONFIG_TYPES and CODEX_CONFIG_NESTED_TYPES, each checked on the pinned Codex.
 */


const isStr = (v) => v.type === 'scalar' && typeof v.value === 'string';
const whole = (v) => v.type === 'scalar' && typeof v.value === 'number' && Number.isInteger(v.value);
/** How Codex names the type it expected, as its error does. */
const CODEX_WORDS = {
    string: 'a string', boolean: 'a boolean', uint: 'a whole number of 0 or more ("expected usize"/"u64")', int: 'a whole number ("expected i64")',
    port: 'a port number from 0 to 65535 ("expected u16")', strings: 'an array of strings', 'string|strings': 'a string or an array of strings', table: 'a table',
};
function shown(v) {
    if (v.type === 'seq')
        return 'an array';
    if (v.type === 'map')
        return 'a table';
    if (typeof v.value === 'string')
        return `\`${JSON.stringify(v.value)}\``;
    return `\`${String(v.value)}\``;
}
/** Whether `v` has type `t`; for a closed set, whether it is one of its values (or a table). */
function fitsType(v, t) {
    // A table only for `approval_policy = { granular = … }`; `{ x = "y" }` is "unknown variant `x`" (`codex-config:/sandbox_mode:type:object`).
    if (typeof t !== 'string')
        return (v.type === 'map' && t.includes('granular') && v.pairs.length === 1 && v.pairs[0].key === 'granular') || (isStr(v) && t.includes(v.value));
    switch (t) {
        case 'string': return isStr(v);
        case 'boolean': return v.type === 'scalar' && typeof v.value === 'boolean';
        case 'uint': return whole(v) && v.value >= 0;
        case 'int': return whole(v);
        case 'port': return whole(v) && v.value >= 0 && v.value <= 65535;
        case 'strings': return v.type === 'seq' && v.items.every(isStr);
        case 'string|strings': return isStr(v) || (v.type === 'seq' && v.items.every(isStr));
        case 'table': return v.type === 'map';
    }
    return true;
}
function problem(p, name, t) {
    const v = p.value;
    if (!v || fitsType(v, t))
        return undefined;
    if (typeof t !== 'string') {
        const value = isStr(v) ? v.value : undefined;
        return {
            message: `\`${name}\` is ${shown(v)}; Codex accepts ${t.map((x) => `\`${x}\``).join(', ')} (${value === undefined ? '"invalid type"' : '"unknown variant"'})`,
            range: v.range,
            jsonPath: p.path,
            fix: value === undefined ? undefined : (0,suggest/* certainCorrection */.Zg)(value, t),
        };
    }
    // An array of strings with one item of another type: point at that item, as Codex's line:col does.
    const item = v.type === 'seq' && (t === 'strings' || t === 'string|strings') ? v.items.find((x) => !isStr(x)) : undefined;
    return { message: `\`${name}\` must be ${CODEX_WORDS[t]}, not ${item ? `an array holding ${shown(item)}` : shown(v)}`, range: (item ?? v).range, jsonPath: p.path };
}
/** Every top-level (and known nested) value of config.toml whose type Codex refuses. */
function configTypeProblems(root) {
    const out = [];
    for (const p of root.pairs) {
        const t = CODEX_CONFIG_TYPES[p.key];
        if (!t)
            continue;
        const bad = problem(p, p.key, t);
        if (bad) {
            out.push(bad);
            continue;
        }
        // Values Codex refuses although their type is right: a blank `model` ("No models are available",
        // `codex-config:/model:whitespace`) and an empty `model_reasoning_effort` ("reasoning_effort must not be empty").
        if ((p.key === 'model' && isStr(p.value) && !String(p.value.value).trim()) || (p.key === 'model_reasoning_effort' && isStr(p.value) && p.value.value === '')) {
            out.push({ message: `\`${p.key}\` is empty (${p.key === 'model' ? '"No models are available. Set `model` explicitly"' : '"reasoning_effort must not be empty"'})`, range: p.value.range, jsonPath: p.path });
            continue;
        }
        if (p.value?.type !== 'map')
            continue;
        if (p.key === 'mcp_servers') {
            for (const q of p.value.pairs)
                if (q.value && q.value.type !== 'map')
                    out.push({ message: `MCP server \`${q.key}\` is ${shown(q.value)}, not a table ("expected struct RawMcpServerConfig")`, range: q.value.range, jsonPath: q.path });
            continue;
        }
        for (const q of p.value.pairs) {
            const name = `${p.key}.${q.key}`;
            const nt = CODEX_CONFIG_NESTED_TYPES[name] ?? (p.key === 'features' && !CODEX_FEATURE_TABLE_FLAGS.includes(q.key) ? 'boolean' : undefined);
            const nested = nt ? problem(q, name, nt) : undefined;
            if (nested)
                out.push(nested);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/config-schema.js
/** `.codex/config.toml` problems that stop Codex: every command fails to start in a trusted project. */





const FATAL = 'Codex refuses to start in this project (when trusted)';
/* harmony default export */ const config_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/config-schema',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A project `.codex/config.toml` that stops every Codex command: not valid TOML, a value of the wrong type or outside its closed set (checked key by key against Codex\'s configuration schema), an MCP server with no transport, keys of both transports or a literal `bearer_token`, or an inline `[hooks]` table of the wrong shape.',
        kinds: ['codex-config'],
        harness: 'codex',
        optIn: false,
        fixable: 'machine',
        rationale: `Codex reads \`.codex/config.toml\` only in a trusted project (https://developers.openai.com/codex/config-reference), and then deserialises it before anything else. Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-toml-error\`, \`config-wrong-type\`, \`config-wrong-type-top\`, \`config-mcp-no-transport\`, \`config-mcp-both\`, \`config-mcp-http-stdio-key\`, \`config-mcp-headers-helper-stdio\`, \`config-mcp-bearer-token\`, \`config-mcp-bearer-token-stdio\`, \`config-mcp-startup-readiness\`, \`config-mcp-type-<key>\`; \`config-hooks-event-type\`, \`config-hooks-group-number\`, \`config-hooks-not-table\`, \`config-hooks-handler-no-type\`, \`config-hooks-bad-type\`, \`config-hooks-timeout-string\`): \`codex exec\`, \`codex mcp list\` and \`codex debug prompt-input\` all exit 1 with "failed to load bootstrap configuration" / "Error loading config.toml: invalid type: integer \`42\`, expected a string in \`mcp_servers.bad.url\`", "invalid transport", "url is not supported for stdio", "args is not supported for streamable_http", "bearer_token is not supported for stdio". An event given an empty list in \`[hooks]\` is accepted (\`config-hooks-empty-event\`). A mistake in an inline \`[hooks]\` table is just as fatal ("missing field \`type\` in \`hooks\`"), whereas the same mistake in \`.codex/hooks.json\` only makes Codex skip that file (codex/hooks-file-invalid). In an untrusted project the same file is not read at all (\`config-wrong-type-untrusted\`). Every top-level key is checked against the type Codex's configuration schema (config.schema.json of openai/codex) gives it, each checked on ${CODEX_VERSION}: the mutation probe (oracle/codex/mutations.json, e.g. \`codex-config:/hide_agent_reasoning:type:string\`, \`codex-config:/approval_policy:unknown-enum\`, \`codex-config:/history/persistence:unknown-enum\`, \`codex-config:/project_doc_max_bytes:negative\`) records "invalid type: string \"x\", expected a boolean", "unknown variant \`zz-unknown-value\`, expected one of \`untrusted\`, …" and "invalid value: integer \`-1\`, expected usize", each fatal. Keys a project file may not set (\`notify\`, \`model_provider\`, …) are dropped before their value is read (\`codex-config:/notify:add\`): codex/config-unknown-key reports them instead.`,
        examples: {
            file: '.codex/config.toml',
            wrong: '[mcp_servers.docs]\nurl = 42\n',
            right: '[mcp_servers.docs]\nurl = "http://127.0.0.1:8080/mcp"\n',
        },
    },
    check(artifact, ctx) {
        const err = artifact.data.tomlError;
        if (err) {
            ctx.report({ message: `${FATAL}: this file is not valid TOML (${err.message})`, range: err.range });
            return;
        }
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        for (const v of configTypeProblems(root)) {
            ctx.report({
                message: `${FATAL}: ${v.message}`,
                range: v.range,
                jsonPath: v.jsonPath,
                suggestion: v.fix ? { msg: `use \`${v.fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(v.fix) }] } : undefined,
            });
        }
        for (const p of mcpServerProblems(artifact))
            ctx.report({ message: `${FATAL}: ${p.message}`, range: p.range, jsonPath: p.jsonPath });
        for (const p of hookShapeProblems(artifact))
            ctx.report({ message: `${FATAL}: in \`[hooks]\`, ${p.why}`, range: p.range, jsonPath: p.jsonPath });
    },
}));

// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/lib/config-values.js
/** Value checks Codex makes when it deserialises a role file or config.toml (shared by role-schema and config-schema). */



/** In TOML's words; only a value that is not a string is named (TOML has no null). */
const typeName = (p) => (0,json_type/* jsonTypeWords */.gn)(p.value, { object: 'a table' });
/** Wrong types ("invalid type: …, expected a string") and values outside a closed set ("unknown variant"). */
function valueProblems(pairs, { enums = true } = {}) {
    const out = [];
    for (const p of pairs) {
        const v = p.value;
        if (!v)
            continue;
        const isString = v.type === 'scalar' && typeof v.value === 'string';
        if (CODEX_STRING_KEYS.includes(p.key) && !isString) {
            out.push({ message: `\`${p.key}\` must be a string, not ${typeName(p)} ("invalid type")`, range: v.range, jsonPath: p.path });
            continue;
        }
        const allowed = CODEX_ENUMS[p.key];
        if (enums && allowed && !(isString && allowed.includes(v.value))) {
            const shown = isString ? `\`${v.value}\`` : typeName(p);
            out.push({ message: `\`${p.key}\` is ${shown}; Codex accepts ${allowed.map((a) => `\`${a}\``).join(', ')} ("unknown variant")`, range: v.range, jsonPath: p.path });
        }
    }
    return out;
}
/** A key outside `known`: `message(didYouMean)` words the finding; a certain near miss becomes a machine-applicable rename. */
function unknownKey(path, p, known, message) {
    const fix = (0,suggest/* certainCorrection */.Zg)(p.key, known);
    const near = (0,suggest/* closest */.kp)(p.key, known);
    return {
        message: message(near.length ? ` (did you mean \`${near[0].value}\`?)` : ''),
        range: p.keyRange,
        jsonPath: p.path,
        suggestion: fix ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path, range: p.keyRange, text: fix }] } : undefined,
    };
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/lib/rename-table.js
/**
 * Renaming a top-level key of a TOML file everywhere it is spelt: a table's name recurs in each of its headers
 * (`[mcp_server.docs]`, `[mcp_server.web]`) and in dotted keys before the first header (`mcp_server.x = 1`), and
 * renaming one of them leaves the rest under the old name.
 */

const BARE = /^[A-Za-z0-9_-]+$/;
/** The first key of a line: bare, "basic" or 'literal'. */
const KEY = String.raw `([A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')`;
const HEADER = new RegExp(String.raw `^[ \t]*\[\[?[ \t]*${KEY}[ \t]*(?:\.|\])`);
const ASSIGNMENT = new RegExp(String.raw `^[ \t]*${KEY}[ \t]*[.=]`);
function keyText(token) {
    if (token.startsWith("'"))
        return token.slice(1, -1);
    if (!token.startsWith('"'))
        return token;
    try {
        return JSON.parse(token);
    }
    catch {
        return undefined;
    }
}
const isTable = (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
/** Equal values, whatever the objects' prototypes (smol-toml makes its tables without one). */
function same(a, b) {
    if (a instanceof Date || b instanceof Date)
        return a instanceof Date && b instanceof Date && String(a) === String(b) && a.constructor === b.constructor;
    if (Array.isArray(a) || Array.isArray(b))
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
    if (isTable(a) || isTable(b)) {
        if (!isTable(a) || !isTable(b))
            return false;
        const ka = Object.keys(a);
        return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
    }
    return Object.is(a, b);
}
/** `a` and `b` as one table, as TOML reads two tables of one name; undefined where they set the same value. */
function merged(a, b) {
    if (!isTable(a) || !isTable(b))
        return undefined;
    const out = { ...a };
    for (const [k, v] of Object.entries(b)) {
        if (!Object.hasOwn(out, k))
            out[k] = v;
        else {
            const m = merged(out[k], v);
            if (m === undefined)
                return undefined;
            out[k] = m;
        }
    }
    return out;
}
/**
 * The edits that rename the top-level key `from` to `to` in every place the file spells it, or undefined unless
 * the edited text is valid TOML that reads as the original with `from`'s value under `to` (and nothing else changed).
 */
function renameTopLevelKey(file, from, to) {
    const { text, lines } = file;
    const edits = [];
    let offset = 0;
    let inTables = false;
    for (const line of text.split('\n')) {
        const header = HEADER.exec(line);
        const m = header ?? (inTables ? null : ASSIGNMENT.exec(line));
        if (header)
            inTables = true;
        if (m && keyText(m[1]) === from) {
            const start = offset + m[0].search(/[^ \t[]/);
            edits.push({ path: file.path, range: lines.range(start, start + m[1].length), text: BARE.test(to) ? to : JSON.stringify(to) });
        }
        offset += line.length + 1;
    }
    if (edits.length === 0)
        return undefined;
    try {
        const before = (0,dist/* parse */.qg)(text);
        let after = text;
        for (const e of [...edits].reverse())
            after = after.slice(0, e.range.start.offset) + e.text + after.slice(e.range.end.offset);
        const { [from]: moved, ...rest } = before;
        const target = Object.hasOwn(rest, to) ? merged(rest[to], moved) : moved;
        if (target === undefined)
            return undefined;
        return same((0,dist/* parse */.qg)(after), { ...rest, [to]: target }) ? edits : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/config-unknown-key.js
/** `.codex/config.toml` keys Codex ignores: unknown keys, and keys it takes only from the user's own config. */





/** The top-level keys Codex 0.171.0 reads from a project config. */
const KNOWN = CODEX_CONFIG_KEYS.filter((k) => !CODEX_CONFIG_SCHEMA_ONLY_KEYS.includes(k) && !CODEX_PROJECT_IGNORED_CONFIG_KEYS.includes(k));
/* harmony default export */ const config_unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/config-unknown-key',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A top-level key of `.codex/config.toml` that Codex ignores: not a Codex setting, or one Codex takes only from the user-level config (`notify`, `model_provider`, `model_providers`, `profile`, …).',
        kinds: ['codex-config'],
        harness: 'codex',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-unknown-keys\`, \`config-valid\`): in a trusted project \`codex exec\` warns "Codex is ignoring 2 unrecognized configuration settings … \`frobnicate\` is ignored" and runs on; \`codex debug prompt-input\` and \`codex mcp list\` say nothing; with \`--strict-config\` the run stops at the first one ("unknown configuration field"). A project's \`[model_providers.*]\` is dropped with "Ignored unsupported project-local config keys … model_providers", and so are \`notify\`, \`model_provider\`, \`profile\`, \`profiles\`, \`openai_base_url\`, \`chatgpt_base_url\`, \`otel\` and the rest of that list, whatever their value (oracle/codex/mutations.json \`codex-config:/notify:add\`, \`codex-config:/model_provider:add\`). \`debug\`, \`experimental_thread_config_endpoint\` and \`model_supports_reasoning_summaries\`, in Codex's published schema, are "unrecognized" to ${CODEX_VERSION}. The keys Codex knows are those of its config reference (https://developers.openai.com/codex/config-reference).`,
        examples: {
            file: '.codex/config.toml',
            wrong: 'modle = "gpt-5"\n',
            right: 'model = "gpt-5"\n',
        },
    },
    check(artifact, ctx) {
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        const unknown = root.pairs.filter((p) => !KNOWN.includes(p.key) && !CODEX_PROJECT_IGNORED_CONFIG_KEYS.includes(p.key));
        const targets = unknown.map((p) => (0,suggest/* certainCorrection */.Zg)(p.key, KNOWN));
        for (const p of root.pairs) {
            if (CODEX_PROJECT_IGNORED_CONFIG_KEYS.includes(p.key)) {
                ctx.report({ message: `Codex ignores \`${p.key}\` in a project config: it says "Ignored unsupported project-local config keys"; set it in the user-level ~/.codex/config.toml`, range: p.keyRange, jsonPath: p.path });
                continue;
            }
            if (KNOWN.includes(p.key))
                continue;
            const r = unknownKey(artifact.path, p, KNOWN, (dym) => `Codex ignores \`${p.key}\`: it is not a Codex setting ("unrecognized configuration setting")${dym}`);
            const fix = targets[unknown.indexOf(p)];
            // Two keys renamed to one name would clash. A table's name recurs in each of its headers: the rename is
            // certain only when it covers them all.
            const edits = fix === undefined || targets.filter((t) => t === fix).length > 1 ? undefined : renameTopLevelKey(artifact.file, p.key, fix);
            ctx.report({ ...r, suggestion: r.suggestion && edits ? { ...r.suggestion, edits } : undefined });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/hook-event-unknown.js
/** Hook events in `.codex/hooks.json` or in `[hooks]` of `.codex/config.toml` that Codex ignores without a word. */



/* harmony default export */ const hook_event_unknown = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/hook-event-unknown',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An event in `.codex/hooks.json` or in the `[hooks]` table of `.codex/config.toml` that Codex does not know: its hooks never run.',
        kinds: ['codex-hooks', 'codex-config'],
        harness: 'codex',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json, cases \`hooks-unknown-event\`, \`hooks-event-type-Notification\`, \`hooks-event-type-sessionStart\`, and in \`[hooks]\` of config.toml \`config-hooks-merge\`, \`config-hooks-unknown-keys\`): an unknown event key is ignored without any message, whatever its value (not even \`--strict-config\` reports one in config.toml), while a known event given a wrong value makes Codex skip hooks.json, or refuse to start over config.toml (codex/hooks-file-invalid, codex/config-schema). Event names are case-sensitive. Events: https://developers.openai.com/codex/hooks.`,
        examples: {
            file: '.codex/hooks.json',
            wrong: '{\n  "hooks": {\n    "Stopp": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
            right: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        for (const { pair: e, near, fix } of (0,unknown_keys/* unknownHookEvents */.Pe)(artifact, CODEX_HOOK_EVENTS)) {
            ctx.report({
                message: `Codex ignores the hook event \`${e.key}\` without a word: its hooks never run${near ? ` (did you mean \`${near}\`?)` : ''}`,
                range: e.keyRange,
                jsonPath: e.path,
                // In TOML an event's name recurs in every header of its array of tables, so one edit is not a certain rename.
                suggestion: fix && artifact.kind === 'codex-hooks' ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: e.keyRange, text: JSON.stringify(fix) }] } : undefined,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/hook-skipped.js
/** Handlers in `.codex/hooks.json` or `[hooks]` of `.codex/config.toml` that Codex parses but skips with a warning: an empty command, a `prompt` or `agent` hook. */




/* harmony default export */ const hook_skipped = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/hook-skipped',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A hook in `.codex/hooks.json` or in `[hooks]` of `.codex/config.toml` that Codex skips: a `command` handler whose command is empty, or a `prompt` or `agent` handler (not supported yet).',
        kinds: ['codex-hooks', 'codex-config'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json, cases \`hooks-empty-command\`, \`hooks-prompt-type\`, \`hooks-agent-type\`, \`config-hooks-empty-command\`, \`config-hooks-prompt-type\`; a command of spaces only: oracle/codex/mutations.json \`codex-hooks:/hooks/SessionStart/0/hooks/0/command:whitespace\`): \`codex exec\` warns "skipping empty hook command in …/.codex/hooks.json" (or "… in .codex/config.toml") or "skipping prompt hook in …: prompt hooks are not supported yet" and runs the other hooks.`,
        examples: {
            file: '.codex/hooks.json',
            wrong: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "prompt", "prompt": "Check the tests pass"}]}]\n  }\n}\n',
            right: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        for (const h of codexHookHandlers(artifact)) {
            const type = (0,tree/* getPair */.xf)(h, 'type');
            const t = type?.value?.type === 'scalar' ? type.value.value : null;
            if (typeof t === 'string' && CODEX_HOOK_UNSUPPORTED_TYPES.includes(t)) {
                ctx.report({ message: `Codex skips this hook: "${t} hooks are not supported yet"`, range: type.value.range, jsonPath: type.path, subject: h.path });
                continue;
            }
            const command = (0,tree/* getPair */.xf)(h, 'command');
            if (t === 'command' && command?.value?.type === 'scalar' && typeof command.value.value === 'string' && command.value.value.trim() === '') {
                ctx.report({ message: 'Codex skips this hook: "skipping empty hook command"', range: command.value.range, jsonPath: command.path, subject: h.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/hooks-file-invalid.js
/** A `.codex/hooks.json` Codex skips whole: the first shape error in it makes Codex drop every hook of the file. */




/* harmony default export */ const hooks_file_invalid = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/hooks-file-invalid',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A `.codex/hooks.json` Codex skips whole: a root key other than `description`/`hooks`, a known event whose value is not a list, a matcher group that is not an object or whose `matcher` is not a string or whose `hooks` is not a list, a handler that is not an object, or a handler without `type`, with an unknown `type`, a `command` handler without a string `command`, or a `timeout` that is not a whole number.',
        kinds: ['codex-hooks'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json, cases \`hooks-unknown-root\`, \`hooks-root-number\`, \`hooks-root-array\`, \`hooks-event-object\`, \`hooks-group-number\`, \`hooks-handler-no-type\`, \`hooks-handler-bad-type\`, \`hooks-handler-no-command\`, \`hooks-timeout-string\`, \`hooks-event-type-*\`; and the mutation probe, oracle/codex/mutations.json \`codex-hooks:/hooks/SessionStart/0/matcher:type:number\`, \`codex-hooks:/hooks/SessionStart/0/hooks:type:object\`, \`codex-hooks:/hooks/SessionStart/0/hooks/0:type:string\`, \`codex-hooks:/hooks/SessionStart/0/hooks/0/command:type:number\`): \`codex exec\` prints "warning: failed to parse hooks config .codex/hooks.json: …" and runs none of the file's hooks. Unknown keys in a matcher group or a handler are ignored, and so is the value of an event Codex does not know. Codex reads the file only in a trusted project (\`hooks-project-untrusted\`), so this is what a trusted project gets.`,
        examples: {
            file: '.codex/hooks.json',
            wrong: '{\n  "$schema": "https://example.com/hooks.json",\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
            right: '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n',
        },
    },
    check(artifact, ctx) {
        const skipped = (why) => `Codex skips this whole hooks file: ${why}; it warns "failed to parse hooks config .codex/hooks.json" and runs none of its hooks`;
        const root = artifact.root;
        if (root?.type !== 'map') {
            ctx.report({ message: skipped('it must be a JSON object'), range: root?.range ?? (0,source/* firstLine */.TM)(artifact.file) });
            return;
        }
        for (const p of root.pairs) {
            if (CODEX_HOOKS_ROOT_KEYS.includes(p.key))
                continue;
            ctx.report({ message: skipped(`unknown root key \`${p.key}\` ("unknown field \`${p.key}\`, expected \`description\` or \`hooks\`")`), range: p.keyRange, jsonPath: p.path });
        }
        for (const p of hookShapeProblems(artifact))
            ctx.report({ message: skipped(p.why), range: p.range, jsonPath: p.jsonPath });
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/hooks-two-sources.js
/** Hooks in both `.codex/hooks.json` and `[hooks]` of `.codex/config.toml`: Codex runs both and warns. */



/* harmony default export */ const hooks_two_sources = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/hooks-two-sources',
        effect: 'style',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: 'Hooks in both `.codex/hooks.json` and the `[hooks]` table of `.codex/config.toml`: Codex runs both sets and warns.',
        kinds: ['codex-config', 'codex-hooks'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-hooks-merge\`): with a SessionStart hook in each, both ran, and \`codex exec\` warned "loading hooks from both .codex/hooks.json and .codex/config.toml; prefer a single representation for this layer". A \`[hooks]\` table with only an unknown event drew no such warning (\`fixtures-planted\`). Neither file wins, so a hook moved from one to the other and left behind runs twice. Codex reads both only in a trusted project.`,
        examples: {
            file: '.codex/config.toml',
            context: { '.codex/hooks.json': '{\n  "hooks": {\n    "Stop": [{"hooks": [{"type": "command", "command": "./check.sh"}]}]\n  }\n}\n' },
            wrong: '[[hooks.Stop]]\n[[hooks.Stop.hooks]]\ntype = "command"\ncommand = "./check.sh"\n',
            right: 'model = "gpt-5"\n',
        },
    },
    check(project, ctx) {
        if (!(0,model/* artifactsOf */.Ns)(project, 'codex-hooks').length)
            return;
        for (const config of (0,model/* artifactsOf */.Ns)(project, 'codex-config')) {
            const hooks = config.root?.type === 'map' ? config.root.pairs.find((p) => p.key === 'hooks') : undefined;
            // Only hooks Codex reads count: `[hooks]` holding nothing but an unknown event drew no warning (`fixtures-planted`).
            const known = hooks?.value?.type === 'map' && hooks.value.pairs.some((e) => CODEX_HOOK_EVENTS.includes(e.key) && e.value?.type === 'seq' && e.value.items.length > 0);
            if (!known)
                continue;
            ctx.report({
                path: config.path, element: config.element, harness: 'codex', range: hooks.keyRange, jsonPath: hooks.path,
                message: 'Codex runs these hooks and those of .codex/hooks.json too: it says "loading hooks from both .codex/hooks.json and .codex/config.toml; prefer a single representation for this layer"',
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/harnesses/codex/plugin-kinds.js
var plugin_kinds = __webpack_require__(9969);
;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/marketplace-schema.js
/**
 * A Codex marketplace (`.agents/plugins/marketplace.json`) Codex does not load at all, or an entry of it Codex skips
 * without a word. Observed on the pinned Codex with `codex plugin marketplace add ./` and `codex plugin list`
 * (oracle/codex/marketplace.mjs).
 */





const FAILS = 'Codex does not load this marketplace';
function marketplace_schema_shown(v) {
    if (!v)
        return 'empty';
    if (v.type === 'seq')
        return 'an array';
    if (v.type === 'map')
        return 'an object';
    return v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``;
}
const isString = (v) => (0,tree/* stringValue */.r$)(v) !== undefined;
/** A problem that makes Codex refuse the whole file ("invalid marketplace file"): every plugin of it is gone. */
function failsWhole(ctx, node, at, why, holder) {
    // A missing key is reported at the first key of the object that lacks it (the object's opening line).
    const first = holder.type === 'map' ? holder.pairs[0]?.keyRange : undefined;
    ctx.report({ message: `${FAILS}: ${why}, so none of its plugins is listed ("invalid marketplace file")`, range: node?.range ?? at?.keyRange ?? first ?? holder.range, jsonPath: at?.path });
}
function checkEntry(entry, ctx, path) {
    if (entry.type !== 'map') {
        failsWhole(ctx, entry, undefined, `a \`plugins\` entry is ${marketplace_schema_shown(entry)}, not an object`, entry);
        return;
    }
    const name = (0,tree/* getPair */.xf)(entry, 'name');
    const source = (0,tree/* getPair */.xf)(entry, 'source');
    if (!name || !isString(name.value))
        failsWhole(ctx, name?.value, name, name ? `\`name\` is ${marketplace_schema_shown(name.value)}, not a string` : 'an entry has no `name`', entry);
    if (!source)
        failsWhole(ctx, undefined, undefined, 'an entry has no `source`', entry);
    const category = (0,tree/* getPair */.xf)(entry, 'category');
    if (category?.value && !isString(category.value) && !(category.value.type === 'scalar' && category.value.value === null))
        failsWhole(ctx, category.value, category, `\`category\` is ${marketplace_schema_shown(category.value)}, not a string`, entry);
    const policy = (0,tree/* getPair */.xf)(entry, 'policy');
    if (policy?.value && policy.value.type !== 'map' && !(policy.value.type === 'scalar' && policy.value.value === null))
        failsWhole(ctx, policy.value, policy, `\`policy\` is ${marketplace_schema_shown(policy.value)}, not an object`, entry);
    if (policy?.value?.type === 'map') {
        for (const [key, allowed] of Object.entries(CODEX_MARKETPLACE_POLICY)) {
            const p = (0,tree/* getPair */.xf)(policy.value, key);
            if (!p?.value)
                continue;
            const v = (0,tree/* stringValue */.r$)(p.value);
            if (v !== undefined && allowed.includes(v))
                continue;
            failsWhole(ctx, p.value, p, `\`policy.${key}\` is ${marketplace_schema_shown(p.value)}, not one of ${allowed.map((a) => `\`${a}\``).join(', ')}`, entry);
        }
    }
    const n = (0,tree/* stringValue */.r$)(name?.value);
    if (n !== undefined && !CODEX_PLUGIN_NAME.test(n)) {
        ctx.report({ message: `${SKIPS}: \`name\` \`${n}\` may only hold ASCII letters, digits, \`.\`, \`_\` and \`-\`; the plugin is never listed`, range: name.value.range, jsonPath: name.path });
    }
    if (source)
        checkSource(source, ctx, path);
}
const SKIPS = 'Codex skips this entry without a word';
function checkSource(source, ctx, path) {
    const v = source.value;
    const s = (0,tree/* stringValue */.r$)(v);
    let pathPair;
    if (v?.type !== 'map' && s === undefined) {
        ctx.report({ message: `${SKIPS}: \`source\` is ${marketplace_schema_shown(v)}, not an object or a path; the plugin is never listed`, range: v?.range ?? source.keyRange, jsonPath: source.path });
        return;
    }
    if (v?.type === 'map') {
        const kind = (0,tree/* getPair */.xf)(v, 'source');
        const k = (0,tree/* stringValue */.r$)(kind?.value);
        if (k !== undefined && CODEX_MARKETPLACE_SKIPPED_SOURCES.includes(k)) {
            ctx.report({ message: `${SKIPS}: it does not list a plugin whose \`source\` is \`${k}\` (use \`url\` with the repository's address, or \`git-subdir\`)`, range: kind.value.range, jsonPath: kind.path });
            return;
        }
        if (k !== 'local')
            return;
        pathPair = (0,tree/* getPair */.xf)(v, 'path');
        if (!pathPair || !isString(pathPair.value)) {
            const why = pathPair ? `its \`path\` is ${marketplace_schema_shown(pathPair.value)}, not a string` : 'it has no `path`';
            ctx.report({ message: `${SKIPS}: a \`local\` source needs a \`path\` string, and ${why}; the plugin is never listed`, range: pathPair?.value?.range ?? kind.value.range, jsonPath: (pathPair ?? kind).path });
            return;
        }
    }
    const target = pathPair ? (0,tree/* stringValue */.r$)(pathPair.value) : s;
    if (target === undefined)
        return;
    const why = (0,plugin_kinds/* codexSourcePathProblem */.pA)(target);
    if (!why)
        return;
    const at = pathPair ?? source;
    const fix = !target.startsWith('./') && !target.startsWith('/') && !target.startsWith('.') && !/^[a-z][a-z0-9+.-]*:/i.test(target) && target.trim() === target && target !== '' ? `./${target}` : undefined;
    ctx.report({
        message: `${SKIPS}: the local source path \`${target}\` ${why}; the plugin is never listed`,
        range: at.value.range,
        jsonPath: at.path,
        suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MaybeIncorrect', edits: [{ path, range: at.value.range, text: JSON.stringify(fix) }] } : undefined,
    });
}
/* harmony default export */ const marketplace_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/marketplace-schema',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Codex marketplace (`.agents/plugins/marketplace.json`) Codex does not load (no `name` or `plugins`, an entry without `name` or `source`, a `category` that is not a string, an unknown `policy` value or a `policy` that is not an object), or an entry it skips (a name with other characters than ASCII letters, digits, `.`, `_`, `-`, a `source` that is neither an object nor a string, a local source without a string `path`, a local path not starting with `./` or leaving the folder, a `github` source).',
        kinds: ['codex-marketplace'],
        harness: 'codex',
        optIn: false,
        fixable: 'maybe',
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/marketplace.json): a marketplace that lists one valid plugin and one entry under test, added with \`codex plugin marketplace add ./\` and listed with \`codex plugin list\`. One bad entry fails the whole file, not just the entry, and then no plugin of it is listed ("invalid marketplace file … missing field \`name\`", \`entry-name-missing\`; \`entry-source-missing\`; "invalid type: integer, expected a string" for \`category\`, \`entry-category-number\`; "unknown variant" for \`policy.installation\` and \`policy.authentication\`, \`entry-installation-unknown\`, \`entry-authentication-unknown\`; a \`policy\` or an entry that is not an object, \`entry-policy-string\`, \`entry-not-object\`; a \`policy\` or an entry that is not an object, \`entry-policy-string\`, \`entry-not-object\`; the file without \`name\` or \`plugins\`, \`marketplace-name-missing\`, \`marketplace-plugins-missing\`). Other entries are dropped alone, with no message: a local \`path\` that does not start with \`./\` (\`entry-path-without-dot-slash\`) or holds \`..\` (\`entry-path-leaves-root\`), a \`name\` with a space (\`entry-name-with-space\`), a \`github\` source (\`entry-github-repo\`), a \`local\` source without a string \`path\` (\`entry-local-path-missing\`, \`entry-local-path-number\`) and a \`source\` that is neither an object nor a string (\`entry-source-number\`). A string source (\`"./plugins/x"\`), \`url\` and \`git-subdir\` sources and unknown keys are listed (\`entry-string-source\`, \`entry-url\`, \`entry-git-subdir\`, \`entry-unknown-key\`).`,
        examples: {
            file: '.agents/plugins/marketplace.json',
            wrong: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": { "source": "local", "path": "plugins/notes" } }\n  ]\n}\n',
            right: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": { "source": "local", "path": "./plugins/notes" } }\n  ]\n}\n',
        },
    },
    check(a, ctx) {
        const root = a.root;
        if (root?.type !== 'map') {
            ctx.report({ message: `${FAILS}: it must be a JSON object ("invalid marketplace file")`, range: root?.range ?? (0,source/* firstLine */.TM)(a.file) });
            return;
        }
        const name = (0,tree/* getPair */.xf)(root, 'name');
        if (!name || !isString(name.value))
            failsWhole(ctx, name?.value, name, name ? `\`name\` is ${marketplace_schema_shown(name.value)}, not a string` : 'it has no `name`', root);
        const plugins = (0,tree/* getPair */.xf)(root, 'plugins');
        if (!plugins)
            failsWhole(ctx, undefined, undefined, 'it has no `plugins` array', root);
        else if (plugins.value?.type !== 'seq')
            failsWhole(ctx, plugins.value, plugins, `\`plugins\` is ${marketplace_schema_shown(plugins.value)}, not an array`, root);
        else
            for (const entry of plugins.value.items)
                checkEntry(entry, ctx, a.path);
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/marketplace-source.js
/**
 * A Codex marketplace entry whose local source Codex lists but cannot install: the folder holds no
 * `.codex-plugin/plugin.json`, or that manifest gives another `name` than the entry (oracle/codex/marketplace.mjs).
 */






const MANIFEST = '.codex-plugin/plugin.json';
/* harmony default export */ const marketplace_source = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/marketplace-source',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A local plugin of a Codex marketplace that `codex plugin add` refuses: its folder is missing or holds no `.codex-plugin/plugin.json` (nor an Agent Plugins `plugin.json`), or the manifest Codex reads names the plugin differently from the entry.',
        kinds: ['codex-marketplace'],
        harness: 'codex',
        optIn: false,
        fixable: 'maybe',
        readsRepository: true,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/marketplace.json): Codex lists such an entry (\`codex plugin list\`), then \`codex plugin add\` fails with "missing plugin.json" when the folder is missing (\`entry-path-missing\`), holds no \`.codex-plugin/plugin.json\` (\`entry-path-no-manifest\`) or is the marketplace folder itself without one (\`entry-path-empty\`), a folder with only a \`plugin.json\` that does not declare the Agent Plugins 1.0.0 \`$schema\` fails the same way (\`agent-plugin-without-schema\`), one that declares it installs (\`agent-plugin-root-manifest\`), and Codex reads it before \`.codex-plugin/plugin.json\` (\`agent-plugin-beside-codex-manifest\`); the install fails with "plugin.json name \`good\` does not match marketplace plugin name \`other\`" when the names differ (\`entry-name-differs-from-manifest\`). The entry is offered to users and never installs.`,
        examples: {
            file: '.agents/plugins/marketplace.json',
            wrong: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": "./plugins/note" }\n  ]\n}\n',
            right: '{\n  "name": "team",\n  "plugins": [\n    { "name": "notes", "source": "./plugins/notes" }\n  ]\n}\n',
            context: { 'plugins/notes/.codex-plugin/plugin.json': '{ "name": "notes" }\n' },
        },
    },
    check(project, ctx) {
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'codex-marketplace')) {
            const plugins = (0,tree/* getNode */.Zl)(m.root, 'plugins');
            // A marketplace Codex does not load lists nothing: codex/marketplace-schema says why.
            if (plugins?.type !== 'seq' || !(0,plugin_kinds/* codexMarketplaceLoads */.Ej)(m, CODEX_MARKETPLACE_POLICY))
                continue;
            for (const entry of plugins.items) {
                const src = (0,plugin_kinds/* codexLocalSource */.K$)(entry);
                if (!src)
                    continue;
                const dir = (0,plugin_kinds/* codexSourceFolder */.Xl)(m, src.path);
                if (dir === null)
                    continue; // codex/marketplace-schema: Codex skips the entry
                const label = (0,tree/* stringValue */.r$)((0,tree/* getNode */.Zl)(entry, 'name')) ?? src.path;
                const where = { path: m.path, range: src.value.range, jsonPath: src.value.path, element: { type: 'plugin', name: label } };
                const manifestPath = dir === '.' ? MANIFEST : external_node_path_.posix.join(dir, MANIFEST);
                const manifest = (0,plugin_kinds/* codexManifestOf */.Y$)(project.artifacts, dir);
                if (!manifest && project.stat(manifestPath) !== 'file') {
                    const what = project.stat(dir) === null ? 'does not exist' : `holds no \`${MANIFEST}\` and no Agent Plugins \`plugin.json\``;
                    ctx.report({ ...where, message: `Codex lists \`${label}\` but \`codex plugin add\` fails ("missing plugin.json"): \`${src.path}\` ${what}` });
                    continue;
                }
                const own = (0,tree/* stringValue */.r$)((0,tree/* getNode */.Zl)(manifest?.root, 'name'));
                const entryName = (0,tree/* getPair */.xf)(entry, 'name');
                const n = (0,tree/* stringValue */.r$)(entryName?.value);
                if (own === undefined || n === undefined || own === n)
                    continue;
                ctx.report({
                    path: m.path,
                    range: entryName.value.range,
                    jsonPath: entryName.path,
                    element: { type: 'plugin', name: n },
                    message: `Codex lists \`${n}\` but \`codex plugin add\` fails: its manifest \`${manifest.path}\` names the plugin \`${own}\` ("plugin.json name does not match marketplace plugin name")`,
                    suggestion: { msg: `use \`${own}\``, applicability: 'MaybeIncorrect', edits: [{ path: m.path, range: entryName.value.range, text: JSON.stringify(own) }] },
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/mcp-server-unknown-key.js
/** Keys of an `[mcp_servers.<name>]` entry that Codex ignores with a warning. */




/* harmony default export */ const mcp_server_unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/mcp-server-unknown-key',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A key of an `[mcp_servers.<name>]` entry in `.codex/config.toml` that Codex does not know: it ignores the setting and loads the server without it.',
        kinds: ['codex-config'],
        harness: 'codex',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-mcp-unknown-keys\`, \`config-mcp-known-keys\`): in a trusted project \`codex exec\` warns "Codex is ignoring 3 unrecognized configuration settings … \`mcp_servers.docs.enabeld\` is ignored" and runs on, \`codex mcp list\` still lists the server, and \`codex debug prompt-input\` says nothing; with \`--strict-config\` the run stops ("unknown configuration field \`mcp_servers.docs.enabeld\`"). So a misspelt \`enabled\`, \`required\` or \`tool_timeout_sec\` has no effect. Claude Code's keys (\`type\`, \`description\`, \`timeout\`) are not Codex's. The keys Codex knows were measured one by one (\`config-mcp-known-keys\`); https://developers.openai.com/codex/mcp lists them.`,
        examples: {
            file: '.codex/config.toml',
            wrong: '[mcp_servers.docs]\ncommand = "docs-mcp"\nenabeld = false\n',
            right: '[mcp_servers.docs]\ncommand = "docs-mcp"\nenabled = false\n',
        },
    },
    check(artifact, ctx) {
        for (const { pair: server, table } of mcpServers(artifact)) {
            for (const p of table.pairs) {
                if (CODEX_MCP_SERVER_KEYS.includes(p.key))
                    continue;
                ctx.report(unknownKey(artifact.path, p, CODEX_MCP_SERVER_KEYS, (dym) => `Codex ignores \`${p.key}\` in MCP server \`${server.key}\`: it says "\`mcp_servers.${server.key}.${p.key}\` is ignored" and loads the server without it${dym}`));
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/plugin-manifest.js
/**
 * A Codex plugin manifest (`.codex-plugin/plugin.json`) that `codex plugin add` refuses, or whose component path Codex
 * ignores. Observed on the pinned Codex through a local marketplace (oracle/codex/mutations.mjs).
 */



const REFUSED = 'Codex refuses to install this plugin';
function plugin_manifest_shown(v) {
    if (!v)
        return 'empty';
    if (v.type === 'seq')
        return 'an array';
    if (v.type === 'map')
        return 'an object';
    return v.value === null ? '`null`' : typeof v.value === 'string' ? `\`${JSON.stringify(v.value)}\`` : `\`${String(v.value)}\``;
}
const str = (v) => (v?.type === 'scalar' && typeof v.value === 'string' ? v.value : undefined);
/** Why Codex does not use a component path: it must be a string that starts with `./` and stays inside the plugin. */
function pathProblem(v) {
    const s = str(v);
    if (s === undefined)
        return `is ${plugin_manifest_shown(v)}, not a path`;
    if (!s.startsWith('./'))
        return `\`${s}\` does not start with \`./\``;
    const depth = s.split('/').reduce((d, part) => (d < 0 ? d : part === '..' ? d - 1 : part === '.' || part === '' ? d : d + 1), 0);
    if (depth < 0)
        return `\`${s}\` leaves the plugin folder`;
    return undefined;
}
/**
 * The shapes Codex reads for each component key besides a path (codex-rs/core-plugins/src/manifest.rs,
 * `RawPluginManifestPaths`, `RawPluginManifestMcpServers`, `RawPluginManifestHooks`): `skills` a path or a list of
 * paths; `mcpServers` a path or an inline object of servers; `hooks` a path, a list of paths, an inline hooks object
 * (`{ "hooks": { <event>: [...] } }`) or a list of them; `apps` a path.
 */
const INLINE_OBJECT = new Set(['hooks', 'mcpServers']);
const PATH_LISTS = new Set(['skills', 'hooks']);
/** The values of a component key Codex ignores, each with the reason (an empty list when Codex reads all of it). */
function pathProblems(key, v) {
    if (v.type === 'map' && INLINE_OBJECT.has(key))
        return [];
    if (v.type === 'seq' && PATH_LISTS.has(key)) {
        // A list of inline hooks objects is read as such; a list of paths path by path.
        if (key === 'hooks' && v.items.every((x) => x.type === 'map'))
            return [];
        return v.items.flatMap((x) => {
            const why = pathProblem(x);
            return why ? [{ node: x, why }] : [];
        });
    }
    const why = pathProblem(v);
    return why ? [{ node: v, why }] : [];
}
/* harmony default export */ const plugin_manifest = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/plugin-manifest',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Codex plugin manifest `codex plugin add` refuses (no usable `name`, a `name` with characters other than ASCII letters, digits, `.`, `_`, `-`, a blank or non-string `version`, a field of the wrong type), or whose `skills`/`hooks`/`mcpServers`/`apps` path Codex ignores (not starting with `./`, or leaving the plugin; inline `hooks` and `mcpServers` objects are read).',
        kinds: ['codex-plugin'],
        harness: 'codex',
        optIn: false,
        fixable: 'machine',
        rationale: `Codex installs a plugin from a marketplace (the repository's \`.agents/plugins/marketplace.json\` is one: \`codex plugin marketplace add ./\`, then \`codex plugin add <name>@<marketplace>\`). Observed on Codex CLI ${CODEX_VERSION} with one local marketplace listing every mutation of a valid manifest (oracle/codex/mutations.json): \`codex plugin add\` fails with "invalid plugin name: only ASCII letters, digits, \`.\`, \`_\`, and \`-\` are allowed" (\`codex-plugin:/name:spaces\`), "missing or invalid plugin.json" for a \`name\` that is missing or not a string (\`codex-plugin:/name:remove\`, \`codex-plugin:/name:type:number\`) "invalid plugin version in plugin.json: expected string" (\`codex-plugin:/version:type:number\`) or "must not be blank" (\`codex-plugin:/version:whitespace\`), and "missing or invalid plugin.json" again for a \`description\`, \`interface.displayName\`, \`interface.shortDescription\`, \`interface.websiteURL\` or \`interface.brandColor\` that is neither a string nor null (\`codex-plugin:/description:type:number\`), \`keywords\` that is not an array of strings (\`codex-plugin:/keywords/0:type:number\`, \`codex-plugin:/keywords:type:null\`) and an \`interface\` that is a string, number or boolean (\`codex-plugin:/interface:type:string\`). \`author\`, \`homepage\`, \`repository\`, \`license\` and \`interface.defaultPrompt\` of any type, a bad URL or email, a non-semver \`version\` and a name with capitals installed (\`codex-plugin:/homepage:bad-url\`, \`codex-plugin:/version:bad-semver\`, \`codex-plugin:/name:capitals\`). A \`skills\` path that does not start with \`./\` (\`codex-plugin:/skills:path-absolute\`), leaves the plugin (\`codex-plugin:/skills:path-escape\`) or is not a string (\`codex-plugin:/skills:type:number\`) installs without a word, and the plugin's skills are never listed. \`hooks\`, \`mcpServers\` and \`apps\` follow the same documented rule for paths (https://developers.openai.com/codex/plugins, documented; not observed offline). Codex's manifest parser (openai/codex, codex-rs/core-plugins/src/manifest.rs: \`RawPluginManifestHooks\`, \`RawPluginManifestMcpServers\`, \`RawPluginManifestPaths\`) also takes \`skills\` as a list of paths, \`mcpServers\` as an inline object of servers, and \`hooks\` as a list of paths, an inline hooks object or a list of them: none of these is reported. Other manifest fields (\`interface\`, URLs, \`defaultPrompt\`) are read by the Codex app, not by the CLI: codex/plugin-interface reports what OpenAI documents for them.`,
        examples: {
            file: 'plugins/notes/.codex-plugin/plugin.json',
            wrong: '{\n  "name": "meeting notes",\n  "skills": "skills/"\n}\n',
            right: '{\n  "name": "meeting-notes",\n  "skills": "./skills/"\n}\n',
        },
    },
    check(a, ctx) {
        const root = a.root;
        if (root?.type !== 'map') {
            ctx.report({ message: `${REFUSED}: the manifest must be a JSON object ("missing or invalid plugin.json")`, range: root?.range ?? (0,source/* firstLine */.TM)(a.file) });
            return;
        }
        const pair = (k) => root.pairs.find((p) => p.key === k);
        const name = pair('name');
        const n = str(name?.value);
        if (!name)
            ctx.report({ message: `${REFUSED}: it has no \`name\` ("missing or invalid plugin.json")`, range: root.pairs[0]?.keyRange ?? root.range });
        else if (n === undefined)
            ctx.report({ message: `${REFUSED}: \`name\` is ${plugin_manifest_shown(name.value)}, not a string ("missing or invalid plugin.json")`, range: name.value?.range ?? name.keyRange, jsonPath: name.path });
        else if (!CODEX_PLUGIN_NAME.test(n)) {
            const fixed = n.trim().replace(/\s+/g, '-');
            ctx.report({
                message: `${REFUSED}: \`name\` ${n.trim() ? `\`${n}\`` : 'is empty and'} may only hold ASCII letters, digits, \`.\`, \`_\` and \`-\` ("invalid plugin name")`,
                range: name.value.range,
                jsonPath: name.path,
                suggestion: fixed && CODEX_PLUGIN_NAME.test(fixed) ? { msg: `use \`${fixed}\``, applicability: 'MaybeIncorrect', edits: [{ path: a.path, range: name.value.range, text: JSON.stringify(fixed) }] } : undefined,
            });
        }
        const isNull = (v) => !v || (v.type === 'scalar' && v.value === null);
        const version = pair('version');
        if (version?.value && !isNull(version.value) && str(version.value) === undefined) {
            ctx.report({ message: `${REFUSED}: \`version\` is ${plugin_manifest_shown(version.value)}, not a string ("invalid plugin version in plugin.json: expected string")`, range: version.value.range, jsonPath: version.path });
        }
        else if (version?.value && str(version.value)?.trim() === '') {
            ctx.report({ message: `${REFUSED}: \`version\` is blank ("invalid plugin version in plugin.json: must not be blank")`, range: version.value.range, jsonPath: version.path });
        }
        // Typed fields: a value of another type makes the whole manifest unreadable ("missing or invalid plugin.json"); null is taken.
        const typed = (p, want, label) => {
            if (!p?.value)
                return;
            const v = p.value;
            const ok = want === 'string' ? isNull(v) || str(v) !== undefined
                : want === 'strings' ? v.type === 'seq' && v.items.every((x) => str(x) !== undefined)
                    : isNull(v) || v.type === 'map' || v.type === 'seq';
            if (ok)
                return;
            const item = want === 'strings' && v.type === 'seq' ? v.items.find((x) => str(x) === undefined) : undefined;
            const what = want === 'string' ? 'a string' : want === 'strings' ? 'an array of strings' : 'an object';
            ctx.report({ message: `${REFUSED}: \`${label}\` is ${item ? `an array holding ${plugin_manifest_shown(item)}` : plugin_manifest_shown(v)}, not ${what} ("missing or invalid plugin.json")`, range: (item ?? v).range, jsonPath: p.path });
        };
        for (const k of CODEX_PLUGIN_STRING_FIELDS)
            typed(pair(k), 'string', k);
        typed(pair('keywords'), 'strings', 'keywords');
        const iface = pair('interface');
        typed(iface, 'object', 'interface');
        if (iface?.value?.type === 'map')
            for (const k of CODEX_PLUGIN_INTERFACE_STRING_FIELDS)
                typed(iface.value.pairs.find((p) => p.key === k), 'string', `interface.${k}`);
        for (const key of CODEX_PLUGIN_PATH_KEYS) {
            const p = pair(key);
            if (!p?.value)
                continue;
            for (const { node, why } of pathProblems(key, p.value)) {
                const s = str(node);
                const fix = s !== undefined && !s.startsWith('./') && !s.startsWith('/') && !s.startsWith('../') && s.trim() === s && s !== '' ? `./${s}` : undefined;
                ctx.report({
                    level: 'warn',
                    message: `Codex ignores ${node === p.value ? `\`${key}\`` : `this \`${key}\` entry`}: ${why}; a component path starts with \`./\` and stays inside the plugin, so ${key === 'skills' ? 'none of these skills is listed' : 'it is not loaded'}`,
                    range: node.range,
                    jsonPath: p.path,
                    suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
                });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/plugin-component-missing.js
/**
 * A Codex plugin manifest whose component path is well formed but names nothing: Codex installs the plugin and loads
 * nothing from it (oracle/codex/marketplace.mjs).
 */






/* harmony default export */ const plugin_component_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/plugin-component-missing',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A Codex plugin manifest whose `skills` path is well formed but names nothing, while the plugin\'s `skills/` folder, which the path replaces, exists: Codex loads none of the plugin\'s skills.',
        kinds: ['codex-plugin'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        readsRepository: true,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/marketplace.json \`entry-manifest-skills-missing\`): a plugin whose manifest says \`"skills": "./nothere/"\` is listed and installs, and none of its skills is listed, not even those in \`skills/\` (the path replaces the default, \`plugin-default-skills\`). Reported only when \`skills/\` exists, so that skills are lost: a plugin with no skills anywhere loses nothing (many plugins write \`"skills": "./skills/"\` and ship agents only). \`hooks\`, \`mcpServers\` and \`apps\` are not checked here (not observed offline). A malformed path is codex/plugin-manifest's.`,
        examples: {
            file: 'notes/.codex-plugin/plugin.json',
            wrong: '{\n  "name": "notes",\n  "skills": "./skill/"\n}\n',
            right: '{\n  "name": "notes",\n  "skills": "./skills/"\n}\n',
            context: { 'notes/skills/summarize/SKILL.md': '---\nname: summarize\ndescription: Summarize notes\n---\n' },
        },
    },
    check(project, ctx) {
        for (const m of (0,model/* artifactsOf */.Ns)(project, 'codex-plugin')) {
            const root = String(m.data.pluginRoot ?? '.');
            const p = (0,tree/* getPair */.xf)(m.root, 'skills');
            const s = (0,tree/* stringValue */.r$)(p?.value);
            if (!p || s === undefined || pathProblem(p.value ?? null) !== undefined)
                continue;
            const dflt = root === '.' ? 'skills' : external_node_path_.posix.join(root, 'skills');
            if (project.stat(external_node_path_.posix.join(root, s)) !== null || project.stat(dflt) !== 'dir')
                continue;
            ctx.report({
                path: m.path,
                range: p.value.range,
                jsonPath: p.path,
                message: `\`skills\` names \`${s}\`, which does not exist: Codex installs the plugin and lists none of its skills, not even those in \`skills/\`, which this path replaces`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/role-duplicate-name.js
/** Two Codex role files with one `name`: Codex keeps one and drops the other. */



/* harmony default export */ const role_duplicate_name = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/role-duplicate-name',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'Two Codex agent role files with the same `name`: Codex drops all but one.',
        kinds: ['codex-role'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`role-verdicts\`): with \`twin-a.toml\` and \`twin-b.toml\` both named \`twin\`, the spawn tool listed one \`twin\` and \`codex exec\` warned "Ignoring malformed agent role definition: duplicate agent role name \`twin\` discovered in .codex/agents", naming neither file. The finding is on every file after the first in path order.`,
        examples: {
            file: '.codex/agents/reviewer-strict.toml',
            wrong: 'name = "reviewer"\ndescription = "Reviews strictly"\ndeveloper_instructions = "Review every line."\n',
            right: 'name = "strict-reviewer"\ndescription = "Reviews strictly"\ndeveloper_instructions = "Review every line."\n',
            context: { '.codex/agents/reviewer.toml': 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instructions = "Review the diff."\n' },
        },
    },
    check(project, ctx) {
        const first = new Map();
        for (const a of [...(0,model/* artifactsOf */.Ns)(project, 'codex-role')].sort((x, y) => (x.path < y.path ? -1 : 1))) {
            const pair = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'name') : undefined;
            const v = pair?.value;
            if (!v || v.type !== 'scalar' || typeof v.value !== 'string' || !v.value)
                continue;
            const seen = first.get(v.value);
            if (seen === undefined) {
                first.set(v.value, a.path);
                continue;
            }
            ctx.report({
                path: a.path,
                element: a.element,
                harness: 'codex',
                message: `Codex keeps only one role named \`${v.value}\` ("duplicate agent role name"): ${seen} has the same name`,
                range: v.range,
                jsonPath: pair.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/role-schema.js
/** Codex custom agent roles (`.codex/agents/*.toml`) that Codex ignores as a whole. */




/** Why Codex rejects `nickname_candidates` (its own wording), or undefined when it accepts them. */
function nicknameProblem(p) {
    const v = p.value;
    if (!v || v.type !== 'seq')
        return { why: 'must be an array of strings ("invalid type")', range: (v ?? p).range };
    if (v.items.length === 0)
        return { why: 'must contain at least one name', range: v.range };
    const seen = new Set();
    for (const item of v.items) {
        const s = item.type === 'scalar' && typeof item.value === 'string' ? item.value : undefined;
        if (s === undefined)
            return { why: 'must be an array of strings ("invalid type")', range: item.range };
        if (!s.trim())
            return { why: 'cannot contain blank names', range: item.range };
        if (!CODEX_NICKNAME.test(s))
            return { why: 'may only contain ASCII letters, digits, spaces, hyphens, and underscores', range: item.range };
        if (seen.has(s))
            return { why: 'cannot contain duplicates', range: item.range };
        seen.add(s);
    }
    return undefined;
}
/* harmony default export */ const role_schema = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/role-schema',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Codex agent role file that Codex ignores: not valid TOML, an unknown key, a missing or empty `name`, `description` or `developer_instructions`, a value of the wrong type, a `sandbox_mode`/`web_search`/`personality` outside its set, or bad `nickname_candidates`.',
        kinds: ['codex-role'],
        harness: 'codex',
        optIn: false,
        fixable: 'machine',
        rationale: `Codex reads roles with a strict schema (https://developers.openai.com/codex/subagents) and only in a trusted project. Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`role-verdicts\`, \`role-config-keys\`, \`roles-untrusted\`; and the mutation probe, oracle/codex/mutations.json \`codex-role:/description:whitespace\`, \`codex-role:/model_reasoning_effort:empty\`): each such file is left out of the spawn tool's "Available roles" and \`codex exec\` prints "warning: Ignoring malformed agent role definition: …" with the reason (unknown field, invalid type, unknown variant, must define \`developer_instructions\`, nickname_candidates cannot contain duplicates, …). A role file also accepts the config.toml keys (approval_policy, model_provider, …) except \`debug\`, \`experimental_thread_config_endpoint\` and \`model_supports_reasoning_summaries\`. \`model_reasoning_effort\` is not checked: \`"ultra"\` is kept and the model is told the role's effort is \`ultra\`.`,
        examples: {
            file: '.codex/agents/reviewer.toml',
            wrong: 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instruction = "Review the diff."\n',
            right: 'name = "reviewer"\ndescription = "Reviews changes"\ndeveloper_instructions = "Review the diff."\n',
        },
    },
    check(artifact, ctx) {
        const err = artifact.data.tomlError;
        if (err) {
            ctx.report({ message: `Codex ignores this role: it is not valid TOML (${err.message})`, range: err.range });
            return;
        }
        const root = artifact.root;
        if (!root || root.type !== 'map')
            return;
        let unknown = false;
        for (const p of root.pairs) {
            if (CODEX_ROLE_KEYS.includes(p.key))
                continue;
            unknown = true;
            ctx.report(unknownKey(artifact.path, p, CODEX_ROLE_KEYS, (dym) => `Codex ignores this whole role: \`${p.key}\` is not a role field ("unknown field")${dym}`));
        }
        for (const v of valueProblems(root.pairs))
            ctx.report({ message: `Codex ignores this role: ${v.message}`, range: v.range, jsonPath: v.jsonPath });
        const nick = root.pairs.find((p) => p.key === 'nickname_candidates');
        const np = nick && nicknameProblem(nick);
        if (np)
            ctx.report({ message: `Codex ignores this role: \`nickname_candidates\` ${np.why}`, range: np.range, jsonPath: nick.path });
        const effort = root.pairs.find((p) => p.key === 'model_reasoning_effort');
        if (effort?.value?.type === 'scalar' && effort.value.value === '') {
            ctx.report({ message: 'Codex ignores this role: `model_reasoning_effort` is empty ("reasoning_effort must not be empty")', range: effort.value.range, jsonPath: effort.path });
        }
        if (unknown)
            return; // the renamed key is usually the missing one
        for (const req of CODEX_ROLE_REQUIRED) {
            const p = root.pairs.find((x) => x.key === req);
            if (!p) {
                ctx.report({ message: `Codex ignores this role: \`${req}\` is required`, range: (0,source/* firstLine */.TM)(artifact.file) });
            }
            else if (p.value?.type === 'scalar' && typeof p.value.value === 'string' && p.value.value.trim() === '') {
                // Blank counts as missing (`codex-role:/name:whitespace`, `codex-role:/description:whitespace`: "cannot be blank").
                ctx.report({ message: req === 'name' ? 'Codex ignores this role: it "must define a non-empty `name`"' : `Codex ignores this role: \`${req}\` "cannot be blank"`, range: p.value.range, jsonPath: p.path });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/skill-list-budget.js
/** Repository skills that do not reach the model whole: Codex's skill list has a budget, and a description a cap. */




const skill_list_budget_str = (p) => (p?.value?.type === 'scalar' && typeof p.value.value === 'string' ? p.value.value : undefined);
/** Tokens of one list line, as Codex counts them (⌈(characters + newline) / 4⌉). */
const tokens = (line) => Math.ceil((line.length + 1) / CODEX_SKILL_LIST.charsPerToken);
const line = (s, description) => `- ${s.name}:${description ? ` ${description}` : ''} (file: r1/${s.folder}/SKILL.md)`;
const fmt = (n) => n.toLocaleString('en-US');
/** The skills Codex lists (those with a non-empty string description), in name order. */
function listedSkills(skills) {
    const out = [];
    for (const a of skills) {
        const description = (0,tree/* firstPair */.Z2)(a.root, 'description');
        if (!skill_list_budget_str(description))
            continue;
        const folder = a.path.split('/').at(-2);
        out.push({ a, name: skill_list_budget_str((0,tree/* firstPair */.Z2)(a.root, 'name')) || folder, folder, description: description });
    }
    return out.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
}
/** The budget in tokens: 2% of `model_context_window` when the project config sets it, else the default model's. */
function budget(configs) {
    const window = configs.flatMap((c) => (c.root?.type === 'map' ? c.root.pairs : [])).find((p) => p.key === 'model_context_window')?.value;
    if (window?.type === 'scalar' && typeof window.value === 'number' && window.value > 0) {
        return { tokens: Math.floor(window.value * CODEX_SKILL_LIST.budgetShare), from: `2% of \`model_context_window = ${window.value}\`` };
    }
    return { tokens: CODEX_SKILL_LIST.defaultBudgetTokens, from: "2% of the context window of Codex's default model" };
}
/* harmony default export */ const skill_list_budget = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'codex/skill-list-budget',
        effect: 'ignored',
        category: 'suspicious',
        defaultLevel: 'warn',
        description: "Codex skills that do not reach the model whole: over the skill list's budget Codex shortens every description without a word, then leaves skills out; a description over 1024 characters is cut.",
        kinds: ['codex-skill'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Codex lists every skill's name, description and path in the model's instructions, within a budget of 2% of the model's context window (https://developers.openai.com/codex/skills). Measured on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`skill-budget-fits\`, \`skill-budget-shortened\`, \`skill-budget-dropped\`, \`skill-budget-dropped-order\`, \`skill-budget-window\`, \`skill-description-long\`): the budget was 10,000 tokens (about 40,000 characters) with Codex's default model and 2,000 with \`model_context_window = 100000\`. Over it, Codex shortened every description (100 skills of 500-character descriptions kept at most 354 characters each) and said nothing; when even the bare names did not fit, it sent no descriptions and left out the last skills in name order (\`skill-budget-dropped-order\`; 500 skills with 64-character names: 414 listed with the default model), and \`codex exec\` warned "Exceeded skills context budget. All skill descriptions were removed and 276 additional skills were not included in the model-visible skills list." (there with \`gpt-5\`, missing from the offline model catalog, whose 272,000-token window gives 5,440). A description over 1024 characters was cut at 1024. agentlint counts the repository's skills and Codex's own system skills; skills from the user's home, plugins, and a model with a smaller window leave less room.`,
        examples: {
            file: '.agents/skills/deploy/SKILL.md',
            wrong: `---\nname: deploy\ndescription: ${'Deploys the service. '.repeat(60)}\n---\nRun the deploy script.\n`,
            right: '---\nname: deploy\ndescription: Deploys the service to staging\n---\nRun the deploy script.\n',
        },
    },
    reads: { 'codex-skill': ['name', 'description'] },
    check(project, ctx) {
        const skills = listedSkills((0,model/* artifactsOf */.Ns)(project, 'codex-skill'));
        for (const s of skills) {
            const d = skill_list_budget_str(s.description);
            if (d.length <= CODEX_SKILL_LIST.descriptionMax)
                continue;
            ctx.report({
                path: s.a.path, element: s.a.element, harness: 'codex', jsonPath: s.description.path, range: s.description.value.range,
                message: `Codex cuts this description to ${fmt(CODEX_SKILL_LIST.descriptionMax)} characters in the model's skill list: it sends only the first ${fmt(CODEX_SKILL_LIST.descriptionMax)} of its ${fmt(d.length)} characters, without a word`,
            });
        }
        if (!skills.length)
            return;
        const { tokens: limit, from } = budget((0,model/* artifactsOf */.Ns)(project, 'codex-config'));
        const whole = CODEX_SKILL_LIST.systemTokens.whole + skills.reduce((n, s) => n + tokens(line(s, skill_list_budget_str(s.description).slice(0, CODEX_SKILL_LIST.descriptionMax))), 0);
        if (whole <= limit)
            return;
        let used = CODEX_SKILL_LIST.systemTokens.namesOnly;
        const dropped = skills.filter((s) => (used += tokens(line(s, ''))) > limit);
        const budgetText = `${fmt(limit)} tokens (${from})`;
        if (!dropped.length) {
            const longest = skills.reduce((a, b) => (skill_list_budget_str(b.description).length > skill_list_budget_str(a.description).length ? b : a));
            ctx.report({
                path: longest.a.path, element: longest.a.element, harness: 'codex', jsonPath: longest.description.path, range: longest.description.value.range,
                message: `Codex shortens every skill description in the model's skill list, without a word: with their descriptions the repository's ${skills.length} skills and Codex's system skills need about ${fmt(whole)} tokens, over its budget of ${budgetText}; this is the longest description`,
            });
            return;
        }
        for (const s of dropped) {
            const name = (0,tree/* firstPair */.Z2)(s.a.root, 'name');
            ctx.report({
                path: s.a.path, element: s.a.element, harness: 'codex', jsonPath: (name ?? s.description).path, range: (name ?? s.description).value.range,
                message: `Codex leaves this skill out of the model's skill list ("Exceeded skills context budget … ${dropped.length} additional skills were not included"): even without descriptions the repository's ${skills.length} skills do not fit its budget of ${budgetText}`,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/skill-load.js
/** Codex skills (`.agents/skills/<name>/SKILL.md`) that Codex fails to load. */



/* harmony default export */ const skill_load = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'codex/skill-load',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'A Codex skill that fails to load: no YAML frontmatter, a missing or empty `description`, a `name`/`description` that is not a string, or a `name` longer than 64 characters.',
        kinds: ['codex-skill'],
        harness: 'codex',
        optIn: false,
        fixable: false,
        rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`skill-verdicts\`, \`skill-name-long\`; and the mutation probe, oracle/codex/mutations.json \`codex-skill:/description:whitespace\`, \`codex-skill:/name:empty\`, \`codex-skill:/name:type:number\`): such a skill is left out of the model's skill list, \`codex debug prompt-input\` says nothing, and only \`codex exec\` logs "ERROR … failed to load skill …/SKILL.md: missing field \`description\`" (or "missing YAML frontmatter delimited by ---", "invalid YAML: name: invalid type", "invalid name: exceeds maximum length of 64 characters"; a 64-character name loads). Codex reads repository skills whether or not the project is trusted. A skill without \`name\` loads (under its folder's name), names with spaces or \`!\` load, a name that differs from the folder loads, two skills with one name both load, and unknown frontmatter keys are ignored. A \`description\` of spaces or \`null\` is "missing"; a number or boolean \`name\` or \`description\` is read as its text; a blank or null \`name\` is ignored, the skill listed under its folder's name (warn).`,
        examples: {
            file: '.agents/skills/deploy/SKILL.md',
            wrong: '---\nname: deploy\n---\nRun the deploy script.\n',
            right: '---\nname: deploy\ndescription: Deploys the service to staging\n---\nRun the deploy script.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        if (!fm)
            return;
        const first = (0,source/* firstLine */.TM)(artifact.file);
        // An empty frontmatter (`---` then `---`) counts as none (oracle case `skill-empty-frontmatter`).
        if (!fm.present || (!fm.problems.length && !artifact.root)) {
            ctx.report({ message: 'Codex fails to load this skill: "missing YAML frontmatter delimited by ---"', range: first });
            return;
        }
        if (fm.problems.length > 0)
            return; // Codex's own YAML reader decides; not observed as a failure
        if (artifact.root?.type !== 'map')
            return;
        const pairs = artifact.root.pairs;
        for (const key of ['name', 'description']) {
            const p = pairs.find((x) => x.key === key);
            // A number or boolean is read as its text (`codex-skill:/name:type:number` is listed as `7`); a list or map is not.
            if (p?.value && (p.value.type === 'seq' || p.value.type === 'map')) {
                ctx.report({ message: `Codex fails to load this skill: \`${key}\` must be a string ("invalid YAML: ${key}: invalid type")`, range: p.value.range, jsonPath: p.path });
                return;
            }
        }
        const name = pairs.find((x) => x.key === 'name');
        if (name?.value?.type === 'scalar' && typeof name.value.value === 'string' && [...name.value.value].length > CODEX_SKILL_NAME_MAX) {
            ctx.report({ message: `Codex fails to load this skill: its \`name\` has ${[...name.value.value].length} characters ("invalid name: exceeds maximum length of ${CODEX_SKILL_NAME_MAX} characters")`, range: name.value.range, jsonPath: name.path });
            return;
        }
        const blank = (p) => !p?.value || (p.value.type === 'scalar' && (p.value.value === null || String(p.value.value).trim() === ''));
        const d = pairs.find((x) => x.key === 'description');
        if (!d || blank(d)) {
            ctx.report({ message: 'Codex fails to load this skill: it has no `description` ("missing field `description`"; a blank or null one counts as none)', range: d ? d.range : fm.openRange });
        }
        if (name && blank(name)) {
            ctx.report({ level: 'warn', effect: 'ignored', message: 'Codex ignores a blank `name` and lists this skill under its folder name', range: name.value?.range ?? name.range, jsonPath: name.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/codex/rules/index.js
/** OpenAI Codex CLI: the AGENTS.md chain, custom agent roles, skills, the project config (its MCP servers and inline hooks), the hooks file and plugin manifests. */

















const CODEX_RULES = [agents_md_size, agents_md_shadowed, role_schema, role_duplicate_name, skill_load, skill_list_budget, config_schema, config_unknown_key, mcp_server_unknown_key, hooks_file_invalid, hook_event_unknown, hook_skipped, hooks_two_sources, plugin_manifest, marketplace_schema, marketplace_source, plugin_component_missing];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};

/**
 * Claude Code's documented values, in one place so an update is one edit.
 *
 * Source: the Claude Code documentation (sub-agents, skills, plugins-reference,
 * plugin-marketplaces, hooks, mcp, tools-reference, permissions) as of
 * 2026-08-22, the CHANGELOG up to 2.1.240, and the Agent Skills
 * specification; collected in shared/reference/claude-code-artifacts.md.
 */
// Claude Code's agent and plugin-manifest fields, which other harnesses that load Claude Code's files read too.
export { AGENT_FIELDS, PLUGIN_FIELDS } from '../../../rules/shared/claude-format.js';

/** tools-reference, 2026-08-22 (46 names). */
export const TOOL_NAMES: readonly string[] = [
  'Agent', 'Artifact', 'AskUserQuestion', 'Bash', 'CronCreate', 'CronDelete', 'CronList', 'Edit',
  'EndConversation', 'EnterPlanMode', 'EnterWorktree', 'ExitPlanMode', 'ExitWorktree', 'Glob', 'Grep',
  'ListAgents', 'ListMcpResourcesTool', 'LSP', 'Monitor', 'NotebookEdit', 'PowerShell',
  'PushNotification', 'Read', 'ReadMcpResourceTool', 'RemoteTrigger', 'ReportFindings',
  'ScheduleWakeup', 'SendMessage', 'SendUserFile', 'ShareOnboardingGuide', 'Skill', 'TaskCreate',
  'TaskGet', 'TaskList', 'TaskOutput', 'TaskStop', 'TaskUpdate', 'TodoWrite', 'ToolSearch',
  'WaitForMcpServers', 'WebFetch', 'WebSearch', 'Workflow', 'Write',
];

export interface RetiredTool {
  status: 'renamed' | 'removed' | 'replaced' | 'deprecated';
  since?: string;
  /** What to use instead; a single name is a certain rename. */
  use: string[];
  /** Still accepted by Claude Code (an alias): a warning, not an error. */
  stillWorks: boolean;
}

/** Renamed / removed / deprecated tools (tools-reference and CHANGELOG, 2026-08-22). */
export const RETIRED_TOOLS: Readonly<Record<string, RetiredTool>> = {
  Task: { status: 'renamed', since: 'v2.1.63', use: ['Agent'], stillWorks: true },
  MultiEdit: { status: 'removed', use: ['Edit'], stillWorks: false },
  LS: { status: 'removed', use: ['Glob', 'Bash'], stillWorks: false },
  NotebookRead: { status: 'removed', use: ['Read'], stillWorks: false },
  SlashCommand: { status: 'replaced', since: 'v2.1.3', use: ['Skill'], stillWorks: false },
  BashOutput: { status: 'removed', since: 'v2.0.64', use: ['TaskOutput', 'Read'], stillWorks: false },
  // Observed on 2.1.332: a subagent with `tools: KillShell` (or `KillBash`) gets `TaskStop`, as `Task` gives `Agent`.
  KillShell: { status: 'renamed', use: ['TaskStop'], stillWorks: true },
  KillBash: { status: 'renamed', use: ['TaskStop'], stillWorks: true },
  MCPSearch: { status: 'renamed', use: ['ToolSearch'], stillWorks: false },
  TeamCreate: { status: 'removed', since: 'v2.1.178', use: [], stillWorks: false },
  TeamDelete: { status: 'removed', since: 'v2.1.178', use: [], stillWorks: false },
};

/** TaskOutput is still listed but deprecated since v2.1.83: use Read on the output file. */
export const DEPRECATED_TOOLS: Readonly<Record<string, { since: string; use: string }>> = {
  TaskOutput: { since: 'v2.1.83', use: 'Read on the output file' },
};

/** Model aliases (sub-agents reference, 2026-08-22). */
export const MODEL_ALIASES: readonly string[] = ['sonnet', 'opus', 'haiku', 'fable'];
/** Session aliases also accepted where a model is read. */
export const SESSION_MODEL_ALIASES: readonly string[] = ['best', 'opusplan', 'sonnet[1m]', 'opus[1m]'];
export const MODEL_INHERIT = 'inherit';

/**
 * Full model ID shapes: Anthropic API IDs (optionally `[1m]`), Vertex
 * (`@date`), Bedrock (`us.anthropic.…-v1:0`, with or without region prefix)
 * and Bedrock ARNs. The ID list moves every few months, so only the shape is
 * checked.
 */
export const MODEL_ID_SHAPES: readonly RegExp[] = [
  /^claude-[a-z0-9]+(?:[-.][a-z0-9]+)*(?:@\d{8})?(?:\[1m\])?$/,
  /^(?:[a-z]{2,4}\.)?anthropic\.claude-[a-z0-9.-]+(?::\d+)?$/,
  /^arn:aws(?:-[a-z]+)*:bedrock:[a-z0-9-]*:\d*:[a-z-]+\/.+$/,
];

/** Fields Claude Code ignores on plugin-distributed agents. */
export const PLUGIN_IGNORED_AGENT_FIELDS: readonly string[] = ['permissionMode', 'mcpServers', 'hooks'];

/**
 * Agent `permissionMode` and `effort`: the values Claude Code 2.1.332 names in its
 * debug log for an invalid one ("Valid options: acceptEdits, auto, bypassPermissions,
 * default, dontAsk, plan"; effort "low, medium, high, xhigh, max or an integer");
 * `permissionMode: manual` (documented) is accepted without a log line. An invalid
 * value is ignored and the agent runs.
 */
export const PERMISSION_MODES: readonly string[] = ['default', 'acceptEdits', 'auto', 'dontAsk', 'bypassPermissions', 'plan', 'manual'];
export const EFFORT_LEVELS: readonly string[] = ['low', 'medium', 'high', 'xhigh', 'max'];
export const AGENT_COLORS: readonly string[] = ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan'];
/** 2.1.332 debug log: "Valid options: worktree, remote". */
export const ISOLATION_MODES: readonly string[] = ['worktree', 'remote'];
export const MEMORY_SCOPES: readonly string[] = ['user', 'project', 'local'];

/** Skill frontmatter (skills docs, 2026-08-22). */
export const SKILL_FIELDS: readonly string[] = [
  'name', 'description', 'when_to_use', 'argument-hint', 'arguments', 'disable-model-invocation',
  'user-invocable', 'allowed-tools', 'disallowed-tools', 'model', 'effort', 'context', 'agent',
  'background', 'hooks', 'paths', 'shell', 'metadata', 'license', 'compatibility',
];
/** Commands are a kind of skill since v2.1.3: every skill field applies. */
export const COMMAND_FIELDS: readonly string[] = SKILL_FIELDS;
export const SKILL_CONTEXTS: readonly string[] = ['fork'];
export const SKILL_SHELLS: readonly string[] = ['bash', 'powershell'];
/** Built-in agents a skill's `agent:` or an `Agent(...)` rule may name. */
export const BUILTIN_AGENTS: readonly string[] = ['Explore', 'Plan', 'general-purpose'];
/** The Agent Skills specification (Skills API) allows only these. */
export const AGENT_SKILLS_SPEC_FIELDS: readonly string[] = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];

/** agentlint's own frontmatter key (per-file lint levels); Claude Code ignores it. */
export const AGENTLINT_FIELDS: readonly string[] = ['lints'];


/**
 * Keys `claude plugin validate` 2.1.332 accepts under a manifest's `experimental` object (observed 2026-12-03:
 * `themes`, `monitors` and `outputStyles` are read, and `syntaxHighlighting` is checked (rules-validator-sweep.json
 * `experimental syntaxHighlighting languages`); every other key probed, such as `commands`, `skills`, `hooks`,
 * gets "Unknown field '<key>'. Claude Code ignores it at load time."). Case: rules-validate.json `experimental unknown key`.
 */
export const PLUGIN_EXPERIMENTAL_FIELDS: readonly string[] = ['themes', 'monitors', 'outputStyles', 'syntaxHighlighting'];
/** The experimental components validate 2.1.332 still takes at the top level, with a warning (plugin-parts.json). */
export const PLUGIN_EXPERIMENTAL_TOP_LEVEL: readonly string[] = ['themes', 'monitors', 'outputStyles'];

/**
 * Reserved marketplace names: the plugin-marketplaces docs list of 2026-08-22
 * plus three names Claude Code 2.1.332 also refuses (`claude-tag-plugins`,
 * `anthropic-plugin-directory`, `claude-plugin-directory`). Observed with
 * `claude plugin marketplace add <local dir>` on 2.1.332: matched exactly and
 * case-insensitively, refused unless added from a GitHub source of the
 * `anthropics` organization; `claude plugin validate` does not check them.
 */
export const RESERVED_MARKETPLACE_NAMES: readonly string[] = [
  'claude-code-marketplace', 'claude-code-plugins', 'claude-plugins-official', 'claude-plugins-community',
  'claude-community', 'anthropic-marketplace', 'anthropic-plugins', 'agent-skills', 'anthropic-agent-skills',
  'knowledge-work-plugins', 'life-sciences', 'claude-for-legal', 'claude-for-financial-services',
  'financial-services-plugins', 'first-party-plugins', 'healthcare',
  'claude-tag-plugins', 'anthropic-plugin-directory', 'claude-plugin-directory',
];
/** Marketplace names Claude Code keeps for itself (2.1.332, `validate` and `add`: a schema error). */
export const INTERNAL_MARKETPLACE_NAMES: Readonly<Record<string, string>> = {
  inline: 'reserved for --plugin-dir session plugins',
  builtin: 'reserved for built-in plugins',
  // rules-validator-sweep.json `marketplace name skills-dir`, `marketplace name synced`; the last is the validator's own list.
  'skills-dir': 'reserved for plugins auto-loaded from .claude/skills/',
  synced: 'reserved for plugins synced from your claude.ai account',
  'claude-plugin-test': 'reserved for plugins loaded by claude plugin test',
};
/**
 * The look-alike rule of Claude Code 2.1.332 (`validate` and `add` fail with
 * "Marketplace name impersonates an official Anthropic/Claude marketplace"),
 * as the observed cases bound it, case-insensitively: `claude`/`anthropic` at
 * the start followed (after any `-`, `_`, `.`) by marketplace(s), plugins,
 * directory/directories or official; `official` beside claude/anthropic
 * anywhere; any non-ASCII character. Reserved names are exempt.
 */
export const MARKETPLACE_LOOKALIKE_PATTERNS: readonly RegExp[] = [
  /^(?:claude|anthropic)[-_.]*(?:marketplaces?|plugins|directory|directories|official)/i,
  /(?:claude|anthropic)[-_.]?official|official[-_.]?(?:claude|anthropic)/i,
  /[^\x00-\x7f]/,
];
/** A part of a plugin id (`plugin@marketplace`), as `validate` 2.1.332 states it. */
export const PLUGIN_ID_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/**
 * Plugin names that pass as Anthropic's own (`validate` 2.1.332, an error):
 * these prefixes, these exact names, and "official" beside claude or anthropic.
 */
export const RESERVED_PLUGIN_PREFIXES: readonly string[] = ['claude-', 'anthropic-', 'anthropics-', 'cc-plugin-'];
export const RESERVED_PLUGIN_NAMES: readonly string[] = ['claude', 'anthropic', 'anthropics', 'claude-code', 'claude-mods'];
/** A plugin name with `claude` or `anthropic` as one of its hyphen-separated words "reads as one of Anthropic's own" (a warning). */
export const PLUGIN_NAME_LOOKALIKE_WORDS: readonly string[] = ['claude', 'anthropic'];
/** Marketplace plugin `source` object types. */
export const MARKETPLACE_SOURCE_TYPES: readonly string[] = ['github', 'url', 'git-subdir', 'npm', 'archive', 'command'];

/** Hook events (hooks reference, 2026-08-22; 31 events, plus 2 that 2.1.332 accepts). Claude Code ignores any other key with "Unknown hook event … was ignored". */
export const HOOK_EVENTS: readonly string[] = [
  'SessionStart', 'Setup', 'InstructionsLoaded', 'UserPromptSubmit', 'UserPromptExpansion', 'MessageDisplay',
  'PreToolUse', 'PermissionRequest', 'PermissionDenied', 'PostToolUse', 'PostToolUseFailure', 'PostToolBatch',
  'Notification', 'SubagentStart', 'SubagentStop', 'TaskCreated', 'TaskCompleted', 'Stop', 'StopFailure',
  'TeammateIdle', 'ConfigChange', 'CwdChanged', 'DirectoryAdded', 'FileChanged', 'WorktreeCreate',
  'WorktreeRemove', 'PreCompact', 'PostCompact', 'SessionEnd', 'Elicitation', 'ElicitationResult',
  // Accepted by Claude Code 2.1.332 in settings.json without an "Unknown hook event" message (runtime probe, 2026-12-02).
  'PreModelSwitch', 'PostModelSwitch',
];
/** Handler types and the field each requires. */
export const HOOK_HANDLER_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  command: ['command'],
  http: ['url'],
  mcp_tool: ['server', 'tool'],
  prompt: ['prompt'],
  agent: ['prompt'],
};
export const HOOK_HANDLER_OPTIONAL: readonly string[] = ['timeout', 'if', 'statusMessage', 'once'];
/** Events where a matcher is silently ignored. */
export const HOOK_EVENTS_WITHOUT_MATCHER: readonly string[] = [
  'UserPromptSubmit', 'PostToolBatch', 'Stop', 'TeammateIdle', 'TaskCreated', 'TaskCompleted',
  'WorktreeCreate', 'WorktreeRemove', 'MessageDisplay', 'CwdChanged',
];

/** MCP transports (mcp docs, 2026-08-22); `sse` is deprecated in favour of `http`. */
/**
 * `streamable-http` is read as `http` by Claude Code 2.1.332: `claude mcp list` lists such a server as HTTP and the
 * validator checks it as one (rules-validator-sweep.json `mcp streamable-http type at run time`).
 */
export const MCP_TRANSPORTS: readonly string[] = ['stdio', 'http', 'sse', 'ws', 'streamable-http'];
export const MCP_DEPRECATED_TRANSPORTS: Readonly<Record<string, string>> = { sse: 'http' };

/* ---- Rule catalogue additions ---- */

/** Skills docs and the Agent Skills specification, 2026-08-22: limits the listing and the Skills API apply. */
export const SKILL_LISTING_MAX_CHARS = 1536;
export const SKILL_SPEC_DESCRIPTION_MAX = 1024;
export const SKILL_SPEC_NAME_MAX = 64;
export const SKILL_BODY_MAX_LINES = 500;
/** Agent Skills specification: words a skill name must not contain. */
export const SKILL_NAME_RESERVED_WORDS: readonly string[] = ['anthropic', 'claude'];
/** Skill / command frontmatter fields that take a boolean (skills docs, 2026-08-22). */
export const SKILL_BOOLEAN_FIELDS: readonly string[] = ['disable-model-invocation', 'user-invocable', 'background'];

/**
 * Plugin manifest field types (plugins-reference, 2026-08-22). A recognised
 * field of the wrong type stops the plugin loading. `path` = a path string,
 * `paths` = a path or an array of paths, `inline` = an object config.
 */
export type PluginFieldType = 'string' | 'boolean' | 'object' | 'array' | 'string[]' | 'paths' | 'paths|inline' | 'array|object' | 'string|object';
export const PLUGIN_FIELD_TYPES: Readonly<Record<string, PluginFieldType>> = {
  name: 'string', displayName: 'string', version: 'string', description: 'string', author: 'object',
  homepage: 'string', repository: 'string', license: 'string', keywords: 'string[]', metadata: 'object',
  // `commands` may also map command names to `{ source | content, … }` (rules-validator-sweep.json `accepted: commands as an object mapping`).
  defaultEnabled: 'boolean', skills: 'paths', commands: 'paths|inline', agents: 'paths', workflows: 'paths',
  outputStyles: 'paths', hooks: 'paths|inline', mcpServers: 'paths|inline', lspServers: 'paths|inline',
  userConfig: 'object', channels: 'array|object', experimental: 'object',
  // `claude plugin validate` 2.1.332: "Invalid input: expected array, received object" (plugin-parts.json `dependencies as an object`).
  dependencies: 'array',
};
/** Manifest fields whose values are component paths (plugins-reference, 2026-08-22). */
export const PLUGIN_PATH_FIELDS: readonly string[] = ['skills', 'commands', 'agents', 'workflows', 'outputStyles', 'hooks', 'mcpServers', 'lspServers'];
/** Plugin author object fields (plugins-reference, 2026-08-22). */
export const PLUGIN_AUTHOR_FIELDS: readonly string[] = ['name', 'email', 'url'];
/** Plugin and marketplace names: kebab-case (plugins-reference, 2026-08-22). */
export const PLUGIN_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Marketplace plugin `source` objects: the field each type requires (plugin-marketplaces, 2026-08-22). */
export const MARKETPLACE_SOURCE_REQUIRED: Readonly<Record<string, readonly string[]>> = {
  github: ['repo'],
  url: ['url'],
  'git-subdir': ['url', 'path'],
  npm: ['package'],
  archive: ['url'],
  command: ['command'],
};

/** Hook handler types (hooks reference, 2026-08-22). */
export const HOOK_HANDLER_TYPES: readonly string[] = Object.keys(HOOK_HANDLER_REQUIRED);
/**
 * Events whose hooks may be `prompt` or `agent` handlers (hooks reference,
 * "hook types by event", 2026-08-22); every other event takes command, http
 * and mcp_tool handlers only.
 */
export const HOOK_EVENTS_WITH_PROMPT_HANDLERS: readonly string[] = [
  'PreToolUse', 'PermissionRequest', 'PostToolUse', 'PostToolUseFailure', 'UserPromptSubmit', 'Stop',
  'SubagentStop', 'TaskCreated', 'TaskCompleted',
];
/** Events that run `command` handlers only (hooks reference, 2026-08-22): they fire before the session can make requests. */
export const HOOK_EVENTS_COMMAND_ONLY: readonly string[] = ['SessionStart', 'Setup'];

/** MCP server config: the field each transport requires (mcp docs, 2026-08-22). */
export const MCP_TRANSPORT_REQUIRED: Readonly<Record<string, string>> = { stdio: 'command', http: 'url', sse: 'url', ws: 'url', 'streamable-http': 'url' };

/* ---- Observed on Claude Code 2.1.332 (oracle cases in oracle/claude-code/rules-*.json) ---- */

/**
 * `!` commands Claude Code 2.1.332 ran before the prompt with no `allowed-tools`
 * rule at all (runtime probe, `claude -p "/cmd"`, 2026-12-02). Only commands
 * seen to run are listed: anything else is treated as needing a rule
 * (`awk`, `uniq`, `env`, `npm --version`, `command -v` were refused).
 * File arguments must stay inside the working directory (`cat /etc/hostname`,
 * `cat ../x` and `ls $HOME` were refused).
 */
export const READ_ONLY_COMMANDS: readonly string[] = [
  'basename', 'cat', 'cd', 'cut', 'date', 'df', 'diff', 'dirname', 'du', 'echo', 'file', 'find', 'grep', 'head',
  'hostname', 'id', 'jq', 'ls', 'printf', 'ps', 'pwd', 'realpath', 'rg', 'sed', 'sort', 'stat', 'tail', 'test',
  'tr', 'true', 'uname', 'wc', 'which', 'whoami',
];
/** Commands whose arguments are text, not paths (`echo $HOME` ran). */
export const READ_ONLY_TEXT_COMMANDS: readonly string[] = ['echo', 'printf', 'date', 'true', 'test', 'which', 'uname', 'hostname', 'id', 'whoami', 'basename', 'dirname'];
/** `git` subcommands that ran without a rule (2.1.332); `git add/commit/push/checkout/config` were refused. */
export const READ_ONLY_GIT_SUBCOMMANDS: readonly string[] = ['status', 'diff', 'log', 'show', 'rev-parse', 'ls-files', 'blame', 'describe', 'grep', 'branch', 'tag', 'remote', 'stash'];
/** Exact commands that ran although their program is not read-only in general (`npm --version` was refused). */
export const READ_ONLY_EXACT_COMMANDS: readonly string[] = ['node --version', 'python3 --version'];
/** Options that make an otherwise read-only command write or execute (`find -exec`, `find -delete`, `sed -i` were refused). */
export const WRITING_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  find: ['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprintf', '-fls'],
  sed: ['-i', '--in-place'],
  sort: ['-o', '--output'],
};

/** `userConfig` option types and required fields (`claude plugin validate` 2.1.332). */
export const USER_CONFIG_TYPES: readonly string[] = ['string', 'number', 'boolean', 'directory', 'file'];
export const USER_CONFIG_REQUIRED: readonly string[] = ['type', 'title', 'description'];

/**
 * The keys a `userConfig` option may hold; any other is "Unrecognized key" to `claude plugin validate` 2.1.332, and
 * `required`/`sensitive` must be booleans (plugin-parts.json `userConfig required, sensitive not booleans, unknown key`).
 * A `default` not matching `type` passes validate without a word (`userConfig default not matching type`).
 */
export const USER_CONFIG_FIELDS: readonly string[] = ['type', 'title', 'description', 'sensitive', 'required', 'default', 'min', 'max', 'multiple', 'options'];
export const USER_CONFIG_BOOLEAN_FIELDS: readonly string[] = ['required', 'sensitive'];

/** How a value of an LSP server or monitor entry must look (observed from the 2.1.332 loader and validator). */
export type PartFieldType = 'any' | 'string' | 'string[]' | 'string-map' | 'object' | 'boolean' | 'positive-int' | 'non-negative-int' | 'path';

/**
 * A plugin LSP server (`.lsp.json` or `lspServers` in plugin.json): its keys and their types, as the Claude Code
 * 2.1.332 loader checks them ("LSP config validation failed for .lsp.json in plugin …"; plugin-parts.json `.lsp.json: …`
 * cases). Any other key is "Unrecognized key"; extension keys must start with a dot. `initializationOptions` and
 * `settings` pass through whatever they hold (a string and an array were accepted).
 */
export const LSP_SERVER_FIELDS: Readonly<Record<string, PartFieldType>> = {
  command: 'string', extensionToLanguage: 'string-map', args: 'string[]', env: 'string-map', transport: 'string',
  initializationOptions: 'any', settings: 'any', workspaceFolder: 'string', startupTimeout: 'positive-int',
  shutdownTimeout: 'positive-int', restartOnCrash: 'boolean', maxRestarts: 'non-negative-int',
};
export const LSP_SERVER_REQUIRED: readonly string[] = ['command', 'extensionToLanguage'];
export const LSP_TRANSPORTS: readonly string[] = ['stdio', 'socket'];

/**
 * A plugin monitor (`monitors/monitors.json`, `experimental.monitors` or the deprecated top-level `monitors`): the
 * 2.1.332 loader and validator require `name`, `command` and `description` (strings), know only these keys, and read
 * `when` as `always` or `on-skill-invoke:<skill>` (plugin-parts.json monitor cases).
 */
export const MONITOR_FIELDS: Readonly<Record<string, PartFieldType>> = { name: 'string', command: 'string', description: 'string', when: 'string' };
export const MONITOR_REQUIRED: readonly string[] = ['name', 'command', 'description'];
export const MONITOR_WHEN = { always: 'always', skillPrefix: 'on-skill-invoke:' } as const;

/**
 * The keys Claude Code 2.1.332 keeps from a plugin's own `settings.json` ("Cached plugin settings with keys: …" in the
 * debug log lists only these; plugin-parts.json `plugin settings.json: only agent is kept`).
 */
export const PLUGIN_SETTINGS_KEYS: readonly string[] = ['agent', 'subagentStatusLine'];
/** Agents a plugin `settings.json` `agent` may name besides the plugin's own (the 2.1.332 "Available agents" list). */
export const SETTINGS_BUILTIN_AGENTS: readonly string[] = ['claude', 'Explore', 'general-purpose', 'Plan', 'statusline-setup'];

/* ---- The validator sweep: oracle/claude-code/rules-validator-sweep.json, Claude Code 2.1.332 ---- */

/**
 * Headers a marketplace entry's `headers` may not set: Claude Code drops them at download time ("a request-routing/
 * identity header that catalog entries may not set"; case `archive entry with a Host header`). The names and
 * prefixes are the validator's own list in the 2.1.332 binary (oracle/claude-code/validator-inventory.mjs reads its module).
 */
export const MARKETPLACE_ROUTING_HEADERS: readonly string[] = [
  'host', 'cookie', 'forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'client-ip', 'cf-connecting-ip',
  'fastly-client-ip', 'x-originating-ip', 'x-remote-ip', 'x-remote-addr', 'x-cluster-client-ip', 'connection', 'upgrade',
  'transfer-encoding', 'content-length', 'te', 'trailer', 'expect', 'via',
];
export const MARKETPLACE_ROUTING_HEADER_PREFIXES: readonly string[] = ['x-forwarded-', 'x-original-', 'proxy-'];
/** Marketplace names Claude Desktop keeps (cases `marketplace name org`), and the names its managed sync accepts. */
export const DESKTOP_RESERVED_MARKETPLACE_NAMES: readonly string[] = ['org', 'org-provisioned', 'unknown'];
export const DESKTOP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** The longest `command` source or `headersHelper` the install consent screen shows (case `command source too long`). */
export const CONSENT_TEXT_MAX = 500;
/** The longest MCP server `url` and `oauth.authServerMetadataUrl` the loader takes (case `mcp url too long`). */
export const MCP_URL_MAX = 65536;
export const MCP_AUTH_METADATA_URL_MAX = 4096;
/** `network.hosts` entries read (case `network hosts over 256`). */
export const PLUGIN_NETWORK_HOSTS_MAX = 256;

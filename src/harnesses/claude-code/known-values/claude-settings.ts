/**
 * Claude Code `settings.json` (`.claude/settings.json`, `.claude/settings.local.json`):
 * the permission-rule grammar and the types of the keys agentlint checks.
 *
 * Source: https://code.claude.com/docs/en/permissions and
 * https://code.claude.com/docs/en/settings (read 2026-12-02; collected in
 * shared/reference/harness-formats.md §6). The permission grammar is documented; the
 * key lists, statusLine and output styles below were observed on the pinned CLI 2.1.332
 * (oracle/claude-code/harness-settings.json).
 */

/** Tools whose rules take a path specifier (gitignore-style; `//abs`, `~/`, `/`, relative). */
export const PATH_RULE_TOOLS: readonly string[] = ['Read', 'Edit'];

/**
 * Tools whose `Tool(specifier)` rules parse but are never applied: file access
 * is governed by `Read(…)` and `Edit(…)` rules. The value is the tool to write instead.
 */
export const NEVER_APPLIED_SPECIFIER_TOOLS: Readonly<Record<string, string>> = {
  Write: 'Edit',
  NotebookEdit: 'Edit',
  MultiEdit: 'Edit',
  Glob: 'Read',
  Grep: 'Read',
};

/** The permission lists, in the order Claude Code evaluates them (first match wins). */
export const PERMISSION_LISTS: readonly string[] = ['deny', 'ask', 'allow'];

/** `permissions.defaultMode` values (the permission modes; see PERMISSION_MODES for agents). */
export const DEFAULT_MODES: readonly string[] = ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions'];

/** JSON types of documented top-level keys, where a wrong type makes the value unusable. */
export const SETTINGS_KEY_TYPES: Readonly<Record<string, 'string' | 'number' | 'boolean' | 'object' | 'array'>> = {
  apiKeyHelper: 'string',
  cleanupPeriodDays: 'number',
  env: 'object',
  includeCoAuthoredBy: 'boolean',
  permissions: 'object',
  hooks: 'object',
  disableAllHooks: 'boolean',
  model: 'string',
  statusLine: 'object',
  outputStyle: 'string',
  forceLoginMethod: 'string',
  enableAllProjectMcpServers: 'boolean',
  enabledMcpjsonServers: 'array',
  disabledMcpjsonServers: 'array',
  enabledPlugins: 'object',
  extraKnownMarketplaces: 'object',
  awsAuthRefresh: 'string',
  awsCredentialExport: 'string',
  sandbox: 'object',
};

/** Keys of `permissions` and their types. */
export const PERMISSIONS_KEY_TYPES: Readonly<Record<string, 'string' | 'array' | 'boolean'>> = {
  allow: 'array',
  ask: 'array',
  deny: 'array',
  defaultMode: 'string',
  additionalDirectories: 'array',
  disableBypassPermissionsMode: 'string',
};

/**
 * Every top-level `settings.json` key agentlint knows.
 *
 * Observed on Claude Code 2.1.332 (2026-12-03, oracle/claude-code/harness-settings.json,
 * cases known-keys-*): each candidate key set to `[[[]]]`; Claude Code names every key it
 * validates ("(cleanupPeriodDays): Expected number, but received array") and says nothing about
 * a key it does not know. SETTINGS_KEYS_VALIDATED is that list. SETTINGS_KEYS_DOCUMENTED are keys
 * the settings docs list (https://code.claude.com/docs/en/settings and
 * https://code.claude.com/docs/en/settings-reference, read 2026-12-03) that the binary accepts
 * silently with any value.
 */
export const SETTINGS_KEYS_VALIDATED: readonly string[] = [
  '$schema', 'apiKeyHelper', 'awsCredentialExport', 'awsAuthRefresh', 'fileSuggestion', 'respectGitignore', 'cleanupPeriodDays',
  'wslInheritsWindowsSettings', 'env', 'attribution', 'includeCoAuthoredBy', 'includeGitInstructions', 'permissions', 'model',
  'fallbackModel', 'availableModels', 'modelOverrides', 'enableAllProjectMcpServers', 'enabledMcpjsonServers', 'disabledMcpjsonServers',
  'skillOverrides', 'worktree', 'disableAllHooks', 'disableSkillShellExecution', 'defaultShell', 'allowManagedHooksOnly', 'allowedHttpHookUrls',
  'httpHookAllowedEnvVars', 'allowManagedPermissionRulesOnly', 'allowManagedMcpServersOnly', 'statusLine', 'enabledPlugins',
  'strictKnownMarketplaces', 'blockedMarketplaces', 'forceLoginOrgUUID', 'forceRemoteSettingsRefresh', 'otelHeadersHelper', 'outputStyle',
  'language', 'skipWebFetchPreflight', 'sandbox', 'feedbackSurveyRate', 'spinnerTipsEnabled', 'spinnerVerbs', 'alwaysThinkingEnabled',
  'advisorModel', 'fastMode', 'fastModePerSessionOptIn', 'promptSuggestionEnabled', 'showClearContextOnPlanAccept', 'agent',
  'companyAnnouncements', 'pluginConfigs', 'autoUpdatesChannel', 'minimumVersion', 'plansDirectory', 'tui', 'channelsEnabled',
  'allowedChannelPlugins', 'prefersReducedMotion', 'autoMemoryEnabled', 'autoMemoryDirectory', 'autoDreamEnabled', 'showThinkingSummaries',
  'skipDangerousModePermissionPrompt', 'disableAutoMode', 'sshConfigs', 'claudeMdExcludes', 'pluginTrustMessage', 'verbose',
  'autoCompactEnabled', 'autoScrollEnabled', 'showTurnDuration', 'terminalProgressBarEnabled', 'todoFeatureEnabled', 'skipAutoPermissionPrompt',
  'useAutoModeDuringPlan', 'autoMode', 'disableDeepLinkRegistration', 'voiceEnabled', 'hooks', 'extraKnownMarketplaces', 'teammateMode',
  'allowedMcpServers', 'deniedMcpServers',
];
export const SETTINGS_KEYS_DOCUMENTED: readonly string[] = [
  'forceLoginMethod', 'effortLevel', 'modelSettings', 'theme', 'editorMode', 'preferredNotifChannel', 'autoCompactWindow',
];
export const SETTINGS_KEYS: readonly string[] = [...SETTINGS_KEYS_VALIDATED, ...SETTINGS_KEYS_DOCUMENTED];

/**
 * `statusLine`: `{"type": "command", "command": "…", "padding": N}`
 * (https://code.claude.com/docs/en/statusline). Observed on 2.1.332 (harness-settings.json,
 * status-line-*): a missing or other `type`, a missing `command` or a string `padding` makes
 * Claude Code skip the whole settings file; an unknown key inside is ignored.
 */
export const STATUS_LINE_TYPES: readonly string[] = ['command'];
export const STATUS_LINE_KEY_TYPES: Readonly<Record<string, 'string' | 'number'>> = { type: 'string', command: 'string', padding: 'number' };

/**
 * Output styles (https://code.claude.com/docs/en/output-styles): Markdown files in
 * `.claude/output-styles/`, `~/.claude/output-styles/` or a plugin's `output-styles/`.
 * Observed on 2.1.332 (harness-settings.json, output-style-*): `outputStyle` selects a style by
 * its frontmatter `name`, or by its file name when it has no `name`; built-in names are matched
 * case-sensitively ("explanatory" selects nothing); a name that matches no style is silent.
 */
export const BUILTIN_OUTPUT_STYLES: readonly string[] = ['default', 'Explanatory', 'Learning'];
export const OUTPUT_STYLE_FIELD_TYPES: Readonly<Record<string, 'string' | 'boolean'>> = {
  name: 'string',
  description: 'string',
  'keep-coding-instructions': 'boolean',
};

/**
 * How Claude Code 2.1.332 reads a `keep-coding-instructions` that is not a boolean (harness-settings.json, cases
 * keep-coding-*, with claude-sonnet-4-5, whose system prompt has the "# Doing tasks" coding instructions): a string
 * that is one of these once trimmed and lower-cased ("true", "Yes", "on", " YES ") or the number 1 keeps them;
 * every other value ("false", "no", "Off", "0", "y", "", 2, a list, no value) leaves them out, like `false`. With the default model
 * (claude-opus-5-5, case keep-coding-default-model) the prompt has no such section and the value changes nothing.
 */
export const OUTPUT_STYLE_TRUE_STRINGS: readonly string[] = ['1', 'true', 'yes', 'on'];
/** Strings that say `false` plainly: rewriting them as the boolean changes nothing. */
export const OUTPUT_STYLE_FALSE_STRINGS: readonly string[] = ['0', 'false', 'no', 'off'];

/**
 * Claude Code `settings.json` (`.claude/settings.json`, `.claude/settings.local.json`):
 * the permission-rule grammar and the types of the keys agentlint checks.
 *
 * Source: https://code.claude.com/docs/en/permissions and
 * https://code.claude.com/docs/en/settings (read 2026-12-02; collected in
 * shared/reference/harness-formats.md §6). Documented, not yet observed on the
 * pinned CLI.
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

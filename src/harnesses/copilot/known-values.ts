/**
 * GitHub Copilot CLI (`@github/copilot`) file formats.
 *
 * Source: https://docs.github.com/en/copilot/reference/custom-agents-configuration,
 * https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference and
 * `copilot skill --help`, as collected in shared/reference/harness-formats.md §1 (2026-12-02);
 * behaviour observed on Copilot CLI 1.0.102 (oracle/copilot/).
 */
import { PINS } from '../pins.generated.js';
export const COPILOT_VERSION = PINS['copilot'].version;

/** Frontmatter keys of a custom agent the CLI reads, with their types (a wrong type drops the agent). */
export const COPILOT_AGENT_FIELDS: Readonly<Record<string, 'string' | 'boolean' | 'tools' | 'object' | 'model'>> = {
  name: 'string',
  description: 'string',
  tools: 'tools',
  // A string, or a list (loads: oracle/copilot/mutations.json, `copilot-agent:/model:type:array`).
  model: 'model',
  'disable-model-invocation': 'boolean',
  'user-invocable': 'boolean',
  infer: 'boolean',
  'mcp-servers': 'object',
  metadata: 'object',
};

/** Documented keys the CLI nevertheless reports as "unknown fields ignored" (observed), or that only VS Code reads. */
export const COPILOT_AGENT_IGNORED_FIELDS: Readonly<Record<string, string>> = {
  target: 'documented, but Copilot CLI 1.0.102 reports it as an unknown field and ignores it',
  'argument-hint': 'a VS Code field; Copilot CLI ignores it',
  handoffs: 'a VS Code field; Copilot CLI ignores it',
};

/** Tool aliases an agent's `tools` may name (besides `*`, `server/tool` and `server/*`). */
export const COPILOT_TOOL_ALIASES: readonly string[] = ['execute', 'shell', 'Bash', 'read', 'edit', 'search', 'agent', 'web', 'todo'];

/**
 * Every name an agent's `tools` may list that Copilot CLI resolves to a tool (compared without
 * regard to case), besides `*`, `server/tool` and `server/*`. Observed on 1.0.102 (case
 * `agent-tools`: each name alone in an agent, the agent invoked through the stub, its tools read
 * from the sub-agent's request): the aliases `read`, `notebookread`, `edit`, `write`, `multiedit`,
 * `notebookedit`, `search`, `execute`, `shell`, `bash`, `todo`, `todowrite`, `agent`,
 * `custom-agent`, `task` and the tool names themselves. `web`, `web_fetch`, `websearch`,
 * `webfetch` and `powershell` are documented (custom-agents-configuration) but have no tool in an
 * offline Linux run. Claude Code's `mcp__server__tool` form, `LS` and `ExitPlanMode` give none.
 */
export const COPILOT_AGENT_TOOL_NAMES: readonly string[] = [
  'read', 'notebookread', 'edit', 'write', 'multiedit', 'notebookedit', 'search', 'execute', 'shell', 'bash', 'todo', 'todowrite', 'agent', 'custom-agent', 'task',
  'view', 'create', 'grep', 'glob', 'read_bash', 'stop_bash', 'list_bash', 'update_todo', 'skill', 'sql', 'session_store_sql',
  'fetch_copilot_cli_documentation', 'tool_search_tool', 'read_agent', 'list_agents', 'write_agent',
  'web', 'web_fetch', 'websearch', 'webfetch', 'powershell',
];

/** `copilot skill list`: a longer description makes the skill fail to load. */
export const COPILOT_SKILL_DESCRIPTION_MAX = 1024;

/** Hook events (cli-hooks-reference); PascalCase spellings select the VS Code payload format. */
export const COPILOT_HOOK_EVENTS: readonly string[] = [
  'agentStop', 'errorOccurred', 'notification', 'permissionRequest', 'postToolUse', 'postToolUseFailure', 'preCompact',
  'preToolUse', 'sessionEnd', 'sessionStart', 'subagentStart', 'subagentStop', 'userPromptSubmitted',
];
export const COPILOT_HOOK_TYPES: readonly string[] = ['command', 'prompt'];
/**
 * Events whose hooks may have a `matcher` (a regex, anchored `^(?:…)$`): only there does the CLI
 * check it, and skip the hook when it is not a string or not a valid regex (case `hook-matchers`).
 * Elsewhere (`sessionStart`, `postToolUseFailure`, …) the matcher is not read at all.
 */
export const COPILOT_MATCHER_HOOK_EVENTS: readonly string[] = ['notification', 'permissionRequest', 'postToolUse', 'preCompact', 'preToolUse', 'subagentStart'];
/** `type: "prompt"` hooks run only on this event. */
export const COPILOT_PROMPT_HOOK_EVENTS: readonly string[] = ['sessionStart'];

/**
 * Keys a workspace MCP server entry (`.mcp.json`, `.github/mcp.json`) may hold, with their
 * types; a wrong type makes the CLI skip the server ("Skipping invalid MCP server", case `mcp`).
 */
export const COPILOT_MCP_SERVER_FIELDS: Readonly<Record<string, 'string' | 'string[]' | 'string-map' | 'integer' | 'type'>> = {
  type: 'type',
  command: 'string',
  args: 'string[]',
  env: 'string-map',
  cwd: 'string',
  url: 'string',
  headers: 'string-map',
  tools: 'string[]',
  timeout: 'integer',
};
/** `type` values the CLI accepts (case-sensitive: `HTTP` is "Invalid literal value"). */
export const COPILOT_MCP_TYPES: readonly string[] = ['local', 'stdio', 'http', 'sse'];
export const COPILOT_MCP_REMOTE_TYPES: readonly string[] = ['http', 'sse'];

/**
 * The settings `.github/copilot/settings.json` and `settings.local.json` may set, with their
 * types. The list is the one `copilot config --repo` prints ("Settings a repository can
 * override"); the types are those the CLI reports when it refuses a file (case `settings`).
 * `autoTier` is not checked when the file is read (any value passes).
 */
export type CopilotSettingType = 'string' | 'boolean' | 'string[]' | 'object' | 'any' | { enum: readonly string[] } | { map: 'boolean' | 'object' };
export const COPILOT_REPO_SETTINGS: Readonly<Record<string, CopilotSettingType>> = {
  agentDirectories: 'string[]',
  autoTier: 'any',
  companyAnnouncements: 'string[]',
  contextTier: { enum: ['default', 'long_context'] },
  deniedUrls: 'string[]',
  disableAllHooks: 'boolean',
  disabledMcpServers: 'string[]',
  disabledSkills: 'string[]',
  effortLevel: 'string',
  enabledPlugins: { map: 'boolean' },
  extraKnownMarketplaces: { map: 'object' },
  hookDirectories: 'string[]',
  hooks: 'object',
  includeCoAuthoredBy: 'boolean',
  instructionDirectories: 'string[]',
  mergeStrategy: { enum: ['rebase', 'merge'] },
  model: 'string',
  modelProviderId: 'string',
  respectGitignore: 'boolean',
  skillDirectories: 'string[]',
};

/**
 * Where Copilot CLI looks for a plugin's manifest, in this order; the first that exists is the only
 * one read. `copilot plugin install <folder>` 1.0.102 names them when none exists ("Tried: …"), and
 * `--plugin-dir` takes the same first one (case `plugin-manifests`, docs/harnesses/copilot.md).
 */
export const COPILOT_PLUGIN_MANIFESTS: readonly string[] = ['.plugin/plugin.json', 'plugin.json', '.github/plugin/plugin.json', '.claude-plugin/plugin.json'];

/**
 * Component fields of a plugin manifest whose value Copilot CLI 1.0.102 was seen to read as paths
 * relative to the plugin root (a string, or an array of strings); set, each replaces its default
 * folder (`skills/`, `agents/`). Case `plugin-manifests`.
 */
export const COPILOT_PLUGIN_PATH_FIELDS: readonly string[] = ['skills', 'agents'];

/**
 * Manifest fields documented for Copilot CLI plugins (metadata and component paths), from
 * https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-plugin-reference (read
 * 2026-12-03) and `copilot plugin --help` ("skills, agents, hooks, MCP servers, and LSP servers").
 */
export const COPILOT_PLUGIN_FIELDS: readonly string[] = [
  'name', 'description', 'version', 'author', 'homepage', 'repository', 'license', 'keywords', 'category', 'tags',
  'agents', 'skills', 'commands', 'hooks', 'mcpServers', 'lspServers',
];

/**
 * A plugin name `copilot plugin install` keeps as it is (1.0.102): any other character is replaced
 * by `-` after lower-casing (`My Plugin` → `my-plugin`, `a.b` → `a-b`; case `plugin-manifests`).
 */
export const COPILOT_PLUGIN_NAME_KEPT = /^[a-z0-9-]+$/;

/**
 * Where `copilot plugin marketplace add <folder>` 1.0.102 finds `marketplace.json`: a root
 * `marketplace.json` is read before `.github/plugin/marketplace.json` and `.plugin/marketplace.json`, and
 * `.github/plugin/` before Claude Code's `.claude-plugin/` (cases `marketplace-*`, scratch runs).
 */
export const COPILOT_MARKETPLACE_FILES: readonly string[] = ['marketplace.json', '.plugin/marketplace.json', '.github/plugin/marketplace.json', '.claude-plugin/marketplace.json'];

/** A marketplace or marketplace-entry name `marketplace add` accepts ("kebab-case (letters, numbers, hyphens, and dots)"; `Abc`, `-a` pass, `a_b` fails). */
export const COPILOT_MARKETPLACE_NAME = /^[A-Za-z0-9.-]+$/;

/**
 * Frontmatter of `.github/instructions/**\/*.instructions.md`: `applyTo` (a glob, a comma-separated string of globs
 * or a list; observed read by Copilot CLI 1.0.102, case `instructions-frontmatter`), `excludeAgent` and `description`
 * (https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions, 2026-12-04)
 * and `name` (VS Code, https://code.visualstudio.com/docs/copilot/customization/custom-instructions, 2026-12-04).
 */
export const COPILOT_INSTRUCTION_FIELDS: readonly string[] = ['applyTo', 'excludeAgent', 'description', 'name'];
/** The agents `excludeAgent` can name (same GitHub page); Copilot CLI counts as `coding-agent` (case `instructions-frontmatter`). */
export const COPILOT_EXCLUDE_AGENTS: readonly string[] = ['code-review', 'coding-agent'];
export const COPILOT_INSTRUCTIONS_DOC = 'https://docs.github.com/en/copilot/how-tos/configure-custom-instructions/add-repository-instructions';

/**
 * Prompt files (`.github/prompts/*.prompt.md`), a VS Code feature Copilot CLI does not read (case `cloud-files`):
 * the header fields of https://code.visualstudio.com/docs/copilot/customization/prompt-files (2026-12-04), with their
 * types. `mode` is the field's earlier name, now `agent`.
 */
export const COPILOT_PROMPT_FIELDS: Readonly<Record<string, 'string' | 'string[]'>> = {
  description: 'string',
  name: 'string',
  'argument-hint': 'string',
  agent: 'string',
  model: 'string',
  tools: 'string[]',
};
export const COPILOT_PROMPT_DOC = 'https://code.visualstudio.com/docs/copilot/customization/prompt-files';
/** The built-in agents a prompt file's `agent` may name besides a custom agent (same page). */
export const COPILOT_PROMPT_BUILTIN_AGENTS: readonly string[] = ['ask', 'edit', 'agent', 'plan'];

/**
 * `.github/workflows/copilot-setup-steps.yml`, read by GitHub's Copilot cloud (coding) agent, not by Copilot CLI
 * (case `cloud-files`): the job must be named `copilot-setup-steps`, and only these of its keys are honoured, the
 * others ignored; `timeout-minutes` at most 59. Source: https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/customize-the-agent-environment
 * (2026-12-04), the same text as Copilot CLI 1.0.102's built-in skill `customize-cloud-agent`.
 */
export const COPILOT_SETUP_STEPS_JOB = 'copilot-setup-steps';
export const COPILOT_SETUP_STEPS_KEYS: readonly string[] = ['steps', 'permissions', 'runs-on', 'services', 'snapshot', 'timeout-minutes'];
export const COPILOT_SETUP_STEPS_MAX_MINUTES = 59;
export const COPILOT_SETUP_STEPS_DOC = 'https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/customize-the-agent-environment';

/** A custom agent's prompt (the Markdown body) may be at most this long (documented; Copilot CLI 1.0.102 loads a longer one whole, case `agent-long-prompt`). */
export const COPILOT_AGENT_PROMPT_MAX = 30_000;
export const COPILOT_AGENT_DOC = 'https://docs.github.com/en/copilot/reference/custom-agents-configuration';

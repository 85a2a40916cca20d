/**
 * Cursor: every value here is DOCUMENTED, none is observed. Cursor has no CLI
 * that installs and runs offline here (its `agent` CLI needs an account and the
 * network), so agentlint has no oracle for Cursor; each rule that uses these
 * values says "documented" and links the page.
 *
 * [D] = Cursor's own documentation, quoted verbatim. The pages were read on
 * 2026-12-03 through stored copies: the `.md` renditions of cursor.com/docs
 * (snapshot 2026-08-25, quoted verbatim in a public research repository) and
 * mirrors of the same pages; the quotes below are the docs' words.
 * [3P] = a third-party page; no rule rests on a [3P] claim alone.
 */

/** https://cursor.com/docs/rules — read 2026-12-03. */
export const CURSOR_DOCS_RULES = 'https://cursor.com/docs/rules';
/** https://cursor.com/help/customization/rules — read 2026-12-03. */
export const CURSOR_HELP_RULES = 'https://cursor.com/help/customization/rules';
/** https://cursor.com/docs/mcp — read 2026-12-03. */
export const CURSOR_DOCS_MCP = 'https://cursor.com/docs/mcp';
/** https://cursor.com/docs/hooks — read 2026-12-03. */
export const CURSOR_DOCS_HOOKS = 'https://cursor.com/docs/hooks';
/** https://cursor.com/docs/subagents — read 2026-12-03. */
export const CURSOR_DOCS_SUBAGENTS = 'https://cursor.com/docs/subagents';

/**
 * Project rule frontmatter [D] (cursor.com/docs/rules): "Control how rules are applied from
 * the type dropdown which changes properties `description`, `globs`, `alwaysApply`." The
 * truth table there: `alwaysApply: true` → always included; `false` + `globs` → auto-attached;
 * `false` + `description` → the agent decides; none → "Included only when you `@`-mention
 * the rule in chat" (Manual is a documented mode, not a mistake).
 * `globs` [D]: "Separate multiple patterns with commas" (example `docs/**\/*.md, docs/**\/*.mdx`).
 * A YAML list for `globs` is not documented [D is silent]; third-party linters accept it [3P:
 * skillsaw `cursor-rules-valid`], so agentlint does not flag it.
 */
export const CURSOR_RULE_FIELDS: Readonly<Record<string, 'string' | 'boolean' | 'globs'>> = {
  description: 'string',
  globs: 'globs',
  alwaysApply: 'boolean',
};

/**
 * [D] cursor.com/docs/rules: "Project rules must use the `.mdc` extension. A plain `.md` file
 * in `.cursor/rules` is ignored by the rules system because it has no frontmatter to specify
 * `description`, `globs`, and `alwaysApply`. If you prefer plain markdown, use AGENTS.md instead."
 */
export const CURSOR_RULE_EXTENSION = '.mdc';

/** [D] cursor.com/docs/rules, best practices: "Keep rules under 500 lines" / "Split large rules into multiple, composable rules". */
export const CURSOR_RULE_MAX_LINES = 500;

/**
 * [D] cursor.com/help/customization/rules: "The `.cursorrules` file in your project root is
 * legacy and will be deprecated." Migration given there: copy its content into a rule file
 * under `.cursor/rules`, then "Delete the `.cursorrules` file from your project root."
 */
export const CURSOR_LEGACY_RULES_FILE = '.cursorrules';

/**
 * `.cursor/mcp.json` [D] cursor.com/docs/mcp: `{"mcpServers": {name: {...}}}`; STDIO fields
 * `type` ("stdio"), `command` (required: "Command to start the server executable"), `args`
 * ("Array of arguments passed to the command"), `env` ("Environment variables for the server"),
 * `envFile` ("Path to an environment file"); remote servers: `url` and `headers`; OAuth: `auth`.
 * "Remote servers (HTTP/SSE) do not support `envFile`."
 */
export const CURSOR_MCP_FIELDS = ['type', 'command', 'args', 'env', 'envFile', 'url', 'headers', 'auth'] as const;

/**
 * [D] cursor.com/docs/mcp, "Config interpolation": "Cursor resolves variables in these fields:
 * `command`, `args`, `env`, `url`, and `headers`. Supported syntax: `${env:NAME}`,
 * `${userHome}`, `${workspaceFolder}`, `${workspaceFolderBasename}`, `${pathSeparator}` and `${/}`."
 */
export const CURSOR_MCP_INTERPOLATED_FIELDS = ['command', 'args', 'env', 'url', 'headers'] as const;
export const CURSOR_MCP_VARIABLES = ['userHome', 'workspaceFolder', 'workspaceFolderBasename', 'pathSeparator', '/'] as const;

/**
 * `.cursor/hooks.json` events [D] cursor.com/docs/hooks, "Configuration": "The Agent hooks
 * (`sessionStart`, `sessionEnd`, `preToolUse`, `postToolUse`, `postToolUseFailure`,
 * `subagentStart`, `subagentStop`, `beforeShellExecution`, `afterShellExecution`,
 * `beforeMCPExecution`, `afterMCPExecution`, `beforeReadFile`, `afterFileEdit`,
 * `beforeSubmitPrompt`, `preCompact`, `stop`, `afterAgentResponse`, `afterAgentThought`) ...
 * The Tab hooks (`beforeTabFileRead`, `afterTabFileEdit`) ... The app lifecycle hook
 * (`workspaceOpen`)". What Cursor does with another key is not documented; third parties
 * report it is ignored without a word [3P: skillsaw `cursor-hooks-valid`].
 */
export const CURSOR_HOOK_EVENTS = [
  'sessionStart', 'sessionEnd', 'preToolUse', 'postToolUse', 'postToolUseFailure', 'subagentStart', 'subagentStop',
  'beforeShellExecution', 'afterShellExecution', 'beforeMCPExecution', 'afterMCPExecution', 'beforeReadFile', 'afterFileEdit',
  'beforeSubmitPrompt', 'preCompact', 'stop', 'afterAgentResponse', 'afterAgentThought',
  'beforeTabFileRead', 'afterTabFileEdit', 'workspaceOpen',
] as const;

/**
 * Hook definition options [D] cursor.com/docs/hooks, "Per-Script Configuration Options":
 * `command` string (required), `type` `"command"` | `"prompt"` (default `"command"`),
 * `timeout` number (seconds), `loop_limit` number | null, `failClosed` boolean, `matcher`.
 * Global options: `version` number, default `1`. A `type: "prompt"` hook carries `prompt`
 * text instead of a command [3P: skillsaw `cursor-hooks-valid`; the docs table lists `type`].
 */
export const CURSOR_HOOK_TYPES = ['command', 'prompt'] as const;

/**
 * Subagent frontmatter [D] cursor.com/docs/subagents, "Configuration fields": `name` (string,
 * default from the file name), `description` (string), `model` (string, default `inherit`:
 * `inherit`, `fast` or a model ID), `readonly` (boolean, default `false`), `is_background`
 * (boolean, default `false`). Locations [D]: `.cursor/agents/` (also `.claude/agents/` and
 * `.codex/agents/` for compatibility; `.cursor/` wins a name clash).
 */
/**
 * Skills [D] https://cursor.com/docs/skills: "Skills are automatically loaded from these
 * locations: `.agents/skills/`, `.cursor/skills/` (project), `~/.agents/skills/`,
 * `~/.cursor/skills/` (user)"; "For compatibility, Cursor also loads skills from Claude and Codex
 * directories: `.claude/skills/`, `.codex/skills/`"; "Each skill should be a folder containing a
 * `SKILL.md` file"; "Cursor walks the skills root recursively and picks up any `SKILL.md` it
 * finds"; "A `.cursor/skills/` (or `.agents/skills/`) folder anywhere inside your repository is
 * picked up". agentlint reads all four folders for Cursor (the other harnesses' with evidence false), and
 * has no skill rule yet: the frontmatter field table was not found (docs/harnesses/cursor.md).
 */
export const CURSOR_DOCS_SKILLS = 'https://cursor.com/docs/skills';

export const CURSOR_AGENT_FIELDS: Readonly<Record<string, 'string' | 'boolean'>> = {
  name: 'string',
  description: 'string',
  model: 'string',
  readonly: 'boolean',
  is_background: 'boolean',
};

/**
 * `.cursor/environment.json`, the cloud (background) agent's machine [D]:
 * https://docs.cursor.com/background-agents (read 2026-12-04): "The machine setup lives in
 * `.cursor/environment.json`, which can be committed in your repo (recommended)"; `install` runs
 * first ("Design it to run multiple times"), then `start`, then `terminals`.
 * Its schema [D], https://cursor.com/schemas/environment.schema.json (published by Cursor, catalogued
 * by SchemaStore as `cursor-agent-environment` for `**\/.cursor/environment.json`; read 2026-12-04
 * through the catalogue's rendering at catalog.lintel.tools): all of a `container` object (`build`:
 * an object with `dockerfile`, a string, required, and `context`, a string, both "relative to the
 * folder containing the environment.json file"; `snapshot`: a string; `agentCanUpdateSnapshot`: a
 * boolean) and a `common` object (`name`, `user`, `install`, `start`: strings; `repositoryDependencies`:
 * an array of strings; `ports`: an array of objects; `terminals`: an array of objects).
 */
export const CURSOR_DOCS_ENVIRONMENT = 'https://docs.cursor.com/background-agents';
export const CURSOR_ENVIRONMENT_SCHEMA = 'https://cursor.com/schemas/environment.schema.json';
export const CURSOR_ENVIRONMENT_FIELDS: Readonly<Record<string, 'string' | 'boolean' | 'string[]' | 'object[]' | 'build'>> = {
  name: 'string',
  user: 'string',
  install: 'string',
  start: 'string',
  snapshot: 'string',
  agentCanUpdateSnapshot: 'boolean',
  repositoryDependencies: 'string[]',
  ports: 'object[]',
  terminals: 'object[]',
  build: 'build',
};

/**
 * Cursor plugins [D] (https://cursor.com/docs/reference/plugins, read 2026-12-07 through a stored copy of its `.md`
 * rendition): "Every plugin requires a `.cursor-plugin/plugin.json` manifest file"; `name` is required: "Plugin
 * identifier. Lowercase, kebab-case (alphanumerics, hyphens, and periods). Must start and end with an alphanumeric
 * character." Component folders by default: `rules/`, `skills/`, `agents/`, `commands/`, `hooks/hooks.json`,
 * `mcp.json`. Field types from Cursor's published schema (github.com/cursor/plugins `schemas/plugin.schema.json`).
 */
export const CURSOR_DOCS_PLUGINS = 'https://cursor.com/docs/reference/plugins';
export const CURSOR_PLUGIN_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;
/** The type of each documented manifest field: `paths` is a path or glob, or an array of them. */
export const CURSOR_PLUGIN_FIELDS: Readonly<Record<string, 'string' | 'strings' | 'paths' | 'object' | 'string-or-object' | 'servers'>> = {
  name: 'string', displayName: 'string', description: 'string', version: 'string', author: 'object', publisher: 'string',
  homepage: 'string', repository: 'string', license: 'string', logo: 'string', keywords: 'strings', category: 'string', tags: 'strings',
  commands: 'paths', agents: 'paths', skills: 'paths', rules: 'paths', hooks: 'string-or-object', variables: 'object', mcpServers: 'servers',
};

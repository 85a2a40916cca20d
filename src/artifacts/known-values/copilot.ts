/**
 * GitHub Copilot CLI (`@github/copilot`) file formats.
 *
 * Source: https://docs.github.com/en/copilot/reference/custom-agents-configuration,
 * https://docs.github.com/en/copilot/reference/copilot-cli-reference/cli-hooks-reference and
 * `copilot skill --help`, as collected in shared/reference/harness-formats.md §1 (2026-12-02);
 * behaviour observed on Copilot CLI 1.0.102 (fixtures/oracle/copilot/).
 */
export const COPILOT_VERSION = '1.0.102';

/** Frontmatter keys of a custom agent the CLI reads, with their types (a wrong type drops the agent). */
export const COPILOT_AGENT_FIELDS: Readonly<Record<string, 'string' | 'boolean' | 'tools' | 'object'>> = {
  name: 'string',
  description: 'string',
  tools: 'tools',
  model: 'string',
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

/** `copilot skill list`: a longer description makes the skill fail to load. */
export const COPILOT_SKILL_DESCRIPTION_MAX = 1024;

/** Hook events (cli-hooks-reference); PascalCase spellings select the VS Code payload format. */
export const COPILOT_HOOK_EVENTS: readonly string[] = [
  'agentStop', 'errorOccurred', 'notification', 'permissionRequest', 'postToolUse', 'postToolUseFailure', 'preCompact',
  'preToolUse', 'sessionEnd', 'sessionStart', 'subagentStart', 'subagentStop', 'userPromptSubmitted',
];
export const COPILOT_HOOK_TYPES: readonly string[] = ['command', 'prompt'];
/** `type: "prompt"` hooks run only on this event. */
export const COPILOT_PROMPT_HOOK_EVENTS: readonly string[] = ['sessionStart'];

/**
 * Gemini CLI (`@google/gemini-cli`) repository files.
 *
 * Source: https://github.com/google-gemini/gemini-cli/blob/main/docs/cli/custom-commands.md and
 * docs/core/subagents.md, as collected in shared/reference/harness-formats.md §3 (2026-12-02);
 * behaviour observed on Gemini CLI 0.61.0 (fixtures/oracle/gemini/).
 */
export const GEMINI_VERSION = '0.61.0';

/** Custom command files (`.gemini/commands/**\/*.toml`): `prompt` is required. */
export const GEMINI_COMMAND_FIELDS: readonly string[] = ['prompt', 'description'];

/** Subagent frontmatter (`.gemini/agents/*.md`): strict; an unrecognized key fails the agent. */
export const GEMINI_AGENT_FIELDS: readonly string[] = ['name', 'description', 'kind', 'tools', 'mcpServers', 'model', 'temperature', 'max_turns', 'timeout_mins'];
export const GEMINI_AGENT_REQUIRED: readonly string[] = ['name', 'description'];
/** `name` must be a slug: lowercase letters, digits, `-`, `_`. */
export const GEMINI_AGENT_NAME = /^[a-z0-9][a-z0-9_-]*$/;

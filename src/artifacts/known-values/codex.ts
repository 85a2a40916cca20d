/**
 * OpenAI Codex CLI (`@openai/codex`) repository files.
 *
 * Source: https://developers.openai.com/codex/guides/agents-md and
 * https://developers.openai.com/codex/subagents, as collected in
 * shared/reference/harness-formats.md §2 (2026-12-02); behaviour observed on
 * Codex CLI 0.171.0 (fixtures/oracle/codex/).
 */
export const CODEX_VERSION = '0.171.0';

/** `project_doc_max_bytes` default: the AGENTS.md chain is cut here without a warning. */
export const CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024;

/** Keys of a custom agent role file (`.codex/agents/*.toml`); an unknown key makes Codex ignore the whole role. */
export const CODEX_ROLE_REQUIRED: readonly string[] = ['name', 'description', 'developer_instructions'];
export const CODEX_ROLE_OPTIONAL: readonly string[] = [
  'nickname_candidates', 'model', 'model_reasoning_effort', 'sandbox_mode', 'web_search', 'mcp_servers', 'skills',
];

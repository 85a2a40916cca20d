/**
 * OpenCode (`opencode-ai`) repository files, V1 format (the 1.18.33 binary; opencode.ai/docs now
 * describes a V2 format).
 *
 * Source: OpenCode's built-in `customize-opencode` skill and https://opencode.ai/docs/agents, as
 * collected in shared/reference/harness-formats.md §4 (2026-12-02); behaviour observed on
 * OpenCode 1.18.33 (fixtures/oracle/opencode/).
 */
export const OPENCODE_VERSION = '1.18.33';

/** Agent frontmatter keys; any other key is moved into `options` and sent to the model provider. */
export const OPENCODE_AGENT_FIELDS: readonly string[] = [
  'name', 'model', 'variant', 'description', 'mode', 'hidden', 'color', 'steps', 'options', 'permission', 'disable', 'temperature', 'top_p', 'tools', 'prompt', 'maxSteps',
];
/** `mode`: another value stops every opencode command ("Configuration is invalid"). */
export const OPENCODE_AGENT_MODES: readonly string[] = ['primary', 'subagent', 'all'];

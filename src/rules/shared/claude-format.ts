/**
 * Claude Code's file formats as other harnesses meet them: Copilot CLI loads `.claude/agents` and reads Claude Code
 * plugin manifests, so its rules need to know which fields are Claude Code's. Claude Code's own facts re-export these.
 */

/** Subagent frontmatter (sub-agents reference, 2026-08-22). */
export const AGENT_FIELDS: readonly string[] = [
  'name', 'description', 'tools', 'disallowedTools', 'model', 'permissionMode', 'maxTurns', 'skills',
  'mcpServers', 'hooks', 'memory', 'background', 'effort', 'isolation', 'color', 'initialPrompt',
];

/** Plugin manifest fields (plugins-reference, 2026-08-22). */
export const PLUGIN_FIELDS: readonly string[] = [
  'name', 'displayName', 'version', 'description', 'author', 'homepage', 'repository', 'license',
  'keywords', 'metadata', 'defaultEnabled', 'skills', 'commands', 'agents', 'workflows', 'outputStyles',
  'hooks', 'mcpServers', 'lspServers', 'userConfig', 'channels', 'dependencies', 'experimental',
  // Read by Claude Code 2.1.332 and not in the reference page of 2026-08-22: `claude plugin validate` checks each and
  // accepts them (rules-validator-sweep.json `accepted: engines, optionalDependencies, network, binaries, types, $schema`).
  'engines', 'optionalDependencies', 'network', 'binaries', 'types',
];

/**
 * GitHub Copilot CLI: custom agents, skills, hooks, MCP servers, repository settings, plugin manifests and marketplaces,
 * path-specific instructions; and the files of other Copilot surfaces (documented): VS Code's prompt files and the
 * cloud agent's setup-steps workflow.
 */
import agentDropped from './agent-dropped.js';
import agentDuplicate from './agent-duplicate.js';
import agentPromptLength from './agent-prompt-length.js';
import agentToolUnknown from './agent-tool-unknown.js';
import agentUnknownField from './agent-unknown-field.js';
import hookEventUnknown from './hook-event-unknown.js';
import hookSkipped from './hook-skipped.js';
import hookType from './hook-type.js';
import hooksFileInvalid from './hooks-file-invalid.js';
import instructionsApplyTo from './instructions-apply-to.js';
import instructionsExcludeAgent from './instructions-exclude-agent.js';
import instructionsFrontmatter from './instructions-frontmatter.js';
import instructionsUnknownKey from './instructions-unknown-key.js';
import mcpFileShadowed from './mcp-file-shadowed.js';
import marketplaceInvalid from './marketplace-invalid.js';
import marketplaceSourceMissing from './marketplace-source-missing.js';
import mcpServerSkipped from './mcp-server-skipped.js';
import pluginComponentPath from './plugin-component-path.js';
import pluginFieldIgnored from './plugin-field-ignored.js';
import pluginName from './plugin-name.js';
import pluginUnknownField from './plugin-unknown-field.js';
import promptAgentUnknown from './prompt-agent-unknown.js';
import promptFrontmatter from './prompt-frontmatter.js';
import settingsDirectoryMissing from './settings-directory-missing.js';
import settingsInvalid from './settings-invalid.js';
import settingsUnknownKey from './settings-unknown-key.js';
import setupStepsJob from './setup-steps-job.js';
import setupStepsJobKey from './setup-steps-job-key.js';
import skillLoad from './skill-load.js';

export const COPILOT_RULES = [
  agentDropped, agentUnknownField, agentToolUnknown, agentDuplicate, skillLoad, hooksFileInvalid, hookEventUnknown, hookType, hookSkipped,
  mcpServerSkipped, mcpFileShadowed, settingsInvalid, settingsUnknownKey, settingsDirectoryMissing, pluginName, pluginComponentPath, pluginUnknownField,
  marketplaceInvalid, marketplaceSourceMissing, agentPromptLength, instructionsFrontmatter, instructionsApplyTo, instructionsExcludeAgent,
  instructionsUnknownKey, promptFrontmatter, promptAgentUnknown, setupStepsJob, setupStepsJobKey, pluginFieldIgnored,
];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { COPILOT_RULES as RULES };

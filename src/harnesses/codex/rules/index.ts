/** OpenAI Codex CLI: the AGENTS.md chain, custom agent roles, skills, the project config (its MCP servers and inline hooks), the hooks file and plugin manifests. */
import agentsMdShadowed from './agents-md-shadowed.js';
import agentsMdSize from './agents-md-size.js';
import configSchema from './config-schema.js';
import configUnknownKey from './config-unknown-key.js';
import hookEventUnknown from './hook-event-unknown.js';
import hookSkipped from './hook-skipped.js';
import hooksFileInvalid from './hooks-file-invalid.js';
import hooksTwoSources from './hooks-two-sources.js';
import marketplaceSchema from './marketplace-schema.js';
import marketplaceSource from './marketplace-source.js';
import mcpServerUnknownKey from './mcp-server-unknown-key.js';
import pluginComponentMissing from './plugin-component-missing.js';
import pluginManifest from './plugin-manifest.js';
import roleDuplicateName from './role-duplicate-name.js';
import roleSchema from './role-schema.js';
import skillListBudget from './skill-list-budget.js';
import skillLoad from './skill-load.js';

export const CODEX_RULES = [agentsMdSize, agentsMdShadowed, roleSchema, roleDuplicateName, skillLoad, skillListBudget, configSchema, configUnknownKey, mcpServerUnknownKey, hooksFileInvalid, hookEventUnknown, hookSkipped, hooksTwoSources, pluginManifest, marketplaceSchema, marketplaceSource, pluginComponentMissing];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { CODEX_RULES as RULES };

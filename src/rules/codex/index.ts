/** OpenAI Codex CLI: the AGENTS.md chain, custom agent roles, skills and the project config. */
import agentsMdShadowed from './agents-md-shadowed.js';
import agentsMdSize from './agents-md-size.js';
import configSchema from './config-schema.js';
import configUnknownKey from './config-unknown-key.js';
import roleDuplicateName from './role-duplicate-name.js';
import roleSchema from './role-schema.js';
import skillLoad from './skill-load.js';

export const CODEX_RULES = [agentsMdSize, agentsMdShadowed, roleSchema, roleDuplicateName, skillLoad, configSchema, configUnknownKey];

/** OpenAI Codex CLI: the AGENTS.md chain and custom agent roles. */
import agentsMdSize from './agents-md-size.js';
import roleSchema from './role-schema.js';

export const CODEX_RULES = [agentsMdSize, roleSchema];

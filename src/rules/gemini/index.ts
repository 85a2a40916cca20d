/** Gemini CLI: custom commands and subagents. */
import agentSchema from './agent-schema.js';
import commandSchema from './command-schema.js';

export const GEMINI_RULES = [commandSchema, agentSchema];

/** GitHub Copilot CLI: custom agents, skills, hooks. */
import agentDropped from './agent-dropped.js';
import agentUnknownField from './agent-unknown-field.js';
import hookEventUnknown from './hook-event-unknown.js';
import hookType from './hook-type.js';
import skillLoad from './skill-load.js';

export const COPILOT_RULES = [agentDropped, agentUnknownField, skillLoad, hookEventUnknown, hookType];

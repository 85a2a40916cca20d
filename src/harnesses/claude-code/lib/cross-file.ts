/** The cross-file agent rules (project rules); agents/index.ts spreads this list into AGENT_RULES. */
import type { Rule } from '../../../diagnostics/rule.js';
import agentReference from '../rules/agents/agent-reference.js';
import duplicateName from '../rules/agents/duplicate-name.js';
import skillReference from '../rules/agents/skill-reference.js';

export const CROSS_FILE_AGENT_RULES: Rule[] = [skillReference, duplicateName, agentReference];

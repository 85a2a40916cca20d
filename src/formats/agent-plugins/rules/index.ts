/** The Agent Plugins family: one rule per file in this folder. */
import type { Rule } from '../../../diagnostics/rule.js';
import manifest from './manifest.js';
import mcp from './mcp.js';
import skill from './skill.js';

export const AGENT_PLUGINS_RULES: Rule[] = [manifest, mcp, skill];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { AGENT_PLUGINS_RULES as RULES };

/** The mcp family: one rule per file in this folder. */
import type { Rule } from '../../diagnostics/rule.js';
import serverAllowlist from './server-allowlist.js';

export const MCP_RULES: Rule[] = [serverAllowlist];

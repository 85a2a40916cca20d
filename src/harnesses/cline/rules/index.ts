/** Cline (Cline CLI 3.0.65 recorded, the documentation where it was not: src/harnesses/cline/known-values.ts). */
import agentConfig from './agent-config.js';
import agentNameUnique from './agent-name-unique.js';
import hookName from './hook-name.js';
import ruleExtension from './rule-extension.js';
import ruleFrontmatter from './rule-frontmatter.js';
import ruleLocation from './rule-location.js';

export const CLINE_RULES = [ruleFrontmatter, ruleExtension, ruleLocation, hookName, agentConfig, agentNameUnique];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { CLINE_RULES as RULES };

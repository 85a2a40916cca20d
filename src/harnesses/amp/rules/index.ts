/** Amp (observed on the pinned CLI: src/harnesses/amp/known-values.ts). */
import mcpServers from './mcp-servers.js';
import skillFrontmatter from './skill-frontmatter.js';
import skillNameUnique from './skill-name-unique.js';

export const AMP_RULES = [skillFrontmatter, skillNameUnique, mcpServers];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { AMP_RULES as RULES };

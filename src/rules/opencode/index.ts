/** OpenCode: agent files. */
import agentFrontmatter from './agent-frontmatter.js';
import agentMode from './agent-mode.js';

export const OPENCODE_RULES = [agentMode, agentFrontmatter];

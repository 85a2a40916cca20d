/** OpenCode: config, agents, commands, skills. */
import agentFieldType from './agent-field-type.js';
import agentFrontmatter from './agent-frontmatter.js';
import agentMode from './agent-mode.js';
import commandAgent from './command-agent.js';
import commandFrontmatter from './command-frontmatter.js';
import configInvalid from './config-invalid.js';
import configUnknownKey from './config-unknown-key.js';
import defaultAgent from './default-agent.js';
import instructionsMissing from './instructions-missing.js';
import mcpEnvSyntax from './mcp-env-syntax.js';
import modelFormat from './model-format.js';
import skillFrontmatter from './skill-frontmatter.js';
import skillPathsMissing from './skill-paths-missing.js';

export const OPENCODE_RULES = [
  agentMode, agentFrontmatter, agentFieldType, configInvalid, configUnknownKey, mcpEnvSyntax, defaultAgent, modelFormat, instructionsMissing,
  commandFrontmatter, commandAgent, skillFrontmatter, skillPathsMissing,
];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { OPENCODE_RULES as RULES };

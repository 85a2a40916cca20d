/** Cursor (documentation only: no Cursor CLI runs offline, so none of these is observed). */
import agentFrontmatter from './agent-frontmatter.js';
import environmentPaths from './environment-paths.js';
import environmentSchema from './environment-schema.js';
import hookEventUnknown from './hook-event-unknown.js';
import hooksSchema from './hooks-schema.js';
import legacyCursorrules from './legacy-cursorrules.js';
import mcpInterpolation from './mcp-interpolation.js';
import mcpNoTransport from './mcp-no-transport.js';
import mcpSchema from './mcp-schema.js';
import ruleExtension from './rule-extension.js';
import ruleFileReference from './rule-file-reference.js';
import ruleFrontmatter from './rule-frontmatter.js';
import ruleGlobs from './rule-globs.js';
import ruleSize from './rule-size.js';
import pluginManifest from './plugin-manifest.js';
import marketplace from './marketplace.js';

export const CURSOR_RULES = [ruleFrontmatter, ruleExtension, ruleSize, ruleFileReference, legacyCursorrules, mcpSchema, mcpNoTransport, mcpInterpolation, hooksSchema, hookEventUnknown, agentFrontmatter, ruleGlobs, environmentSchema, environmentPaths, pluginManifest, marketplace];

/** This family's rules, under the name every family exports (the generated rule list imports it). */
export { CURSOR_RULES as RULES };

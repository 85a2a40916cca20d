/** The mcp family: one rule per file in this folder. */
import type { Rule } from '../../../../diagnostics/rule.js';
import fileShape from './file-shape.js';
import fieldTypes from './field-types.js';
import secretLiteral from './secret-literal.js';
import serverAllowlist from './server-allowlist.js';
import remoteServer from './remote-server.js';
import serverConfig from './server-config.js';
import transportDeprecated from './transport-deprecated.js';

export const MCP_RULES: Rule[] = [
  fileShape,
  fieldTypes,
  serverAllowlist,
  serverConfig,
  remoteServer,
  transportDeprecated,
  secretLiteral,
];

/** A `.cursor/mcp.json` server with neither `command` nor `url`: nothing to start or connect to. */
import { CURSOR_DOCS_MCP } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { mcpServers } from '../lib/mcp-servers.js';

export default artifactRule({
  meta: {
    id: 'cursor/mcp-no-transport',
    effect: 'fails-at-run-time',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A server in `.cursor/mcp.json` with neither `command` (a local STDIO server) nor `url` (a remote server).',
    kinds: ['cursor-mcp'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_DOCS_MCP}): a STDIO server requires \`command\` ("Required: Yes"), and an SSE or Streamable HTTP server is given by its \`url\`. A server with neither has nothing Cursor can start or connect to. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/mcp.json',
      wrong: '{\n  "mcpServers": {\n    "db": { "args": ["-y", "db-mcp"] }\n  }\n}\n',
      right: '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": ["-y", "db-mcp"] }\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    for (const { pair, config } of mcpServers(artifact)) {
      if (getPair(config, 'command') || getPair(config, 'url')) continue;
      ctx.report({ message: `MCP server \`${pair.key}\` has neither \`command\` nor \`url\`: Cursor has nothing to start or connect to (documented: ${CURSOR_DOCS_MCP})`, range: pair.keyRange, jsonPath: pair.path });
    }
  },
});

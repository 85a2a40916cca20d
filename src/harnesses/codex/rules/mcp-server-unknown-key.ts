/** Keys of an `[mcp_servers.<name>]` entry that Codex ignores with a warning. */
import { CODEX_MCP_SERVER_KEYS, CODEX_VERSION } from '../known-values.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { mcpServers } from '../lib/mcp-servers.js';
import { unknownKey } from '../lib/config-values.js';

export default artifactRule({
  meta: {
    id: 'codex/mcp-server-unknown-key',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: 'A key of an `[mcp_servers.<name>]` entry in `.codex/config.toml` that Codex does not know: it ignores the setting and loads the server without it.',
    kinds: ['codex-config'],
    harness: 'codex',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Codex CLI ${CODEX_VERSION} (oracle/codex/cases.json \`config-mcp-unknown-keys\`, \`config-mcp-known-keys\`): in a trusted project \`codex exec\` warns "Codex is ignoring 3 unrecognized configuration settings … \`mcp_servers.docs.enabeld\` is ignored" and runs on, \`codex mcp list\` still lists the server, and \`codex debug prompt-input\` says nothing; with \`--strict-config\` the run stops ("unknown configuration field \`mcp_servers.docs.enabeld\`"). So a misspelt \`enabled\`, \`required\` or \`tool_timeout_sec\` has no effect. Claude Code's keys (\`type\`, \`description\`, \`timeout\`) are not Codex's. The keys Codex knows were measured one by one (\`config-mcp-known-keys\`); https://developers.openai.com/codex/mcp lists them.`,
    examples: {
      file: '.codex/config.toml',
      wrong: '[mcp_servers.docs]\ncommand = "docs-mcp"\nenabeld = false\n',
      right: '[mcp_servers.docs]\ncommand = "docs-mcp"\nenabled = false\n',
    },
  },
  check(artifact, ctx) {
    for (const { pair: server, table } of mcpServers(artifact)) {
      for (const p of table.pairs) {
        if (CODEX_MCP_SERVER_KEYS.includes(p.key)) continue;
        ctx.report(unknownKey(artifact.path, p, CODEX_MCP_SERVER_KEYS, (dym) => `Codex ignores \`${p.key}\` in MCP server \`${server.key}\`: it says "\`mcp_servers.${server.key}.${p.key}\` is ignored" and loads the server without it${dym}`));
      }
    }
  },
});

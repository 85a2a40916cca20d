import { MCP_AUTH_METADATA_URL_MAX, MCP_URL_MAX } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

/** Hosts a cleartext url may reach without the validator's warning: this machine. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A remote MCP server's connection fields as `claude plugin validate` 2.1.332 checks them in a plugin's `.mcp.json`
 * (oracle/claude-code/rules-validator-sweep.json: `mcp url over http`, `mcp oauth metadata url over http`,
 * `mcp headersHelper with user_config`, `mcp network on a remote server`).
 */
export default artifactRule({
  meta: {
    id: 'mcp/remote-server',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A remote MCP server of a plugin whose `url` is cleartext `http://` to another host, whose `oauth.authServerMetadataUrl` is not `https://`, whose plugin `headersHelper` uses `${user_config.*}`, or that sets `network` (read on stdio servers only).',
    kinds: ['mcp'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'Claude Code 2.1.332 drops a server whose `oauth.authServerMetadataUrl` is not `https://` ("The plugin loader silently drops this server at load"), and refuses a plugin server whose `headersHelper` references `${user_config.*}` when the plugin declares options (options are never substituted there). `claude plugin validate` also warns that a `url` over `http://` to a host other than this machine sends requests, headers and credentials in cleartext, and that `network` is read on stdio servers only. Recorded cases: oracle/claude-code/rules-validator-sweep.json.',
    examples: {
      wrong: '{ "mcpServers": { "docs": { "type": "http", "url": "http://mcp.example.com/mcp" } } }',
      right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
      file: '.mcp.json',
      context: { '.claude-plugin/plugin.json': '{ "name": "my-plugin" }' },
    },
  },
  check(artifact, ctx) {
    const cfg = artifact.root;
    // The validator's checks of a plugin's servers: a project's `.mcp.json` was not recorded for them.
    if (artifact.pluginRoot === undefined || artifact.data.reference || !cfg || cfg.type !== 'map') return;
    const server = artifact.element.name;
    const url = getPair(cfg, 'url');
    const u = scalarString(url?.value);
    const host = u ? /^http:\/\/(\[[^\]]*\]|[^/:?#]*)/i.exec(u)?.[1] : undefined;
    // `mcp url too long`: "url is too long. The plugin loader silently drops this server at load."
    if (url?.value && u !== undefined && u.length > MCP_URL_MAX)
      ctx.report({ message: `\`url\` of MCP server \`${server}\` is longer than ${MCP_URL_MAX} characters: Claude Code drops the server at load`, range: url.value.range, jsonPath: url.path });
    if (url?.value && host !== undefined && !LOOPBACK.test(host))
      ctx.report({
        level: 'warn',
        message: `\`url\` of MCP server \`${server}\` uses \`http://\` to \`${host}\`: requests, headers and any credentials travel in cleartext (\`claude plugin validate\` warns; plugin directories may reject it)`,
        range: url.value.range,
        jsonPath: url.path,
        suggestion: { msg: 'use https://', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: url.value.range, text: JSON.stringify(u!.replace(/^http:/i, 'https:')) }] },
      });
    const meta = getPair(getPair(cfg, 'oauth')?.value ?? null, 'authServerMetadataUrl');
    const m = scalarString(meta?.value);
    if (meta?.value && m !== undefined && m.length > MCP_AUTH_METADATA_URL_MAX)
      ctx.report({ message: `\`oauth.authServerMetadataUrl\` of MCP server \`${server}\` is longer than ${MCP_AUTH_METADATA_URL_MAX} characters: Claude Code drops the server at load`, range: meta.value.range, jsonPath: meta.path });
    else if (meta?.value && m !== undefined && !m.startsWith('https://'))
      ctx.report({ message: `\`oauth.authServerMetadataUrl\` of MCP server \`${server}\` must use \`https://\`: Claude Code drops the server at load`, range: meta.value.range, jsonPath: meta.path });
    const helper = getPair(cfg, 'headersHelper');
    if (helper?.value && /\$\{user_config\./.test(scalarString(helper.value) ?? ''))
      ctx.report({ message: `\`headersHelper\` of MCP server \`${server}\` uses \`\${user_config.*}\`: it is never substituted there, and Claude Code refuses the server when the plugin declares options; read the option from the environment in the helper instead`, range: helper.value.range, jsonPath: helper.path });
    const network = getPair(cfg, 'network');
    if (network && (u !== undefined || ['http', 'sse', 'ws'].includes(scalarString(getPair(cfg, 'type')?.value) ?? '')))
      ctx.report({ level: 'warn', message: `Claude Code ignores \`network\` of remote MCP server \`${server}\`: it is read on stdio servers only (a remote server's host comes from its \`url\`)`, range: network.keyRange, jsonPath: network.path });
  },
});

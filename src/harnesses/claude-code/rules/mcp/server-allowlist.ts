import { artifactRule } from '../../../../diagnostics/rule.js';

interface Options {
  allowlist?: string[];
}

export default artifactRule<Options>({
  meta: {
    id: 'mcp/server-allowlist',
    effect: 'style',
    harness: 'claude-code',
    category: 'contract',
    defaultLevel: 'error',
    description: 'Opt-in governance: only MCP servers on an allowlist may be configured (in .mcp.json, plugin manifests and agent `mcpServers`).',
    kinds: ['mcp'],
    optIn: true,
    fixable: false,
    options: {
      type: 'object',
      properties: { allowlist: { type: 'array', items: { type: 'string' }, description: 'Server names allowed; an empty list blocks every server.' } },
      additionalProperties: false,
    },
    rationale:
      'An MCP server can read and send data wherever the agent can reach. Organisations that vet servers need a check that a pull request adds none they have not approved. The rule runs only when enabled in `.agentlint.yml` and then needs an `allowlist`.',
    examples: { wrong: '{ "mcpServers": { "random-scraper": { "command": "npx", "args": ["scraper"] } } }', right: '{ "mcpServers": { "github": { "type": "http", "url": "https://api.githubcopilot.com/mcp/" } } }', file: '.mcp.json', context: { '.agentlint.yml': 'rules:\n  mcp/server-allowlist:\n    allowlist: [github]\n' } },
  },
  validateOptions(o) {
    if (o.allowlist === undefined) return ['set `allowlist: [...]` (an empty list blocks every server)'];
    if (!Array.isArray(o.allowlist) || o.allowlist.some((s) => typeof s !== 'string')) return ['`allowlist` must be a list of server names'];
    return [];
  },
  check(artifact, ctx) {
    const list = ctx.options.allowlist ?? [];
    const name = artifact.element.name;
    if (list.includes(name)) return;
    const where = artifact.data.source === 'agent' ? `agent \`${String(artifact.data.owner)}\`` : artifact.data.source === 'plugin' ? 'the plugin manifest' : '.mcp.json';
    ctx.report({
      message: `MCP server \`${name}\` (in ${where}) is not on the server allowlist${list.length ? `: ${list.map((s) => `\`${s}\``).join(', ')}` : ' (the list is empty: every server is blocked)'}`,
      range: artifact.nameRange ?? artifact.file.lines.range(0, 0),
    });
  },
});

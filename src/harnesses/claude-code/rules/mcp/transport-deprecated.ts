import { MCP_DEPRECATED_TRANSPORTS } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';

export default artifactRule({
  meta: {
    id: 'mcp/transport-deprecated',
    effect: 'style',
    harness: 'claude-code',
    category: 'migration',
    defaultLevel: 'info',
    description: 'An MCP server on the deprecated `sse` transport.',
    kinds: ['mcp'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      'The SSE transport is deprecated in Claude Code in favour of streamable HTTP (`"type": "http"`). SSE servers still connect today, but support may be removed; most servers offer both endpoints, often at a different path, so check the URL when switching.',
    examples: {
      wrong: '{ "mcpServers": { "docs": { "type": "sse", "url": "https://mcp.example.com/sse" } } }',
      right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
      file: '.mcp.json',
    },
  },
  check(artifact, ctx) {
    if (artifact.data.reference) return;
    const pair = getPair(artifact.root, 'type');
    const type = scalarString(pair?.value);
    if (!pair || !pair.value || type === undefined) return;
    const use = MCP_DEPRECATED_TRANSPORTS[type];
    if (!use) return;
    const raw = artifact.file.text[pair.value.range.start.offset];
    const text = raw === '"' ? JSON.stringify(use) : raw === "'" ? `'${use}'` : use;
    ctx.report({
      message: `MCP server \`${artifact.element.name}\` uses the deprecated \`${type}\` transport: Claude Code still lists it, but the docs deprecate \`${type}\` in favour of \`${use}\` (streamable HTTP; documented: https://code.claude.com/docs/en/mcp)`,
      range: pair.value.range,
      jsonPath: pair.path,
      help: 'switch to `"type": "http"` and check whether the server\'s HTTP endpoint has a different path',
      suggestion: { msg: `use \`${use}\` (the server's URL may differ)`, applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: pair.value.range, text }] },
    });
  },
});

/** An `.mcp.json` without an `mcpServers` object: Claude Code loads no server from it. */
import { parseJsonFile } from '../../../../artifacts/json.js';
import { getPair } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import { jsonType, withArticle } from '../../../../rules/shared/json-type.js';

export default projectRule({
  meta: {
    id: 'mcp/file-shape',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An `.mcp.json` whose servers are not under an `mcpServers` object (a warning when `mcpServers` is missing, an error when it is not an object).',
    kinds: ['mcp'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code reads MCP servers only from the `mcpServers` object of `.mcp.json`. Servers written at the top level are not loaded and nothing says so: `claude mcp list` 2.1.332 listed none and skipped none (oracle/claude-code/rules-mcp.json, case `.mcp.json without mcpServers`), and `claude plugin validate` is silent too (mutations.json `mcp:/mcpServers:remove`), hence a warning. An `mcpServers` that is not an object is rejected: "must be an object mapping server names to server configs … No servers load from this file" (mutations.json `mcp:/mcpServers:type:string`).',
    examples: { wrong: '{ "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } }', right: '{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } } }', file: '.mcp.json' },
  },
  check(project, ctx) {
    for (const f of project.files) {
      if (f.kind !== 'mcp') continue;
      const { root } = parseJsonFile(f.file);
      if (!root || root.type !== 'map') continue;
      const servers = getPair(root, 'mcpServers');
      if (!servers) {
        const first = root.pairs[0];
        if (!first) continue; // `{}`: an empty config, nothing lost
        const looksLikeServers = root.pairs.some((p) => p.value?.type === 'map' && (getPair(p.value, 'command') || getPair(p.value, 'url')));
        ctx.report({
          path: f.file.path,
          message: `this file has no \`mcpServers\` object: Claude Code loads no MCP server from it and says nothing${looksLikeServers ? ' (the servers here sit at the top level; put them under `"mcpServers"`)' : ''}`,
          range: first.keyRange,
          jsonPath: first.path,
          level: 'warn',
          help: 'write `{ "mcpServers": { "<name>": { "command": "…" } } }`',
        });
        continue;
      }
      const v = servers.value;
      if (!v || v.type === 'map') continue;
      ctx.report({
        path: f.file.path,
        message: `\`mcpServers\` must be an object mapping server names to configs, not ${withArticle(jsonType(v))}: no server loads from this file ("No servers load from this file")`,
        range: v.range,
        jsonPath: servers.path,
      });
    }
  },
});

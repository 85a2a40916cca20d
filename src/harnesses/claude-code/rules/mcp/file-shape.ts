/** An `.mcp.json` without an `mcpServers` object: Claude Code loads no server from it. */
import { parseJsonFile } from '../../../../artifacts/json.js';
import { getPair } from '../../../../artifacts/tree.js';
import { projectRule } from '../../../../diagnostics/rule.js';
import type { ParsedFile, Project } from '../../../../artifacts/model.js';
import { jsonType, withArticle } from '../../../../rules/shared/json-type.js';

/** The file belongs to a plugin: discovery read it in one, or a plugin manifest sits beside it. */
function inPlugin(project: Project, f: ParsedFile): boolean {
  if (f.artifacts.some((a) => a.pluginRoot !== undefined)) return true;
  const dir = f.file.path.includes('/') ? f.file.path.slice(0, f.file.path.lastIndexOf('/') + 1) : '';
  return project.stat(`${dir}.claude-plugin/plugin.json`) === 'file';
}

export default projectRule({
  meta: {
    id: 'mcp/file-shape',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An `.mcp.json` whose servers are not under an `mcpServers` object (a warning when `mcpServers` is missing outside a plugin, an error when it is not an object).',
    kinds: ['mcp'],
    harness: 'claude-code',
    optIn: false,
    fixable: false,
    rationale:
      'Claude Code reads MCP servers only from the `mcpServers` object of `.mcp.json`. Servers written at the top level are not loaded and nothing says so: `claude mcp list` 2.1.332 listed none and skipped none (oracle/claude-code/rules-mcp.json, case `.mcp.json without mcpServers`), and `claude plugin validate` is silent too (mutations.json `mcp:/mcpServers:remove`), hence a warning. An `mcpServers` that is not an object is rejected: "must be an object mapping server names to server configs … No servers load from this file" (mutations.json `mcp:/mcpServers:type:string`). A plugin\'s `.mcp.json` is different: the plugin loader reads `mcpServers` when present and else the object itself, so servers at its top level load; Claude Code 2.1.332 says so when asked to add a server to such a file ("it lists servers at the top level, and adding an "mcpServers" key would stop a plugin from loading them"), and nothing is reported there.',
    examples: { wrong: '{ "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } }', right: '{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } } }', file: '.mcp.json' },
  },
  check(project, ctx) {
    for (const f of project.files) {
      if (f.kind !== 'mcp') continue;
      const { root } = parseJsonFile(f.file);
      if (!root || root.type !== 'map') continue;
      const servers = getPair(root, 'mcpServers');
      if (!servers && inPlugin(project, f)) continue; // a plugin's loader reads the top-level servers
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

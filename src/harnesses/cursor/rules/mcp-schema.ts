/** `.cursor/mcp.json` values of the wrong shape: Cursor's documented fields and their types. */
import { CURSOR_DOCS_MCP } from '../known-values.js';
import { getPair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type RuleContext } from '../../../diagnostics/rule.js';
import { isScalar, openingBrace, reportShape } from '../lib/json-shape.js';
import { mcpServers } from '../lib/mcp-servers.js';

const isString = (v: TreeNode | null) => isScalar(v, 'string');
const wrong = (ctx: RuleContext, v: TreeNode, what: string, want: string) => reportShape(ctx, v, what, want, CURSOR_DOCS_MCP);

export default artifactRule({
  meta: {
    id: 'cursor/mcp-schema',
    effect: 'ignored',
    category: 'correctness',
    defaultLevel: 'warn',
    description: '`.cursor/mcp.json` whose servers do not have the documented shape: `mcpServers` not an object, `command`/`url`/`type`/`envFile` not strings, `args` not an array of strings, `env`/`headers` not objects of strings, or `envFile` on a remote server.',
    kinds: ['cursor-mcp'],
    harness: 'cursor',
    optIn: false,
    fixable: false,
    rationale: `Documented (${CURSOR_DOCS_MCP}): servers live under \`mcpServers\`; a STDIO server has \`command\` ("Command to start the server executable"), \`args\` ("Array of arguments passed to the command"), \`env\` and \`envFile\`; a remote server has \`url\` and \`headers\`; "Remote servers (HTTP/SSE) do not support \`envFile\`." What Cursor does with a value of another type is not documented, so this is a warning. Not observed: Cursor has no offline CLI.`,
    examples: {
      file: '.cursor/mcp.json',
      wrong: '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": "-y db-mcp" }\n  }\n}\n',
      right: '{\n  "mcpServers": {\n    "db": { "command": "npx", "args": ["-y", "db-mcp"] }\n  }\n}\n',
    },
  },
  check(artifact, ctx) {
    const root = artifact.root;
    if (root?.type !== 'map') {
      if (root) wrong(ctx, root, '`.cursor/mcp.json`', 'an object with `mcpServers`');
      return;
    }
    const servers = getPair(root, 'mcpServers');
    if (!servers) {
      ctx.report({ message: `\`.cursor/mcp.json\` has no \`mcpServers\` object, so it configures no server (documented: ${CURSOR_DOCS_MCP})`, range: openingBrace(root) });
      return;
    }
    if (servers.value && servers.value.type !== 'map') return wrong(ctx, servers.value, '`mcpServers`', 'an object of servers by name');
    for (const p of servers.value?.type === 'map' ? servers.value.pairs : []) {
      if (p.value && p.value.type !== 'map') wrong(ctx, p.value, `server \`${p.key}\``, 'an object');
    }
    for (const { pair, config } of mcpServers(artifact)) {
      const of = (key: string) => `\`${key}\` of server \`${pair.key}\``;
      for (const key of ['type', 'command', 'url', 'envFile']) {
        const v = getPair(config, key)?.value;
        if (v && !isString(v)) wrong(ctx, v, of(key), 'a string');
      }
      const args = getPair(config, 'args')?.value;
      if (args && args.type !== 'seq') wrong(ctx, args, of('args'), 'an array of strings');
      (args?.type === 'seq' ? args.items : []).forEach((item, i) => !isString(item) && wrong(ctx, item, of(`args[${i}]`), 'a string'));
      for (const key of ['env', 'headers']) {
        const v = getPair(config, key)?.value;
        if (v && v.type !== 'map') wrong(ctx, v, of(key), 'an object of strings');
        for (const e of v?.type === 'map' ? v.pairs : []) if (e.value && !isString(e.value)) wrong(ctx, e.value, of(`${key}.${e.key}`), 'a string');
      }
      const envFile = getPair(config, 'envFile');
      if (envFile && getPair(config, 'url') && !getPair(config, 'command')) {
        ctx.report({ message: `server \`${pair.key}\` is a remote server, and remote servers do not support \`envFile\`: use \`\${env:NAME}\` in \`headers\` instead (documented: ${CURSOR_DOCS_MCP})`, range: envFile.keyRange, jsonPath: envFile.path });
      }
    }
  },
});

/** MCP server fields of the wrong type: `command`, `url` not strings, `args` not an array of strings, `env`/`headers` not string maps, a `url` that is not an absolute URL. */
import { getPair, scalarString, type TreeNode } from '../../../../artifacts/tree.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { jsonType, withArticle } from '../../../../rules/shared/json-type.js';

const isString = (n: TreeNode | null | undefined) => n?.type === 'scalar' && typeof n.value === 'string';

function isAbsoluteUrl(s: string): boolean {
  try {
    return Boolean(new URL(s).protocol);
  } catch {
    return false;
  }
}

const REMOTE = ['http', 'sse', 'ws'];

export default artifactRule({
  meta: {
    id: 'mcp/field-types',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An MCP server whose `command` or `url` is not a string, whose `args` is not an array of strings, whose `env` or `headers` is not an object of strings, or whose remote `url` is not an absolute URL.',
    kinds: ['mcp'],
    optIn: false,
    fixable: 'maybe',
    rationale:
      '`claude plugin validate` 2.1.332 checks every server of an MCP config and says what the plugin loader does: "Invalid input: expected array, received string. The plugin loader silently drops this server at load." (oracle/claude-code/mutations.json, case `mcp:/mcpServers/local/args:type:string`; likewise a `command` that is not a string, `args` items, `env` and `headers` that are not objects of strings). A remote `url` that is not an absolute URL: "The plugin loader marks this server as invalid config and it never connects" (case `mcp:/mcpServers/remote/url:bad-url`). `args` written as one string is the usual slip: the fix splits it at spaces, which is only a guess when an argument holds a space.',
    examples: {
      wrong: '{ "mcpServers": { "docs": { "command": "npx", "args": "-y @acme/docs-mcp" } } }',
      right: '{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "@acme/docs-mcp"] } } }',
      file: '.mcp.json',
    },
  },
  check(artifact, ctx) {
    if (artifact.data.reference) return;
    const cfg = artifact.root;
    if (!cfg || cfg.type !== 'map') return; // mcp/server-config's
    const server = artifact.element.name;
    const drops = artifact.pluginDistributed ? 'the plugin loader silently drops this server' : '`claude plugin validate` rejects this server config (a plugin\'s loader silently drops such a server)';
    const bad = (key: string, want: string, node: TreeNode, path: string) =>
      ctx.report({ message: `\`${key}\` of MCP server \`${server}\` must be ${want}, not ${withArticle(jsonType(node))}: ${drops}`, range: node.range, jsonPath: path });
    for (const key of ['command', 'url', 'cwd']) {
      const p = getPair(cfg, key);
      if (p?.value && !isString(p.value)) bad(key, 'a string', p.value, p.path);
    }
    const args = getPair(cfg, 'args');
    if (args?.value) {
      const v = args.value;
      if (v.type === 'seq') {
        for (const item of v.items) if (!isString(item)) bad('args', 'an array of strings', item, item.path);
      } else {
        const text = scalarString(v);
        ctx.report({
          message: `\`args\` of MCP server \`${server}\` must be an array of strings, not ${withArticle(jsonType(v))}: ${drops}`,
          range: v.range,
          jsonPath: args.path,
          suggestion: text !== undefined && text.trim() !== ''
            ? { msg: 'split it into an array', applicability: 'MaybeIncorrect', edits: [{ path: artifact.path, range: v.range, text: JSON.stringify(text.trim().split(/\s+/)) }] }
            : undefined,
        });
      }
    }
    for (const key of ['env', 'headers']) {
      const p = getPair(cfg, key);
      if (!p?.value) continue;
      if (p.value.type !== 'map') {
        bad(key, 'an object of strings', p.value, p.path);
        continue;
      }
      for (const e of p.value.pairs) if (e.value && !isString(e.value)) bad(`${key}.${e.key}`, 'a string', e.value, e.path);
    }
    const type = scalarString(getPair(cfg, 'type')?.value);
    const url = getPair(cfg, 'url');
    const u = scalarString(url?.value);
    // Claude Code expands `${VAR}` and `${VAR:-default}` in `url` when it loads the server (documented), so such a
    // value is judged only once expanded, which a linter cannot do.
    if (type && REMOTE.includes(type) && u !== undefined && u.trim() !== '' && !u.includes('${') && !isAbsoluteUrl(u)) {
      ctx.report({
        message: `\`url\` \`${u}\` of MCP server \`${server}\` is not an absolute URL: ${artifact.pluginDistributed ? 'the plugin loader marks this server as invalid config and it never connects' : '`claude plugin validate` rejects it (a plugin\'s loader marks such a server as invalid config and it never connects)'}`,
        range: url!.value!.range,
        jsonPath: url!.path,
        help: 'write an absolute URL such as `https://mcp.example.com/mcp`',
      });
    }
  },
});

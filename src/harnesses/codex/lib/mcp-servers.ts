/**
 * Shared reading of `[mcp_servers.<name>]` in `.codex/config.toml` (not a rule): the entries, and the problems that
 * stop Codex (oracle cases `config-mcp-*`, `config-wrong-type`).
 */
import { CODEX_MCP_HTTP_KEYS, CODEX_MCP_SERVER_TYPES, CODEX_MCP_STARTUP_READINESS, CODEX_MCP_STDIO_KEYS } from '../known-values.js';
import type { Artifact } from '../../../artifacts/model.js';
import type { Range } from '../../../artifacts/source.js';
import type { MapNode, Pair, TreeNode } from '../../../artifacts/tree.js';

export interface McpServer { pair: Pair; table: MapNode }

/** The `[mcp_servers.<name>]` entries that are tables. */
export function mcpServers(a: Artifact): McpServer[] {
  const servers = a.root?.type === 'map' ? a.root.pairs.find((p) => p.key === 'mcp_servers')?.value : undefined;
  if (servers?.type !== 'map') return [];
  return servers.pairs.flatMap((pair) => (pair.value?.type === 'map' ? [{ pair, table: pair.value }] : []));
}

const TYPE_WORDS = { string: 'a string', boolean: 'a boolean', number: 'a number', count: 'a whole number', list: 'a list', table: 'a table' } as const;
const CODEX_EXPECTS = { string: 'a string', boolean: 'a boolean', number: 'f64', count: 'u64', list: 'a sequence', table: 'a map' } as const;

function hasType(v: TreeNode, t: keyof typeof TYPE_WORDS): boolean {
  if (t === 'list') return v.type === 'seq';
  if (t === 'table') return v.type === 'map';
  if (v.type !== 'scalar') return false;
  if (t === 'count') return typeof v.value === 'number' && Number.isInteger(v.value) && v.value >= 0;
  return typeof v.value === (t === 'number' ? 'number' : t);
}

export interface McpProblem { message: string; range: Range; jsonPath: string }

/** What makes Codex refuse a server entry (and with it the whole config), in Codex's words. */
export function mcpServerProblems(a: Artifact): McpProblem[] {
  const headers = (a.data.headers ?? {}) as Record<string, Range>;
  const out: McpProblem[] = [];
  for (const { pair: s, table } of mcpServers(a)) {
    const keys = table.pairs;
    for (const p of keys) {
      const t = CODEX_MCP_SERVER_TYPES[p.key];
      if (t && p.value && !hasType(p.value, t)) {
        out.push({ message: `\`mcp_servers.${s.key}.${p.key}\` must be ${TYPE_WORDS[t]} ("invalid type: …, expected ${CODEX_EXPECTS[t]}")`, range: p.value.range, jsonPath: p.path });
      }
      const v = p.value;
      if ((p.key === 'startup_timeout_sec' || p.key === 'tool_timeout_sec') && v?.type === 'scalar' && typeof v.value === 'number' && v.value < 0) {
        // `codex-config:/mcp_servers/docs/startup_timeout_sec:negative`: "cannot convert float seconds to Duration: value is negative".
        out.push({ message: `\`mcp_servers.${s.key}.${p.key}\` is negative ("cannot convert float seconds to Duration: value is negative")`, range: v.range, jsonPath: p.path });
      }
      if (p.key === 'startup_readiness' && v?.type === 'scalar' && typeof v.value === 'string' && !CODEX_MCP_STARTUP_READINESS.includes(v.value)) {
        out.push({ message: `\`startup_readiness\` is \`${v.value}\`; Codex accepts ${CODEX_MCP_STARTUP_READINESS.map((x) => `\`${x}\``).join(' or ')} ("unknown variant")`, range: v.range, jsonPath: p.path });
      }
    }
    const stdio = keys.some((x) => x.key === 'command');
    const http = keys.some((x) => x.key === 'url');
    if (!stdio && !http) {
      out.push({ message: `MCP server \`${s.key}\` has neither \`command\` nor \`url\` ("invalid transport")`, range: headers[s.path] ?? s.keyRange, jsonPath: s.path });
      continue;
    }
    const foreign = keys.find((x) => (stdio ? CODEX_MCP_HTTP_KEYS : CODEX_MCP_STDIO_KEYS).includes(x.key));
    if (foreign) {
      out.push({
        message: `\`${foreign.key}\` is not supported for ${stdio ? 'a stdio' : 'an HTTP'} MCP server (\`${s.key}\` has \`${stdio ? 'command' : 'url'}\`)`,
        range: foreign.keyRange,
        jsonPath: foreign.path,
      });
    }
    const token = keys.find((x) => x.key === 'bearer_token');
    if (token && http && !stdio) {
      out.push({ message: `MCP server \`${s.key}\` has a literal \`bearer_token\` ("bearer_token is not supported for streamable_http"); name an environment variable in \`bearer_token_env_var\``, range: token.keyRange, jsonPath: token.path });
    } else if (token && stdio && !http) {
      // Fatal on a stdio server too (`config-mcp-bearer-token-stdio`): a stdio server takes no token at all.
      out.push({ message: `\`bearer_token\` is not supported for a stdio MCP server (\`${s.key}\` has \`command\`; "bearer_token is not supported for stdio")`, range: token.keyRange, jsonPath: token.path });
    }
  }
  return out;
}

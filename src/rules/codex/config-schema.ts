/** `.codex/config.toml` problems that stop Codex: every command fails to start in a trusted project. */
import { CODEX_MCP_HTTP_KEYS, CODEX_MCP_STDIO_KEYS, CODEX_VERSION } from '../../artifacts/known-values/index.js';
import type { Range } from '../../artifacts/source.js';
import type { Pair } from '../../artifacts/tree.js';
import { artifactRule } from '../../diagnostics/rule.js';
import { valueProblems } from './values.js';

const FATAL = 'Codex refuses to start in this project (when trusted)';
const isString = (p: Pair | undefined) => p?.value?.type === 'scalar' && typeof p.value.value === 'string';

export default artifactRule({
  meta: {
    id: 'codex/config-schema',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A project `.codex/config.toml` that stops every Codex command: not valid TOML, a value of the wrong type, or an MCP server with no transport or keys of both transports.',
    kinds: ['codex-config'],
    harness: 'codex',
    optIn: false,
    fixable: false,
    rationale: `Codex reads \`.codex/config.toml\` only in a trusted project (https://developers.openai.com/codex/config-reference), and then deserialises it before anything else. Observed on Codex CLI ${CODEX_VERSION} (fixtures/oracle/codex/cases.json \`config-toml-error\`, \`config-wrong-type\`, \`config-wrong-type-top\`, \`config-mcp-no-transport\`, \`config-mcp-both\`, \`config-mcp-http-stdio-key\`): \`codex exec\`, \`codex mcp list\` and \`codex debug prompt-input\` all exit 1 with "failed to load bootstrap configuration" / "Error loading config.toml: invalid type: integer \`42\`, expected a string in \`mcp_servers.bad.url\`", "invalid transport", "url is not supported for stdio", "args is not supported for streamable_http". In an untrusted project the same file is not read at all (\`config-wrong-type-untrusted\`).`,
    examples: {
      file: '.codex/config.toml',
      wrong: '[mcp_servers.docs]\nurl = 42\n',
      right: '[mcp_servers.docs]\nurl = "http://127.0.0.1:8080/mcp"\n',
    },
  },
  check(artifact, ctx) {
    const err = artifact.data.tomlError as { message: string; range: Range } | undefined;
    if (err) {
      ctx.report({ message: `${FATAL}: this file is not valid TOML (${err.message})`, range: err.range });
      return;
    }
    const root = artifact.root;
    if (!root || root.type !== 'map') return;
    for (const v of valueProblems(root.pairs, { enums: false })) ctx.report({ message: `${FATAL}: ${v.message}`, range: v.range, jsonPath: v.jsonPath });
    const max = root.pairs.find((p) => p.key === 'project_doc_max_bytes');
    if (max?.value && !(max.value.type === 'scalar' && Number.isInteger(max.value.value) && (max.value.value as number) >= 0)) {
      ctx.report({ message: `${FATAL}: \`project_doc_max_bytes\` must be a whole number of bytes ("invalid type … expected usize")`, range: max.value.range, jsonPath: max.path });
    }
    const headers = (artifact.data.headers ?? {}) as Record<string, Range>;
    const servers = root.pairs.find((p) => p.key === 'mcp_servers')?.value;
    if (servers?.type !== 'map') return;
    for (const s of servers.pairs) {
      if (s.value?.type !== 'map') continue;
      const at = headers[s.path] ?? s.keyRange;
      const keys = s.value.pairs;
      for (const k of ['command', 'url']) {
        const p = keys.find((x) => x.key === k);
        if (p?.value && !isString(p)) ctx.report({ message: `${FATAL}: \`mcp_servers.${s.key}.${k}\` must be a string ("invalid type")`, range: p.value.range, jsonPath: p.path });
      }
      const stdio = keys.some((x) => x.key === 'command');
      const http = keys.some((x) => x.key === 'url');
      if (!stdio && !http) {
        ctx.report({ message: `${FATAL}: MCP server \`${s.key}\` has neither \`command\` nor \`url\` ("invalid transport")`, range: at, jsonPath: s.path });
        continue;
      }
      const foreign = keys.find((x) => (stdio ? CODEX_MCP_HTTP_KEYS : CODEX_MCP_STDIO_KEYS).includes(x.key));
      if (foreign) {
        ctx.report({
          message: `${FATAL}: \`${foreign.key}\` is not supported for ${stdio ? 'a stdio' : 'an HTTP'} MCP server (\`${s.key}\` has \`${stdio ? 'command' : 'url'}\`)`,
          range: foreign.keyRange,
          jsonPath: foreign.path,
        });
      }
    }
  },
});

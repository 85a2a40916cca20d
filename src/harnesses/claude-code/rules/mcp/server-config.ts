import { MCP_TRANSPORT_REQUIRED, MCP_TRANSPORTS } from '../../known-values/claude-code.js';
import { getPair, scalarString } from '../../../../artifacts/tree.js';
import type { Suggestion } from '../../../../diagnostics/diagnostic.js';
import { artifactRule } from '../../../../diagnostics/rule.js';
import { certainCorrection, didYouMean, listOf } from '../../../../diagnostics/suggest.js';
import { addJsonPair } from '../../lib/plugin-edits.js';

/** Spellings of a transport seen in other tools' configs. */
const ALIASES: Record<string, string> = {
  streamablehttp: 'http', 'streamable_http': 'http', 'http-stream': 'http', https: 'http',
  websocket: 'ws', websockets: 'ws', wss: 'ws', local: 'stdio', process: 'stdio',
};

export default artifactRule({
  meta: {
    id: 'mcp/server-config',
    effect: 'refused',
    harness: 'claude-code',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An MCP server with an unknown `type`, a stdio server without `command`, or an http/sse/ws server without `url`.',
    kinds: ['mcp'],
    optIn: false,
    fixable: 'machine',
    rationale:
      'Claude Code validates each MCP server when it starts: a server with an unknown `type`, a stdio server (the default type) without `command`, or a remote server without `url` fails to connect and its tools are missing from the session; the reason is only shown in `/mcp`.',
    examples: {
      wrong: '{ "mcpServers": { "docs": { "url": "https://mcp.example.com/mcp" } } }',
      right: '{ "mcpServers": { "docs": { "type": "http", "url": "https://mcp.example.com/mcp" } } }',
      file: '.mcp.json',
    },
  },
  check(artifact, ctx) {
    if (artifact.data.reference) return;
    const server = artifact.element.name;
    const cfg = artifact.root;
    const at = artifact.nameRange ?? artifact.file.lines.range(0, 0);
    if (!cfg || cfg.type !== 'map') {
      ctx.report({ message: `MCP server \`${server}\` must be an object with a \`command\` or a \`url\`: Claude Code cannot start it`, range: cfg ? cfg.range : at });
      return;
    }
    const typePair = getPair(cfg, 'type');
    let type = scalarString(typePair?.value);
    if (typePair && typePair.value) {
      if (type === undefined || !MCP_TRANSPORTS.includes(type)) {
        const raw = type ?? '';
        const fixed = type === undefined ? undefined : certainCorrection(raw, MCP_TRANSPORTS) ?? ALIASES[raw.toLowerCase()];
        const certain = type !== undefined && certainCorrection(raw, MCP_TRANSPORTS) !== undefined;
        ctx.report({
          message: `MCP server \`${server}\` has unknown type \`${raw}\`${type ? didYouMean(raw, MCP_TRANSPORTS) : ''}: Claude Code skips it`,
          range: typePair.value.range,
          jsonPath: typePair.path,
          help: `type is one of ${listOf(MCP_TRANSPORTS)} (stdio when omitted)`,
          suggestion: fixed
            ? { msg: `use \`${fixed}\``, applicability: certain ? 'MachineApplicable' : 'MaybeIncorrect', edits: [{ path: artifact.path, range: typePair.value.range, text: quoteLike(artifact.file.text, typePair.value.range.start.offset, fixed) }] }
            : undefined,
        });
        return;
      }
    }
    const hasCommand = getPair(cfg, 'command')?.value != null;
    const hasUrl = getPair(cfg, 'url')?.value != null;
    if (!type) {
      if (hasUrl && !hasCommand) {
        const suggestion: Suggestion | undefined = cfg.flow
          ? { msg: 'add `"type": "http"`', applicability: 'MaybeIncorrect', edits: [addJsonPair(artifact.file, cfg, 'type', '"http"')] }
          : undefined;
        ctx.report({
          message: `MCP server \`${server}\` has a \`url\` but no \`type\`: Claude Code skips it (\`claude mcp list\`: "has a \"url\" but no \"type\"")`,
          range: at,
          jsonPath: cfg.path,
          help: 'add `"type": "http"` (or `sse`, `ws`) for a remote server',
          suggestion,
        });
        return;
      }
      type = 'stdio';
    }
    const need = MCP_TRANSPORT_REQUIRED[type]!;
    const needPair = getPair(cfg, need);
    const needValue = scalarString(needPair?.value);
    // A value of the wrong type is mcp/field-types'. A blank value (an empty `url`, a whitespace `command`) passes
    // `claude plugin validate` (mutations.json `mcp:/mcpServers/remote/url:empty`, `…/local/command:whitespace`): a warning.
    if (needPair?.value && needPair.value.type === 'scalar' && needPair.value.value !== null && typeof needPair.value.value !== 'string') return;
    if (needPair?.value && needPair.value.type !== 'scalar') return;
    if (needValue !== undefined && needValue.trim() === '' && !(need === 'command' && needValue === '')) {
      ctx.report({
        // Loaded, with nothing to start.
        effect: 'fails-at-run-time',
        message: `\`${need}\` of MCP server \`${server}\` is blank: the server has nothing to ${need === 'command' ? 'run' : 'connect to'} (Claude Code 2.1.332's validator accepts it)`,
        range: needPair!.value!.range,
        jsonPath: needPair!.path,
        level: 'warn',
      });
      return;
    }
    if (!needPair || needValue === undefined || needValue.trim() === '') {
      ctx.report({
        message: `${typePair ? `\`${type}\`` : 'stdio (the default type)'} MCP server \`${server}\` has no \`${need}\`: Claude Code skips it as an invalid server config`,
        range: needPair ? needPair.keyRange : typePair?.value ? typePair.value.range : at,
        jsonPath: needPair?.path ?? cfg.path,
        help: type === 'stdio' ? 'add `"command"` (and `"args"`), or set `"type"` for a remote server' : `add \`"url"\` for the ${type} endpoint`,
      });
    }
  },
});

function quoteLike(text: string, offset: number, value: string): string {
  const c = text[offset];
  return c === '"' ? JSON.stringify(value) : c === "'" ? `'${value}'` : value;
}

/** Workspace MCP servers Copilot CLI skips: no `command`/`url`, a field of the wrong type, an unknown `type`. */
import { COPILOT_MCP_REMOTE_TYPES, COPILOT_MCP_SERVER_FIELDS, COPILOT_MCP_TYPES, COPILOT_VERSION } from '../known-values.js';
import { getPair } from '../../../artifacts/tree.js';
import type { Artifact } from '../../../artifacts/model.js';
import { projectRule, type RuleContext } from '../../../diagnostics/rule.js';
import { certainCorrection, closest } from '../../../diagnostics/suggest.js';
import { typeMismatch } from '../lib/json-types.js';
import { isUrl } from '../../../rules/shared/url.js';

export default projectRule({
  meta: {
    id: 'copilot/mcp-server-skipped',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'A server in `.mcp.json` or `.github/mcp.json` that Copilot CLI skips: neither `command` nor `url`, a field of the wrong type, an unknown `type`, a `timeout` that is not positive or a `url` that is no URL; or an `mcpServers` that is not an object (the whole file skipped).',
    kinds: ['copilot-mcp'],
    harness: 'copilot',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on Copilot CLI ${COPILOT_VERSION} (oracle/copilot/cases.json, case \`mcp\`): the debug log says \`Skipping invalid MCP server "<name>" in …: <reason>\` and the session starts without that server; the other servers of the file still load. Nothing is shown on screen. The mutation probes (oracle/copilot/mutations.json) add \`timeout\` 0 or negative ("Number must be greater than 0"), a \`url\` that is empty, blank or \`not a url\` ("Invalid url"), and an \`mcpServers\` that is not an object, for which \`copilot mcp list\` skips the whole file ("because it is malformed").`,
    examples: {
      file: '.github/mcp.json',
      wrong: '{\n  "mcpServers": {\n    "docs": {"type": "HTTP", "url": "https://example.com/mcp"}\n  }\n}\n',
      right: '{\n  "mcpServers": {\n    "docs": {"type": "http", "url": "https://example.com/mcp"}\n  }\n}\n',
    },
  },
  check(project, ctx) {
    const files = project.artifacts.filter((a) => a.kind === 'copilot-mcp');
    // With `.mcp.json` present the CLI neither reads nor validates `.github/mcp.json` (copilot/mcp-file-shadowed).
    const read = files.some((a) => a.path === '.mcp.json') ? files.filter((a) => a.path === '.mcp.json') : files;
    for (const a of read) checkFile(a, ctx);
  },
});

function checkFile(artifact: Artifact, ctx: RuleContext): void {
  const pair = getPair(artifact.root, 'mcpServers');
  const servers = pair?.value;
  if (pair && servers?.type !== 'map') {
    // The whole file (mutation probes copilot-mcp:/mcpServers:type:*, `copilot mcp list`).
    ctx.report({ path: artifact.path, message: 'Copilot CLI skips this whole MCP config: `mcpServers` must be an object ("skipping workspace MCP config … because it is malformed: mcpServers: Expected object")', range: servers?.range ?? pair.keyRange, jsonPath: pair.path });
    return;
  }
  if (servers?.type !== 'map') return;
  for (const s of servers.pairs) {
    const skip = (reason: string) => `Copilot CLI skips the MCP server \`${s.key}\`: ${reason} (its log says "Skipping invalid MCP server")`;
    const cfg = s.value;
    if (cfg?.type !== 'map') {
      ctx.report({ path: artifact.path, message: skip('its entry must be an object ("server config must be an object")'), range: cfg?.range ?? s.keyRange, jsonPath: s.path });
      continue;
    }
    for (const p of cfg.pairs) {
      const want = COPILOT_MCP_SERVER_FIELDS[p.key];
      if (!want) continue;
      if (want === 'type') {
        const t = p.value?.type === 'scalar' ? p.value.value : undefined;
        if (typeof t === 'string' && COPILOT_MCP_TYPES.includes(t)) continue;
        const fix = typeof t === 'string' ? certainCorrection(t, COPILOT_MCP_TYPES) : undefined;
        const near = typeof t === 'string' ? closest(t, COPILOT_MCP_TYPES) : [];
        ctx.report({
          path: artifact.path,
          message: skip(`\`type\` must be one of ${COPILOT_MCP_TYPES.map((x) => `\`${x}\``).join(', ')}${near.length ? ` (did you mean \`${near[0]!.value}\`?)` : ''} ("type: Invalid literal value")`),
          range: p.value?.range ?? p.keyRange,
          jsonPath: p.path,
          suggestion: fix && p.value ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.value.range, text: JSON.stringify(fix) }] } : undefined,
        });
        continue;
      }
      const bad = typeMismatch(want, p.value, p.key);
      if (bad) ctx.report({ path: artifact.path, message: skip(`"${bad.what}"`), range: (bad.node ?? p.value)?.range ?? p.keyRange, jsonPath: p.path });
      else if (p.key === 'timeout' && p.value?.type === 'scalar' && typeof p.value.value === 'number' && p.value.value <= 0) {
        ctx.report({ path: artifact.path, message: skip('"timeout: Number must be greater than 0"'), range: p.value.range, jsonPath: p.path });
      } else if (p.key === 'url' && p.value?.type === 'scalar' && typeof p.value.value === 'string' && !isUrl(p.value.value)) {
        ctx.report({ path: artifact.path, message: skip('"url: Invalid url"'), range: p.value.range, jsonPath: p.path });
      }
    }
    const type = getPair(cfg, 'type')?.value;
    const remote = type?.type === 'scalar' && COPILOT_MCP_REMOTE_TYPES.includes(String(type.value));
    if (remote && !getPair(cfg, 'url')) ctx.report({ path: artifact.path, message: skip(`a \`${String(type.value)}\` server needs a \`url\` ("url: Required")`), range: s.keyRange, jsonPath: s.path });
    else if (!getPair(cfg, 'command') && !getPair(cfg, 'url')) ctx.report({ path: artifact.path, message: skip('it has neither `command` nor `url` ("server config must define command or url")'), range: s.keyRange, jsonPath: s.path });
  }
}

/** Whether `text` is an absolute URL (what the CLI's `Invalid url` check accepts, as far as the probes show). */

/**
 * An Agent Plugins `mcp.json` (§7.2.1) a client disables, or a server entry it skips: the top level must be exactly
 * `$schema` and `mcpServers`, and each server one closed variant (`stdio`, `streamable-http`, `sse`).
 */
import { firstLine } from '../../../artifacts/source.js';
import { stringValue, type MapNode, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule, type Report } from '../../../diagnostics/rule.js';
import { AGENT_PLUGINS_MCP_SCHEMA, AGENT_PLUGINS_MCP_VARIANTS, AGENT_PLUGINS_PLACEHOLDERS } from '../known-values.js';

const SPEC = 'Agent Plugins 1.0.0';
const DISABLED = 'a client disables every MCP server of this plugin';
const shown = (v: TreeNode | null | undefined) => (!v ? 'empty' : v.type === 'seq' ? 'an array' : v.type === 'map' ? 'an object' : v.value === null ? '`null`' : `\`${JSON.stringify(v.value)}\``);
const CWD = /^(?:\.\/|\$\{PLUGIN_ROOT\}(?:\/|$)|\$\{PLUGIN_DATA\}(?:\/|$))/;

/** A plugin-relative path that climbs out of the plugin (`./a/../../b`). */
function leaves(path: string): boolean {
  let depth = 0;
  for (const part of path.replace(/^\$\{PLUGIN_(?:ROOT|DATA)\}/, '.').split('/')) {
    if (part === '..') depth--;
    else if (part !== '.' && part !== '') depth++;
    if (depth < 0) return true;
  }
  return false;
}

function fieldProblem(v: TreeNode | null | undefined, want: 'string' | 'strings' | 'string-map'): string | undefined {
  if (want === 'string') return stringValue(v) === undefined ? `is ${shown(v)}, not a string` : undefined;
  if (want === 'strings') return v?.type === 'seq' && v.items.every((i) => stringValue(i) !== undefined) ? undefined : `is ${shown(v)}, not an array of strings`;
  return v?.type === 'map' && v.pairs.every((p) => stringValue(p.value) !== undefined) ? undefined : `is ${shown(v)}, not an object of strings`;
}

/** The first reason the server entry is invalid (§7.2.1): the client skips that server (§7.2.2 3). */
function serverProblem(server: MapNode): { why: string; at: TreeNode | Pair } | undefined {
  const type = server.pairs.find((p) => p.key === 'type');
  const t = stringValue(type?.value);
  if (!type) return { why: 'it has no `type` (`stdio`, `streamable-http` or `sse`)', at: server };
  const variant = t === undefined ? undefined : AGENT_PLUGINS_MCP_VARIANTS[t];
  if (!variant) return { why: `\`type\` is ${shown(type.value)}, not \`stdio\`, \`streamable-http\` or \`sse\``, at: type.value ?? type };
  for (const r of variant.required) if (!server.pairs.some((p) => p.key === r)) return { why: `a \`${t}\` server needs \`${r}\``, at: type };
  for (const p of server.pairs) {
    const want = variant.fields[p.key];
    if (!want) return { why: `\`${p.key}\` is not a field of a \`${t}\` server`, at: p };
    const bad = fieldProblem(p.value, want);
    if (bad) return { why: `\`${p.key}\` ${bad}`, at: p.value ?? p };
  }
  const commandPair = server.pairs.find((p) => p.key === 'command');
  const command = stringValue(commandPair?.value);
  // One token: a bare name, or a `./` path (which may hold spaces: the conformance suite's `./bin/posix/probe token.sh`).
  if (command !== undefined && command.includes('/') && !command.startsWith('./'))
    return { why: `\`command\` \`${command}\` is neither a bare executable name nor a path starting with \`./\``, at: commandPair!.value! };
  if (command !== undefined && leaves(command)) return { why: `\`command\` \`${command}\` leaves the plugin folder`, at: commandPair!.value! };
  const url = server.pairs.find((p) => p.key === 'url');
  const urlProblem = url ? urlProblemOf(stringValue(url.value) ?? '') : undefined;
  if (urlProblem) return { why: `\`url\` ${urlProblem}`, at: url!.value! };
  const headers = server.pairs.find((p) => p.key === 'headers')?.value;
  if (headers?.type === 'map') {
    const seen = new Set<string>();
    for (const h of headers.pairs) {
      if (seen.has(h.key.toLowerCase())) return { why: `header \`${h.key}\` is given twice (header names ignore case)`, at: h };
      seen.add(h.key.toLowerCase());
    }
  }
  const cwdPair = server.pairs.find((p) => p.key === 'cwd');
  const cwd = stringValue(cwdPair?.value);
  if (cwd !== undefined && !CWD.test(cwd)) return { why: `\`cwd\` \`${cwd}\` must start with \`./\`, \`\${PLUGIN_ROOT}\` or \`\${PLUGIN_DATA}\``, at: cwdPair!.value! };
  if (cwd !== undefined && leaves(cwd)) return { why: `\`cwd\` \`${cwd}\` leaves its folder`, at: cwdPair!.value! };
  const env = server.pairs.find((p) => p.key === 'env')?.value;
  const reserved = env?.type === 'map' ? env.pairs.find((p) => AGENT_PLUGINS_PLACEHOLDERS.includes(p.key)) : undefined;
  if (reserved) return { why: `\`env\` may not set \`${reserved.key}\`: the client sets it`, at: reserved };
  return undefined;
}

/** §7.2.1: an absolute HTTP(S) URL without user information or fragment; plain HTTP only for a loopback host. */
function urlProblemOf(raw: string): string | undefined {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return `\`${raw}\` is not an absolute URL`;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return `\`${raw}\` is not an HTTP or HTTPS URL`;
  if (u.username || u.password) return 'holds user information';
  if (u.hash || raw.includes('#')) return 'holds a fragment (`#…`)';
  const loopback = u.hostname === 'localhost' || /^127\./.test(u.hostname) || u.hostname === '[::1]';
  if (u.protocol === 'http:' && !loopback) return `uses HTTP for \`${u.hostname}\`: only a loopback host may`;
  return undefined;
}

const rangeOf = (at: TreeNode | Pair) => ('keyRange' in at ? at.keyRange : at.range);
const pathOf = (at: TreeNode | Pair) => at.path;

export default artifactRule({
  meta: {
    id: 'agent-plugins/mcp',
    effect: 'not-loaded',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An Agent Plugins `mcp.json` a client disables (another `$schema`, other top-level fields, `mcpServers` not an object) or a server entry it skips (no or an unknown `type`, a field of another variant, a `command` that is neither a bare name nor a `./` path, a `url` that is not an absolute HTTPS URL (HTTP for loopback) or holds a fragment or user information, a header given twice, a `cwd` outside the plugin or its data folder, `PLUGIN_ROOT`/`PLUGIN_DATA` set in `env`).',
    kinds: ['agent-plugin-mcp'],
    optIn: false,
    fixable: false,
    rationale: 'Agent Plugins 1.0.0 (https://agent-plugins.org, specification §7.2 and `schemas/1.0.0/mcp.schema.json`, vendored in schema/vendor/agent-plugins/; documented, not observed): "If `mcp.json` … does not satisfy the other top-level requirements in §7.2.1, the client MUST disable MCP for that plugin", and "if an individual server entry does not satisfy the requirements in §7.2.1, the client MUST skip that server" (§7.2.2). A server is one closed variant; `command` is one executable token, a bare name or a `./` path; `url` an absolute HTTP(S) URL with no user information or fragment, HTTPS unless the host is loopback; a header name at most once, whatever its case; `cwd` starts with `./`, `${PLUGIN_ROOT}` or `${PLUGIN_DATA}` and stays inside; `env` may not name `PLUGIN_ROOT` or `PLUGIN_DATA` (§9.2). Only the `mcp.json` of a plugin whose `plugin.json` declares the 1.0.0 `$schema` is read.',
    examples: {
      file: 'mcp.json',
      wrong: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",\n  "mcpServers": {\n    "notes": { "command": "./bin/notes" }\n  }\n}\n',
      right: '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/mcp.schema.json",\n  "mcpServers": {\n    "notes": { "type": "stdio", "command": "./bin/notes" }\n  }\n}\n',
      context: { 'plugin.json': '{\n  "$schema": "https://agent-plugins.org/schemas/1.0.0/plugin.schema.json",\n  "name": "notes"\n}\n' },
    },
  },
  check(a, ctx) {
    const root = a.root;
    const report = (r: Omit<Report, 'path'>) => ctx.report(r);
    if (root?.type !== 'map') {
      report({ message: `${DISABLED}: \`mcp.json\` must be a JSON object (${SPEC} §7.2.1)`, range: root?.range ?? firstLine(a.file) });
      return;
    }
    const schema = root.pairs.find((p) => p.key === '$schema');
    if (!schema) report({ message: `${DISABLED}: \`$schema\` is required; for 1.0.0 it is \`${AGENT_PLUGINS_MCP_SCHEMA}\` (${SPEC} §7.2.1)`, range: root.pairs[0]?.keyRange ?? root.range });
    else if (stringValue(schema.value) !== AGENT_PLUGINS_MCP_SCHEMA) report({ message: `${DISABLED}: \`$schema\` is ${shown(schema.value)}, not \`${AGENT_PLUGINS_MCP_SCHEMA}\` (${SPEC} §7.2.1, §7.2.2)`, range: schema.value?.range ?? schema.keyRange, jsonPath: schema.path });
    for (const p of root.pairs) if (p.key !== '$schema' && p.key !== 'mcpServers') report({ message: `${DISABLED}: \`${p.key}\` is not allowed at the top of \`mcp.json\` (only \`$schema\` and \`mcpServers\`; ${SPEC} §7.2.1)`, range: p.keyRange, jsonPath: p.path });
    const servers = root.pairs.find((p) => p.key === 'mcpServers');
    if (!servers) {
      report({ message: `${DISABLED}: \`mcpServers\` is required (${SPEC} §7.2.1)`, range: root.pairs[0]?.keyRange ?? root.range });
      return;
    }
    if (servers.value?.type !== 'map') {
      report({ message: `${DISABLED}: \`mcpServers\` is ${shown(servers.value)}, not an object (${SPEC} §7.2.1)`, range: servers.value?.range ?? servers.keyRange, jsonPath: servers.path });
      return;
    }
    for (const s of servers.value.pairs) {
      const problem = s.value?.type === 'map' ? serverProblem(s.value) : { why: `it is ${shown(s.value)}, not an object`, at: (s.value ?? s) as TreeNode | Pair };
      if (!problem) continue;
      report({ message: `a client skips MCP server \`${s.key}\`: ${problem.why} (${SPEC} §7.2.1)`, range: rangeOf(problem.at), jsonPath: pathOf(problem.at) ?? s.path });
    }
  },
});

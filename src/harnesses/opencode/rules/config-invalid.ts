/** `opencode.json` values OpenCode's schema rejects: every opencode command stops with "Configuration is invalid". */
import { OPENCODE_COMMAND_FIELD_TYPES, OPENCODE_CONFIG_ENUMS, OPENCODE_MCP_FIELD_SHAPES, OPENCODE_CONFIG_TYPES, OPENCODE_MCP_TYPES, OPENCODE_VERSION } from '../known-values.js';
import { getNode, getPair, type Pair, type TreeNode } from '../../../artifacts/tree.js';
import { artifactRule } from '../../../diagnostics/rule.js';
import { certainCorrection } from '../../../diagnostics/suggest.js';
import { bad, checkPermission, FATAL, isString, typeOf, type Ctx } from '../lib/fatal-checks.js';
import { shapeProblems, shapeProblemsOf } from '../lib/config-shape.js';
import type { Artifact } from '../../../artifacts/model.js';

function fits(want: (typeof OPENCODE_CONFIG_TYPES)[string], n: TreeNode | null): boolean {
  if (!n) return false;
  switch (want) {
    case 'string': return isString(n);
    case 'boolean': return n.type === 'scalar' && typeof n.value === 'boolean';
    case 'object': return n.type === 'map';
    case 'boolean|object': return n.type === 'map' || (n.type === 'scalar' && typeof n.value === 'boolean');
    case 'array': return n.type === 'seq';
    case 'string[]': return n.type === 'seq' && n.items.every(isString);
  }
}

/**
 * An `mcp` entry that fits neither transport: with a boolean `enabled` OpenCode reads it as the on/off switch
 * `{ "enabled": … }` for a server defined elsewhere, keeps only `enabled`, and a run logs "Ignoring MCP config entry
 * without type" and goes on without the server (cases `mcp-no-type`, `mcp-no-command`); without `enabled` the file
 * is invalid (`opencode-config:/mcp/web/headers:type:string`: "Missing key mcp.web.enabled").
 */
const mcpFate = (s: TreeNode & { type: 'map' }, name: string) => {
  const enabled = getPair(s, 'enabled')?.value;
  return enabled?.type === 'scalar' && typeof enabled.value === 'boolean'
    ? `OpenCode ignores MCP server \`${name}\` and never starts it: it reads an entry that fits neither \`local\` nor \`remote\` as an on/off switch (a run logs "Ignoring MCP config entry without type")`
    : FATAL;
};

function checkMcp(ctx: Ctx, a: Artifact, server: Pair) {
  const s = server.value;
  const where = `MCP server \`${server.key}\``;
  if (s?.type !== 'map') return bad(ctx, a, s, server.keyRange, server.path, `${where} is ${typeOf(s)}, not an object`);
  const type = getPair(s, 'type');
  if (!type && s.pairs.every((p) => p.key === 'enabled')) return; // `{ "enabled": false }` turns off an inherited server
  const fate = mcpFate(s, server.key);
  if (!type) return bad(ctx, a, null, server.keyRange, server.path, `${where} has no \`type\` (\`local\` or \`remote\`)`, undefined, fate);
  const t = isString(type.value) ? String((type.value as { value: string }).value) : undefined;
  if (!t || !OPENCODE_MCP_TYPES.includes(t)) {
    return bad(ctx, a, type.value, type.keyRange, type.path, `${where} has \`type\` ${typeOf(type.value)}; it is \`local\` (with a \`command\` array) or \`remote\` (with a \`url\`)`, t ? certainCorrection(t, OPENCODE_MCP_TYPES) : undefined, fate);
  }
  // Typed fields of either transport (`opencode-config:/mcp/docs/enabled:type:string`, `opencode-config:/mcp/web/headers/A:type:number`,
  // `opencode-config:/mcp/docs/timeout:zero`).
  for (const f of s.pairs) {
    const want = OPENCODE_MCP_FIELD_SHAPES[f.key];
    if (!want) continue;
    for (const pr of shapeProblemsOf(f, want, `${server.key}.${f.key}`)) bad(ctx, a, null, pr.range, pr.jsonPath, `in ${where}, ${pr.message}`, undefined, f.key === 'enabled' ? FATAL : fate);
  }
  if (t === 'local') {
    const cmd = getPair(s, 'command');
    if (!cmd) bad(ctx, a, null, server.keyRange, server.path, `local ${where} has no \`command\``, undefined, fate);
    else if (cmd.value?.type !== 'seq' || !cmd.value.items.every(isString)) bad(ctx, a, cmd.value, cmd.keyRange, cmd.path, `\`command\` of ${where} is ${typeOf(cmd.value)}; it is an array of strings, program first (\`["npx", "-y", "pkg"]\`)`, undefined, fate);
  } else {
    const url = getPair(s, 'url');
    if (!url || !isString(url.value)) bad(ctx, a, url?.value ?? null, url?.keyRange ?? server.keyRange, url?.path ?? server.path, `remote ${where} has ${url ? `\`url\` ${typeOf(url.value)}` : 'no `url`'}`, undefined, fate);
  }
}

/** A V2 `commands` entry that fails the schema is dropped, not fatal (case `config-v2-invalid`). */
const DROPPED = 'OpenCode drops this `commands` entry without a word';

function checkCommand(ctx: Ctx, a: Artifact, c: Pair, fate: string) {
  const t = c.value?.type === 'map' ? getPair(c.value, 'template') : undefined;
  if (c.value?.type !== 'map') return bad(ctx, a, c.value, c.keyRange, c.path, `command \`${c.key}\` is ${typeOf(c.value)}, not an object`, undefined, fate);
  if (!t) return bad(ctx, a, null, c.keyRange, c.path, `command \`${c.key}\` has no \`template\` (the prompt it sends)`, undefined, fate);
  if (!isString(t.value)) bad(ctx, a, t.value, t.keyRange, t.path, `\`template\` of command \`${c.key}\` is ${typeOf(t.value)}, not a string`, undefined, fate);
  // A V2 `commands` entry with such a value is dropped like one without `template` (case `config-v2-command-entry`).
  for (const f of c.value.pairs) {
    const want = OPENCODE_COMMAND_FIELD_TYPES[f.key];
    // `null` is not "string | undefined" (`opencode-config:/command/hello/agent:type:null`).
    if (!want || f.key === 'template' || !f.value) continue;
    const ok = want === 'string' ? isString(f.value) : f.value.type === 'scalar' && typeof f.value.value === 'boolean';
    if (!ok) bad(ctx, a, f.value, f.keyRange, f.path, `\`${f.key}\` of command \`${c.key}\` is ${typeOf(f.value)}, not a ${want}`, undefined, fate);
  }
}

export default artifactRule({
  meta: {
    id: 'opencode/config-invalid',
    effect: 'refused',
    category: 'correctness',
    defaultLevel: 'error',
    description: 'An `opencode.json` value OpenCode rejects: a wrong type (also inside `lsp`, `formatter`, `watcher`, `compaction`, `tools`, `skills` and MCP servers; an LSP server needs a `command` array), a permission other than allow/ask/deny, an MCP server without a valid `type`, `command` array, `url` or `timeout` (fatal, or the server ignored when it has `enabled`), an empty `$schema`, a command without `template` or with a field of the wrong type, the V2 `permissions` list.',
    kinds: ['opencode-config'],
    harness: 'opencode',
    optIn: false,
    fixable: 'machine',
    rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`config-invalid\`, \`config-v2-permissions\`, \`config-v2-agents-permissions\` and \`config-command-types\`; and the mutation probe, oracle/opencode/mutations.json, e.g. \`opencode-config:/lsp/custom/command:type:string\`, \`opencode-config:/lsp/custom/command:remove\`, \`opencode-config:/formatter/fmt/extensions:type:string\`, \`opencode-config:/watcher/ignore/0:type:number\`, \`opencode-config:/compaction/auto:type:string\`, \`opencode-config:/tools/bash:type:string\`, \`opencode-config:/skills/paths:type:string\`, \`opencode-config:/mcp/docs/enabled:type:null\`): \`opencode agent list\`, \`opencode run\` and every other command exit 1 with "Configuration is invalid at opencode.json" and one "↳ Expected …" line per bad value, so one wrong value stops OpenCode for everyone using the repository. The V2 \`permissions\` list (opencode.ai/docs now shows it) is rejected with "V2 permissions are not supported by OpenCode V1". Under the V2 keys \`agents\` and \`commands\` an entry that fails the schema is instead dropped without a word (cases \`config-v2-invalid\`, \`config-v2-command-entry\`): still an error, the agent or command is gone. An \`mcp\` entry with a boolean \`enabled\` that fits neither transport (no or a wrong \`type\`, no \`command\`, a \`timeout\` that is not a whole number above 0, …) does not stop OpenCode: it is read as an on/off switch, only \`enabled\` is kept, and a run logs "Ignoring MCP config entry without type" and goes on without the server (cases \`mcp-no-type\`, \`mcp-no-command\`): an error, the server never starts. An empty \`$schema\` is replaced by OpenCode's own URL (\`opencode-config:/$schema:empty\`, a warning with the fix).`,
    examples: {
      file: 'opencode.json',
      wrong: '{\n  "permission": { "edit": "never" },\n  "mcp": { "docs": { "type": "local", "command": "npx -y docs-mcp" } }\n}\n',
      right: '{\n  "permission": { "edit": "deny" },\n  "mcp": { "docs": { "type": "local", "command": ["npx", "-y", "docs-mcp"] } }\n}\n',
    },
  },
  check(a, ctx) {
    if (a.root?.type !== 'map') return;
    for (const p of a.root.pairs) {
      const want = OPENCODE_CONFIG_TYPES[p.key];
      const allowed = OPENCODE_CONFIG_ENUMS[p.key];
      if (p.key === 'permissions') {
        bad(ctx, a, null, p.keyRange, p.path, 'the V2 `permissions` list is not supported by OpenCode 1.x; write a `permission` map (`{ "edit": "deny", "bash": { "git *": "allow" } }`)');
      } else if (allowed) {
        const v = p.value?.type === 'scalar' ? p.value.value : undefined;
        if (!allowed.includes(v as string | boolean)) bad(ctx, a, p.value, p.keyRange, p.path, `\`${p.key}\` is ${typeOf(p.value)}; it is one of ${allowed.map((x) => `\`${String(x)}\``).join(', ')}`, typeof v === 'string' ? certainCorrection(v, allowed.filter((x): x is string => typeof x === 'string')) : undefined);
      } else if (want && !fits(want, p.value)) {
        bad(ctx, a, p.value, p.keyRange, p.path, `\`${p.key}\` is ${typeOf(p.value)}; OpenCode expects ${want === 'string[]' ? 'an array of strings' : want === 'boolean|object' ? '`true`, `false` or an object' : want === 'array' ? 'an array' : want === 'object' ? 'an object' : `a ${want}`}`);
      }
    }
    // An empty `$schema` is replaced by OpenCode's own URL (`opencode-config:/$schema:empty`): editors lose the schema.
    const schema = getPair(a.root, '$schema');
    if (schema?.value?.type === 'scalar' && schema.value.value === '') {
      ctx.report({ message: '`$schema` is empty: OpenCode puts its own URL in its place, and editors get no schema from the file; write `https://opencode.ai/config.json`', range: schema.value.range, jsonPath: schema.path, level: 'warn', suggestion: { msg: 'use `https://opencode.ai/config.json`', applicability: 'MachineApplicable', edits: [{ path: a.path, range: schema.value.range, text: '"https://opencode.ai/config.json"' }] } });
    }
    // Whole-schema parts: `lsp`, `formatter`, `watcher`, `compaction`, `tools`, `skills` (OPENCODE_CONFIG_SHAPES).
    for (const pr of shapeProblems(a.root.pairs)) bad(ctx, a, null, pr.range, pr.jsonPath, pr.message);
    const perm = getPair(a.root, 'permission');
    if (perm) checkPermission(ctx, a, perm);
    const mcp = getNode(a.root, 'mcp');
    if (mcp?.type === 'map') for (const s of mcp.pairs) checkMcp(ctx, a, s);
    for (const key of ['command', 'commands']) {
      const cmd = getNode(a.root, key);
      if (cmd?.type === 'map') for (const c of cmd.pairs) checkCommand(ctx, a, c, key === 'commands' ? DROPPED : FATAL);
    }
    // The V2 `permissions` list stops OpenCode inside a V2 `agents` entry too (case `config-v2-agents-permissions`).
    const v2agents = getNode(a.root, 'agents');
    if (v2agents?.type === 'map') {
      for (const entry of v2agents.pairs) {
        const v2 = entry.value?.type === 'map' ? getPair(entry.value, 'permissions') : undefined;
        if (v2) bad(ctx, a, null, v2.keyRange, v2.path, `agent \`${entry.key}\` uses the V2 \`permissions\`; OpenCode 1.x reads \`permission\` (a map) under \`agent\``);
      }
    }
    // `agent` entries: the other values of a V2 `agents` entry are dropped, not fatal (opencode/agent-frontmatter).
    const agents = getNode(a.root, 'agent');
    if (agents?.type === 'map') {
      for (const entry of agents.pairs) {
        if (entry.value?.type !== 'map') {
          bad(ctx, a, entry.value, entry.keyRange, entry.path, `agent \`${entry.key}\` is ${typeOf(entry.value)}, not an object`);
          continue;
        }
        const v2 = getPair(entry.value, 'permissions');
        if (v2) bad(ctx, a, null, v2.keyRange, v2.path, `agent \`${entry.key}\` uses the V2 \`permissions\`; OpenCode 1.x reads \`permission\` (a map)`);
        const ap = getPair(entry.value, 'permission');
        if (ap) checkPermission(ctx, a, ap);
      }
    }
  },
});

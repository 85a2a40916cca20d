/**
 * OpenCode (`opencode-ai`) repository files, V1 format (the 1.18.33 binary; opencode.ai/docs now
 * describes a V2 format).
 *
 * Source: OpenCode's built-in `customize-opencode` skill and https://opencode.ai/docs/agents, as
 * collected in shared/reference/harness-formats.md §4 (2026-12-02); behaviour observed on
 * OpenCode 1.18.33 (oracle/opencode/).
 */
import { PINS } from '../pins.generated.js';
export const OPENCODE_VERSION = PINS['opencode'].version;

/** Agent frontmatter keys; any other key is moved into `options` and sent to the model provider. */
export const OPENCODE_AGENT_FIELDS: readonly string[] = [
  'name', 'model', 'variant', 'description', 'mode', 'hidden', 'color', 'steps', 'options', 'permission', 'disable', 'temperature', 'top_p', 'tools', 'prompt', 'maxSteps',
];
/** `mode`: another value stops every opencode command ("Configuration is invalid"). */
export const OPENCODE_AGENT_MODES: readonly string[] = ['primary', 'subagent', 'all'];

/**
 * `opencode.json` top-level keys the 1.18.33 schema validates (observed: a value of the wrong type under each
 * is listed by "Configuration is invalid"); any other key is dropped without a word. `agents` and `commands` (V2)
 * are read as `agent` and `command`; `permissions` (V2) stops OpenCode.
 */
export const OPENCODE_CONFIG_KEYS: readonly string[] = [
  '$schema', 'username', 'model', 'small_model', 'default_agent', 'shell', 'logLevel', 'share', 'autoshare', 'autoupdate', 'snapshot',
  'instructions', 'skills', 'references', 'agent', 'agents', 'mode', 'command', 'commands', 'provider', 'disabled_providers', 'enabled_providers',
  'mcp', 'plugin', 'permission', 'formatter', 'lsp', 'layout', 'server', 'watcher', 'tools', 'attachment', 'enterprise', 'tool_output',
  'compaction', 'experimental',
];

/** The JSON type OpenCode 1.18.33 expects for each top-level key ("Expected … got …", observed). */
export const OPENCODE_CONFIG_TYPES: Readonly<Record<string, 'string' | 'boolean' | 'object' | 'string[]' | 'boolean|object' | 'array'>> = {
  $schema: 'string', username: 'string', model: 'string', small_model: 'string', default_agent: 'string', shell: 'string',
  snapshot: 'boolean', autoshare: 'boolean',
  command: 'object', references: 'object', mode: 'object', agent: 'object', provider: 'object', mcp: 'object',
  enterprise: 'object', tool_output: 'object', experimental: 'object',
  instructions: 'string[]', disabled_providers: 'string[]', enabled_providers: 'string[]', plugin: 'array',
};

/** Closed string sets of top-level keys (`share`, `autoupdate`, `logLevel`). */
export const OPENCODE_CONFIG_ENUMS: Readonly<Record<string, readonly (string | boolean)[]>> = {
  share: ['manual', 'auto', 'disabled'],
  autoupdate: [true, false, 'notify'],
  logLevel: ['DEBUG', 'INFO', 'WARN', 'ERROR'],
};

/** `permission` actions: any other value stops OpenCode ("Expected PermissionActionConfig"). */
export const OPENCODE_PERMISSION_ACTIONS: readonly string[] = ['allow', 'ask', 'deny'];

/** `mcp.<name>.type`: `local` needs a `command` array, `remote` a `url`. */
export const OPENCODE_MCP_TYPES: readonly string[] = ['local', 'remote'];

/** Built-in agents and their modes; `compaction`, `title`, `summary` are hidden (observed with `opencode agent list`). */
export const OPENCODE_BUILTIN_AGENTS: Readonly<Record<string, { mode: 'primary' | 'subagent'; hidden: boolean }>> = {
  build: { mode: 'primary', hidden: false }, plan: { mode: 'primary', hidden: false },
  general: { mode: 'subagent', hidden: false }, explore: { mode: 'subagent', hidden: false },
  compaction: { mode: 'primary', hidden: true }, title: { mode: 'primary', hidden: true }, summary: { mode: 'primary', hidden: true },
};

/** Command frontmatter keys; any other key is dropped (observed with `opencode debug config`). */
export const OPENCODE_COMMAND_FIELDS: readonly string[] = ['description', 'agent', 'model', 'variant', 'subtask'];

/**
 * The type OpenCode 1.18.33 expects under each agent key, in a file or an `agent` entry (cases
 * `agent-entry-types`, `agent-file-types`: a value of another type stops every command, "Expected
 * number | undefined, got \"hot\" temperature"). `name` is not checked (a number loads); `mode` and
 * `permission` have their own checks.
 */
export const OPENCODE_AGENT_FIELD_TYPES: Readonly<Record<string, 'string' | 'number' | 'boolean' | 'object'>> = {
  model: 'string', variant: 'string', prompt: 'string', description: 'string', color: 'string',
  temperature: 'number', top_p: 'number', steps: 'number', maxSteps: 'number',
  hidden: 'boolean', disable: 'boolean', tools: 'object', options: 'object',
};

/** The type OpenCode 1.18.33 expects under each key of a `command` entry of opencode.json (case `config-command-types`: another type stops every command). */
export const OPENCODE_COMMAND_FIELD_TYPES: Readonly<Record<string, 'string' | 'boolean'>> = {
  template: 'string', description: 'string', agent: 'string', model: 'string', variant: 'string', subtask: 'boolean',
};

/**
 * The keys OpenCode 1.18.33 keeps from an entry of the V2 `agents` map (case `config-v2-agent-entry`):
 * `system` becomes the prompt and `disabled` `disable`; every other key, V1 ones included (`permission`,
 * `prompt`, `temperature`, `tools`, `options`, …), is dropped without a word. (`permissions`, a V2 list,
 * stops OpenCode: case `config-v2-agents-permissions`.)
 */
export const OPENCODE_V2_AGENT_KEPT: readonly string[] = ['description', 'model', 'mode', 'hidden', 'steps', 'color', 'system', 'disabled'];
/** V1 agent keys whose V2 spelling OpenCode keeps under `agents` (observed: `system` → prompt, `disabled` → disable). */
export const OPENCODE_V2_AGENT_RENAMES: Readonly<Record<string, string>> = { prompt: 'system', disable: 'disabled' };
/**
 * The theme colour names an agent's `color` may be (a file or an `agent` entry; any other name, `red`, `Primary`,
 * stops OpenCode: cases `agent-colors`, `agent-file-colors`, `agent-file-color-name`). Under the V2 `agents` an
 * entry with one (`"color": "primary"`) is dropped without a word (cases `config-v2-agent-entry`, `agent-colors-v2`).
 */
export const OPENCODE_THEME_COLORS: readonly string[] = ['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'info'];
/**
 * A hex colour as OpenCode 1.18.33 accepts it, `#rrggbb` in either case (its message: "Expected a string matching
 * the RegExp ^#[0-9a-fA-F]{6}$"): `#f00`, `#ff000080`, `ff0000` stop OpenCode in a file or an `agent` entry and drop
 * an `agents` entry (cases `agent-colors`, `agent-colors-v2`).
 */
export const OPENCODE_HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A shape of an `opencode.json` value, as OPENCODE_CONFIG_SHAPES describes it. */
export type OpencodeShape =
  | 'string' | 'number' | 'int+' | 'boolean' | 'false' | 'true' | 'any'
  | { array: OpencodeShape } | { record: OpencodeShape } | { object: Readonly<Record<string, OpencodeShape>>; required?: readonly string[] }
  | { enum: readonly string[] } | { union: readonly OpencodeShape[] };

const strings: OpencodeShape = { array: 'string' };
const stringMap: OpencodeShape = { record: 'string' };
/**
 * The shape OpenCode 1.18.33 checks under these top-level keys of `opencode.json`, as its own errors state it
 * ("↳ Expected array, got \"x\" lsp.custom.command", "Missing key lsp.custom.command", "Expected { readonly
 * \"disabled\": true, ... } | object, got 7 lsp.custom", "Expected boolean, got \"x\" tools.bash"): recorded by the
 * mutation probe, oracle/opencode/mutations.json (`opencode-config:/lsp/…`, `/formatter/…`, `/watcher/…`,
 * `/compaction/…`, `/tools/…`, `/skills/…`), 2026-12-04. Any error stops every command. (The published schema,
 * https://opencode.ai/config.json, is the V2 one; these are what the pinned V1 binary applies.) `skills` as an
 * array loaded (`opencode-config:/skills:type:array`). A custom LSP server without `extensions` was not judged.
 */
export const OPENCODE_CONFIG_SHAPES: Readonly<Record<string, OpencodeShape>> = {
  lsp: { union: ['boolean', { record: { union: [
    { object: { disabled: 'true' }, required: ['disabled'] },
    { object: { command: strings, extensions: strings, env: stringMap, disabled: 'boolean', initialization: 'any' }, required: ['command'] },
  ] } }] },
  formatter: { union: ['boolean', { record: { object: { command: strings, extensions: strings, environment: stringMap, disabled: 'boolean' } } }] },
  watcher: { object: { ignore: strings } },
  compaction: { object: { auto: 'boolean', prune: 'boolean' } },
  tools: { record: 'boolean' },
  skills: { union: [{ object: { paths: strings } }, { array: 'any' }] },
};
/**
 * Typed fields of an `mcp` server (same probe: `opencode-config:/mcp/docs/enabled:type:string`,
 * `opencode-config:/mcp/web/headers/A:type:number`, `opencode-config:/mcp/docs/timeout:zero`, `…:negative`, `…:type:string`).
 */
export const OPENCODE_MCP_FIELD_SHAPES: Readonly<Record<string, OpencodeShape>> = { enabled: 'boolean', headers: stringMap, environment: stringMap, timeout: 'int+' };

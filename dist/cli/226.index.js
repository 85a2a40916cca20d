export const id = 226;
export const ids = [226];
export const modules = {

/***/ 9226:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OPENCODE_RULES: () => (/* binding */ OPENCODE_RULES),
  RULES: () => (/* binding */ OPENCODE_RULES)
});

// EXTERNAL MODULE: ./build/src/harnesses/pins.generated.js
var pins_generated = __webpack_require__(9279);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/known-values.js
/**
 * OpenCode (`opencode-ai`) repository files, V1 format (the 1.18.33 binary; opencode.ai/docs now
 * describes a V2 format).
 *
 * Source: OpenCode's built-in `customize-opencode` skill and https://opencode.ai/docs/agents, as
 * collected in shared/reference/harness-formats.md §4 (2026-12-02); behaviour observed on
 * OpenCode 1.18.33 (oracle/opencode/).
 */

const OPENCODE_VERSION = pins_generated/* PINS */.$['opencode'].version;
/** Agent frontmatter keys; any other key is moved into `options` and sent to the model provider. */
const OPENCODE_AGENT_FIELDS = [
    'name', 'model', 'variant', 'description', 'mode', 'hidden', 'color', 'steps', 'options', 'permission', 'disable', 'temperature', 'top_p', 'tools', 'prompt', 'maxSteps',
];
/** `mode`: another value stops every opencode command ("Configuration is invalid"). */
const OPENCODE_AGENT_MODES = ['primary', 'subagent', 'all'];
/**
 * `opencode.json` top-level keys the 1.18.33 schema validates (observed: a value of the wrong type under each
 * is listed by "Configuration is invalid"); any other key is dropped without a word. `agents` and `commands` (V2)
 * are read as `agent` and `command`; `permissions` (V2) stops OpenCode.
 */
const OPENCODE_CONFIG_KEYS = [
    '$schema', 'username', 'model', 'small_model', 'default_agent', 'shell', 'logLevel', 'share', 'autoshare', 'autoupdate', 'snapshot',
    'instructions', 'skills', 'references', 'agent', 'agents', 'mode', 'command', 'commands', 'provider', 'disabled_providers', 'enabled_providers',
    'mcp', 'plugin', 'permission', 'formatter', 'lsp', 'layout', 'server', 'watcher', 'tools', 'attachment', 'enterprise', 'tool_output',
    'compaction', 'experimental',
];
/** The JSON type OpenCode 1.18.33 expects for each top-level key ("Expected … got …", observed). */
const OPENCODE_CONFIG_TYPES = {
    $schema: 'string', username: 'string', model: 'string', small_model: 'string', default_agent: 'string', shell: 'string',
    snapshot: 'boolean', autoshare: 'boolean',
    command: 'object', references: 'object', mode: 'object', agent: 'object', provider: 'object', mcp: 'object',
    enterprise: 'object', tool_output: 'object', experimental: 'object',
    instructions: 'string[]', disabled_providers: 'string[]', enabled_providers: 'string[]', plugin: 'array',
};
/** Closed string sets of top-level keys (`share`, `autoupdate`, `logLevel`). */
const OPENCODE_CONFIG_ENUMS = {
    share: ['manual', 'auto', 'disabled'],
    autoupdate: [true, false, 'notify'],
    logLevel: ['DEBUG', 'INFO', 'WARN', 'ERROR'],
};
/** `permission` actions: any other value stops OpenCode ("Expected PermissionActionConfig"). */
const OPENCODE_PERMISSION_ACTIONS = ['allow', 'ask', 'deny'];
/** `mcp.<name>.type`: `local` needs a `command` array, `remote` a `url`. */
const OPENCODE_MCP_TYPES = ['local', 'remote'];
/** Built-in agents and their modes; `compaction`, `title`, `summary` are hidden (observed with `opencode agent list`). */
const OPENCODE_BUILTIN_AGENTS = {
    build: { mode: 'primary', hidden: false }, plan: { mode: 'primary', hidden: false },
    general: { mode: 'subagent', hidden: false }, explore: { mode: 'subagent', hidden: false },
    compaction: { mode: 'primary', hidden: true }, title: { mode: 'primary', hidden: true }, summary: { mode: 'primary', hidden: true },
};
/** Command frontmatter keys; any other key is dropped (observed with `opencode debug config`). */
const OPENCODE_COMMAND_FIELDS = ['description', 'agent', 'model', 'variant', 'subtask'];
/**
 * The type OpenCode 1.18.33 expects under each agent key, in a file or an `agent` entry (cases
 * `agent-entry-types`, `agent-file-types`: a value of another type stops every command, "Expected
 * number | undefined, got \"hot\" temperature"). `name` is not checked (a number loads); `mode` and
 * `permission` have their own checks.
 */
const OPENCODE_AGENT_FIELD_TYPES = {
    model: 'string', variant: 'string', prompt: 'string', description: 'string', color: 'string',
    temperature: 'number', top_p: 'number', steps: 'number', maxSteps: 'number',
    hidden: 'boolean', disable: 'boolean', tools: 'object', options: 'object',
};
/** The type OpenCode 1.18.33 expects under each key of a `command` entry of opencode.json (case `config-command-types`: another type stops every command). */
const OPENCODE_COMMAND_FIELD_TYPES = {
    template: 'string', description: 'string', agent: 'string', model: 'string', variant: 'string', subtask: 'boolean',
};
/**
 * The keys OpenCode 1.18.33 keeps from an entry of the V2 `agents` map (case `config-v2-agent-entry`):
 * `system` becomes the prompt and `disabled` `disable`; every other key, V1 ones included (`permission`,
 * `prompt`, `temperature`, `tools`, `options`, …), is dropped without a word. (`permissions`, a V2 list,
 * stops OpenCode: case `config-v2-agents-permissions`.)
 */
const OPENCODE_V2_AGENT_KEPT = ['description', 'model', 'mode', 'hidden', 'steps', 'color', 'system', 'disabled'];
/** V1 agent keys whose V2 spelling OpenCode keeps under `agents` (observed: `system` → prompt, `disabled` → disable). */
const OPENCODE_V2_AGENT_RENAMES = { prompt: 'system', disable: 'disabled' };
/**
 * The theme colour names an agent's `color` may be (a file or an `agent` entry; any other name, `red`, `Primary`,
 * stops OpenCode: cases `agent-colors`, `agent-file-colors`, `agent-file-color-name`). Under the V2 `agents` an
 * entry with one (`"color": "primary"`) is dropped without a word (cases `config-v2-agent-entry`, `agent-colors-v2`).
 */
const OPENCODE_THEME_COLORS = ['primary', 'secondary', 'accent', 'success', 'warning', 'error', 'info'];
/**
 * A hex colour as OpenCode 1.18.33 accepts it, `#rrggbb` in either case (its message: "Expected a string matching
 * the RegExp ^#[0-9a-fA-F]{6}$"): `#f00`, `#ff000080`, `ff0000` stop OpenCode in a file or an `agent` entry and drop
 * an `agents` entry (cases `agent-colors`, `agent-colors-v2`).
 */
const OPENCODE_HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const strings = { array: 'string' };
const stringMap = { record: 'string' };
/**
 * The shape OpenCode 1.18.33 checks under these top-level keys of `opencode.json`, as its own errors state it
 * ("↳ Expected array, got \"x\" lsp.custom.command", "Missing key lsp.custom.command", "Expected { readonly
 * \"disabled\": true, ... } | object, got 7 lsp.custom", "Expected boolean, got \"x\" tools.bash"): recorded by the
 * mutation probe, oracle/opencode/mutations.json (`opencode-config:/lsp/…`, `/formatter/…`, `/watcher/…`,
 * `/compaction/…`, `/tools/…`, `/skills/…`), 2026-12-04. Any error stops every command. (The published schema,
 * https://opencode.ai/config.json, is the V2 one; these are what the pinned V1 binary applies.) `skills` as an
 * array loaded (`opencode-config:/skills:type:array`). A custom LSP server without `extensions` was not judged.
 */
const OPENCODE_CONFIG_SHAPES = {
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
const OPENCODE_MCP_FIELD_SHAPES = { enabled: 'boolean', headers: stringMap, environment: stringMap, timeout: 'int+' };

// EXTERNAL MODULE: ./build/src/artifacts/tree.js
var tree = __webpack_require__(4337);
// EXTERNAL MODULE: ./build/src/diagnostics/rule.js
var rule = __webpack_require__(3242);
// EXTERNAL MODULE: ./build/src/rules/shared/json-type.js
var json_type = __webpack_require__(5370);
// EXTERNAL MODULE: ./build/src/diagnostics/suggest.js
var suggest = __webpack_require__(8552);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/lib/fatal-checks.js
/**
 * Checks OpenCode applies alike to `opencode.json` and to agent files (a value its schema rejects stops every opencode
 * command with "Configuration is invalid"): the permission map, and the helpers that report such a value.
 */


const FATAL = 'OpenCode refuses to start (every command exits 1 with "Configuration is invalid")';
function typeOf(n) {
    if (!n)
        return 'nothing';
    if (n.type !== 'scalar')
        return n.type === 'map' ? 'an object' : 'an array';
    return n.value === null ? 'null' : typeof n.value === 'string' ? `\`${JSON.stringify(n.value)}\`` : `\`${String(n.value)}\``;
}
const isString = (n) => n?.type === 'scalar' && typeof n.value === 'string';
const bad = (ctx, a, node, range, jsonPath, what, fix, fate = FATAL) => ctx.report({
    message: `${fate}: ${what}`,
    range: node?.range ?? range,
    jsonPath,
    suggestion: fix !== undefined && node ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: node.range, text: JSON.stringify(fix) }] } : undefined,
});
function checkAction(ctx, a, n, range, path, label) {
    if (isString(n) && OPENCODE_PERMISSION_ACTIONS.includes(String(n.value)))
        return;
    const fix = isString(n) ? (0,suggest/* certainCorrection */.Zg)(String(n.value), OPENCODE_PERMISSION_ACTIONS) : undefined;
    bad(ctx, a, n, range, path, `${label} is ${typeOf(n)}; a permission is \`allow\`, \`ask\` or \`deny\``, fix);
}
function checkPermission(ctx, a, p) {
    if (p.value?.type !== 'map')
        return checkAction(ctx, a, p.value, p.keyRange, p.path, '`permission`');
    for (const tool of p.value.pairs) {
        if (tool.value?.type !== 'map')
            checkAction(ctx, a, tool.value, tool.keyRange, tool.path, `\`permission.${tool.key}\``);
        else
            for (const pat of tool.value.pairs)
                checkAction(ctx, a, pat.value, pat.keyRange, pat.path, `\`permission.${tool.key}\` for \`${pat.key}\``);
    }
}

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/agent-field-type.js
/** An OpenCode agent key with a value of the wrong type: every opencode command stops. */





const shown = (n) => (n.type === 'scalar' ? (typeof n.value === 'string' ? JSON.stringify(n.value) : String(n.value)) : n.type === 'map' ? 'an object' : 'an array');
const REFUSES = 'OpenCode refuses to start (every command exits 1 with "Configuration is invalid")';
const THEMES = OPENCODE_THEME_COLORS.map((c) => `\`${c}\``).join(', ');
/** The text of a YAML comment that starts where an empty value is (`color: #ff0000` unquoted), if any. */
function commentAt(a, value) {
    if (!a.markdown)
        return undefined;
    const { lines, text } = a.file;
    const start = value.range.start.offset;
    if (text[start] !== '#')
        return undefined;
    const end = start + lines.lineText(value.range.start.line).slice(value.range.start.column - 1).trimEnd().length;
    return { text: text.slice(start, end), start, end };
}
/**
 * `color` of an agent file or `agent` entry: a `#rrggbb` code or a theme name loads; another string or an empty
 * value stops OpenCode (cases `agent-colors`, `agent-file-color-name`, `agent-file-color-comment`). True when
 * the value is a string or empty (reported here when wrong); other types are left to the type check.
 */
function colorValue(a, p, ctx) {
    const v = p.value;
    if (!v || (v.type === 'scalar' && v.value === null)) {
        const comment = v ? commentAt(a, v) : undefined;
        if (comment) {
            const hex = OPENCODE_HEX_COLOR.test(comment.text);
            ctx.report({
                message: `${REFUSES}: \`color\` is empty, because \`${comment.text}\` written without quotes is a YAML comment${hex ? ` (write \`"${comment.text}"\`)` : ''}`,
                range: a.file.lines.range(comment.start, comment.end),
                jsonPath: p.path,
                suggestion: hex ? { msg: 'quote the colour', applicability: 'MachineApplicable', edits: [{ path: a.path, range: a.file.lines.range(comment.start, comment.end), text: `"${comment.text}"` }] } : undefined,
            });
        }
        else {
            const written = v && v.raw !== '';
            ctx.report({ message: `${REFUSES}: \`color\` is ${written ? 'null' : 'empty'}; OpenCode expects a hex code \`#rrggbb\` or a theme colour (${THEMES})`, range: written ? v.range : p.keyRange, jsonPath: p.path });
        }
        return true;
    }
    if (v.type !== 'scalar' || typeof v.value !== 'string')
        return false;
    const c = v.value;
    if (OPENCODE_HEX_COLOR.test(c) || OPENCODE_THEME_COLORS.includes(c))
        return true;
    const theme = OPENCODE_THEME_COLORS.find((t) => t === c.toLowerCase());
    const text = a.markdown ? theme : JSON.stringify(theme);
    ctx.report({
        message: `${REFUSES}: \`color\` is ${JSON.stringify(c)}; OpenCode expects a hex code \`#rrggbb\` (six digits) or a theme colour (${THEMES})`,
        range: v.range,
        jsonPath: p.path,
        suggestion: theme && text ? { msg: `write \`${theme}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: v.range, text }] } : undefined,
    });
    return true;
}
/** `color` of a V2 `agents` entry: anything but a `#rrggbb` code drops the entry without a word (cases `config-v2-agent-entry`, `agent-colors-v2`). */
function v2Color(a, p, ctx) {
    const v = p.value;
    if (v?.type === 'scalar' && typeof v.value === 'string' && OPENCODE_HEX_COLOR.test(v.value))
        return;
    const theme = v?.type === 'scalar' && typeof v.value === 'string' && OPENCODE_THEME_COLORS.includes(v.value);
    const what = v ? shown(v) : 'empty';
    ctx.report({
        message: theme
            ? `OpenCode drops this \`agents\` entry without a word: \`color\` is ${what}, a theme name, which only \`agent\` (V1) accepts; under \`agents\` a colour is a hex code such as \`#ff0000\``
            : `OpenCode drops this \`agents\` entry without a word: \`color\` is ${what}; under \`agents\` a colour is a hex code \`#rrggbb\` (six digits)`,
        range: v?.range ?? p.keyRange,
        jsonPath: p.path,
    });
}
/* harmony default export */ const agent_field_type = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/agent-field-type',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An OpenCode agent (file or `agent` entry of opencode.json) with a value of the wrong type, such as `temperature: "0.2"` or `tools: [bash]`, or a `color` that is neither `#rrggbb` nor a theme name; an `agents` (V2) entry whose `color` is not `#rrggbb`.',
        kinds: ['opencode-agent'],
        harness: 'opencode',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`agent-entry-types\` and \`agent-file-types\`; oracle/opencode/mutations.json \`opencode-config:/agent/review/steps:zero\`, \`opencode-config:/agent/review/prompt:type:null\`): \`opencode agent list\`, \`opencode run\` and every other command exit 1 with "Configuration is invalid at …" and one "↳ Expected number | undefined, got \\"hot\\" temperature" line per bad value, for an agent file as for an \`agent\` entry of opencode.json. Strings: \`model\`, \`variant\`, \`prompt\`, \`description\`, \`color\`; numbers: \`temperature\`, \`top_p\`, \`steps\`, \`maxSteps\`; booleans: \`hidden\`, \`disable\`; objects: \`tools\`, \`options\`; \`null\` is none of these, in opencode.json and in an agent file (oracle/opencode/mutations-files.json, the file mutation probe, and case \`agent-file-empty-value\`: \`steps:\` with no value stops OpenCode, "got null steps"; which also shows each value of \`tools\` must be a boolean and a file's \`permission\` is checked as in opencode.json), and \`steps\` must be above 0. (\`mode\` is opencode/agent-mode, \`permission\` in opencode.json opencode/config-invalid.) \`color\` must be a hex code \`#rrggbb\` (either case) or one of ${OPENCODE_THEME_COLORS.map((c) => `\`${c}\``).join(', ')}: \`#f00\`, \`#ff000080\`, \`ff0000\`, \`#gg0000\`, \`red\`, \`Primary\`, \`""\` and \`null\` each stop OpenCode ("Expected a string matching the RegExp ^#[0-9a-fA-F]{6}$", case \`agent-colors\`), in a file too (\`color: red\`, case \`agent-file-color-name\`), while \`"#ff0000"\`, \`'#FF00AA'\` and \`accent\` load (case \`agent-file-colors\`); in a file \`color: #ff0000\` without quotes is a YAML comment, so \`color\` is null and OpenCode stops (case \`agent-file-color-comment\`; the fix quotes it). Under the V2 key \`agents\` such values are dropped with their keys (opencode/agent-frontmatter), but a \`color\` that is not \`#rrggbb\` drops the whole entry without a word: a theme name (\`"primary"\`) as well as every form above and a number, while \`#ff0000\` and \`#FF00AA\` are kept (cases \`config-v2-agent-entry\`, \`agent-colors-v2\`).`,
        examples: {
            file: '.opencode/agent/reviewer.md',
            wrong: '---\ndescription: Reviews changes\ntemperature: low\ntools: [bash]\n---\nYou review changes.\n',
            right: '---\ndescription: Reviews changes\ntemperature: 0.1\ntools:\n  bash: true\n---\nYou review changes.\n',
        },
    },
    check(a, ctx) {
        if (a.root?.type !== 'map')
            return;
        if (a.data.v2) {
            // Under the V2 `agents` only `color` was seen to matter: any value but a `#rrggbb` code drops the entry.
            const color = (0,tree/* getPair */.xf)(a.root, 'color');
            if (color)
                v2Color(a, color, ctx);
            return;
        }
        const inJson = /\.jsonc?$/.test(a.path);
        for (const p of a.root.pairs) {
            if (p.key === 'color' && colorValue(a, p, ctx))
                continue;
            // In an agent file `permission` is checked as in opencode.json, where opencode/config-invalid checks it
            // (`opencode-agent:/permission/edit:unknown-enum` of oracle/opencode/mutations-files.json).
            if (p.key === 'permission' && !inJson) {
                checkPermission(ctx, a, p);
                continue;
            }
            // Each tool of `tools` is on or off: another value stops OpenCode (`opencode-agent:/tools/bash:type:string`).
            if (p.key === 'tools' && p.value?.type === 'map') {
                for (const t of p.value.pairs) {
                    if (t.value?.type === 'scalar' && typeof t.value.value === 'boolean')
                        continue;
                    ctx.report({ message: `${REFUSES}: \`tools.${t.key}\` is ${t.value ? shown(t.value) : 'empty'}; OpenCode expects \`true\` or \`false\``, range: t.value?.range ?? t.keyRange, jsonPath: t.path });
                }
                continue;
            }
            const want = OPENCODE_AGENT_FIELD_TYPES[p.key];
            if (!want || !p.value)
                continue;
            const got = (0,json_type/* jsonType */.Br)(p.value);
            // `null` stops OpenCode, in an `agent` entry of opencode.json (`opencode-config:/agent/review/description:type:null`)
            // as in a file (`opencode-agent:/description:type:null` of oracle/opencode/mutations-files.json).
            if (got === want && want === 'number' && (p.key === 'steps' || p.key === 'maxSteps') && p.value.value <= 0) {
                ctx.report({ message: `${REFUSES}: \`${p.key}\` is ${shown(p.value)}; OpenCode expects a number above 0 ("Expected a value greater than 0")`, range: p.value.range, jsonPath: p.path });
                continue;
            }
            if (got === want)
                continue;
            ctx.report({
                message: `${REFUSES}: \`${p.key}\` is ${shown(p.value)}; OpenCode expects ${want === 'object' ? 'a map' : `a ${want}`}${want === 'number' && got === 'string' && String(p.value.value).trim() !== '' && Number.isFinite(Number(p.value.value)) ? ' (write it without quotes)' : ''}`,
                range: p.value.range,
                jsonPath: p.path,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/harnesses/opencode/kinds.js
var kinds = __webpack_require__(8717);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/lib/frontmatter-fate.js
/** What OpenCode makes of an agent or command file whose frontmatter it cannot read (cases frontmatter-unclosed*, yaml-colon). */

/**
 * Reports a frontmatter never closed and one that is not YAML, as OpenCode reads them. True when the
 * file's fields are not read at all (nothing else to check).
 */
function reportUnreadFrontmatter(a, ctx, fate) {
    const unclosed = (0,kinds/* opencodeUnclosed */.VX)(a);
    if (unclosed && !unclosed.readable) {
        ctx.report({ message: `This frontmatter is never closed with \`---\`: OpenCode reads the rest of the file as its YAML, which fails, so the whole file, this \`---\` included, ${fate.lost}`, range: unclosed.range, level: 'error', subject: '$.frontmatter' });
        return true;
    }
    if (unclosed) {
        ctx.report({ message: `This frontmatter is never closed with \`---\`: OpenCode reads the whole rest of the file as its YAML, so ${fate.empty}`, range: unclosed.range });
    }
    const yamlError = (0,kinds/* opencodeYamlError */.DW)(a);
    if (yamlError) {
        ctx.report({ message: `OpenCode does not read this frontmatter: it is not valid YAML${yamlError.note ? ` (${yamlError.note})` : ''}, so the whole file, \`---\` block included, ${fate.lost}`, range: yamlError.range, level: 'error', subject: '$.frontmatter' });
        return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/agent-frontmatter.js
/** OpenCode agents whose frontmatter is broken (the whole file becomes the prompt) or holds keys OpenCode passes to the model as options. */





/** An entry of the V2 `agents` map: OpenCode keeps only a few keys and drops the rest without a word (case `config-v2-agent-entry`). */
function v2Entry(artifact, ctx) {
    for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
        if (OPENCODE_V2_AGENT_KEPT.includes(p.key) || p.key === 'permissions')
            continue; // `permissions`: opencode/config-invalid
        const fix = OPENCODE_V2_AGENT_RENAMES[p.key];
        const free = fix !== undefined && !(0,tree/* getPair */.xf)(artifact.root, fix);
        const lost = p.key === 'permission' ? 'its permission rules do not apply; ' : '';
        ctx.report({
            message: `OpenCode drops \`${p.key}\` from this \`agents\` entry without a word: ${lost}under \`agents\` (the V2 spelling) it keeps only ${OPENCODE_V2_AGENT_KEPT.map((k) => `\`${k}\``).join(', ')}${fix ? ` (write \`${fix}\`)` : '; under `agent` it would read this key'}`,
            range: p.keyRange,
            jsonPath: p.path,
            suggestion: fix && free ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: JSON.stringify(fix) }] } : undefined,
        });
    }
}
/**
 * Provider options OpenCode's agents page shows passed through to the provider from an agent's config
 * (https://opencode.ai/docs/agents/, "Additional": `reasoningEffort`, `textVerbosity` for OpenAI's reasoning models).
 */
const OPENCODE_PROVIDER_OPTIONS = ['reasoningEffort', 'textVerbosity'];
/* harmony default export */ const agent_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/agent-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An OpenCode agent (file or `agent` entry of opencode.json) with frontmatter that is not valid YAML or never closed (the whole file becomes the prompt, or the prompt is empty), or a key OpenCode does not know (moved into `options`, sent to the model).',
        kinds: ['opencode-agent'],
        harness: 'opencode',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json): with broken YAML the agent still loads, its prompt is the whole file, \`---\` block included, and its settings fall back to defaults (OpenCode's re-read mends only an unquoted \`: \` in a one-line value, case \`yaml-colon\`, which also turns \`metadata: {a: 1\` into text; the finding is at the YAML error and is the only one for the file). A flow list left open, \`tools: [read, write\` with no \`]\`, makes the whole file the prompt the same way (case \`frontmatter-unclosed-flow\`); YAML gives up only on a later line, so the finding is at the \`[\`. A frontmatter opened with \`---\` and never closed is read with the whole rest of the file as its YAML, strictly (case \`frontmatter-unclosed\`): with a body line that breaks it, even a one-line value with an unquoted \`: \`, the whole file is the prompt and the settings are defaults (an error at the \`---\`); with only YAML lines after it (fields, blank lines, a \`# heading\`, which YAML reads as a comment) the fields load and the prompt is empty (a warning), and a bad value there stops OpenCode as anywhere (case \`frontmatter-unclosed-mode\`). Only a line starting with \`---\` closes the frontmatter: a \`---\` inside a value (\`description: a --- b\`) is text, so with no closing line the frontmatter is unclosed as above (cases \`frontmatter-inline-dashes\`, \`frontmatter-inline-dashes-unclosed\`), and a \`--- x\` line closes it, \`x\` starting the prompt (case \`frontmatter-dashes-line\`); an unknown key such as \`permissions\` (the V2 spelling) lands in the agent's \`options\` and is passed to the provider, which ignores an option it does not read; the provider options OpenCode documents passing this way (\`reasoningEffort\`, \`textVerbosity\`: https://opencode.ai/docs/agents/) are noted as info only. An unknown key of an \`agent\` entry in opencode.json lands in \`options\` the same way (case \`config-jsonc\`), and the model request carries it: an \`agent\` entry with \`"zzopt": "ZZ-OPT-VALUE"\` and a misspelt \`permision\` sent both in the request body to the model API (case \`agent-entry-options\`). A misspelling of a known key close to only one is renamed. Under the V2 key \`agents\` OpenCode keeps only ${OPENCODE_V2_AGENT_KEPT.map((k) => `\`${k}\``).join(', ')} and drops every other key without a word, \`permission\`, \`prompt\`, \`temperature\` and \`tools\` included (case \`config-v2-agent-entry\`; \`prompt\` and \`disable\` are renamed to the V2 \`system\` and \`disabled\`, which it reads); \`permissions\` there stops OpenCode instead (opencode/config-invalid).`,
        examples: {
            file: '.opencode/agent/reviewer.md',
            wrong: '---\ndescription: Reviews changes\npermissions:\n  edit: deny\n---\nYou review changes.\n',
            right: '---\ndescription: Reviews changes\npermission:\n  edit: deny\n---\nYou review changes.\n',
        },
    },
    check(artifact, ctx) {
        const fm = artifact.markdown?.frontmatter;
        const inConfig = artifact.data.inConfig === true; // an `agent` entry of opencode.json
        if (artifact.data.v2)
            return v2Entry(artifact, ctx);
        if (!inConfig && !fm?.present)
            return;
        if (reportUnreadFrontmatter(artifact, ctx, { lost: 'becomes the prompt and the settings fall back to defaults', empty: 'the agent loads with the fields written there and an empty prompt' }))
            return;
        for (const p of artifact.root?.type === 'map' ? artifact.root.pairs : []) {
            if (OPENCODE_AGENT_FIELDS.includes(p.key) || p.key === 'lints')
                continue;
            if (inConfig && p.key === 'permissions')
                continue; // fatal in the config: opencode/config-invalid
            // A provider option OpenCode documents passing through (`reasoningEffort`): meant, and read by that provider.
            if (OPENCODE_PROVIDER_OPTIONS.includes(p.key)) {
                ctx.report({ level: 'info', effect: 'style', message: `\`${p.key}\` is not an OpenCode agent setting: OpenCode passes it to the model provider as a model option (documented), so only a provider that reads \`${p.key}\` acts on it`, range: p.keyRange, jsonPath: p.path });
                continue;
            }
            const near = (0,suggest/* closest */.kp)(p.key, OPENCODE_AGENT_FIELDS);
            // A certain rename, unless the key is there already; not `permissions`, whose V2 value is a list, not a `permission` map.
            const fix = p.key === 'permissions' ? undefined : (0,suggest/* certainCorrection */.Zg)(p.key, OPENCODE_AGENT_FIELDS);
            const free = fix !== undefined && !(0,tree/* getPair */.xf)(artifact.root, fix);
            ctx.report({
                message: `OpenCode does not know \`${p.key}\` as an agent setting: it moves it into the agent's \`options\` and sends it to the model provider with every request, where it does nothing unless that provider reads an option of that name${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: p.keyRange,
                jsonPath: p.path,
                suggestion: fix && free ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: artifact.path, range: p.keyRange, text: inConfig ? JSON.stringify(fix) : fix }] } : undefined,
            });
        }
    },
}));

// EXTERNAL MODULE: ./build/src/diagnostics/edits.js
var edits = __webpack_require__(7543);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/agent-mode.js
/** An OpenCode agent `mode` outside primary/subagent/all: every opencode command stops. */






/* harmony default export */ const agent_mode = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/agent-mode',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An OpenCode agent whose `mode` is not `primary`, `subagent` or `all`.',
        kinds: ['opencode-agent'],
        harness: 'opencode',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json): \`opencode agent list\` (like every other command) exits 1 with "Configuration is invalid at …: Expected \\"subagent\\" | \\"primary\\" | \\"all\\"", so one bad agent file stops OpenCode for the whole repository. Under the V2 key \`agents\` the same entry is dropped without a word instead (case \`config-v2-invalid\`).`,
        examples: {
            file: '.opencode/agent/reviewer.md',
            wrong: '---\ndescription: Reviews changes\nmode: sub-agent\n---\nYou review changes.\n',
            right: '---\ndescription: Reviews changes\nmode: subagent\n---\nYou review changes.\n',
        },
    },
    check(artifact, ctx) {
        const p = (0,tree/* getPair */.xf)(artifact.root, 'mode');
        const v = p?.value;
        if (!p || !v)
            return;
        if (v.type === 'scalar' && typeof v.value === 'string' && OPENCODE_AGENT_MODES.includes(v.value))
            return;
        const text = v.type === 'scalar' ? String(v.value) : undefined;
        const fix = text ? (0,suggest/* certainCorrection */.Zg)(text, OPENCODE_AGENT_MODES) : undefined;
        const near = text ? (0,suggest/* closest */.kp)(text, OPENCODE_AGENT_MODES) : [];
        ctx.report({
            message: `${artifact.data.v2 ? 'OpenCode drops this `agents` entry without a word' : 'OpenCode refuses to start'} while this agent's \`mode\` is ${text !== undefined ? `\`${text}\`` : (0,json_type/* jsonTypeWords */.gn)(v, { object: 'a mapping', array: 'a list' })}: it must be \`primary\`, \`subagent\` or \`all\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
            range: v.range,
            jsonPath: p.path,
            suggestion: fix ? { msg: `use \`${fix}\``, applicability: 'MachineApplicable', edits: [(0,edits/* replaceScalar */.BB)(artifact.file, v, fix)] } : undefined,
        });
    },
}));

// EXTERNAL MODULE: ./build/src/artifacts/model.js
var model = __webpack_require__(2108);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/lib/agent-files.js
/** The agents OpenCode knows in a repository: built-ins, agent files and `agent` / `agents` entries of the config. */



/** The frontmatter keys `opencodeAgents` reads (a project rule's `reads`). */
const OPENCODE_AGENT_READS = { 'opencode-agent': ['disable', 'hidden', 'mode'] };
/** By id; a config entry or file for a built-in's id overrides its fields; `disable: true` removes it. */
function opencodeAgents(project) {
    const out = new Map(Object.entries(OPENCODE_BUILTIN_AGENTS).map(([id, a]) => [id, { ...a }]));
    for (const a of (0,model/* artifactsOf */.Ns)(project, 'opencode-agent')) {
        const id = a.element.name;
        const prev = out.get(id);
        if ((0,tree/* getNode */.Zl)(a.root, 'disable')?.type === 'scalar' && (0,tree/* getNode */.Zl)(a.root, 'disable').value === true) {
            out.delete(id);
            continue;
        }
        const hidden = (0,tree/* getNode */.Zl)(a.root, 'hidden');
        out.set(id, {
            mode: (0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'mode')) ?? prev?.mode ?? 'all',
            hidden: hidden?.type === 'scalar' ? hidden.value === true : (prev?.hidden ?? false),
            artifact: a,
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/command-agent.js
/** An OpenCode command whose `agent` names no agent: running it fails. */






/* harmony default export */ const command_agent = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'opencode/command-agent',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An OpenCode command whose `agent` is not an agent OpenCode knows (built-in, `.opencode/agent(s)/` or the config).',
        kinds: ['opencode-command'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`command-agent-missing\`, \`command-agent-known\`, \`command-agent-blank\`, \`command-agent-empty\`): the command is listed by \`opencode debug config\`, but \`opencode run --command <name>\` exits 1 with "Unexpected server error" and no model call, while the same command with \`agent: plan\` runs its template. A blank \`agent\` (\`"  "\`) fails the same way; an empty one is read as not set and the command runs (a warning).`,
        examples: {
            file: '.opencode/command/review.md',
            wrong: '---\ndescription: Review the diff\nagent: reviewr\n---\nReview the staged changes.\n',
            right: '---\ndescription: Review the diff\nagent: plan\n---\nReview the staged changes.\n',
        },
    },
    reads: { ...OPENCODE_AGENT_READS, 'opencode-command': ['agent'] },
    check(project, ctx) {
        const commands = (0,model/* artifactsOf */.Ns)(project, 'opencode-command');
        if (commands.length === 0)
            return;
        const agents = opencodeAgents(project);
        for (const c of commands) {
            const p = (0,tree/* getPair */.xf)(c.root, 'agent');
            const v = p?.value;
            if (!p || v?.type !== 'scalar' || typeof v.value !== 'string' || agents.has(v.value))
                continue;
            if (v.value === '') { // read as not set: the command runs (case `command-agent-empty`)
                ctx.report({ path: c.path, message: '`agent` is empty: OpenCode runs the command as if it were not set; remove the key or name an agent', range: v.range, jsonPath: p.path, level: 'warn' });
                continue;
            }
            const near = (0,suggest/* closest */.kp)(v.value, [...agents.keys()]);
            ctx.report({
                path: c.path,
                message: `\`opencode run --command ${c.element.name}\` fails ("Unexpected server error"): there is no agent \`${v.value}\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
                range: v.range,
                jsonPath: p.path,
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/command-frontmatter.js
/** OpenCode command files: broken frontmatter (kept in the template), unknown keys (dropped), no template. */







/** Keys OpenCode drops from a command, each with a rename when one known key is certainly meant and not there yet. */
function unknownKeys(a, ctx, known, json) {
    for (const p of a.root?.type === 'map' ? a.root.pairs : []) {
        if (known.includes(p.key) || p.key === 'lints')
            continue;
        const near = (0,suggest/* closest */.kp)(p.key, known);
        const guess = (0,suggest/* certainCorrection */.Zg)(p.key, known);
        // An agent's key (`mode: primary`) in a command is another kind's field, not a typo of `model`; and a value of
        // another type than the target key's would trade this warning for an error: no rename then.
        const want = guess ? OPENCODE_COMMAND_FIELD_TYPES[guess] : undefined;
        const fits = !want || !p.value || (want === 'string' ? isString(p.value) : p.value.type === 'scalar' && typeof p.value.value === 'boolean');
        const fix = guess && !OPENCODE_AGENT_FIELDS.includes(p.key) && fits ? guess : undefined;
        ctx.report({
            message: `OpenCode drops \`${p.key}\` from this command without a warning${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`,
            range: p.keyRange,
            jsonPath: p.path,
            suggestion: fix && !(0,tree/* getPair */.xf)(a.root, fix) ? { msg: `rename to \`${fix}\``, applicability: 'MachineApplicable', edits: [{ path: a.path, range: p.keyRange, text: json ? JSON.stringify(fix) : fix }] } : undefined,
        });
    }
}
/* harmony default export */ const command_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/command-frontmatter',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An OpenCode command file whose frontmatter is not valid YAML or never closed (it becomes part of the template, or the template is empty), holds a key OpenCode drops, or has no body (an empty template); a key OpenCode drops in a `command` entry of opencode.json.',
        kinds: ['opencode-command'],
        harness: 'opencode',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`commands\`): \`opencode debug config\` shows a command with broken YAML frontmatter whose \`template\` is the whole file, \`---\` block included, and no description (OpenCode's re-read mends only an unquoted \`: \` in a one-line value, case \`yaml-colon\`, which also turns \`metadata: {a: 1\` into text, so that command loaded, case \`frontmatter-unclosed-flow\`; the finding is at the YAML error, at the \`[\` or \`{\` of a flow list or map left open, and is the only one for the file); a frontmatter opened with \`---\` and never closed is read with the whole rest of the file as its YAML (case \`frontmatter-unclosed\`): with a body line the template is the whole file (an error), with only YAML lines after the \`---\` the fields load and the template is \`""\` (a warning); a key other than ${OPENCODE_COMMAND_FIELDS.map((k) => `\`${k}\``).join(', ')} is missing from the command (dropped, no message); so is a key other than those and \`template\` in a \`command\` or V2 \`commands\` entry of opencode.json (cases \`config-command-entry\`, \`config-v2-command-entry\`: \`descripton\` and \`frob\` gone from \`opencode debug config\`, the command ran); a file with no body has the template \`""\`, so running it sends only the arguments. A value of the wrong type, \`null\` included, stops OpenCode like a bad value in opencode.json (the file mutation probe, oracle/opencode/mutations-files.json: \`description\`, \`agent\`, \`model\` must be strings and \`subtask\` a boolean; an error).`,
        examples: {
            file: '.opencode/command/review.md',
            wrong: '---\ndescription: Review the diff\nallowed-tools: Bash\n---\nReview the staged changes.\n',
            right: '---\ndescription: Review the diff\n---\nReview the staged changes.\n',
        },
    },
    check(a, ctx) {
        const md = a.markdown;
        if (!md) {
            // A `command` (or V2 `commands`) entry of opencode.json: its unknown keys are dropped too (cases
            // `config-command-entry`, `config-v2-command-entry`); its values are opencode/config-invalid's.
            unknownKeys(a, ctx, [...OPENCODE_COMMAND_FIELDS, 'template'], true);
            return;
        }
        const fm = md.frontmatter;
        if (reportUnreadFrontmatter(a, ctx, { lost: "becomes the command's template and its settings are lost", empty: 'the command loads with the fields written there and an empty template, and running it sends only the arguments' }))
            return;
        unknownKeys(a, ctx, OPENCODE_COMMAND_FIELDS, false);
        // A value of the wrong type, `null` included, stops OpenCode as in opencode.json (mutations of
        // oracle/opencode/mutations-files.json: `opencode-command:/subtask:type:string` … "Expected boolean | undefined").
        for (const f of a.root?.type === 'map' ? a.root.pairs : []) {
            const want = OPENCODE_COMMAND_FIELD_TYPES[f.key];
            if (!want || !f.value)
                continue;
            const ok = want === 'string' ? isString(f.value) : f.value.type === 'scalar' && typeof f.value.value === 'boolean';
            // Not merely dropped: OpenCode stops, so an error whatever the rule's default level for dropped keys.
            if (!ok)
                ctx.report({ message: `${FATAL}: \`${f.key}\` is ${typeOf(f.value)}, not a ${want}`, range: f.value.range, jsonPath: f.path, level: 'error', effect: 'refused' });
        }
        if (!(0,kinds/* opencodeUnclosed */.VX)(a) && md.body.trim() === '') {
            const at = fm.present ? fm.openRange : a.file.lines.range(0, 0);
            ctx.report({ message: 'This command has no body: OpenCode reads its template as empty, so running it sends only the arguments', range: at });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/lib/config-shape.js
/**
 * A small schema checker for the parts of `opencode.json` described in OPENCODE_CONFIG_SHAPES (not a rule;
 * opencode/config-invalid reports what it finds). Each problem is worded as OpenCode's own "Expected …, got …" line.
 */


const config_shape_shown = (n) => (0,json_type/* shownValue */.JJ)(n, 'an array');
function words(s) {
    if (typeof s === 'string')
        return { string: 'a string', number: 'a number', 'int+': 'a whole number above 0', boolean: '`true` or `false`', false: '`false`', true: '`true`', any: 'anything' }[s];
    if ('array' in s)
        return `an array of ${words(s.array).replace(/^an? /, '')}s`.replace('`true` or `false`s', 'booleans');
    if ('record' in s || 'object' in s)
        return 'an object';
    if ('enum' in s)
        return s.enum.map((x) => `\`${x}\``).join(', ');
    return s.union.map(words).join(' or ');
}
/** Whether `n` fits `s`; problems of the deepest part that does not, in `out`. */
function check(n, s, path, name, at, out) {
    const fail = (what = `\`${name}\` is ${config_shape_shown(n)}; OpenCode expects ${words(s)}`) => {
        out.push({ message: what, range: n?.range ?? at, jsonPath: path });
        return false;
    };
    if (typeof s === 'string') {
        if (s === 'any')
            return true;
        if (!n || n.type !== 'scalar')
            return fail();
        const v = n.value;
        const ok = s === 'string' ? typeof v === 'string' : s === 'boolean' ? typeof v === 'boolean' : s === 'false' ? v === false : s === 'true' ? v === true
            : s === 'number' ? typeof v === 'number' : typeof v === 'number' && Number.isInteger(v) && v > 0;
        return ok || fail();
    }
    if ('enum' in s)
        return (n?.type === 'scalar' && typeof n.value === 'string' && s.enum.includes(n.value)) || fail();
    if ('array' in s) {
        if (n?.type !== 'seq')
            return fail();
        return n.items.every((item, i) => check(item, s.array, `${path}[${i}]`, `${name}[${i}]`, item.range, out));
    }
    if ('record' in s) {
        if (n?.type !== 'map')
            return fail();
        return n.pairs.every((p) => check(p.value, s.record, p.path, `${name}.${p.key}`, p.keyRange, out));
    }
    if ('object' in s) {
        if (n?.type !== 'map')
            return fail();
        let ok = true;
        for (const p of n.pairs) {
            const sub = s.object[p.key];
            if (sub && !check(p.value, sub, p.path, `${name}.${p.key}`, p.keyRange, out))
                ok = false;
        }
        for (const req of s.required ?? []) {
            if (!n.pairs.some((p) => p.key === req)) {
                out.push({ message: `\`${name}\` has no \`${req}\` (OpenCode expects ${words(s.object[req])} there)`, range: at, jsonPath: path });
                ok = false;
            }
        }
        return ok;
    }
    // A union: fits when one member fits; else the problems of the member of the same JSON type, or one line for all.
    const trial = s.union.map((m) => {
        const probs = [];
        return { m, ok: check(n, m, path, name, at, probs), probs };
    });
    if (trial.some((t) => t.ok))
        return true;
    // Several objects: the member that declares most of the keys written (an LSP server with `command` is not `{ disabled: true }`).
    const declared = (m) => (typeof m === 'object' && 'object' in m && n?.type === 'map' ? n.pairs.filter((p) => p.key in m.object).length : -1);
    const sameType = trial.filter((t) => t.probs.every((p) => p.jsonPath !== path)).sort((x, y) => declared(y.m) - declared(x.m));
    if (sameType.length === 1 || (sameType.length > 1 && declared(sameType[0].m) > declared(sameType[1].m)))
        out.push(...sameType[0].probs);
    else
        fail();
    return false;
}
/** The problems of one value against a shape (`name` as the message shows it). */
function shapeProblemsOf(p, s, name) {
    const out = [];
    check(p.value, s, p.path, name, p.keyRange, out);
    return out;
}
/** The problems of each top-level key of the config that has a shape. */
function shapeProblems(pairs) {
    const out = [];
    for (const p of pairs) {
        const s = OPENCODE_CONFIG_SHAPES[p.key];
        if (s)
            check(p.value, s, p.path, p.key, p.keyRange, out);
    }
    return out;
}

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/config-invalid.js
/** `opencode.json` values OpenCode's schema rejects: every opencode command stops with "Configuration is invalid". */






function fits(want, n) {
    if (!n)
        return false;
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
const mcpFate = (s, name) => {
    const enabled = (0,tree/* getPair */.xf)(s, 'enabled')?.value;
    return enabled?.type === 'scalar' && typeof enabled.value === 'boolean'
        ? `OpenCode ignores MCP server \`${name}\` and never starts it: it reads an entry that fits neither \`local\` nor \`remote\` as an on/off switch (a run logs "Ignoring MCP config entry without type")`
        : FATAL;
};
function checkMcp(ctx, a, server) {
    const s = server.value;
    const where = `MCP server \`${server.key}\``;
    if (s?.type !== 'map')
        return bad(ctx, a, s, server.keyRange, server.path, `${where} is ${typeOf(s)}, not an object`);
    const type = (0,tree/* getPair */.xf)(s, 'type');
    if (!type && s.pairs.every((p) => p.key === 'enabled'))
        return; // `{ "enabled": false }` turns off an inherited server
    const fate = mcpFate(s, server.key);
    if (!type)
        return bad(ctx, a, null, server.keyRange, server.path, `${where} has no \`type\` (\`local\` or \`remote\`)`, undefined, fate);
    const t = isString(type.value) ? String(type.value.value) : undefined;
    if (!t || !OPENCODE_MCP_TYPES.includes(t)) {
        return bad(ctx, a, type.value, type.keyRange, type.path, `${where} has \`type\` ${typeOf(type.value)}; it is \`local\` (with a \`command\` array) or \`remote\` (with a \`url\`)`, t ? (0,suggest/* certainCorrection */.Zg)(t, OPENCODE_MCP_TYPES) : undefined, fate);
    }
    // Typed fields of either transport (`opencode-config:/mcp/docs/enabled:type:string`, `opencode-config:/mcp/web/headers/A:type:number`,
    // `opencode-config:/mcp/docs/timeout:zero`).
    for (const f of s.pairs) {
        const want = OPENCODE_MCP_FIELD_SHAPES[f.key];
        if (!want)
            continue;
        for (const pr of shapeProblemsOf(f, want, `${server.key}.${f.key}`))
            bad(ctx, a, null, pr.range, pr.jsonPath, `in ${where}, ${pr.message}`, undefined, f.key === 'enabled' ? FATAL : fate);
    }
    if (t === 'local') {
        const cmd = (0,tree/* getPair */.xf)(s, 'command');
        if (!cmd)
            bad(ctx, a, null, server.keyRange, server.path, `local ${where} has no \`command\``, undefined, fate);
        else if (cmd.value?.type !== 'seq' || !cmd.value.items.every(isString))
            bad(ctx, a, cmd.value, cmd.keyRange, cmd.path, `\`command\` of ${where} is ${typeOf(cmd.value)}; it is an array of strings, program first (\`["npx", "-y", "pkg"]\`)`, undefined, fate);
    }
    else {
        const url = (0,tree/* getPair */.xf)(s, 'url');
        if (!url || !isString(url.value))
            bad(ctx, a, url?.value ?? null, url?.keyRange ?? server.keyRange, url?.path ?? server.path, `remote ${where} has ${url ? `\`url\` ${typeOf(url.value)}` : 'no `url`'}`, undefined, fate);
    }
}
/** A V2 `commands` entry that fails the schema is dropped, not fatal (case `config-v2-invalid`). */
const DROPPED = 'OpenCode drops this `commands` entry without a word';
function checkCommand(ctx, a, c, fate) {
    const t = c.value?.type === 'map' ? (0,tree/* getPair */.xf)(c.value, 'template') : undefined;
    if (c.value?.type !== 'map')
        return bad(ctx, a, c.value, c.keyRange, c.path, `command \`${c.key}\` is ${typeOf(c.value)}, not an object`, undefined, fate);
    if (!t)
        return bad(ctx, a, null, c.keyRange, c.path, `command \`${c.key}\` has no \`template\` (the prompt it sends)`, undefined, fate);
    if (!isString(t.value))
        bad(ctx, a, t.value, t.keyRange, t.path, `\`template\` of command \`${c.key}\` is ${typeOf(t.value)}, not a string`, undefined, fate);
    // A V2 `commands` entry with such a value is dropped like one without `template` (case `config-v2-command-entry`).
    for (const f of c.value.pairs) {
        const want = OPENCODE_COMMAND_FIELD_TYPES[f.key];
        // `null` is not "string | undefined" (`opencode-config:/command/hello/agent:type:null`).
        if (!want || f.key === 'template' || !f.value)
            continue;
        const ok = want === 'string' ? isString(f.value) : f.value.type === 'scalar' && typeof f.value.value === 'boolean';
        if (!ok)
            bad(ctx, a, f.value, f.keyRange, f.path, `\`${f.key}\` of command \`${c.key}\` is ${typeOf(f.value)}, not a ${want}`, undefined, fate);
    }
}
/* harmony default export */ const config_invalid = ((0,rule/* artifactRule */.p8)({
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
        if (a.root?.type !== 'map')
            return;
        for (const p of a.root.pairs) {
            const want = OPENCODE_CONFIG_TYPES[p.key];
            const allowed = OPENCODE_CONFIG_ENUMS[p.key];
            if (p.key === 'permissions') {
                bad(ctx, a, null, p.keyRange, p.path, 'the V2 `permissions` list is not supported by OpenCode 1.x; write a `permission` map (`{ "edit": "deny", "bash": { "git *": "allow" } }`)');
            }
            else if (allowed) {
                const v = p.value?.type === 'scalar' ? p.value.value : undefined;
                if (!allowed.includes(v))
                    bad(ctx, a, p.value, p.keyRange, p.path, `\`${p.key}\` is ${typeOf(p.value)}; it is one of ${allowed.map((x) => `\`${String(x)}\``).join(', ')}`, typeof v === 'string' ? (0,suggest/* certainCorrection */.Zg)(v, allowed.filter((x) => typeof x === 'string')) : undefined);
            }
            else if (want && !fits(want, p.value)) {
                bad(ctx, a, p.value, p.keyRange, p.path, `\`${p.key}\` is ${typeOf(p.value)}; OpenCode expects ${want === 'string[]' ? 'an array of strings' : want === 'boolean|object' ? '`true`, `false` or an object' : want === 'array' ? 'an array' : want === 'object' ? 'an object' : `a ${want}`}`);
            }
        }
        // An empty `$schema` is replaced by OpenCode's own URL (`opencode-config:/$schema:empty`): editors lose the schema.
        const schema = (0,tree/* getPair */.xf)(a.root, '$schema');
        if (schema?.value?.type === 'scalar' && schema.value.value === '') {
            ctx.report({ message: '`$schema` is empty: OpenCode puts its own URL in its place, and editors get no schema from the file; write `https://opencode.ai/config.json`', range: schema.value.range, jsonPath: schema.path, level: 'warn', suggestion: { msg: 'use `https://opencode.ai/config.json`', applicability: 'MachineApplicable', edits: [{ path: a.path, range: schema.value.range, text: '"https://opencode.ai/config.json"' }] } });
        }
        // Whole-schema parts: `lsp`, `formatter`, `watcher`, `compaction`, `tools`, `skills` (OPENCODE_CONFIG_SHAPES).
        for (const pr of shapeProblems(a.root.pairs))
            bad(ctx, a, null, pr.range, pr.jsonPath, pr.message);
        const perm = (0,tree/* getPair */.xf)(a.root, 'permission');
        if (perm)
            checkPermission(ctx, a, perm);
        const mcp = (0,tree/* getNode */.Zl)(a.root, 'mcp');
        if (mcp?.type === 'map')
            for (const s of mcp.pairs)
                checkMcp(ctx, a, s);
        for (const key of ['command', 'commands']) {
            const cmd = (0,tree/* getNode */.Zl)(a.root, key);
            if (cmd?.type === 'map')
                for (const c of cmd.pairs)
                    checkCommand(ctx, a, c, key === 'commands' ? DROPPED : FATAL);
        }
        // The V2 `permissions` list stops OpenCode inside a V2 `agents` entry too (case `config-v2-agents-permissions`).
        const v2agents = (0,tree/* getNode */.Zl)(a.root, 'agents');
        if (v2agents?.type === 'map') {
            for (const entry of v2agents.pairs) {
                const v2 = entry.value?.type === 'map' ? (0,tree/* getPair */.xf)(entry.value, 'permissions') : undefined;
                if (v2)
                    bad(ctx, a, null, v2.keyRange, v2.path, `agent \`${entry.key}\` uses the V2 \`permissions\`; OpenCode 1.x reads \`permission\` (a map) under \`agent\``);
            }
        }
        // `agent` entries: the other values of a V2 `agents` entry are dropped, not fatal (opencode/agent-frontmatter).
        const agents = (0,tree/* getNode */.Zl)(a.root, 'agent');
        if (agents?.type === 'map') {
            for (const entry of agents.pairs) {
                if (entry.value?.type !== 'map') {
                    bad(ctx, a, entry.value, entry.keyRange, entry.path, `agent \`${entry.key}\` is ${typeOf(entry.value)}, not an object`);
                    continue;
                }
                const v2 = (0,tree/* getPair */.xf)(entry.value, 'permissions');
                if (v2)
                    bad(ctx, a, null, v2.keyRange, v2.path, `agent \`${entry.key}\` uses the V2 \`permissions\`; OpenCode 1.x reads \`permission\` (a map)`);
                const ap = (0,tree/* getPair */.xf)(entry.value, 'permission');
                if (ap)
                    checkPermission(ctx, a, ap);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/config-unknown-key.js
/** `opencode.json` top-level keys OpenCode does not know: dropped without a word. */



/* harmony default export */ const config_unknown_key = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/config-unknown-key',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A top-level `opencode.json` key OpenCode does not know: it is dropped silently.',
        kinds: ['opencode-config'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`config-jsonc\`): \`opencode debug config\` shows the merged config without the key and nothing is printed, although OpenCode's own customize-opencode skill says unknown keys are rejected. Keys that moved out of \`opencode.json\` (\`theme\`, \`keybinds\`, \`tui\`) and misspellings (\`mcpServers\`) are ignored alike. The V2 plurals \`agents\` and \`commands\` are read as \`agent\` and \`command\`. (\`permissions\`, the V2 spelling, is not dropped: it stops OpenCode, see opencode/config-invalid.)`,
        examples: {
            file: 'opencode.json',
            wrong: '{\n  "mcpServers": { "docs": { "type": "remote", "url": "https://example.com/mcp" } }\n}\n',
            right: '{\n  "mcp": { "docs": { "type": "remote", "url": "https://example.com/mcp" } }\n}\n',
        },
    },
    check(a, ctx) {
        if (a.root?.type !== 'map')
            return;
        for (const p of a.root.pairs) {
            if (OPENCODE_CONFIG_KEYS.includes(p.key) || p.key === 'permissions')
                continue;
            const near = p.key === 'mcpServers' ? 'mcp' : (0,suggest/* closest */.kp)(p.key, OPENCODE_CONFIG_KEYS)[0]?.value;
            ctx.report({ message: `OpenCode does not know \`${p.key}\` and drops it without a warning${near ? ` (did you mean \`${near}\`?)` : ''}`, range: p.keyRange, jsonPath: p.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/default-agent.js
/** `default_agent` naming an agent OpenCode cannot start with: every `opencode run` fails. */






/* harmony default export */ const default_agent = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'opencode/default-agent',
        effect: 'refused',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An OpenCode `default_agent` that names no agent, a subagent or a hidden agent.',
        kinds: ['opencode-config'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`default-agent-subagent\`, \`default-agent-hidden\`, \`default-agent-missing\`, \`default-agent-file-subagent\`, \`default-agent-file-primary\`, \`default-agent-blank\`): the config loads (\`opencode agent list\` exits 0), but \`opencode run\` exits 1 before any model call with "default agent \\"explore\\" is a subagent", "… is hidden" or "… not found" in its log and only "Unexpected server error" on the terminal. An empty \`default_agent\` is read as not set and the run works (case \`default-agent-empty\`, a warning); a blank one (\`"  "\`) is "not found". A primary agent (built-in \`build\`/\`plan\` or a file with \`mode: primary\` or no \`mode\`) works.`,
        examples: {
            file: 'opencode.json',
            wrong: '{\n  "default_agent": "explore"\n}\n',
            right: '{\n  "default_agent": "plan"\n}\n',
        },
    },
    reads: OPENCODE_AGENT_READS,
    check(project, ctx) {
        const configs = (0,model/* artifactsOf */.Ns)(project, 'opencode-config');
        if (configs.length === 0)
            return;
        const agents = opencodeAgents(project);
        for (const c of configs) {
            const p = (0,tree/* getPair */.xf)(c.root, 'default_agent');
            const v = p?.value;
            if (!p || v?.type !== 'scalar' || typeof v.value !== 'string')
                continue;
            if (v.value === '') { // read as not set: the run starts with the default agent (case `default-agent-empty`)
                ctx.report({ path: c.path, message: '`default_agent` is empty: OpenCode runs as if it were not set (with its default agent); remove the key or name a primary agent', range: v.range, jsonPath: p.path, level: 'warn' });
                continue;
            }
            const a = agents.get(v.value);
            let why;
            if (!a) {
                const near = (0,suggest/* closest */.kp)(v.value, [...agents.entries()].filter(([, x]) => x.mode !== 'subagent' && !x.hidden).map(([id]) => id));
                why = `there is no agent \`${v.value}\`${near.length ? ` (did you mean \`${near[0].value}\`?)` : ''}`;
            }
            else if (a.mode === 'subagent')
                why = `\`${v.value}\` is a subagent`;
            else if (a.hidden)
                why = `\`${v.value}\` is hidden`;
            if (!why)
                continue;
            ctx.report({
                path: c.path,
                message: `Every \`opencode run\` fails with "Unexpected server error": ${why}; \`default_agent\` must name a primary agent that is not hidden`,
                range: v.range,
                jsonPath: p.path,
            });
        }
    },
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
// EXTERNAL MODULE: ./build/src/rules/shared/missing-path.js
var missing_path = __webpack_require__(931);
;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/instructions-missing.js
/** `instructions` entries of opencode.json that name no file: skipped without a word. */







/** URLs, absolute and home paths are not checked: only repository paths and globs. */
const OUTSIDE = /^[a-z]+:\/\/|^[/~]/i;
const GLOB = /[*?[\]{}]/;
/** Files looked at before giving up on the globs (a glob still unmatched then is not reported: the answer is unknown). */
const MAX_FILES = 200_000;
/**
 * A glob as OpenCode expands it (case `instructions-globs`): `docs/*.md` matched `docs/a.md` but not
 * `docs/sub/b.md`, `rules/**\/*.md` matched `rules/deep/c.md`, `notes/{x,y}.md` matched `notes/y.md`.
 * Dot files are matched too (not observed: the permissive reading never reports a glob OpenCode expands).
 */
function globMatcher(glob) {
    try {
        return picomatch(glob, { dot: true });
    }
    catch {
        return undefined;
    }
}
/* harmony default export */ const instructions_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'opencode/instructions-missing',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An `instructions` path or glob in `opencode.json` that names or matches no file in the repository.',
        kinds: ['opencode-config'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`instructions\`): with \`"instructions": ["nope.md", "docs/style.md"]\` the run succeeds, \`docs/style.md\` reaches the model and \`nope.md\` is skipped with no message, so a renamed or mistyped file silently stops applying. Globs are expanded (case \`instructions-globs\`: \`docs/*.md\` sent \`docs/a.md\` but not \`docs/sub/b.md\`, \`rules/**/*.md\` and \`notes/{x,y}.md\` sent their files) and one that matches nothing, \`none/*.md\`, is skipped without a word too. URLs, absolute and home paths are not checked (OpenCode fetches URLs, documented at https://opencode.ai/docs/rules).`,
        examples: {
            file: 'opencode.json',
            wrong: '{\n  "instructions": ["docs/styleguide.md"]\n}\n',
            right: '{\n  "instructions": ["docs/style.md"]\n}\n',
            context: { 'docs/style.md': '# Style\n' },
        },
    },
    check(project, ctx) {
        const globs = [];
        for (const c of (0,model/* artifactsOf */.Ns)(project, 'opencode-config')) {
            const list = (0,tree/* getNode */.Zl)(c.root, 'instructions');
            if (list?.type !== 'seq')
                continue;
            const dir = external_node_path_.posix.dirname(c.path);
            for (const item of list.items) {
                if (item.type !== 'scalar' || typeof item.value !== 'string' || OUTSIDE.test(item.value))
                    continue;
                const rel = external_node_path_.posix.normalize(item.value);
                if (GLOB.test(item.value)) {
                    // From the root, or from the config's folder (as for a plain path).
                    const tests = [rel, ...(dir !== '.' ? [external_node_path_.posix.join(dir, rel)] : [])].map(globMatcher).filter((t) => t !== undefined);
                    if (tests.length > 0)
                        globs.push({ path: c.path, item, glob: item.value, tests });
                    continue;
                }
                // From the root, or from the config's folder.
                const at = { path: c.path, range: item.range, jsonPath: item.path };
                (0,missing_path/* reportMissingPath */.w)(project, ctx, [rel, ...(dir !== '.' ? [external_node_path_.posix.join(dir, rel)] : [])], 'file', at, () => `OpenCode skips \`${item.value}\` without a word: no such file in the repository`);
            }
        }
        if (globs.length === 0 || !project.allFiles)
            return;
        let unmatched = globs;
        let seen = 0;
        for (const file of project.allFiles()) {
            if (++seen > MAX_FILES)
                return; // not every file looked at: no answer
            unmatched = unmatched.filter((g) => !g.tests.some((t) => t(file)));
            if (unmatched.length === 0)
                return;
        }
        for (const g of unmatched) {
            ctx.report({ path: g.path, message: `OpenCode sends nothing for \`${g.glob}\` and says nothing: the glob matches no file in the repository`, range: g.item.range, jsonPath: g.item.path });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/mcp-env-syntax.js
/** `${VAR}` in an OpenCode MCP server: not expanded, the server gets the text as written. */



const SHELL_VAR = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const HAS_SHELL_VAR = /\$\{[A-Za-z_][A-Za-z0-9_]*\}/;
function* mcp_env_syntax_strings(n) {
    if (!n)
        return;
    if (n.type === 'scalar') {
        if (typeof n.value === 'string')
            yield n;
    }
    else if (n.type === 'map')
        for (const p of n.pairs)
            yield* mcp_env_syntax_strings(p.value);
    else
        for (const i of n.items)
            yield* mcp_env_syntax_strings(i);
}
/* harmony default export */ const mcp_env_syntax = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/mcp-env-syntax',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'An OpenCode MCP server value with `${VAR}`: OpenCode expands only `{env:VAR}`, so the server gets `${VAR}` literally.',
        kinds: ['opencode-config'],
        harness: 'opencode',
        optIn: false,
        fixable: 'machine',
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`mcp-env\`): in \`opencode debug config\` a \`command\` item and an \`environment\` value written \`{env:VAR}\` hold the variable's value, the same written \`\${VAR}\` (the Claude Code and VS Code spelling) are unchanged, so the server runs with the literal text, typically a token or path that is silently wrong.`,
        examples: {
            file: 'opencode.json',
            wrong: '{\n  "mcp": { "gh": { "type": "remote", "url": "https://example.com/mcp", "headers": { "Authorization": "Bearer ${GH_TOKEN}" } } }\n}\n',
            right: '{\n  "mcp": { "gh": { "type": "remote", "url": "https://example.com/mcp", "headers": { "Authorization": "Bearer {env:GH_TOKEN}" } } }\n}\n',
        },
    },
    check(a, ctx) {
        const mcp = (0,tree/* getNode */.Zl)(a.root, 'mcp');
        if (mcp?.type !== 'map')
            return;
        for (const s of mcp_env_syntax_strings(mcp)) {
            const text = String(s.value);
            if (!HAS_SHELL_VAR.test(text))
                continue;
            const fixed = text.replace(SHELL_VAR, '{env:$1}');
            ctx.report({
                message: `OpenCode does not expand \`\${VAR}\` here: the MCP server gets ${JSON.stringify(text)} as written (OpenCode expands \`{env:VAR}\`)`,
                range: s.range,
                jsonPath: s.path,
                suggestion: { msg: `write ${JSON.stringify(fixed)}`, applicability: 'MachineApplicable', edits: [{ path: a.path, range: s.range, text: JSON.stringify(fixed) }] },
            });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/model-format.js
/** OpenCode `model` values without a provider (the run fails) or with a V2 `#variant` suffix (kept in the id). */



/* harmony default export */ const model_format = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/model-format',
        effect: 'fails-at-run-time',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An OpenCode `model` that is not `provider/model-id`, or that ends in the V2 `#variant` suffix.',
        kinds: ['opencode-config', 'opencode-agent', 'opencode-command'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json): with \`"model": "gpt-4"\` every \`opencode run\` exits 1 with "Model not found: gpt-4/." (case \`model-no-provider\`), and with \`"model": "  "\` with "Model not found:   /." (case \`model-blank\`); an empty \`model\` is read as not set and the run works (case \`model-empty\`, a warning), as do an empty or blank \`small_model\` (cases \`small-model-empty\`, \`small-model-blank\`); an agent with \`model: anthropic/claude-sonnet-4-6#high\` (the V2 spelling of a variant) gets the model id \`claude-sonnet-4-6#high\` (case \`agent-fields\`), a model no provider has; OpenCode 1.x takes the variant from \`variant:\`.`,
        examples: {
            file: 'opencode.json',
            wrong: '{\n  "model": "claude-sonnet-4-6"\n}\n',
            right: '{\n  "model": "anthropic/claude-sonnet-4-6"\n}\n',
        },
    },
    check(a, ctx) {
        for (const key of a.kind === 'opencode-config' ? ['model', 'small_model'] : ['model']) {
            const p = (0,tree/* getPair */.xf)(a.root, key);
            const v = p?.value;
            if (!p || v?.type !== 'scalar' || typeof v.value !== 'string')
                continue;
            // Empty: read as not set (case `model-empty`). Blank `small_model`: runs still work (case `small-model-blank`).
            if (v.value === '' || (key === 'small_model' && v.value.trim() === '')) {
                ctx.report({ message: `\`${key}\` is ${v.value === '' ? 'empty' : 'blank'}: OpenCode runs as if it were not set${key === 'model' ? ' (it takes a model of a configured provider)' : ''}; remove the key or write \`provider/model-id\``, range: v.range, jsonPath: p.path, level: 'warn' });
                continue;
            }
            const slash = v.value.indexOf('/');
            if (slash <= 0 || slash === v.value.length - 1) {
                ctx.report({ message: `OpenCode cannot find model \`${v.value}\`: a model is written \`provider/model-id\` (\`anthropic/claude-sonnet-4-6\`), and a run with it fails with "Model not found"`, range: v.range, jsonPath: p.path });
            }
            else if (v.value.includes('#') && !a.data.v2) { // a V2 `agents`/`commands` entry may mean the V2 `#variant`: not observed
                const [id, variant] = v.value.split('#');
                ctx.report({ message: `OpenCode 1.x keeps \`#${variant}\` in the model id: it asks for \`${id.slice(slash + 1)}#${variant}\`, a model no provider has; write \`model: ${id}\` and \`variant: ${variant}\``, range: v.range, jsonPath: p.path, level: 'warn' });
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/skill-frontmatter.js
/** OpenCode skills it skips (broken YAML, no `name`) or keeps away from the model (no `description`). */




/* harmony default export */ const skill_frontmatter = ((0,rule/* artifactRule */.p8)({
    meta: {
        id: 'opencode/skill-frontmatter',
        effect: 'not-loaded',
        category: 'correctness',
        defaultLevel: 'error',
        description: 'An OpenCode skill (`.opencode/skill(s)/`, or `.claude/skills/` which OpenCode reads too) with frontmatter that is not valid YAML or has no `name` (skipped), with no `description` (never offered to the model), or with a frontmatter never closed (skipped, or empty instructions).',
        kinds: ['opencode-skill'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, case \`skills\`): \`opencode debug skill\` does not list a skill whose frontmatter is broken YAML or has no \`name\`, with no message; a skill without \`description\` is listed but its name is absent from the request sent to the model, so the model never learns it exists. A \`name\` that differs from the folder or is not lowercase is accepted as written. A flow list left open (\`allowed-tools: [read\`) skips the skill like any broken YAML; the finding is at the \`[\` (case \`frontmatter-unclosed-flow\`). A frontmatter opened with \`---\` and never closed is read with the whole rest of the file as its YAML (case \`frontmatter-unclosed\`): a body line breaks it and the skill is skipped; with only YAML lines after the \`---\` the skill is listed with an empty body (\`content: ""\`), a warning.`,
        examples: {
            file: '.opencode/skills/release-notes/SKILL.md',
            wrong: '---\nname: release-notes\n---\nWrite release notes from the merged pull requests.\n',
            right: '---\nname: release-notes\ndescription: Writes release notes from merged pull requests. Use when asked for a changelog or release notes.\n---\nWrite release notes from the merged pull requests.\n',
        },
    },
    check(a, ctx) {
        const fm = a.markdown?.frontmatter;
        const at = fm?.present ? fm.openRange : a.file.lines.range(0, 0);
        const unclosed = (0,kinds/* opencodeUnclosed */.VX)(a);
        if (unclosed && !unclosed.readable) {
            ctx.report({ message: 'OpenCode skips this skill without a word: its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML, which fails', range: unclosed.range });
            return;
        }
        const yamlError = (0,kinds/* opencodeYamlError */.DW)(a);
        if (yamlError) {
            ctx.report({ message: `OpenCode skips this skill without a word: its frontmatter is not valid YAML${yamlError.note ? ` (${yamlError.note})` : ''}`, range: yamlError.range });
            return;
        }
        if (!(0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'name'))?.trim()) {
            ctx.report({ message: `OpenCode skips this skill without a word: it has no \`name\`${unclosed ? ' (its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML)' : ''}`, range: at });
            return;
        }
        if (!(0,tree/* scalarString */.Cg)((0,tree/* getNode */.Zl)(a.root, 'description'))?.trim()) {
            ctx.report({ effect: 'fails-at-run-time', message: `OpenCode lists this skill but never offers it to the model: it has no \`description\`${unclosed ? ' (its frontmatter is never closed with `---`, so OpenCode reads the rest of the file as its YAML and its instructions are empty)' : ''}`, range: at, level: 'warn' });
            return;
        }
        if (unclosed) {
            ctx.report({ effect: 'ignored', message: 'This frontmatter is never closed with `---`: OpenCode reads the whole rest of the file as its YAML, so the skill loads with its name and description and empty instructions', range: unclosed.range, level: 'warn' });
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/skill-paths-missing.js
/** A `skills.paths` folder of opencode.json that does not exist: OpenCode reads no skill from it, without a word. */





/* harmony default export */ const skill_paths_missing = ((0,rule/* projectRule */.K2)({
    meta: {
        id: 'opencode/skill-paths-missing',
        effect: 'ignored',
        category: 'correctness',
        defaultLevel: 'warn',
        description: 'A `skills.paths` entry of `opencode.json` that names no folder in the repository.',
        kinds: ['opencode-config'],
        harness: 'opencode',
        optIn: false,
        fixable: false,
        rationale: `Observed on OpenCode ${OPENCODE_VERSION} (oracle/opencode/cases.json, cases \`skills-paths\` and \`skills-paths-base\`): OpenCode reads every \`SKILL.md\` at any depth below each \`skills.paths\` folder, relative to the project folder even in \`.opencode/opencode.json\`, and agentlint checks those skills like the ones in \`.opencode/skills\` (opencode/skill-frontmatter). With \`"paths": ["extra-skills", "nope-dir"]\` the missing \`nope-dir\` is passed over with no message, so a renamed or mistyped folder silently drops its skills. Absolute and home paths are not checked.`,
        examples: {
            file: 'opencode.json',
            wrong: '{\n  "skills": { "paths": ["team-skill"] }\n}\n',
            right: '{\n  "skills": { "paths": ["team-skills"] }\n}\n',
            context: { 'team-skills/notes/SKILL.md': '---\nname: notes\ndescription: Writes meeting notes. Use when asked for notes.\n---\nWrite notes.\n' },
        },
    },
    check(project, ctx) {
        for (const c of (0,model/* artifactsOf */.Ns)(project, 'opencode-config')) {
            for (const p of (0,kinds/* opencodeSkillPaths */.XU)(c)) {
                const at = { path: c.path, range: p.node.range, jsonPath: p.node.path };
                (0,missing_path/* reportMissingPath */.w)(project, ctx, p.dir, 'dir', at, () => `OpenCode reads no skill from \`${p.written}\` and says nothing: no such folder in the repository`);
            }
        }
    },
}));

;// CONCATENATED MODULE: ./build/src/harnesses/opencode/rules/index.js
/** OpenCode: config, agents, commands, skills. */













const OPENCODE_RULES = [
    agent_mode, agent_frontmatter, agent_field_type, config_invalid, config_unknown_key, mcp_env_syntax, default_agent, model_format, instructions_missing,
    command_frontmatter, command_agent, skill_frontmatter, skill_paths_missing,
];
/** This family's rules, under the name every family exports (the generated rule list imports it). */



/***/ })

};
